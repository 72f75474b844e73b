import { css } from "@emotion/react"
import { media, palette } from "../theme/tokens"

/** The FigureCaption primitive (docs/design.md, "Text primitives"): small light text under a short 5px bar. */
export const figureCaptionCss = css({
  marginTop: 15,
  fontSize: "1rem",
  lineHeight: "1.2rem",
  fontWeight: 300,
  color: palette.caption,
  "&::before": {
    content: '""',
    display: "block",
    width: 40,
    height: 5,
    marginBottom: 10,
    borderRadius: "5px 0 5px 0",
    backgroundColor: palette.bodyText,
  },
  "& a:hover": { textDecoration: "underline" },
  [media.tablet]: { fontSize: "1.2rem", lineHeight: "1.4rem" },
})
