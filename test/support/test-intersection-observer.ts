import { act } from "@testing-library/react"

/** One observer a component made: its callback, its root margin and what it watches. */
interface Watch {
  callback: IntersectionObserverCallback
  margin: string
  targets: Element[]
  self: IntersectionObserver
}

/**
 * Puts an IntersectionObserver under the test's control on `window` (call it in a beforeEach). `report(inside)`
 * tells every observer, or with `margin` only those made with that root margin, that all it watches is inside its
 * zone or not, inside act so React's updates are applied.
 */
export const installTestIntersectionObserver = () => {
  let watches: Watch[] = []
  class TestIntersectionObserver {
    private readonly watch: Watch
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = {
        callback,
        margin: options?.rootMargin ?? "0px",
        targets: [],
        self: this as unknown as IntersectionObserver,
      }
      watches.push(this.watch)
    }
    observe(target: Element) {
      this.watch.targets.push(target)
    }
    unobserve() {}
    disconnect() {
      watches = watches.filter((w) => w !== this.watch)
    }
    takeRecords() {
      return []
    }
  }
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver
  const report = (inside: boolean, margin?: string) =>
    act(() => {
      for (const w of watches.filter((w) => margin === undefined || w.margin === margin))
        w.callback(
          w.targets.map(
            (target) =>
              ({ target, isIntersecting: inside, intersectionRatio: inside ? 1 : 0 }) as IntersectionObserverEntry,
          ),
          w.self,
        )
    })
  return { report }
}
