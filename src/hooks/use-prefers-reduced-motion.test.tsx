import { render, screen } from "@testing-library/react"
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion"

const matchReduce = (query: string): MediaQueryList =>
  ({
    matches: query === "(prefers-reduced-motion)" || query.includes("prefers-reduced-motion: reduce"),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

function Probe({ seen }: { seen: boolean[] }) {
  const reduced = usePrefersReducedMotion()
  seen.push(reduced)
  return <p>{reduced ? "still" : "moving"}</p>
}

describe("usePrefersReducedMotion", () => {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back as it was after each test
  const original = window.matchMedia
  beforeEach(() => {
    window.matchMedia = matchReduce
  })
  afterEach(() => {
    window.matchMedia = original
  })

  it("renders like the server HTML first (as if motion were fine), then reports the visitor's setting once mounted", () => {
    const seen: boolean[] = []
    render(<Probe seen={seen} />)
    expect(seen[0]).toBe(false)
    expect(screen.getByText("still")).toBeInTheDocument()
  })
})
