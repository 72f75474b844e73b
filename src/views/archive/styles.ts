import { css } from "@emotion/react"
import { fonts, media, palette } from "../../theme/tokens"

/** The archive pages' column: readable line length, the site's display face for headings. */
export const archivePageCss = css({
  maxWidth: 960,
  margin: "0 auto",
  padding: "120px 40px 40px",
  color: palette.bodyText,
  lineHeight: 1.5,
  "& h1, & h2": { fontFamily: fonts.display, color: palette.primaryOrange },
  "& h1": { fontSize: "3rem", margin: "0 0 16px" },
  "& a": { color: palette.primaryOrange },
  "& :is(a, button, input, select, summary):focus-visible": {
    outline: `3px solid ${palette.primaryOrange}`,
    outlineOffset: 2,
  },
  [media.tablet]: { padding: "90px 20px 20px" },
})
export const badgeCss = css({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: 12,
  background: palette.primaryOrange,
  color: palette.white,
  fontSize: "0.85rem",
  fontWeight: 700,
})
export const factsCss = css({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: "4px 16px",
  "& > div": { display: "contents" },
  "& dt": { fontWeight: 700 },
  "& dd": { margin: 0, overflowWrap: "anywhere" },
  // On a phone each term sits above its value, so neither is squeezed into a narrow column.
  [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)", "& dd": { marginBottom: 8 } },
})
