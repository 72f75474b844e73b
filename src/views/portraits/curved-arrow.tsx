import { css } from "@emotion/react"
import { media, palette } from "../../theme/tokens"

const arrowCss = css({
  display: "block",
  width: 40,
  height: "auto",
  margin: "0 0 10px",
  stroke: palette.bodyText,
  [media.tablet]: { display: "none" },
})

/** A hand-drawn-looking arrow curving down towards the picture beside the text; decorative. */
export function CurvedArrow({ towards }: { towards: "left" | "right" }) {
  return (
    <svg
      css={arrowCss}
      viewBox="0 0 40 48"
      aria-hidden="true"
      focusable="false"
      style={towards === "left" ? { transform: "scaleX(-1)" } : undefined}
    >
      <path d="M6 4 C 30 6, 36 22, 26 42" fill="none" strokeWidth="2" strokeLinecap="round" />
      <path d="M18 36 L 26 43 L 32 34" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
