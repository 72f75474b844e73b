import { AnimatePresence, m } from "framer-motion"
import { useLayoutEffect, type ReactNode } from "react"
import { restorePendingScroll } from "../../gatsby/scroll"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { durations, PAGE_FADE_EASE } from "../../theme/tokens"

/**
 * Back/forward positions are restored the moment the incoming page is in the document: earlier, the
 * scroll would be clamped to the outgoing page's (or an empty frame's) height.
 */
function RestoreScrollOnMount() {
  useLayoutEffect(restorePendingScroll, [])
  return null
}

/**
 * The outgoing page fades out completely before the incoming one fades in (mode "wait").
 * `initial={false}`: the first page is visible in the server HTML, not hidden until hydration.
 */
export function PageTransition({ pathname, children }: { pathname: string; children: ReactNode }) {
  const reduced = usePrefersReducedMotion()
  const transition = { duration: reduced ? 0 : durations.pageFade / 1000, ease: PAGE_FADE_EASE }
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pathname}
        data-page-transition={pathname}
        initial={{ opacity: 0 }}
        animate={{ opacity: 1, transition }}
        exit={{ opacity: 0, transition }}
      >
        <RestoreScrollOnMount />
        {children}
      </m.div>
    </AnimatePresence>
  )
}
