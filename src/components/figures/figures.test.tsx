import { render, screen } from "@testing-library/react"
import type { ComponentType } from "react"
import { installTestIntersectionObserver } from "../../../test/support/test-intersection-observer"
import { FIGURE_VIEWBOX, OUTLINE_FIGURE_VIEWBOX } from "../../constants"
import { type technologyMotion } from "../../theme/tokens"
import { FIGURE_PART, mirrorPath, ON_SCREEN_ATTRIBUTE, type FigureProps } from "./figure-frame"
import { MocapPerson1 } from "./mocap-person-1"
import { MocapPerson2 } from "./mocap-person-2"
import { PersonOutline } from "./person-outline"
import { PersonType1 } from "./person-type-1"
import { PersonType2 } from "./person-type-2"
import { PersonType3 } from "./person-type-3"

const viewBox = ({ width, height }: { width: number; height: number }) => `0 0 ${width} ${height}`

/** Each figure type, the viewBox the spec gives it, and the idle phase the design assigns it. */
const FIGURES: readonly [string, ComponentType<FigureProps>, string, keyof typeof technologyMotion.figureDelayMs][] = [
  ["PersonType1", PersonType1, viewBox(FIGURE_VIEWBOX), "person1"],
  ["PersonType2", PersonType2, viewBox(FIGURE_VIEWBOX), "person2"],
  ["PersonType3", PersonType3, viewBox(FIGURE_VIEWBOX), "person3"],
  ["MocapPerson1", MocapPerson1, viewBox(FIGURE_VIEWBOX), "person1"],
  ["MocapPerson2", MocapPerson2, viewBox(FIGURE_VIEWBOX), "person3"],
  ["PersonOutline", PersonOutline, viewBox(OUTLINE_FIGURE_VIEWBOX), "person1"],
]

/** Says whether the watched figures are on screen. */
let report: (inside: boolean) => void = () => {}
beforeEach(() => {
  report = installTestIntersectionObserver().report
})

/** Every rule of the page's style sheets, as text (Emotion inserts them into the document's head). */
const cssText = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n")

describe.each(FIGURES)("%s", (name, Figure, expectedViewBox, motion) => {
  it(`draws in the viewBox ${expectedViewBox} and moves as ${motion}`, () => {
    const { container } = render(<Figure />)
    const svg = container.querySelector("svg")!
    expect(svg).toHaveAttribute("viewBox", expectedViewBox)
    expect(svg).toHaveAttribute("data-figure", name)
    expect(svg).toHaveAttribute("data-motion", motion)
  })

  it("marks its moving parts with classes, and no id is repeated when it appears twice", () => {
    const { container } = render(
      <>
        <Figure />
        <Figure />
      </>,
    )
    for (const part of Object.values(FIGURE_PART)) expect(container.querySelectorAll(`.${part}`)).toHaveLength(2)
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
    // Every paint reference points at a gradient inside the same figure, never the other one's.
    for (const svg of container.querySelectorAll("svg")) {
      for (const el of svg.querySelectorAll("[fill^='url('], [stroke^='url(']")) {
        const ref = (el.getAttribute("fill") ?? "").startsWith("url(")
          ? el.getAttribute("fill")!
          : el.getAttribute("stroke")!
        const id = /^url\(#(.+)\)$/.exec(ref)?.[1]
        expect(id && svg.querySelector(`[id="${id}"]`)).toBeTruthy()
      }
    }
  })

  it("is hidden from assistive technology unless it is given a label", () => {
    const { container } = render(
      <>
        <Figure />
        <Figure label="A person standing" />
      </>,
    )
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
    expect(screen.getByRole("img", { name: "A person standing" })).toHaveAttribute("data-figure", name)
  })

  it("moves its parts only while it is on screen", () => {
    const { container } = render(<Figure />)
    const svg = container.querySelector("svg")!
    expect(svg).not.toHaveAttribute(ON_SCREEN_ATTRIBUTE)
    report(true)
    expect(svg).toHaveAttribute(ON_SCREEN_ATTRIBUTE, "")
    report(false)
    expect(svg).not.toHaveAttribute(ON_SCREEN_ATTRIBUTE)
    // The rule that holds every part of a figure that is not marked on screen.
    const figureClass = [...svg.classList].find((c) => c.startsWith("css-"))!
    const rules = cssText()
    for (const part of Object.values(FIGURE_PART))
      expect(rules).toMatch(
        new RegExp(
          `\\.${figureClass}:not\\(\\[${ON_SCREEN_ATTRIBUTE}\\]\\) \\.${part}[^{]*\\{[^}]*animation-play-state: paused`,
        ),
      )
  })

  it("stands still when not animated", () => {
    const { container } = render(<Figure animated={false} />)
    expect(container.querySelector("svg")).not.toHaveAttribute("data-motion")
    report(true)
    expect(container.querySelector("svg")).not.toHaveAttribute(ON_SCREEN_ATTRIBUTE)
  })
})

describe("mirrorPath", () => {
  it("reflects every x about the axis and leaves y alone", () => {
    expect(mirrorPath("M10 20 L30 40 C0 1 2 3 4.5 6 Z", 100)).toBe("M190 20 L170 40 C200 1 198 3 195.5 6 Z")
  })
})
