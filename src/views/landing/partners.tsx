import { css } from "@emotion/react"
import { Link } from "gatsby"
import { SponsorLogos } from "../../components/sponsor-logos"
import { SponsorSentence } from "../../components/sponsor-sentence"
import { useFieldLang, useLocalPath } from "../../i18n/page-language"
import { type Translated } from "../../i18n/entry-in"
import { fonts, media, PAGE_GUTTER_PX, palette } from "../../theme/tokens"

const sectionCss = css({ position: "relative", zIndex: 100, background: palette.partnersBackground, paddingBottom: 50 })

const headerCss = css({
  margin: "0 0 50px",
  padding: 50,
  background: palette.secondaryOrange,
  borderBottom: "1px solid white",
  fontFamily: fonts.display,
  fontSize: "2rem",
  textTransform: "uppercase",
  [media.tablet]: { padding: 25, marginBottom: 25 },
})

const bodyCss = css({
  padding: `0 ${PAGE_GUTTER_PX.default}px`,
  fontSize: "1.2rem",
  lineHeight: "1.8rem",
  [media.tablet]: { padding: `0 ${PAGE_GUTTER_PX.tablet}px` },
  "a:hover": { textDecoration: "underline" },
})

const readMoreCss = css({ display: "inline-block", margin: "20px 0", fontWeight: 500 })

/** The landing file's words, each marked with its own language on another language's page (`untranslated`). */
export interface PartnersProps extends Translated {
  heading: string
  sentence: string
  linkText: string
  linkTo: string
  /** The sponsors the sentence names (its own query path, see SponsorSentence). */
  sentenceSponsors: Parameters<typeof SponsorSentence>[0]["sponsors"]
  sponsors: Parameters<typeof SponsorLogos>[0]["sponsors"]
}

/** Who supports the work: a sentence of links, the way to the People page, and the logo grid. */
export function Partners(props: PartnersProps) {
  const { heading, sentence, sentenceSponsors, linkText, linkTo, sponsors } = props
  const local = useLocalPath()
  const lang = useFieldLang()
  return (
    <section css={sectionCss} aria-labelledby="partners">
      <h2 id="partners" css={headerCss} lang={lang(props, "partnersHeading")}>
        {heading}
      </h2>
      <div css={bodyCss}>
        <p lang={lang(props, "partnersSentence")}>
          <SponsorSentence sentence={sentence} sponsors={sentenceSponsors} />
        </p>
        <Link to={local(linkTo)} css={readMoreCss} lang={lang(props, "partnersLinkText")}>
          {linkText}
        </Link>
        <SponsorLogos sponsors={sponsors} />
      </div>
    </section>
  )
}
