import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { BuiltPicture, imageOf } from "../../components/built-picture"
import { ExternalLink } from "../../components/external-link"
import { durations, GLOW_SHADOW, media, palette, REDUCED_MOTION, TOP_BAR_CLEARANCE_PX } from "../../theme/tokens"

/**
 * Cards are at most this wide (docs/design.md, "Publications page"); the fragment below makes thumbnails for it (and
 * for twice it, on dense screens). GraphQL text cannot interpolate, so keep the two numbers in step.
 */
export const CARD_MAX_WIDTH_PX = 300

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment CardThumbnail on File {
    childImageSharp {
      gatsbyImageData(width: 300, aspectRatio: 0.75, layout: CONSTRAINED)
    }
  }
`

/**
 * Narrowest a card gets before the row drops a column: four across at 1280px, three at 1100px and 1000px, two at
 * 800px, one on phones, so a citation keeps a readable line (at 220px it fell to about 14 characters).
 */
const CARD_MIN_WIDTH_PX = 260
const CARD_GAP_PX = 40

/** A wrapping row of cards, as many to a row as fit; one centred column on phones. */
export const cardListCss = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH_PX}px), 1fr))`,
  gap: CARD_GAP_PX,
  [media.phone]: { justifyItems: "center" },
})

const itemCss = css({ width: "100%", maxWidth: CARD_MAX_WIDTH_PX })

const linkCss = css({
  display: "block",
  color: palette.bodyText,
  textDecoration: "none",
  scrollMarginTop: TOP_BAR_CLEARANCE_PX,
  "&:hover [data-card-title], &:focus-visible [data-card-title]": { textDecoration: "underline" },
  "&:hover [data-card-thumbnail], &:focus-visible [data-card-thumbnail]": { boxShadow: GLOW_SHADOW },
})

const thumbnailCss = css({
  display: "block",
  aspectRatio: "3 / 4",
  overflow: "hidden",
  border: `1px solid ${palette.border}`,
  transition: `box-shadow ${durations.glow}ms ease-out`,
  [REDUCED_MOTION]: { transition: "none" },
  "& img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
})

/**
 * One card of a list: the whole card is a single link (inside its <li>, never around it) that opens in a new
 * tab. Its thumbnail's alt text, its words and the new-tab cue together make the link's accessible name.
 * `priority`: the thumbnail is fetched first and at once (the page's first card, its largest paint on a phone);
 * other thumbnails load lazily.
 */
export function Card({
  href,
  thumbnail,
  thumbnailAlt,
  thumbnailLang,
  priority = false,
  children,
}: {
  href: string
  thumbnail: Queries.CardThumbnailFragment
  thumbnailAlt: string
  /** The language of `thumbnailAlt`, where it is not the page's (src/i18n/page-language.tsx, fieldLang). */
  thumbnailLang?: string
  priority?: boolean
  children: ReactNode
}) {
  const image = imageOf(thumbnail.childImageSharp)
  return (
    <li css={itemCss}>
      <ExternalLink css={linkCss} href={href}>
        <div css={thumbnailCss} data-card-thumbnail lang={thumbnailLang}>
          {image && <BuiltPicture image={image} alt={thumbnailAlt} priority={priority} />}
        </div>
        {children}
      </ExternalLink>
    </li>
  )
}
