import { css } from "@emotion/react"

/**
 * The height a skipped block is taken to have until the browser has laid it out once: the Technology sections
 * measure 180–810 px and the Portraits blocks 175–1,120 px at phone, tablet and desktop widths. After that first
 * layout the browser keeps the block's real height ("auto"), so the page's length settles as the visitor scrolls.
 */
export const HEIGHT_UNTIL_LAID_OUT_PX = 500

/**
 * `content-visibility: auto` for a block below the first screen: the browser styles, lays out and paints its
 * contents only as it nears the screen. Every web font's arrival lays the page out again, and on the Technology and
 * Portraits pages most of the elements (diagrams, flipbooks, pictures) sit below a phone's first screen
 * (docs/performance-log.md, 2026-11-27). A skipped block's text stays in the accessibility tree and in find-in-page,
 * and a link to an anchor inside it still lands there.
 */
export const laidOutNearScreenCss = css({
  contentVisibility: "auto",
  containIntrinsicSize: `auto ${HEIGHT_UNTIL_LAID_OUT_PX}px`,
})
