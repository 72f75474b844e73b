import { SCROLL_TO_TOP_DELAY_MS } from "../constants"
import { restorePendingScroll, shouldUpdateScroll, takeOverScrollRestoration } from "./scroll"

type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0]
const args = (saved: [number, number] | null) =>
  ({ routerProps: { location: { pathname: "/people/" } }, getSavedScrollPosition: () => saved }) as unknown as Args

describe("scroll handling", () => {
  let scrollTo: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => {})
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("scrolls a newly visited page to the top after the spec's delay, not before", () => {
    expect(shouldUpdateScroll!(args(null), {} as never)).toBe(false)
    jest.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1)
    expect(scrollTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("restores a saved position on back/forward once the incoming page is in place", () => {
    shouldUpdateScroll!(args([0, 800]), {} as never)
    jest.advanceTimersByTime(1000)
    expect(scrollTo).not.toHaveBeenCalled()
    restorePendingScroll()
    expect(scrollTo).toHaveBeenCalledWith(0, 800)
    restorePendingScroll()
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it("takes scroll restoration away from the browser", () => {
    window.history.scrollRestoration = "auto"
    takeOverScrollRestoration()
    expect(window.history.scrollRestoration).toBe("manual")
  })
})
