import { useEffect, useState } from "react"

/**
 * Whether the window is scrolled strictly past `threshold` px. A passive listener; React re-renders
 * only when the answer changes, not on every scroll frame. False in the server HTML.
 */
export const useScrolledPast = (threshold: number): boolean => {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return past
}
