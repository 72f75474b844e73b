/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The variants the similarity bench makes of real takes (./take-variants.ts): a mirrored take is the original's
 * mirror image joint by joint, with left and right named the other way in every exporter's spelling; a turned take
 * keeps the body's own movement and its step lengths while its heading turns by the degrees asked, to the left
 * when positive, whatever the file's up axis.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { BVH_UP_AXES, type BvhUpAxis } from "../constants"
import { axisIndex, axisSign } from "./axes"
import { parseBvh, type Bvh } from "./bvh"
import { turnedUp } from "./fixtures/body-transforms"
import { framePositions } from "./kinematics"
import { nameWords, sideOf } from "./roles"
import { readBody } from "./shape"
import { mirrorTake, otherSideName, turnTake } from "./take-variants"

const FIXTURES = path.join(__dirname, "fixtures")
const MOTION = path.join(__dirname, "../../content/archive/motion")
const read = (file: string): Bvh => parseBvh(fs.readFileSync(file, "utf8"), file)
const FILES = [
  ...fs
    .readdirSync(FIXTURES)
    .filter((name) => name.endsWith(".bvh"))
    .map((name) => path.join(FIXTURES, name)),
  ...fs.readdirSync(MOTION).map((name) => path.join(MOTION, name)),
]

describe("otherSideName", () => {
  it.each([
    ["LeftHand", "RightHand"],
    ["mixamorig:LeftHandIndex1", "mixamorig:RightHandIndex1"],
    ["Hand_L", "Hand_R"],
    ["wrist.L", "wrist.R"],
    ["lShldr", "rShldr"],
    ["L_Wrist", "R_Wrist"],
    ["Bip01 R Foot", "Bip01 L Foot"],
    ["RIGHT_FOOT", "LEFT_FOOT"],
    ["left_ankle", "right_ankle"],
    ["Hips", "Hips"],
    ["Spine1", "Spine1"],
    ["Head/End", "Head/End"],
  ])("%s is %s on the other side", (name, other) => {
    expect(otherSideName(name)).toBe(other)
  })

  it("names every sided joint of every fixture and sample take for the other side, and swaps back", () => {
    let sided = 0
    for (const file of FILES)
      for (const { name } of read(file).joints) {
        const side = sideOf(nameWords(name))
        const other = otherSideName(name)
        expect([name, otherSideName(other)]).toEqual([name, name])
        if (side === undefined) expect([name, other]).toEqual([name, name])
        else {
          sided++
          expect([name, sideOf(nameWords(other))]).toEqual([name, side === "left" ? "right" : "left"])
        }
      }
    expect(sided).toBeGreaterThan(100)
  })
})

/** Every joint's place in frame `f`, by name. */
const places = (bvh: Bvh, f: number) => {
  const points = framePositions(bvh, bvh.frames[f] as Float64Array)
  return new Map(bvh.joints.map((joint, j) => [joint.name, Array.from(points.subarray(j * 3, j * 3 + 3))]))
}

describe("mirrorTake", () => {
  const upright = (bvh: Bvh): BvhUpAxis => readBody(bvh).up ?? "y"

  it.each(FILES.map((file) => [path.basename(file), file]))(
    "%s: every joint lands on its mirror image, under the other side's name",
    (_, file) => {
      const bvh = read(file)
      const up = upright(bvh)
      const axis = axisIndex(up) === 0 ? 2 : 0
      const mirror = mirrorTake(bvh, up)
      for (const f of [0, Math.floor(bvh.frames.length / 2), bvh.frames.length - 1]) {
        const before = places(bvh, f)
        const after = places(mirror, f)
        for (const [name, point] of before) {
          const image = after.get(otherSideName(name)) as number[]
          const expected = point.map((v, k) => (k === axis ? -v : v))
          image.forEach((v, k) =>
            expect([name, f, k, v]).toEqual([name, f, k, expect.closeTo(expected[k] as number, 6)]),
          )
        }
      }
    },
  )

  it("reads as the other hand: its left hand does what the original's right hand did", () => {
    const bvh = read(path.join(FIXTURES, "cmu.bvh"))
    const body = readBody(bvh)
    const mirror = mirrorTake(bvh, "y")
    const again = readBody(mirror)
    const name = (b: Bvh, j: number | undefined) => b.joints[j as number]?.name
    // The joint that was the right hand is now named and read as the left hand, and the other way round.
    expect(again.roles.leftHand).toBe(body.roles.rightHand)
    expect(again.roles.rightHand).toBe(body.roles.leftHand)
    expect(name(mirror, again.roles.leftHand)).toBe(name(bvh, body.roles.leftHand))
    expect(again.roles.leftFoot).toBe(body.roles.rightFoot)
    expect(again.roles.head).toBe(body.roles.head)
    // Without the names swapped, the left-named arm is on the right, and the shape reading says so.
    expect(readBody(mirrorTake(bvh, "y", false)).roles.rightHand).toBe(body.roles.leftHand)
  })
})

