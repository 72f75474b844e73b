import { render, screen } from "@testing-library/react"
import { MOCAP_BOX_CYCLE_MS, MOCAP_SKEW_DEG } from "../../constants"
import { MocapBox } from "./mocap-box"

const MOVING_PARTS = ["frame", "backing", "top", "floor"] as const

const part = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-box-part="${name}"]`)!

describe("MocapBox", () => {
  it("stands still unless it is moveable", () => {
    const { container } = render(<MocapBox label="Motion Capture" />)
    for (const name of MOVING_PARTS) expect(getComputedStyle(part(container, name)).animationName).toBe("")
  })

  it("when moveable, slides its frame, backing and top and raises its floor on the spec's cycle, back and forth", () => {
    const { container } = render(<MocapBox label="Motion Capture" moveable />)
    const names = MOVING_PARTS.map((name) => getComputedStyle(part(container, name)).animationName)
    for (const name of names) expect(name).not.toBe("")
    // Frame, backing and top share one slide; the floor has its own appearance.
    expect(new Set(names.slice(0, 3)).size).toBe(1)
    expect(names[3]).not.toBe(names[0])
    for (const name of MOVING_PARTS) {
      const style = getComputedStyle(part(container, name))
      expect(style.animationDuration).toBe(`${MOCAP_BOX_CYCLE_MS}ms`)
      expect(style.animationIterationCount).toBe("infinite")
      expect(style.animationDirection).toBe("alternate")
      expect(style.animationTimingFunction).toBe("ease-in-out")
    }
  })

  it("skews its floor and top by the spec's angle and carries the label upright", () => {
    const { container } = render(<MocapBox label="Motion Capture" />)
    const skewed = [...container.querySelectorAll<HTMLElement>("[data-skewed]")]
    expect(skewed).toHaveLength(2)
    for (const el of skewed) expect(getComputedStyle(el).transform).toBe(`skewX(${MOCAP_SKEW_DEG}deg)`)
    expect(getComputedStyle(screen.getByText("Motion Capture")).transform).toBe(`skewX(${-MOCAP_SKEW_DEG}deg)`)
  })
})
