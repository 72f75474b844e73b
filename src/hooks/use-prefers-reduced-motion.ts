import { useSyncExternalStore } from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY)
  list.addEventListener("change", onChange)
  return () => list.removeEventListener("change", onChange)
}
const current = () => window.matchMedia(QUERY).matches
const onServer = () => false

/**
 * True when the visitor asks for reduced motion. False in the server HTML and while hydrating (so the
 * markup matches), then the real setting; it follows the setting if the visitor changes it later.
 */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, current, onServer)
