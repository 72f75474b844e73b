import { css } from "@emotion/react"
import { formControlsCss } from "../../theme/controls"
import { paragraphCss, subheaderCss } from "../../theme/primitives"
import { fonts, media, palette } from "../../theme/tokens"

/** The widest the archive's column runs, so its lines stay readable on a wide screen. */
const ARCHIVE_COLUMN_MAX_PX = 960

/**
 * The archive pages' column, inside the frame's gutter like every section's content (the frame pads it; the banner
 * above names the section). The page's own h1 (the index's heading, the lexicon's, an entry's title) is set in the
 * display face at its line height, h2 as the site's subheaders, running text as its paragraphs, and every form
 * control in the palette.
 */
export const archivePageCss = css(
  {
    maxWidth: ARCHIVE_COLUMN_MAX_PX,
    color: palette.bodyText,
    lineHeight: 1.5,
    // :where() keeps these at a class's weight, so a component's own rule for its element still wins.
    "& :where(h1)": {
      margin: "0 0 24px",
      fontFamily: fonts.display,
      fontWeight: 800,
      fontSize: "2.8rem",
      lineHeight: 1.1,
      color: palette.bodyText,
      [media.phone]: { fontSize: "2.2rem" },
    },
    "& :where(h2)": subheaderCss,
    "& :where(h3)": {
      margin: "24px 0 8px",
      fontFamily: fonts.display,
      fontWeight: 700,
      fontSize: "1.4rem",
      lineHeight: 1.1,
    },
    "& :where(section)": { margin: "40px 0" },
    "& :where(p)": paragraphCss,
    "& :where(a)": { color: palette.primaryOrange },
  },
  formControlsCss,
)
export const badgeCss = css({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: 12,
  background: palette.primaryOrange,
  color: palette.white,
  fontSize: "0.85rem",
  fontWeight: 700,
  lineHeight: 1.5,
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
