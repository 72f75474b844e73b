/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { BVH_UP_AXES, SPIKE_SPEED_M_S } from "../constants"
import { upVector } from "./axes"
import { analyseMotion } from "./analyse"
import { parseBvh, writeBvh, type Bvh } from "./bvh"
import {
  candidateUnits,
  fromArchiveAxes,
  nominalFps,
  parseUnit,
  parseUpAxis,
  plausibleReadings,
  restExtent,
  standingHeight,
  toArchiveAxes,
} from "./conventions"
import { positionsInMetres } from "./derive"
import { despike } from "./features"
import { detectReferenceFrames } from "./reference"

const FIXTURES = path.join(__dirname, "fixtures")
const fixture = (name: string) => parseBvh(fs.readFileSync(path.join(FIXTURES, name), "utf8"), name)

describe("units", () => {
  it("reads named units and numbers of metres per unit, and nothing else", () => {
    expect(parseUnit("mm")).toEqual({ metresPerUnit: 0.001, value: "mm", words: "millimetres" })
    expect(parseUnit("dm")?.metresPerUnit).toBe(0.1)
    expect(parseUnit("ft")?.metresPerUnit).toBe(0.3048)
    expect(parseUnit(" 0.0564444 ")).toEqual({
      metresPerUnit: 0.0564444,
      value: "0.0564444",
      words: "1 unit = 0.0564444 m",
    })
    expect(parseUnit("1e-3")?.metresPerUnit).toBe(0.001)
    for (const bad of ["", "0", "-1", "cm2", "furlong", "1/0.45", "Infinity", "constructor"])
      expect(parseUnit(bad)).toBeUndefined()
    expect(candidateUnits().map((u) => u.value)).toEqual(["m", "dm", "cm", "mm", "in", "ft", "0.0564444"])
  })

  it("reads the up axis, y when left out", () => {
    expect(parseUpAxis(undefined)).toBe("y")
    expect(parseUpAxis(null)).toBe("y")
    expect(parseUpAxis("Z")).toBe("z")
    // Six axes; "+y" is "y", as an entry stores it.
    expect(["x", "-x", "+y", "-Y", " -z "].map(parseUpAxis)).toEqual(["x", "-x", "y", "-y", "-z"])
    expect(parseUpAxis("w")).toBeUndefined()
    expect(parseUpAxis("--y")).toBeUndefined()
  })
})

describe("axes", () => {
  it("turns a Z-up point into Y up with a quarter turn about x, keeping the hand, then scales it", () => {
    expect([...toArchiveAxes(Float64Array.from([1, 2, 3, -4, 5, -6]), "z", 0.5)]).toEqual([0.5, 1.5, -1, -2, -3, -2.5])
    expect([...toArchiveAxes(Float64Array.from([1, 2, 3]), "y", 2)]).toEqual([2, 4, 6])
  })

  it.each(BVH_UP_AXES)("turns a file with %s up upright: its up axis becomes +y, by a rotation (no mirror)", (up) => {
    // (+ 0 turns -0 into 0.)
    const turned = (v: number[]) => [...toArchiveAxes(Float64Array.from(v), up, 1)].map((x) => x + 0)
    expect(turned(upVector(up))).toEqual([0, 1, 0])
    // A rotation keeps the hand: x × y = z in the file stays x' × y' = z' in the archive.
    const [x, y, z] = [turned([1, 0, 0]), turned([0, 1, 0]), turned([0, 0, 1])] as number[][]
    const cross = (a: number[], b: number[]) => [
      (a[1] as number) * (b[2] as number) - (a[2] as number) * (b[1] as number),
      (a[2] as number) * (b[0] as number) - (a[0] as number) * (b[2] as number),
      (a[0] as number) * (b[1] as number) - (a[1] as number) * (b[0] as number),
    ]
    expect(cross(x as number[], y as number[]).map((v) => v + 0)).toEqual((z as number[]).map((v) => v + 0))
    // And back: the generator of synthetic takes writes through the inverse.
    expect(fromArchiveAxes(turned([1, 2, 3]) as [number, number, number], up).map((v) => v + 0)).toEqual([1, 2, 3])
  })

  it("derives the same figure from a Z-up millimetre file as from its Y-up centimetre twin", () => {
    const zUp = fixture("xsens-zup-mm.bvh")
    // The same take restated Y up in centimetres: offsets and root positions (x, y, z) → (x, z, -y) / 10, a
    // rotation about y becomes one about -z and one about z one about y.
    const yUp: Bvh = {
      ...zUp,
      joints: zUp.joints.map((j) => ({
        ...j,
        offset: [j.offset[0] / 10, j.offset[2] / 10, -j.offset[1] / 10],
        channels: j.channels.map((c) => (c[0] === "Y" ? `Z${c.slice(1)}` : c[0] === "Z" ? `Y${c.slice(1)}` : c)),
      })) as Bvh["joints"],
      frames: zUp.frames.map((frame) => {
        const out = Float64Array.from(frame)
        for (const j of zUp.joints)
          j.channels.forEach((c, i) => {
            const v = frame[j.firstValue + i] as number
            out[j.firstValue + i] = c.endsWith("position") ? (c[0] === "Y" ? -v : v) / 10 : c[0] === "Y" ? -v : v
          })
        return out
      }),
    }
    const a = positionsInMetres(zUp, 0.001, "z")
    const b = positionsInMetres(parseBvh(writeBvh(yUp)), 0.01, "y")
    let worst = 0
    a.frames.forEach((frame, f) => frame.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - b.frames[f]![i]!)))))
    expect(worst).toBeLessThan(1e-9)
    // Upright: in the first frame (knees straight) the head's end is 1.65 m over the soles; the take's lowest
    // point is the ground.
    const heights = a.frames[0]!.filter((_, i) => i % 3 === 1)
    expect(Math.max(...heights) - Math.min(...heights)).toBeCloseTo(1.65, 9)
    expect(Math.min(...a.frames.flatMap((frame) => [...frame.filter((_, i) => i % 3 === 1)]))).toBe(0)
  })
})

