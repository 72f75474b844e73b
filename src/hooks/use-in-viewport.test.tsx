import { useRef } from "react"
import { createRoot, type Root } from "react-dom/client"
import { useInViewport } from "./use-in-viewport"

// These tests run React on its own scheduler, outside act: act runs every update to its end at once, so it cannot
// show whether a render lets the browser's other tasks in between.
const reactActFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let actBefore: boolean | undefined
beforeAll(() => {
  actBefore = reactActFlag.IS_REACT_ACT_ENVIRONMENT
  reactActFlag.IS_REACT_ACT_ENVIRONMENT = false
})
afterAll(() => {
  reactActFlag.IS_REACT_ACT_ENVIRONMENT = actBefore
})

/**
 * The last observer a component made, under the test's control. Not test/support/test-intersection-observer: it
 * reports inside act, which would render the answer to its end at once.
 */
let observed: { callback: IntersectionObserverCallback; target?: Element; self: IntersectionObserver } | undefined
beforeEach(() => {
  observed = undefined
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observed = { callback, self: this as unknown as IntersectionObserver }
    }
    observe(target: Element) {
      if (observed) observed.target = target
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
})

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ""
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 500 && !done(); tries += 1) await wait(2)
  expect(done()).toBe(true)
}

const PARTS = 16
const PART_MS = 2
let rendered = 0
/** What rendering a real part costs (a flipbook's still, a figure): PART_MS of work; counted. */
const renderCost = () => {
  const end = performance.now() + PART_MS
  while (performance.now() < end) {
    // Busy: the render's own cost.
  }
  rendered += 1
}
function SlowPart() {
  renderCost()
  return <span />
}

function Watched() {
  const ref = useRef<HTMLDivElement>(null)
  const inside = useInViewport(ref)
  return (
    <div ref={ref} data-inside={inside ? "" : undefined}>
      {inside && Array.from({ length: PARTS }, (_, i) => <SlowPart key={i} />)}
    </div>
  )
}

describe("useInViewport", () => {
  it("answers false until the observer reports, then follows it", async () => {
    const container = document.body.appendChild(document.createElement("div"))
    root = createRoot(container)
    root.render(<Watched />)
    await until(() => observed?.target !== undefined)
    const box = container.firstElementChild!
    expect(box).not.toHaveAttribute("data-inside")
    const report = (inside: boolean) =>
      observed!.callback(
        [{ target: box, isIntersecting: inside, intersectionRatio: inside ? 1 : 0 } as IntersectionObserverEntry],
        observed!.self,
      )
    report(true)
    await until(() => box.hasAttribute("data-inside"))
    report(false)
    await until(() => !box.hasAttribute("data-inside"))
  })

  it("gives the observer's answer as a transition: what it brings on screen renders in slices that let other tasks run between them", async () => {
    const container = document.body.appendChild(document.createElement("div"))
    root = createRoot(container)
    root.render(<Watched />)
    await until(() => observed?.target !== undefined)
    rendered = 0
    // A chain of timers, each noting how many parts had rendered when it ran. An update rendered in one blocking
    // task (as an observer's update is by default) lets no timer run while it renders, so every note is 0 or all.
    const notes: number[] = []
    let ticking = true
    const tick = () => {
      notes.push(rendered)
      if (ticking) setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    observed!.callback(
      [{ target: observed!.target!, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      observed!.self,
    )
    // Rendered and committed (the commit can come a slice after the last part's render).
    await until(() => container.querySelectorAll("span").length === PARTS)
    ticking = false
    expect(rendered).toBe(PARTS)
    expect(notes.some((count) => count > 0 && count < PARTS)).toBe(true)
  })
})
