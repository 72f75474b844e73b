import { css } from "@emotion/react"
import { useMotionValueEvent, useScroll } from "framer-motion"
import { useEffect, useRef, type ComponentProps } from "react"
import { LoopingVideo } from "../../components/looping-video"
import { Flipbook } from "../../components/flipbook/flipbook"
import { LANDING_CARD_ASPECT, QUESTIONS_BASE, upTo } from "../../theme/tokens"
import { Intro } from "./intro"
import { landingColourVars } from "./landing-colour"
import { OutcomeCards, type OutcomeCard } from "./outcome-cards"
import { Partners } from "./partners"
import { QuestionBlock } from "./question-block"
import { ScrollBand } from "./scroll-band"
import { ScrollHint } from "./scroll-hint"

type VideoData = Queries.ContentVideoFragment
export const videoProps = (video: VideoData): ComponentProps<typeof LoopingVideo> => ({
  src: video.src.publicURL ?? "",
  poster: video.poster.publicURL ?? "",
  width: video.poster.childImageSharp?.original?.width ?? undefined,
  height: video.poster.childImageSharp?.original?.height ?? undefined,
  description: video.description,
})

const questionsCss = css({ background: QUESTIONS_BASE })

/** A card's media is about half the page wide, the full width once the cards stack. */
const CARD_MEDIA_SIZES = `${upTo.tablet} 90vw, 45vw`

/**
 * Scroll drives the intro's inversion and the panel and question colours (spec §4): one scroll
 * subscription writes CSS variables on the page's root, so nothing re-renders per frame. The server
 * HTML carries the values for the top of the page.
 */
const useLandingScrollColours = () => {
  const root = useRef<HTMLDivElement>(null)
  const { scrollY } = useScroll()
  const paint = (y: number) => {
    for (const [name, value] of Object.entries(landingColourVars(y))) root.current?.style.setProperty(name, value)
  }
  useMotionValueEvent(scrollY, "change", paint)
  useEffect(() => paint(scrollY.get()), [scrollY])
  return root
}

/** The landing page: intro, three questions, the two outcomes, the scroll band and the partners. */
export function LandingView({ data }: { data: Queries.LandingPageQuery }) {
  const { siteJson, landingJson, portraitsJson, sponsorsJson } = data
  const root = useLandingScrollColours()
  if (!siteJson || !landingJson || !portraitsJson || !sponsorsJson) return null
  const portraits = new Map(portraitsJson.portraits.map((p) => [p.slug, p]))
  const cards: OutcomeCard[] = landingJson.cards.map((card) => {
    const portrait = card.portrait ? portraits.get(card.portrait) : undefined
    return {
      heading: card.heading,
      summary: card.summary,
      linkText: card.linkText,
      linkTo: card.linkTo,
      media: portrait ? (
        <Flipbook portrait={portrait} sizes={CARD_MEDIA_SIZES} aspect={LANDING_CARD_ASPECT} caption="hidden" />
      ) : card.video ? (
        <LoopingVideo {...videoProps(card.video)} />
      ) : null,
    }
  })
  return (
    <div ref={root} style={landingColourVars(0)}>
      <Intro
        title={siteJson.title}
        tagline={siteJson.tagline}
        outline={siteJson.titleOutline}
        video={videoProps(landingJson.heroVideo)}
      />
      <div css={questionsCss}>
        {landingJson.questions.map((question) => (
          <QuestionBlock key={question} text={question} />
        ))}
      </div>
      <OutcomeCards headline={landingJson.headline} cards={cards} />
      <ScrollBand video={videoProps(landingJson.bandVideo)} />
      <Partners
        heading={landingJson.partnersHeading}
        sentence={landingJson.partnersSentence}
        linkText={landingJson.partnersLinkText}
        linkTo={landingJson.partnersLinkTo}
        sponsors={sponsorsJson.sponsors}
      />
      <ScrollHint text={landingJson.scrollHint} />
    </div>
  )
}