describe("standing height", () => {
  it("measures the rest pose along the up axis and suggests what makes it plausible", () => {
    const cmu = fixture("cmu.bvh")
    expect(restExtent(cmu, "y")).toBeCloseTo(165 * (0.45 / 2.54), 3)
    expect(standingHeight(cmu, "y", 0.0254)).toBeCloseTo(0.7425, 4)
    expect(plausibleReadings(cmu).map((r) => [r.unit.value, r.up, Math.round(r.heightM * 1000)])).toEqual([
      ["0.0564444", "y", 1650],
    ])
    expect(plausibleReadings(fixture("xsens-zup-mm.bvh"))[0]).toMatchObject({ up: "z", unit: { value: "mm" } })
  })
})

describe("frame rates", () => {
  it("shows a rounded Frame Time as the nominal rate within 0.1 %, and any other rate as it is", () => {
    expect(nominalFps(0.004167)).toBe(240)
    expect(nominalFps(0.0083333)).toBe(120)
    expect(nominalFps(1001 / 30000)).toBe(30)
    expect(nominalFps(0.04)).toBe(25)
    expect(nominalFps(1 / 30.05)).toBe(30.05)
    expect(nominalFps(1 / 29.96)).toBe(29.96)
    expect(nominalFps(1 / 17)).toBe(17)
  })
})

describe("reference poses", () => {
  const still = (n: number, at: (f: number) => number) =>
    Array.from({ length: n }, (_, f) => Float64Array.from([0, 1, 0, at(f), 1, 0]))

  it("finds a T-pose first frame by its jump against the take's own motion", () => {
    const take = still(20, (f) => (f === 0 ? 0.6 : 0.001 * f))
    expect(detectReferenceFrames(take)).toBe(1)
  })

  it("finds several identical leading frames, and none in a take that moves evenly or starts fast", () => {
    expect(detectReferenceFrames(still(20, (f) => (f < 3 ? 0.8 : 0.002 * f)))).toBe(3)
    expect(detectReferenceFrames(still(20, (f) => 0.05 * f))).toBe(0)
    // A jump of 4 cm a frame is movement, not a pose change, however still the rest is.
    expect(detectReferenceFrames(still(20, (f) => (f === 0 ? 0.08 : 0)))).toBe(0)
    expect(detectReferenceFrames(still(2, (f) => f))).toBe(0)
  })

  it("leaves the Second Life file's reference frame out of the figures but not the download", () => {
    const bvh = fixture("second-life.bvh")
    const analysis = analyseMotion(bvh, "second-life.bvh", { unit: parseUnit("in")!, up: "y" })
    expect(analysis.referenceFrames).toBe(1)
    expect(analysis.referenceStated).toBe(false)
    expect(analysis.positions.frames).toHaveLength(bvh.frames.length - 1)
    // Without the T-pose, no hand moves faster than the take's slow elbow swing.
    expect(Math.max(...analysis.features.map((x) => x.handSpeed))).toBeLessThan(1)
    const stated = analyseMotion(bvh, "x", { unit: parseUnit("in")!, up: "y", referenceFrames: 0 })
    expect(stated.referenceFrames).toBe(0)
    expect(Math.max(...stated.features.map((x) => x.handSpeed))).toBeGreaterThan(10)
  })
})

describe("warnings", () => {
  it("have no role to name when only the names change: the shape still finds the hand and the foot", () => {
    // Before roles were read from the shape, a paw and a hoof lost their roles here.
    const text = fs
      .readFileSync(path.join(FIXTURES, "suffix-lr.bvh"), "utf8")
      .replace(/Hand_L/g, "Paw_L")
      .replace(/Foot_R/g, "Hoof_R")
    const analysis = analyseMotion(parseBvh(text), "content/archive/motion/x.bvh", { unit: parseUnit("cm")!, up: "y" })
    expect(analysis.warnings).toEqual([])
    expect(analysis.bvh.joints[analysis.roles.leftHand!]?.name).toBe("Paw_L")
    expect(analysis.bvh.joints[analysis.roles.rightFoot!]?.name).toBe("Hoof_R")
  })
})

describe("one-frame glitches", () => {
  it("replace a joint that leaves and returns within a frame faster than a body moves, and nothing else", () => {
    const dt = 0.01
    const frames = [0, 0.01, 0.5, 0.03, 0.04, 0.3, 0.31].map((x) => Float64Array.from([x, 0, 0, 0, 0, 0]))
    const { frames: out, filtered } = despike(frames, dt)
    expect(filtered).toBe(1)
    expect(out[2]![0]).toBeCloseTo(0.02, 12)
    expect(out[2]).not.toBe(frames[2])
    expect(frames[2]![0]).toBe(0.5)
    // The step at frame 5 (fast one way, then still) is movement: kept, and the frame shared.
    expect(out[5]).toBe(frames[5])
    expect(SPIKE_SPEED_M_S * dt).toBeLessThan(0.47)
  })
})
