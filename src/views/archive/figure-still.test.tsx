import { render } from "@testing-library/react"
import { encodeMotion } from "../../archive/motion-data"
import { palette } from "../../theme/tokens"
import { COMPARE_INK, FIGURE_INK, STAGE } from "./figure-geometry"
import { FigureStill } from "./figure-still"
import { Player, Take, type PlayerMotion } from "./player-engine"

/** A small skeleton: pelvis, spine, head with its crown, one arm and one leg (metres, Y up), walking forward. */
const joints = ["Hips", "Spine", "Head", "HeadTop", "LeftForeArm", "LeftHand", "LeftLeg", "LeftFoot"]
const parents = [-1, 0, 1, 2, 1, 4, 0, 6]
const pose = [
  0.3, 1, 0.7, 0.3, 1.4, 0.7, 0.3, 1.6, 0.7, 0.3, 1.8, 0.7, 0.6, 1.2, 0.7, 0.7, 1, 0.7, 0.4, 0.5, 0.7, 0.4, 0.1, 0.7,
]
const roles = { pelvis: "Hips", head: "Head", leftHand: "LeftHand", leftFoot: "LeftFoot" }
const FRAMES = 10
const zeros = new Array<number>(FRAMES).fill(0)
const motion: PlayerMotion = {
  // The figure rises 2 cm a frame, so the take's highest point is its last frame's crown, not the first's.
  ...encodeMotion(
    Array.from({ length: FRAMES }, (_, f) => pose.map((v, i) => (i % 3 === 1 ? v + f * 0.02 : v + f * 0.01))),
    joints,
    parents,
    1 / 30,
  ),
  sound: { energy: zeros, handSpeed: zeros, handHeight: zeros, handSide: zeros, jerk: zeros, footfall: zeros },
}

/** What the player paints for its first frame: bone ends, discs and ground dots, as numbers. */
const painted = () => {
  const record = { bones: [] as number[][], discs: [] as number[][], dots: [] as number[][] }
  const context = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 0,
    clearRect: () => undefined,
    fillRect: (x: number, y: number, w: number, h: number) => record.dots.push([x, y, w, h]),
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => record.bones.push([x, y]),
    lineTo: (x: number, y: number) => record.bones.at(-1)?.push(x, y),
    stroke: () => undefined,
    arc: (x: number, y: number, r: number) => record.discs.push([x, y, r]),
    fill: () => undefined,
  }
  const canvas = document.createElement("canvas")
  canvas.width = STAGE.width
  canvas.height = STAGE.height
  jest.spyOn(canvas, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D)
  const player = new Player(new Take(motion, roles), canvas, document.createElement("input"))
  player.draw(true)
  return record
}

/** The still's first frame as the build hands it over (ArchiveDerived.firstFrame): frame 0 decoded, the top. */
const first = () => {
  const take = new Take(motion, roles)
  return { joints, parents, positions: Array.from(take.frames[0] as Float32Array), top: take.top }
}

const numbers = (text: string | null) => (text?.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)

describe("the still before Play", () => {
  it("is the player's first frame: the same bones, head, markers and ground, at the same scale", () => {
    const { container } = render(<FigureStill first={first()} roles={roles} />)
    const svg = container.querySelector("svg")!
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${STAGE.width} ${STAGE.height}`)
    const canvas = painted()
    const close = (a: number[], b: number[]) => {
      expect(a).toHaveLength(b.length)
      a.forEach((value, i) => expect(value).toBeCloseTo(b[i] as number, 1))
    }
    close(numbers(container.querySelector("[data-testid=still-bones]")!.getAttribute("d")), canvas.bones.flat())
    const circles = [...container.querySelectorAll("circle")].map((c) =>
      ["cx", "cy", "r"].map((name) => Number(c.getAttribute(name))),
    )
    close(circles.flat(), canvas.discs.flat())
    expect(container.querySelectorAll("[data-testid=still-head]")).toHaveLength(1)
    expect(container.querySelectorAll("[data-testid=still-marker]")).toHaveLength(5)
    // The ground's dots: each square's corner is where the canvas fills its dot.
    const ground = numbers(svg.querySelector("path")!.getAttribute("d"))
    const corners = ground.filter((_, i) => i % 5 < 2)
    close(
      corners,
      canvas.dots.flatMap(([x, y]) => [x as number, y as number]),
    )
    const head = container.querySelector("[data-testid=still-head]")!
    expect(head.getAttribute("fill")).toBe(FIGURE_INK.headFill)
    expect(container.querySelector("[data-testid=still-marker]")!.getAttribute("fill")).toBe(palette.primaryOrange)
  })
})

/** WCAG 2 relative luminance of a palette colour written as rgb(r, g, b) or #rrggbb. */
const luminance = (colour: string) => {
  const channels = colour.startsWith("#")
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number)
  const [r, g, b] = channels.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe("the compare view's two colours", () => {
  it("each stand out from the stage by at least 3:1, and differ from each other in lightness too", () => {
    for (const ink of COMPARE_INK) expect(contrast(ink.bone, palette.frameBackdrop)).toBeGreaterThanOrEqual(3)
    expect(contrast(COMPARE_INK[0].bone, COMPARE_INK[1].bone)).toBeGreaterThanOrEqual(2)
  })
})
