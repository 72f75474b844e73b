import { css } from "@emotion/react"
import { fonts, media, palette } from "./tokens"

/** The design's shared text primitives (docs/design.md, "Text primitives"), used by every page's views. */

/** The Paragraph primitive: Figtree 300 at 1.2rem / 1.8rem, 80% wide (90% at tablet). */
export const paragraphCss = css({
  width: "80%",
  margin: "0 0 10px",
  fontSize: "1.2rem",
  lineHeight: "1.8rem",
  fontWeight: 300,
  color: palette.bodyText,
  "& strong": { fontWeight: 600 },
  [media.tablet]: { width: "90%" },
  [media.phone]: { width: "100%" },
})

/**
 * The design's section heading (docs/design.md, "Text primitives", "Section heading"): capitals in the display face
 * over a short bar.
 */
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
