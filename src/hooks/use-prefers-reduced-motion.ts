import { useEffect, useState } from "react"

import { REDUCED_MOTION_QUERY } from "../theme/tokens"

/**
 * True when the visitor asks for reduced motion. False in the server HTML and on the first client
 * render, so hydration matches; it updates right after, and when the setting changes.
 * (framer-motion's useReducedMotion reads the setting during the first render, which makes markup that
 * depends on it differ from the server's: React errors #418/#425.)
 */
export const usePrefersReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY)
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])
  return reduced
}
