import { css } from "@emotion/react"
import { useEffect, useRef, useState } from "react"
import { QUESTION_VISIBILITY_THRESHOLD } from "../../constants"
import { RichText } from "../../components/rich-text"
import { useInViewport } from "../../hooks/use-in-viewport"
import { durations, media, palette, QUESTIONS_BASE, REDUCED_MOTION } from "../../theme/tokens"
import { LANDING_VARS } from "./landing-colour"

/**
 * The block's colour follows the scroll like the title panel's (rgba at 0.8, over QUESTIONS_BASE set on
 * the questions' container). Before JavaScript runs the motion value is stuck at its top-of-page colour,
 * so the completed grey stands in.
 */
const outerCss = css({
  height: "200vh",
  backgroundColor: `var(${LANDING_VARS.panel})`,
  "html:not([data-hydrated]) &": { backgroundColor: `${QUESTIONS_BASE} !important` },
  // With reduced motion the questions are always shown, so they keep the grey their white text needs.
  [REDUCED_MOTION]: { backgroundColor: QUESTIONS_BASE },
})

const innerCss = css({
  position: "sticky",
  top: 0,
  height: "100vh",
  padding: "100px 0",
  display: "flex",
  alignItems: "center",
  // Hidden only once the page is interactive and the block is out of view: without JavaScript the
  // questions simply show. The fade is switched on a frame after mount, so nothing fades out on load.
  "html[data-hydrated] &[data-in-view='false']": { opacity: 0 },
  "&[data-ready='true']": { transition: `opacity ${durations.questionFade}ms ease-out` },
  [REDUCED_MOTION]: {
    "&[data-ready='true']": { transition: "none" },
    "html[data-hydrated] &[data-in-view='false']": { opacity: 1 },
  },
})

const textCss = css({
  width: "80%",
  margin: 0,
  padding: 50,
  fontSize: "2rem",
  lineHeight: "2.4rem",
  fontWeight: 400,
  color: "white",
  strong: { fontWeight: 800, color: palette.secondaryOrange },
  [media.phone]: { width: "100%", padding: 25 },
})

/** A full-screen question that fades in as it comes into view (threshold 0.8) and out as it leaves. */
export function QuestionBlock({ text, lang }: { text: string; lang?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const inView = useInViewport(ref, "0px", QUESTION_VISIBILITY_THRESHOLD)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <div css={outerCss}>
      <div ref={ref} css={innerCss} data-in-view={inView} data-ready={ready} data-testid="question">
        <p css={textCss} lang={lang}>
          <RichText>{text}</RichText>
        </p>
      </div>
    </div>
  )
}
