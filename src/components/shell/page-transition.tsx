import { css, keyframes } from "@emotion/react"
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { restorePendingScroll } from "../../gatsby/scroll"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { durations } from "../../theme/tokens"

const PAGE_FADE_EASE = "cubic-bezier(0.25, 0.1, 0.35, 1)"
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

const pageCss = css({
  "&[data-phase='out']": { opacity: 0, transition: `opacity ${durations.pageFade}ms ${PAGE_FADE_EASE}` },
  "&[data-phase='in']": { animation: `${fadeIn} ${durations.pageFade}ms ${PAGE_FADE_EASE} both` },
})

/**
 * Back/forward positions are restored the moment the incoming page is in the document: earlier, the
 * scroll would be clamped to the outgoing page's (or an empty frame's) height.
 */
function RestoreScrollOnMount() {
  useLayoutEffect(restorePendingScroll, [])
  return null
}

type Phase = "idle" | "out" | "in"

/** The path a link leads to, when it is a page of this site other than the one shown (its hash aside). */
const otherPage = (target: EventTarget | null): string | undefined => {
  const link = target instanceof Element ? target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined
  const trimmed = (path: string) => path.replace(/\/$/, "")
  return trimmed(link.pathname) === trimmed(window.location.pathname) ? undefined : link.pathname
}

/**
 * The outgoing page fades out completely (opacity 1→0) before the incoming one fades in (0→1): one page
 * is in the document at a time, so they never overlap. The first page is not faded at all, so the
 * server HTML is visible at once; with reduced motion pages simply swap.
 * (CSS transitions on one element: framer-motion's AnimatePresence cost ~26 KB gzip on every page.)
 *
 * The fade-out starts with the click on a link, not when the next page's code and data have arrived: Gatsby's Link
 * prevents the click's default and fetches them first, which on a 4×-slowed phone took 170–480 ms before anything
 * moved (`npm run bench:interaction`). The click's frame only re-renders this wrapper for its data-phase (its
 * children are the same element, so React leaves them); the incoming page is rendered when it has arrived, at once
 * if the fade has finished by then.
 */
export function PageTransition({ pathname, children }: { pathname: string; children: ReactNode }) {
  const reduced = usePrefersReducedMotion()
  const [shown, setShown] = useState({ pathname, children })
  const [phase, setPhase] = useState<Phase>("idle")
  const element = useRef<HTMLDivElement>(null)
  /** The outgoing page has finished fading out (before the incoming page arrived). */
  const fadedOut = useRef(false)

  useEffect(() => {
    if (reduced) return
    // After React's own handlers (at the root, below the document): a click Gatsby's Link took over is one whose
    // default was prevented; other links (new tab, another site, a modifier key) load as usual and keep the page.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || otherPage(event.target) === undefined) return
      fadedOut.current = false
      setPhase("out")
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [reduced])

  useEffect(() => {
    if (pathname === shown.pathname) {
      // Same page re-rendered: keep its latest element.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one state machine per navigation; moving these swaps into render is a follow-up (the e2e fades must be re-proved)
      if (children !== shown.children) setShown({ pathname, children })
      return
    }
    if (reduced) {
      setShown({ pathname, children })
      setPhase("idle")
      return
    }
    setPhase("out")
    const swap = () => {
      fadedOut.current = false
      setShown({ pathname, children })
      setPhase("in")
    }
    const node = element.current
    // Only the page's own fade: transitions inside it (images fading in) bubble up here too.
    const onEnd = (event: TransitionEvent) => event.target === node && event.propertyName === "opacity" && swap()
    node?.addEventListener("transitionend", onEnd)
    // Faded out already (it started at the click): swap now. In case no transition runs (e.g. the tab is hidden),
    // swap anyway a little after the fade's length.
    const fallback = setTimeout(swap, fadedOut.current ? 0 : durations.pageFade + 100)
    return () => {
      node?.removeEventListener("transitionend", onEnd)
      clearTimeout(fallback)
    }
  }, [pathname, children, shown, reduced])

  return (
    <div
      key={shown.pathname}
      ref={element}
      css={pageCss}
      data-page-transition={shown.pathname}
      data-phase={phase}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget && event.propertyName === "opacity" && phase === "out")
          fadedOut.current = true
      }}
    >
      <RestoreScrollOnMount />
      {shown.children}
    </div>
  )
}
