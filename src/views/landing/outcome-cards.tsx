import { css } from "@emotion/react"
import { Link } from "gatsby"
import type { ReactNode } from "react"
import { RichText } from "../../components/rich-text"
import { useFieldLang, useLocalPath } from "../../i18n/page-language"
import { type Translated } from "../../i18n/entry-in"
import { durations, fonts, media, PAGE_GUTTER_PX, palette, REDUCED_MOTION } from "../../theme/tokens"

const sectionCss = css({
  position: "relative",
  zIndex: 100,
  padding: `100px ${PAGE_GUTTER_PX.default}px`,
  background: palette.white,
  [media.tablet]: { padding: `50px ${PAGE_GUTTER_PX.tablet}px` },
})

const headlineCss = css({
  margin: "0 0 50px",
  fontFamily: fonts.display,
  fontSize: "3vw",
  lineHeight: "3.2vw",
  fontWeight: 600,
  textAlign: "center",
  strong: { fontWeight: 800, color: palette.primaryOrange },
  [media.tablet]: { fontSize: "1.6rem", lineHeight: "1.8rem" },
})

/**
 * Between the two cards, and around them within the section (docs/design.md, "Landing page": 20px either side of each).
 */
const CARD_GAP_PX = 40

const rowCss = css({
  display: "flex",
  gap: CARD_GAP_PX,
  padding: `10px ${CARD_GAP_PX / 2}px`,
  [media.tablet]: { flexDirection: "column", gap: 0, padding: 0 },
})

const cardCss = css({
  position: "relative",
  // Equal halves of the row, whatever their content: a basis of 0 and no minimum, so neither card can push
  // the other past the edge (with 1 0 50% and side margins the pair was wider than the row).
  flex: "1 1 0",
  minWidth: 0,
  margin: 0,
  borderRadius: 15,
  background: palette.cardBackground,
  border: "1px solid white",
  boxShadow: `3px 3px 3px ${palette.border}`,
  transition: `box-shadow ${durations.glow}ms ease-out`,
  cursor: "pointer",
  "&:hover, &:focus-within": { boxShadow: `0 0 6px 5px ${palette.secondaryOrange}` },
  "&:focus-within": { outline: `3px solid ${palette.primaryOrange}`, outlineOffset: 3 },
  [media.tablet]: { margin: "0 0 20px" },
  [REDUCED_MOTION]: { transition: "none" },
})

const cardHeadingCss = css({
  margin: 0,
  padding: "10px 5px 15px",
  borderRadius: "15px 15px 0 0",
  background: palette.primaryOrange,
  color: "white",
  fontSize: "2vw",
  textAlign: "center",
  [media.tablet]: { fontSize: "1.6rem" },
})

const summaryCss = css({
  margin: 20,
  fontSize: "1.4vw",
  lineHeight: 1.3,
  fontWeight: 600,
  [media.tablet]: { fontSize: "1.2rem" },
})

const mediaCss = css({ padding: "0 20px", "video, img": { borderRadius: 4 } })

/** The read-more link; its ::after stretches over the card, so the whole card is one link with this name. */
const readMoreCss = css({
  display: "block",
  margin: "20px 0",
  fontFamily: fonts.display,
  fontSize: "2vw",
  fontWeight: 600,
  textAlign: "center",
  color: palette.primaryOrange,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: 15 },
  "&:hover, &:focus-visible": { textDecoration: "underline" },
  [media.tablet]: { fontSize: "1.6rem" },
})

/** A further link under the read-more one: raised above its stretched area, so it is a link of its own. */
const moreLinkCss = css(readMoreCss, {
  position: "relative",
  zIndex: 1,
  marginTop: -10,
  fontSize: "1.4vw",
  "&::after": { content: "none" },
  [media.tablet]: { fontSize: "1.2rem" },
})

/** A card's texts, each marked with its own language on another language's page (`untranslated`). */
export interface OutcomeCard extends Translated {
  heading: string
  summary: string
  linkText: string
  linkTo: string
  moreLink?: { text: string; to: string } & Translated
  media: ReactNode
}

/** The headline and the project's two outcomes, each card leading to its page. */
export function OutcomeCards({
  headline,
  headlineLang,
  cards,
}: {
  headline: string
  headlineLang?: string
  cards: readonly OutcomeCard[]
}) {
  // The cards' links are the site's addresses (content/landing), made the page's language's.
  const local = useLocalPath()
  const lang = useFieldLang()
  return (
    <section css={sectionCss} aria-labelledby="outcomes">
      <h2 id="outcomes" css={headlineCss} lang={headlineLang}>
        <RichText>{headline}</RichText>
      </h2>
      <div css={rowCss}>
        {cards.map((card) => (
          <article key={card.heading} css={cardCss}>
            <h3 css={cardHeadingCss} lang={lang(card, "heading")}>
              {card.heading}
            </h3>
            <p css={summaryCss} lang={lang(card, "summary")}>
              {card.summary}
            </p>
            {/* Media above the stretched link stays interactive (its pause button). */}
            <div css={[mediaCss, { position: "relative", zIndex: 1 }]}>{card.media}</div>
            <Link to={local(card.linkTo)} css={readMoreCss} lang={lang(card, "linkText")}>
              {card.linkText}
            </Link>
            {card.moreLink && (
              <Link to={local(card.moreLink.to)} css={moreLinkCss} lang={lang(card.moreLink, "text")}>
                {card.moreLink.text}
              </Link>
            )}
          </article>
        ))}
      </div>
    </section>
  )
}
