import { act, fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TECH_SLIDESHOW_IMAGE_COUNT, TECH_SLIDESHOW_INTERVAL_MS } from "../../constants"
import { UI_TEXT } from "../../copy"
import { SensorSlideshow } from "./sensor-slideshow"

let mockOnScreen = true
jest.mock("../../hooks/use-in-viewport", () => ({ useInViewport: () => mockOnScreen }))

let mockReducedMotion = false
jest.mock("../../hooks/use-prefers-reduced-motion", () => ({ usePrefersReducedMotion: () => mockReducedMotion }))

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 600,
  height: 414,
  images: { fallback: { src: "/still.jpg" }, sources: [] },
}
const stills: Queries.SensorSlideshowStillFragment[] = Array.from({ length: TECH_SLIDESHOW_IMAGE_COUNT }, (_, i) => ({
  untranslated: [],
  alt: `Sensor still ${i}`,
  variant: i % 2 === 0 ? "annotated" : "original",
  image: { childImageSharp: { gatsbyImageData: image } },
}))

const frameStates = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-frame]")].map((frame) => frame.getAttribute("data-state"))
const currentFrame = (container: HTMLElement) => frameStates(container).indexOf("current")
const previousFrame = (container: HTMLElement) => frameStates(container).indexOf("previous")
const loadAll = () => screen.getAllByRole("img", { hidden: true }).forEach((img) => fireEvent.load(img))
const tick = (times = 1) => act(() => jest.advanceTimersByTime(TECH_SLIDESHOW_INTERVAL_MS * times))

const setup = () => {
  const view = render(<SensorSlideshow stills={stills} label="Sensor stills" />)
  loadAll()
  return view
}

beforeEach(() => {
  jest.useFakeTimers()
  mockOnScreen = true
  mockReducedMotion = false
})
afterEach(() => {
  jest.useRealTimers()
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" })
})

describe("SensorSlideshow", () => {
  it("keeps every still mounted and shows the first, exposing only the shown one to assistive technology", () => {
    const { container } = setup()
    expect(frameStates(container)).toEqual(["current", ...Array<string>(TECH_SLIDESHOW_IMAGE_COUNT - 1).fill("hidden")])
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Sensor still 0"])
    expect(screen.getByRole("group", { name: "Sensor stills" })).toHaveAttribute(
      "aria-roledescription",
      UI_TEXT.slideshowRole,
    )
  })

  it("advances every interval, and not before", () => {
    const { container } = setup()
    act(() => jest.advanceTimersByTime(TECH_SLIDESHOW_INTERVAL_MS - 1))
    expect(currentFrame(container)).toBe(0)
    act(() => jest.advanceTimersByTime(1))
    expect(currentFrame(container)).toBe(1)
    expect(previousFrame(container)).toBe(0)
    tick()
    expect(currentFrame(container)).toBe(2)
    expect(previousFrame(container)).toBe(1)
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Sensor still 2"])
  })

  it("wraps from the last still to the first, fading the last one out", () => {
    const { container } = setup()
    tick(TECH_SLIDESHOW_IMAGE_COUNT - 1)
    expect(currentFrame(container)).toBe(TECH_SLIDESHOW_IMAGE_COUNT - 1)
    tick()
    expect(currentFrame(container)).toBe(0)
    expect(previousFrame(container)).toBe(TECH_SLIDESHOW_IMAGE_COUNT - 1)
  })

  it("stops on its pause button and resumes on play, keeping the same button", () => {
    const { container } = setup()
    tick()
    const button = screen.getByRole("button", { name: UI_TEXT.pauseSlideshow })
    fireEvent.click(button)
    expect(button).toHaveAccessibleName(UI_TEXT.playSlideshow)
    tick(5)
    expect(currentFrame(container)).toBe(1)
    fireEvent.click(button)
    expect(button).toHaveAccessibleName(UI_TEXT.pauseSlideshow)
    tick()
    expect(currentFrame(container)).toBe(2)
  })

  it("starts paused under reduced motion, until the visitor presses play", () => {
    mockReducedMotion = true
    const { container } = setup()
    tick(4)
    expect(currentFrame(container)).toBe(0)
    fireEvent.click(screen.getByRole("button", { name: UI_TEXT.playSlideshow }))
    tick()
    expect(currentFrame(container)).toBe(1)
  })

  it("moves only while on screen and while the tab is shown", () => {
    mockOnScreen = false
    const { container, rerender } = setup()
    tick(3)
    expect(currentFrame(container)).toBe(0)
    mockOnScreen = true
    rerender(<SensorSlideshow stills={stills} label="Sensor stills" />)
    tick()
    expect(currentFrame(container)).toBe(1)
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" })
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"))
    })
    tick(3)
    expect(currentFrame(container)).toBe(1)
  })

  it("waits for a still to load before showing it", () => {
    const { container } = render(<SensorSlideshow stills={stills} label="Sensor stills" />)
    tick(2)
    expect(currentFrame(container)).toBe(0)
    fireEvent.load(screen.getAllByRole("img", { hidden: true })[1]!)
    tick()
    expect(currentFrame(container)).toBe(1)
  })
})
