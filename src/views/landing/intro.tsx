import { css, keyframes } from "@emotion/react"
import { m, useScroll, useTransform } from "framer-motion"
import { TITLE_FADE_IN_DELAY_MS } from "../../constants"
import { LoopingVideo } from "../../components/looping-video"
import { durations, fonts, media } from "../../theme/tokens"
import { AnimatedTitle } from "./animated-title"
import { inversionFilter, panelColour, panelTextColour, scrollProgress } from "./landing-colour"

const stickyCss = css({
  position: "sticky",
  top: 0,
  height: "100vh",
  display: "flex",
  justifyContent: "flex-end",
  overflow: "hidden",
  backgroundColor: "rgb(240, 240, 240)",
})

const videoCss = css({ display: "block", width: "90vh", height: "100vh", objectFit: "cover", maxWidth: "none" })

const panelCss = css({
  position: "relative",
  zIndex: 100,
  marginTop: "-50vh",
  padding: "20px 50px 50vh",
  fontSize: "1.8rem",
  [media.phone]: { padding: "20px 10px 50vh" },
  "&::before": {
    // A soft edge where the panel meets the video above it.
    content: '""',
    position: "absolute",
    left: 0,
    right: 0,
    bottom: "100%",
    height: 200,
    background: "linear-gradient(rgba(240, 240, 240, 0), var(--panel-colour))",
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
  "@media (prefers-reduced-motion: no-preference)": {
    opacity: 0,
    animation: `${fadeIn} ${durations.taglineFade}ms ease-out ${TITLE_FADE_IN_DELAY_MS}ms forwards`,
  },
})

export interface IntroProps {
  title: string
  tagline: string
  outline: { viewBox: string; letters: readonly string[] }
  video: { src: string; poster: string; width?: number; height?: number; description: string }
}

/**
 * The sticky hero video and the title panel. Scroll drives the video's inversion and the panel's colour
 * through motion values: styles change per frame without React rendering.
 */
export function Intro({ title, tagline, outline, video }: IntroProps) {
  const { scrollY } = useScroll()
  const progress = useTransform(scrollY, scrollProgress)
  const filter = useTransform(progress, inversionFilter)
  const background = useTransform(progress, panelColour)
  const color = useTransform(progress, panelTextColour)
  return (
    <section data-testid="landing-intro">
      <m.div css={stickyCss} style={{ filter }} data-testid="intro-video-box">
        <LoopingVideo {...video} videoCss={videoCss} buttonAt="top" />
      </m.div>
      <m.div
        css={panelCss}
        style={{ backgroundColor: background, color, ["--panel-colour" as string]: background }}
        data-testid="intro-panel"
      >
        <h1>
          <span className="visually-hidden">{title}</span>
          <AnimatedTitle outline={outline} />
        </h1>
        <p css={taglineCss} data-testid="tagline">
          {tagline}
        </p>
      </m.div>
    </section>
  )
}
