import { diagram } from "../../theme/tokens"

/** The brace's box: tall and narrow, so it reaches the height of the figures it gathers. */
export const BRACKET_VIEWBOX = { width: 24, height: 200 } as const

const LEFT = "M22 2 C13 2 12 8 12 20 L12 84 C12 95 9 100 2 100 C9 100 12 105 12 116 L12 180 C12 192 13 198 22 198"
const RIGHT = "M2 2 C11 2 12 8 12 20 L12 84 C12 95 15 100 22 100 C15 100 12 105 12 116 L12 180 C12 192 11 198 2 198"

/** A curly brace that gathers a row of figures into one sequence. Decorative. */
export function Bracket({ side, className }: { side: "left" | "right"; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${BRACKET_VIEWBOX.width} ${BRACKET_VIEWBOX.height}`}
      className={className}
      aria-hidden
      focusable="false"
      data-bracket={side}
      css={{ display: "block", overflow: "visible" }}
    >
      <path
        d={side === "left" ? LEFT : RIGHT}
        fill="none"
        stroke={diagram.line}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  )
}
