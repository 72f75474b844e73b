import { useEffect, useRef } from "react"

/**
 * Calls `onScroll(window.scrollY)` once on mount and on every scroll (a passive listener), for effects
 * that write straight to the DOM (parallax, scroll-driven colours) so nothing re-renders per frame.
 * A few lines instead of framer-motion's useScroll, which kept the animation library in every first view.
 */
export const useWindowScroll = (onScroll: (scrollY: number) => void): void => {
  const latest = useRef(onScroll)
  // The latest callback, kept after each render (effects run in order, so the listener below reads it).
  useEffect(() => {
    latest.current = onScroll
  })
  useEffect(() => {
    const update = () => latest.current(window.scrollY)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
}
