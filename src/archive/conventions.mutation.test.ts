/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The archive's conventions on inputs small enough to check by hand: which units and up axes an entry may state,
 * how a point is restated, the nominal frame rate at the tolerance's edge, the rest pose of a few joints, the
 * plausible height's bounds, and how several plausible readings of one figure are ranked. Each case builds its
 * data inside its test (docs/mutation-testing.md).
 */
import { skeleton, stick } from "../../test/support/rest-skeleton"
import type { Bvh } from "./bvh"
import {
  candidateUnits,
  nominalFps,
  parseUnit,
  parseUpAxis,
  plausibleHeight,
  plausibleReadings,
  restExtent,
  restPose,
  toArchiveAxes,
} from "./conventions"

/** Each reading as [unit, up axis, height in millimetres]. */
const ranked = (bvh: Bvh) => plausibleReadings(bvh).map((r) => [r.unit.value, r.up, Math.round(r.heightM * 1000)])

describe("an entry's unit and up axis", () => {
  it("takes only a plain decimal as a number of metres per unit, not what Number() would also read", () => {
    expect(parseUnit("0.5")).toEqual({ metresPerUnit: 0.5, value: "0.5", words: "1 unit = 0.5 m" })
    // Number() reads all of these as positive numbers; an entry may not write them.
    for (const loose of ["+1", "0x10", "0b1"]) expect(parseUnit(loose)).toBeUndefined()
  })

  it("names the unnamed convention it offers, with its number of metres per unit", () => {
    expect(candidateUnits().map((u) => u.words)).toEqual([
      "metres",
      "decimetres",
      "centimetres",
      "millimetres",
      "inches",
      "feet",
      "1 unit = 0.0564444 m (CMU (1/0.45 inch))",
    ])
    expect(candidateUnits()[6]).toEqual({
      metresPerUnit: 0.0564444,
      value: "0.0564444",
      words: "1 unit = 0.0564444 m (CMU (1/0.45 inch))",
    })
  })

  it("reads an up axis written with spaces around it, in either case", () => {
    expect(parseUpAxis(" z ")).toBe("z")
    expect(parseUpAxis("\tY\n")).toBe("y")
    expect(parseUpAxis(" -X ")).toBe("-x")
    expect(parseUpAxis(" w ")).toBeUndefined()
  })
})

describe("points restated in the archive's axes", () => {
  it("restates whole points only, leaving a trailing partial one as it is", () => {
    expect([...toArchiveAxes(Float64Array.from([1, 2, 3, 4, 5]), "y", 2)]).toEqual([2, 4, 6, 4, 5])
    expect([...toArchiveAxes(Float64Array.from([1, 2, 3, 4]), "y", 2)]).toEqual([2, 4, 6, 4])
    expect([...toArchiveAxes(Float64Array.from([1, 2, 3, 4, 5]), "z", 2)]).toEqual([2, 6, -4, 4, 5])
  })
})

describe("nominal frame rates", () => {
  it("counts a rate exactly at the tolerance (0.1 %) as the nominal one, and one just past it as it is", () => {
    // 1001 and 999 fps are 1 fps (0.1 %) from 1000; 500.5 is 0.5 fps from 500.
    expect(nominalFps(1 / 1001)).toBe(1000)
    expect(nominalFps(1 / 999)).toBe(1000)
    expect(nominalFps(1 / 500.5)).toBe(500)
    expect(nominalFps(1 / 1001.5)).toBe(1001.5)
    expect(nominalFps(1 / 500.75)).toBe(500.75)
  })
})

describe("the rest pose", () => {
  it("adds each joint's offset to its parent's point, the root's to the origin", () => {
    const bvh = skeleton([-1, [1, 5, 2]], [0, [0, 10, 0]], [1, [3, 0, -4]], [0, [-2, 0, 0]])
    expect([...restPose(bvh)]).toEqual([1, 5, 2, 1, 15, 2, 4, 15, -2, -1, 5, 2])
  })

  it("puts a lone root at its offset", () => {
    expect([...restPose(skeleton([-1, [1, 5, 2]]))]).toEqual([1, 5, 2])
  })

  it("measures a skeleton's extent along the up axis, and no joints as no extent", () => {
    const bvh = skeleton([-1, [0, 3, 1]], [0, [0, -5, 2]], [0, [0, 4, -6]])
    // y: 3, -2, 7; z: 1, 3, -5.
    expect(restExtent(bvh, "y")).toBe(9)
    expect(restExtent(bvh, "z")).toBe(8)
    expect(restExtent(skeleton(), "y")).toBe(0)
    expect(restExtent(skeleton(), "z")).toBe(0)
  })
})

describe("plausible heights", () => {
  it("include both ends of the range, 0.9 m and 2.4 m, and nothing past them", () => {
    expect(plausibleHeight(0.9)).toBe(true)
    expect(plausibleHeight(2.4)).toBe(true)
    expect(plausibleHeight(1.7)).toBe(true)
    expect(plausibleHeight(0.899)).toBe(false)
    expect(plausibleHeight(2.401)).toBe(false)
  })
})

describe("several plausible readings of one figure", () => {
  // A stick 20 units tall stands 2.0 m in decimetres and 1.129 m in the CMU convention (0.0564444 m a unit); one
  // 40 units tall stands 1.016 m in inches and 2.258 m in the CMU convention. Nothing else is between 0.9 and 2.4 m.

  it("puts the readings along the longer axis first, each axis's nearest to 1.7 m (by ratio) first", () => {
    // z is the longer axis: its readings come first although y's 2.0 m is nearer 1.7 m than either of them.
    // Along z, 2.258 m (1.33 times 1.7 m) is nearer than 1.016 m (1.7 m is 1.67 times it).
    expect(ranked(stick(20, 40))).toEqual([
      ["0.0564444", "z", 2258],
      ["in", "z", 1016],
      ["dm", "y", 2000],
      ["0.0564444", "y", 1129],
    ])
  })

  it("prefers y when y is the longer axis", () => {
    expect(ranked(stick(40, 20))).toEqual([
      ["0.0564444", "y", 2258],
      ["in", "y", 1016],
      ["dm", "z", 2000],
      ["0.0564444", "z", 1129],
    ])
  })

  it("prefers y, the archive's own up axis, when both axes are as long", () => {
    expect(ranked(stick(20, 20))).toEqual([
      ["dm", "y", 2000],
      ["0.0564444", "y", 1129],
      ["dm", "z", 2000],
      ["0.0564444", "z", 1129],
    ])
  })
})
