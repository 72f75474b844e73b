import { useEffect, useState, type RefObject } from "react"

/**
 * Whether the element overlaps the viewport grown by `rootMargin` (e.g. "100% 0px": within one
 * viewport height above or below). React re-renders only when the answer changes. False in the
 * server HTML and where IntersectionObserver is missing.
 */
export const useInViewport = (ref: RefObject<Element>, rootMargin = "0px"): boolean => {
  const [inside, setInside] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) setInside(last.isIntersecting)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin])
  return inside
}
