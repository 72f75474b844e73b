import { startTransition, useEffect, useState, type RefObject } from "react"

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
        if (!last) return
        const answer = last.isIntersecting && (amount === 0 || last.intersectionRatio >= amount)
        // A transition: what follows from it (a flipbook's stills, a figure's motion) renders in slices that
        // yield to the browser, rather than in one blocking task (an update from an observer is otherwise urgent).
        startTransition(() => setInside(answer))
      },
      { rootMargin, threshold: amount },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, amount])
  return inside
}
