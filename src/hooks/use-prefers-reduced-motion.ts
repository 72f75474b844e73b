import { useEffect, useState } from "react"

import { REDUCED_MOTION_QUERY } from "../theme/tokens"

/**
 * True when the visitor asks for reduced motion. False in the server HTML and on the first client
 * render, so hydration matches; it updates right after, and when the setting changes.
 * (Reading the setting during the first render would make markup that depends on it differ from the server's:
 * React errors #418/#425. Code that must not act on the first answer, such as the flipbook fetching its stills,
 * reads the media query itself at that moment.)
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
