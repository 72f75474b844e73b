import { useEffect, useState } from "react"

/**
 * Whether the window's scroll position passes a test. A passive listener; React re-renders only when
 * the answer changes, not on every scroll frame. In the server HTML the answer is `initial`.
 */
export const useScrollTest = (test: (scrollY: number) => boolean, initial: boolean): boolean => {
  const [answer, setAnswer] = useState(initial)
  useEffect(() => {
    const update = () => setAnswer(test(window.scrollY))
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [test])
  return answer
}

const pastTests = new Map<number, (y: number) => boolean>()
/** Whether the window is scrolled strictly past `threshold` px (false in the server HTML). */
export const useScrolledPast = (threshold: number): boolean => {
  let test = pastTests.get(threshold)
  if (!test) pastTests.set(threshold, (test = (y: number) => y > threshold))
  return useScrollTest(test, false)
}
