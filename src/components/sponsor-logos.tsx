import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { durations, GLOW_SHADOW, REDUCED_MOTION, TOP_BAR_CLEARANCE_PX } from "../theme/tokens"
import { fieldLang, useLanguage } from "../i18n/page-language"
import { entryIn } from "../i18n/entry-in"
import { ExternalLink } from "./external-link"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment SponsorLogo on Sponsor {
    slug
    name
    url
    logoAlt
    untranslated
    translations {
      language
      logoAlt
      untranslated
    }
    logo {
      publicURL
      intrinsicSize {
        width
        height
      }
    }
  }
`

/** Logo boxes are all the same height, so logos of any shape line up and read at a similar size. */
const LOGO_BOX_HEIGHT_PX = 90
const LOGO_BOX_PADDING_PX = 12

const listCss = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-evenly",
  gap: "10px 20px",
})

const itemCss = css({ flex: "0 1 280px", minWidth: 0 })

const linkCss = css({
  display: "block",
  height: LOGO_BOX_HEIGHT_PX,
  padding: LOGO_BOX_PADDING_PX,
  borderRadius: 6,
  scrollMarginTop: TOP_BAR_CLEARANCE_PX,
  transition: `box-shadow ${durations.glow}ms ease-out`,
  "&:hover, &:focus-visible": { boxShadow: GLOW_SHADOW },
  [REDUCED_MOTION]: { transition: "none" },
})

/** Fills its fixed box whether or not the file has loaded, so nothing shifts; `contain` keeps the logo's shape. */
const imageCss = css({ display: "block", width: "100%", height: "100%", objectFit: "contain" })

/**
 * The partners' logos, each linking to the partner's site. Pass `className` (or `css`) to lay the list out
 * differently on a page; the boxes, glow and focus ring stay the same everywhere.
 */
export function SponsorLogos({
  sponsors,
  className,
}: {
  sponsors: readonly Queries.SponsorLogoFragment[]
  className?: string
}) {
  const language = useLanguage()
  return (
    <ul css={listCss} className={className}>
      {sponsors
        .map((english) => entryIn(english, language))
        .map((sponsor) => (
          <li key={sponsor.slug} css={itemCss}>
            <ExternalLink css={linkCss} href={sponsor.url}>
              <img
                css={imageCss}
                src={sponsor.logo.publicURL ?? undefined}
                alt={sponsor.logoAlt}
                lang={fieldLang(language, sponsor, "logoAlt")}
                width={sponsor.logo.intrinsicSize?.width}
                height={sponsor.logo.intrinsicSize?.height}
                loading="lazy"
                decoding="async"
              />
            </ExternalLink>
          </li>
        ))}
    </ul>
  )
}
