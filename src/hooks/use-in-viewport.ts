import { useEffect, useState, type RefObject } from "react"

/**
 * Whether the element overlaps the viewport grown by `rootMargin` (e.g. "100% 0px": within one
 * viewport height above or below), and by at least `amount` of its own area (0: any overlap; 0.8: four
 * fifths of it shown). React re-renders only when the answer changes. False in the server HTML and where
 * IntersectionObserver is missing. The site's one in-view mechanism (videos, flipbooks, questions,
 * the slideshow).
 */
export const useInViewport = (ref: RefObject<Element>, rootMargin = "0px", amount = 0): boolean => {
  const [inside, setInside] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) setInside(last.isIntersecting && (amount === 0 || last.intersectionRatio >= amount))
      },
      { rootMargin, threshold: amount },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, amount])
  return inside
}
