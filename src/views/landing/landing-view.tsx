import { css } from "@emotion/react"
import { useMemo, useRef } from "react"
import { ContentVideo } from "../../components/content-video"
import { Flipbook } from "../../components/flipbook/flipbook"
import { DeferredHydration } from "../../components/hydrate-when-near"
import { useWindowScroll } from "../../hooks/use-window-scroll"
import { fieldLang, useLanguage } from "../../i18n/page-language"
import { LANDING_CARD_ASPECT, QUESTIONS_BASE, upTo } from "../../theme/tokens"
import { Intro } from "./intro"
import { landingColourVars } from "./landing-colour"
import { OutcomeCards, type OutcomeCard } from "./outcome-cards"
import { Partners } from "./partners"
import { QuestionBlock } from "./question-block"
import { ScrollBand } from "./scroll-band"
import { ScrollHint } from "./scroll-hint"

const questionsCss = css({ background: QUESTIONS_BASE })

/** A card's media is about half the page wide, the full width once the cards stack. */
const CARD_MEDIA_SIZES = `${upTo.tablet} 90vw, 45vw`

/**
 * Scroll drives the intro's inversion and the panel and question colours (docs/design.md, "Landing page"): one scroll
 * subscription writes CSS variables on the page's root, so nothing re-renders per frame. The server
 * HTML carries the values for the top of the page.
 */
const useLandingScrollColours = () => {
  const root = useRef<HTMLDivElement>(null)
  useWindowScroll((y) => {
    for (const [name, value] of Object.entries(landingColourVars(y))) root.current?.style.setProperty(name, value)
  })
  return root
}

type Landing = NonNullable<Queries.LandingPageQuery["landingJson"]>
type Sponsors = NonNullable<Queries.LandingPageQuery["sponsorsJson"]>

// The partners (links and logos, no controls) hydrate only when they near the screen; their server HTML shows at
// once. Parts with a pause or play control hydrate with the page, so a control is never shown in its server state.

/** The two outcomes, each with a flipbook or a looping video. */
function Outcomes(landing: Landing) {
  const language = useLanguage()
  const cards: OutcomeCard[] = landing.cards.map((card) => ({
    untranslated: card.untranslated,
    heading: card.heading,
    summary: card.summary,
    linkText: card.linkText,
    linkTo: card.linkTo,
    moreLink: card.moreLink ?? undefined,
    media: card.portrait ? (
      <Flipbook portrait={card.portrait} sizes={CARD_MEDIA_SIZES} aspect={LANDING_CARD_ASPECT} caption="hidden" />
    ) : card.video ? (
      <ContentVideo mode="loop" video={card.video} />
    ) : null,
  }))
  return (
    <OutcomeCards headline={landing.headline} headlineLang={fieldLang(language, landing, "headline")} cards={cards} />
  )
}

const PartnersPart = ({ landing, sponsors }: { landing: Landing; sponsors: Sponsors }) => (
  <Partners
    untranslated={landing.untranslated}
    heading={landing.partnersHeading}
    sentence={landing.partnersSentence}
    sentenceSponsors={landing.partnersSentenceSponsors}
    linkText={landing.partnersLinkText}
    linkTo={landing.partnersLinkTo}
    sponsors={sponsors.sponsors}
  />
)

/** The landing page: intro, three questions, the two outcomes, the scroll band and the partners. */
export function LandingView({ data }: { data: Queries.LandingPageQuery }) {
  const { siteJson, landingJson, sponsorsJson } = data
  const root = useLandingScrollColours()
  const language = useLanguage()
  const partners = useMemo(
    () => (landingJson && sponsorsJson ? { landing: landingJson, sponsors: sponsorsJson } : undefined),
    [landingJson, sponsorsJson],
  )
  if (!siteJson || !landingJson || !partners) return null
  return (
    <div ref={root} style={landingColourVars(0)}>
      <Intro
        title={siteJson.title}
        tagline={siteJson.tagline}
        taglineLang={fieldLang(language, siteJson, "tagline")}
        outline={siteJson.titleOutline}
        video={landingJson.heroVideo}
      />
      <div css={questionsCss}>
        {landingJson.questions.map((question, index) => (
          <QuestionBlock
            key={question}
            text={question}
            lang={fieldLang(language, landingJson, `questions[${index}]`)}
          />
        ))}
      </div>
      <Outcomes {...landingJson} />
      <ScrollBand video={landingJson.bandVideo} />
      <DeferredHydration data={partners} render={PartnersPart} />
      <ScrollHint text={landingJson.scrollHint} lang={fieldLang(language, landingJson, "scrollHint")} />
    </div>
  )
}
