import { css, keyframes } from "@emotion/react"
import { TITLE_FADE_IN_DELAY_MS } from "../../constants"
import { ContentVideo } from "../../components/content-video"
import { durations, fonts, media, MOTION_ALLOWED, PAGE_GUTTER_PX, palette } from "../../theme/tokens"
import { AnimatedTitle } from "./animated-title"
import { LANDING_VARS } from "./landing-colour"

const stickyCss = css({
  position: "sticky",
  top: 0,
  height: "100vh",
  display: "flex",
  justifyContent: "flex-end",
  overflow: "hidden",
  backgroundColor: palette.landingLight,
  filter: `var(${LANDING_VARS.inversion})`,
})

const videoCss = css({ display: "block", width: "90vh", height: "100vh", objectFit: "cover", maxWidth: "none" })

const panelCss = css({
  position: "relative",
  zIndex: 100,
  marginTop: "-50vh",
  padding: `20px ${PAGE_GUTTER_PX.default}px 50vh`,
  fontSize: "1.8rem",
  backgroundColor: `var(${LANDING_VARS.panel})`,
  color: `var(${LANDING_VARS.panelText})`,
  [media.phone]: { padding: "20px 10px 50vh" },
  "&::before": {
    // A soft edge where the panel meets the video above it.
    content: '""',
    position: "absolute",
    left: 0,
    right: 0,
    bottom: "100%",
    height: 200,
    background: `linear-gradient(${palette.landingLightClear}, var(${LANDING_VARS.panel}))`,
  },
})

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

const taglineCss = css({
  margin: "0.5em 0 0",
  fontFamily: fonts.display,
  fontWeight: 500,
  fontSize: "4vw",
  lineHeight: 1.1,
  textTransform: "uppercase",
  letterSpacing: "-1px",
  [media.tablet]: { fontSize: "1.8rem" },
  [MOTION_ALLOWED]: {
    opacity: 0,
    animation: `${fadeIn} ${durations.taglineFade}ms ease-out ${TITLE_FADE_IN_DELAY_MS}ms forwards`,
  },
})

export interface IntroProps {
  title: string
  tagline: string
  /** The tagline's `lang` (English where its translation is missing); nothing on an English page. */
  taglineLang?: string | undefined
  outline: { viewBox: string; letters: readonly string[] }
  video: Queries.ContentVideoFragment
}

/**
 * The sticky hero video and the title panel. Their inversion and colours are CSS variables that the
 * landing page updates from the scroll position (see useLandingScrollColours).
 */
export function Intro({ title, tagline, taglineLang, outline, video }: IntroProps) {
  return (
    <section data-testid="landing-intro">
      <div css={stickyCss} data-testid="intro-video-box">
        <ContentVideo mode="loop" video={video} videoCss={videoCss} buttonAt="top" />
      </div>
      <div css={panelCss} data-testid="intro-panel">
        <h1>
          <span className="visually-hidden">{title}</span>
          <AnimatedTitle outline={outline} />
        </h1>
        <p css={taglineCss} data-testid="tagline" lang={taglineLang}>
          {tagline}
        </p>
      </div>
    </section>
  )
}