describe("turnTake", () => {
  const walk = read(path.join(MOTION, "walking.bvh"))
  const walkUp = readBody(walk).up as BvhUpAxis

  /** The heading of the line from `right` to `left` (radians, counter-clockwise seen from above), frame f. */
  const heading = (bvh: Bvh, up: BvhUpAxis, f: number, left: string, right: string) => {
    const at = places(bvh, f)
    const [l, r] = [at.get(left) as number[], at.get(right) as number[]]
    const [h1, h2] = [0, 1, 2].filter((k) => k !== axisIndex(up)) as [number, number]
    // Seen from above the up axis as it points: a right-handed turn about it is counter-clockwise.
    const sign = axisSign(up) * (axisIndex(up) === 1 ? -1 : 1)
    return sign * Math.atan2((l[h2] as number) - (r[h2] as number), (l[h1] as number) - (r[h1] as number))
  }
  const unwrap = (a: number) => Math.atan2(Math.sin(a), Math.cos(a))

  it.each(BVH_UP_AXES.map((up) => [up]))("turns a walk a quarter to the left, on a take standing along %s", (up) => {
    const bvh = up === walkUp ? walk : turnedUp(walk, walkUp, up)
    const body = readBody(bvh)
    const turned = turnTake(bvh, up, 90)
    const [hips, left, right] = [body.roles.pelvis, body.roles.leftFoot, body.roles.rightFoot].map(
      (j) => bvh.joints[j as number]?.name as string,
    )
    const last = bvh.frames.length - 1
    const change = (b: Bvh) =>
      unwrap(heading(b, up, last, left as string, right as string) - heading(b, up, 0, left as string, right as string))
    expect(change(turned) - change(bvh)).toBeCloseTo(Math.PI / 2, 6)
    // The body's own movement is kept: each joint's offset from the pelvis is the original's, turned about the up axis.
    for (const f of [0, Math.floor(last / 3), last]) {
      const [a, b] = [places(bvh, f), places(turned, f)]
      const fromHips = (m: Map<string, number[]>, name: string) =>
        (m.get(name) as number[]).map((v, k) => v - ((m.get(hips as string) as number[])[k] as number))
      for (const name of a.keys()) {
        const [p, q] = [fromHips(a, name), fromHips(b, name)]
        expect([name, f, q[axisIndex(up)]]).toEqual([name, f, expect.closeTo(p[axisIndex(up)] as number, 6)])
        expect([name, f, Math.hypot(...q)]).toEqual([name, f, expect.closeTo(Math.hypot(...p), 6)])
      }
    }
  })

  it("keeps every step's length and height, and turns the path with the body", () => {
    const turned = turnTake(walk, walkUp, -90)
    const v = axisIndex(walkUp)
    const pelvis = walk.joints[readBody(walk).roles.pelvis as number]?.name as string
    const track = (b: Bvh) => b.frames.map((_, f) => places(b, f).get(pelvis) as number[])
    const [a, b] = [track(walk), track(turned)]
    const steps = (t: number[][]) =>
      t.slice(1).map((p, f) => Math.hypot(...p.map((x, k) => (k === v ? 0 : x - ((t[f] as number[])[k] as number)))))
    steps(a).forEach((s, f) => expect([f, steps(b)[f]]).toEqual([f, expect.closeTo(s, 6)]))
    b.forEach((p, f) => expect([f, p[v]]).toEqual([f, expect.closeTo((a[f] as number[])[v] as number, 6)]))
    // Over the take the path itself bends: its last step points a quarter turn away from the original's.
    const last = a.length - 1
    const direction = (t: number[][]) => {
      const [h1, h2] = [0, 1, 2].filter((k) => k !== v) as [number, number]
      const [p, q] = [t[last - 5] as number[], t[last] as number[]]
      return Math.atan2((q[h2] as number) - (p[h2] as number), (q[h1] as number) - (p[h1] as number))
    }
    expect(Math.abs(unwrap(direction(b) - direction(a)))).toBeGreaterThan(Math.PI / 2 - 0.1)
    expect(Math.abs(unwrap(direction(b) - direction(a)))).toBeLessThan(Math.PI / 2 + 0.1)
  })

  it("adds one root, named apart from every joint, and keeps the take's own channels as they were", () => {
    const turned = turnTake(walk, walkUp, 45)
    expect(turned.joints).toHaveLength(walk.joints.length + 1)
    expect(new Set(turned.joints.map((j) => j.name)).size).toBe(turned.joints.length)
    expect(turned.joints[0]?.parent).toBe(-1)
    turned.frames.forEach((frame, f) =>
      expect(Array.from(frame.subarray(4))).toEqual(Array.from(walk.frames[f] as Float64Array)),
    )
  })
})
