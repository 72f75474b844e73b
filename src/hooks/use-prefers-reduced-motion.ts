import { useReducedMotion } from "framer-motion"

/** True when the visitor asks for reduced motion; false in the server HTML and before hydration. */
export const usePrefersReducedMotion = (): boolean => useReducedMotion() ?? false
