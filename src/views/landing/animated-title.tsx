import { css, keyframes } from "@emotion/react"
import { LETTER_DRAW_TICK_MS } from "../../constants"
import { MOTION_ALLOWED, palette } from "../../theme/tokens"

/**
 * The existing title drew each letter with two 5 ms intervals (≈4,600 React updates a second). Here the
 * same timing is expressed once, as CSS animations with no script: per letter a stroke draw (stroke-dashoffset over
 * a normalised pathLength) sliding in from the left, then a slow fill. They are not the compositor's: Chrome
 * animates an svg part's stroke, fill and transform by painting it again on the page's main thread, frame by frame
 * (short frames, no React), until the last letter has filled: at most (the longest LEAD_IN_RANGE +
 * NOMINAL_LETTER_LENGTH) / the slowest SPEED_RANGE, then FILL_TICKS, all times LETTER_DRAW_TICK_MS (9.25 s after the
 * first paint with today's values). Reduced motion shows the drawn title at once.
 */

/** Outline units a letter's stroke advances per tick: the existing site drew at 0.4–0.8. */
const SPEED_RANGE = [0.4, 0.8] as const
/** Ticks of invisible lead-in per letter (the existing site's random start offset of −100…−160). */
const LEAD_IN_RANGE = [100, 160] as const
/** Nominal outline length of a letter, in the units drawn per tick. */
const NOMINAL_LETTER_LENGTH = 180
/** The fill rises 0.001 per tick, so it takes 1000 ticks. */
const FILL_TICKS = 1000
const SLIDE_PX = 50

/** A fixed pseudo-random number in [0, 1) per letter and stream: the same on the server and in the browser. */
const jitter = (index: number, stream: number) => {
  const x = Math.sin((index + 1) * 12.9898 + stream * 78.233) * 43758.5453
  return x - Math.floor(x)
}
const between = ([lo, hi]: readonly [number, number], t: number) => lo + (hi - lo) * t

export interface LetterTiming {
  delayMs: number
  drawMs: number
  fillMs: number
}

export const letterTiming = (index: number): LetterTiming => {
  const speed = between(SPEED_RANGE, jitter(index, 1))
  const leadIn = between(LEAD_IN_RANGE, jitter(index, 2))
  return {
    delayMs: Math.round((leadIn / speed) * LETTER_DRAW_TICK_MS),
    drawMs: Math.round((NOMINAL_LETTER_LENGTH / speed) * LETTER_DRAW_TICK_MS),
    fillMs: FILL_TICKS * LETTER_DRAW_TICK_MS,
  }
}

const draw = keyframes({
  from: { strokeDashoffset: 1, strokeOpacity: 0, transform: `translateX(-${SLIDE_PX}px)` },
  to: { strokeDashoffset: 0, strokeOpacity: 1, transform: "translateX(0)" },
})
const fill = keyframes({ from: { fillOpacity: 0 }, to: { fillOpacity: 1 } })

const svgCss = css({
  display: "block",
  width: "100%",
  maxWidth: 1200,
  height: "auto",
  overflow: "visible",
  fill: palette.darkGrayscale,
  stroke: palette.darkGrayscale,
  strokeWidth: 0.5,
  filter: `drop-shadow(2px 2px 2px ${palette.titleShadow})`,
  path: {
    strokeDasharray: 1,
    strokeDashoffset: 0,
    fillOpacity: 1,
  },
  [MOTION_ALLOWED]: {
    path: {
      strokeDashoffset: 1,
      fillOpacity: 0,
      strokeOpacity: 0,
      animationName: `${draw}, ${fill}`,
      animationTimingFunction: "linear, linear",
      animationFillMode: "forwards, forwards",
    },
  },
})

/** The site title's letters, drawn in one by one. Decorative: the page's h1 carries the words. */
export function AnimatedTitle({ outline }: { outline: { viewBox: string; letters: readonly string[] } }) {
  return (
    <svg css={svgCss} viewBox={outline.viewBox} aria-hidden="true" focusable="false" data-testid="animated-title">
      {outline.letters.map((d, index) => {
        const { delayMs, drawMs, fillMs } = letterTiming(index)
        return (
          <path
            key={index}
            d={d}
            pathLength={1}
            style={{
              animationDuration: `${drawMs}ms, ${fillMs}ms`,
              animationDelay: `${delayMs}ms, ${delayMs + drawMs}ms`,
            }}
          />
        )
      })}
    </svg>
  )
}
