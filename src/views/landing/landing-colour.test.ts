import { LANDING_COLOUR_COMPLETE_PX } from "../../constants"
import { contrast, inversionFilter, panelColour, panelSeenRgb, panelTextRgb, scrollProgress } from "./landing-colour"

describe("landing colour", () => {
  it("progresses linearly with scroll and completes at the spec's distance", () => {
    expect(scrollProgress(0)).toBe(0)
    expect(scrollProgress(LANDING_COLOUR_COMPLETE_PX / 2)).toBe(0.5)
    expect(scrollProgress(LANDING_COLOUR_COMPLETE_PX)).toBe(1)
    expect(scrollProgress(LANDING_COLOUR_COMPLETE_PX * 1.5)).toBe(1)
  })

  it("moves the panel from rgb(240,240,240) to rgb(70,70,70) at alpha 0.8, and inverts the video with it", () => {
    expect(panelColour(0)).toBe("rgba(240, 240, 240, 0.8)")
    expect(panelColour(0.5)).toBe("rgba(155, 155, 155, 0.8)")
    expect(panelColour(1)).toBe("rgba(70, 70, 70, 0.8)")
    expect(inversionFilter(0.25)).toBe("invert(0.25)")
  })

  it("keeps the panel text at 4.5:1 or better at every scroll position", () => {
    for (let y = 0; y <= LANDING_COLOUR_COMPLETE_PX; y += 5) {
      const p = scrollProgress(y)
      expect(contrast(panelTextRgb(p), panelSeenRgb(p))).toBeGreaterThanOrEqual(4.5)
    }
  })
})
