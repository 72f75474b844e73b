import type { GatsbyBrowser } from "gatsby"
import { SCROLL_TO_TOP_DELAY_MS } from "../constants"

/**
 * Scrolling across navigations, done by us rather than by Gatsby so it fits the page fades:
 * - a new page (link, typed address) scrolls to the top SCROLL_TO_TOP_DELAY_MS after navigation
 *   (docs/design.md, "On every page");
 * - back and forward restore the saved position once the incoming page is mounted, i.e. after the
 *   outgoing page has faded out (restoring earlier would be clamped to the old page's height).
 */
let pendingRestore: [number, number] | null = null
let scrollTimer: ReturnType<typeof setTimeout> | undefined

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  // Gatsby types the helper as a bare `Function`; it returns the [x, y] saved for a location, or null.
  const savedPosition = getSavedScrollPosition as (location: Location) => [number, number] | null
  const saved = routerProps.location ? savedPosition(routerProps.location) : null
  clearTimeout(scrollTimer)
  if (saved && (saved[0] !== 0 || saved[1] !== 0)) {
    pendingRestore = [saved[0], saved[1]]
  } else {
    pendingRestore = null
    scrollTimer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS)
  }
  return false
}

/** Called by the page transition as the incoming page is committed to the document. */
export const restorePendingScroll = () => {
  const position = pendingRestore
  pendingRestore = null
  if (position) window.scrollTo(position[0], position[1])
}

/** Otherwise the browser restores Back's position itself, making the outgoing page jump mid-fade. */
export const takeOverScrollRestoration = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
}
