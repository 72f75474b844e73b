import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { fonts, palette } from "../theme/tokens"

/** The design's section heading (design reference §1.3 "Subheader"): capitals in the display face over a short bar. */
export const subheaderCss = css({
  width: "fit-content",
  margin: "0 0 20px",
  fontFamily: fonts.display,
  fontSize: "1.8rem",
  fontWeight: 700,
  lineHeight: 1.1,
  textTransform: "uppercase",
  color: palette.bodyText,
  "&::after": {
    content: '""',
    display: "block",
    height: 5,
    marginTop: 10,
    borderRadius: "5px 0 5px 0",
    background: palette.bodyText,
  },
})

/** An h2 under the banner's h1. */
export function Subheader({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} css={subheaderCss}>
      {children}
    </h2>
  )
}
