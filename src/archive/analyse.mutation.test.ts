/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * How an entry's motion settings and a take's height are read, on inputs small enough to check by hand: the
 * entry's unit and up-axis errors, the roles taken from the entry, the height warning for a figure that stands
 * outside the plausible range or lies down (with and without a reading that fixes it), and the warning for a role
 * that names no joint in the file. Each case builds its data inside its test (docs/mutation-testing.md).
 */
import { stick } from "../../test/support/rest-skeleton"
import { tinyTake } from "../../test/support/tiny-take"
import { analyseMotion, heightProblem, motionSettings } from "./analyse"
import { parseBvh } from "./bvh"
import { parseUnit, type LengthUnit } from "./conventions"

const unit = (value: string): LengthUnit => parseUnit(value) as LengthUnit

describe("motionSettings", () => {
  it("refuses a unit it cannot read, naming the entry and the value", () => {
    const entry = { motion: "motion/a.bvh", motionUnit: "furlong" }
    expect(() => motionSettings(entry, "a-take")).toThrow(
      new Error('archive entry "a-take": motionUnit "furlong" is not a unit'),
    )
  })

  it("refuses an up axis other than the six, naming the entry and the value", () => {
    const entry = { motion: "motion/a.bvh", motionUnit: "cm", motionUp: "sideways" }
    expect(() => motionSettings(entry, "a-take")).toThrow(
      new Error('archive entry "a-take": motionUp "sideways" is not one of y, z, -y, -z, x, -x'),
    )
  })

  it("keeps only the roles the entry names with a non-empty string", () => {
    const entry = {
      motion: "motion/a.bvh",
      motionUnit: "cm",
      motionUp: "z",
      roles: { head: "Skull", leftHand: "", rightFoot: null },
    }
    const settings = motionSettings(entry, "a-take")
    expect(settings.roles).toStrictEqual({ head: "Skull" })
    expect(settings.up).toBe("z")
    expect(settings.unit.metresPerUnit).toBe(0.01)
  })
})

describe("heightProblem", () => {
  it("gives no message for a figure that stands plausibly along its up axis", () => {
    const bvh = stick(170, 10)
    expect(heightProblem(bvh, "a.bvh", unit("cm"), "y")).toBeUndefined()
  })

  it("gives no message when the other axis reaches exactly as far, not further", () => {
    const bvh = stick(170, 170)
    expect(heightProblem(bvh, "a.bvh", unit("cm"), "y")).toBeUndefined()
  })

  it("says a Y-up figure read as Z up lies down, and names the reading that fixes it", () => {
    const bvh = stick(170, 10)
    expect(heightProblem(bvh, "a.bvh", unit("cm"), "z")).toBe(
      'a.bvh: the figure stands 0.10 m tall with unit "cm" and up axis "z", but reaches further along y (1.70 m), ' +
        'so it lies down; with unit "cm" and up axis "y" it stands 1.70 m',
    )
  })

  it("says a Z-up figure read as Y up lies down, and names the reading that fixes it", () => {
    const bvh = stick(10, 170)
    expect(heightProblem(bvh, "a.bvh", unit("cm"), "y")).toBe(
      'a.bvh: the figure stands 0.10 m tall with unit "cm" and up axis "y", but reaches further along z (1.70 m), ' +
        'so it lies down; with unit "cm" and up axis "z" it stands 1.70 m',
    )
  })

  it("says a plausible height lies down when the other axis reaches further", () => {
    const bvh = stick(170, 200)
    expect(heightProblem(bvh, "a.bvh", unit("cm"), "y")).toBe(
      'a.bvh: the figure stands 1.70 m tall with unit "cm" and up axis "y", but reaches further along z (2.00 m), ' +
        'so it lies down; with unit "cm" and up axis "z" it stands 2.00 m',
    )
  })

  it("says a figure standing upright at no plausible height under any unit is outside the range", () => {
    const bvh = stick(2.5, 0)
    expect(heightProblem(bvh, "a.bvh", unit("m"), "y")).toBe(
      'a.bvh: the figure stands 2.50 m tall with unit "m" and up axis "y", outside 0.9–2.4 m; ' +
        "no unit and axis the archive knows gives a plausible height, so check the file's skeleton",
    )
  })
})

describe("analyseMotion", () => {
  it("warns of a role the settings name that is not a joint in the file", () => {
    const bvh = parseBvh(tinyTake())
    const analysis = analyseMotion(bvh, "tiny.bvh", { unit: unit("cm"), up: "y", roles: { head: "Skull" } })
    expect(analysis.warnings).toEqual(['tiny.bvh: roles.head names "Skull", which is not a joint in the file'])
  })
})
