import { useReducedMotion } from "framer-motion"
import { useEffect, useState } from "react"

/**
 * True when the visitor asks for reduced motion; false in the server HTML and during hydration.
 * framer-motion's hook already knows the answer on the client's first render, which would make that render
 * differ from the server HTML (a hydration mismatch wherever the answer changes text); so the answer is
 * applied only once the component has mounted.
 */
export const usePrefersReducedMotion = (): boolean => {
  const reduced = useReducedMotion() ?? false
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && reduced
}
