import { parseBvh, type Bvh } from "./bvh"
import { positionsInMetres } from "./derive"
import { FEATURE_COLUMNS, featuresCsv, frameFeatures } from "./features"
import { bonesPath, keyFrames, poseStrip, sparkline } from "./glance"
import { decodeMotion, encodeMotion } from "./motion-data"
import { findRoles } from "./roles"

const FPS = 30
/**
 * A stick figure in centimetres: the right arm swings in a circle once a second, the left foot lifts and stamps
 * down at 0.5 s and 1.5 s, the rest stays still.
 */
const figure = (seconds: number): Bvh => {
  const frames = Array.from({ length: seconds * FPS }, (_, f) => {
    const t = f / FPS
    const swing = Math.sin(2 * Math.PI * t) * 80
    // Lift the left foot (rotate the leg about X, raising the ankle 0.2 m) for a quarter second before each stamp.
    const phase = t % 1
    const lift = phase > 0.25 && phase < 0.5 ? -60 : 0
    return [0, 90, 0, 0, 0, 0, swing, 0, 0, lift, 0, 0, 0]
  })
  const text = [
    "HIERARCHY",
    "ROOT Hips",
    "{",
    "OFFSET 0 0 0",
    "CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation",
    "JOINT RightShoulder",
    "{",
    "OFFSET -20 50 0",
    "CHANNELS 3 Zrotation Xrotation Yrotation",
    "End Site RightHand",
    "{",
    "OFFSET -40 0 0",
    "}",
    "}",
    "JOINT LeftLeg",
    "{",
    "OFFSET 10 -50 0",
    "CHANNELS 3 Xrotation Yrotation Zrotation",
    "JOINT LeftFoot",
    "{",
    "OFFSET 0 -40 0",
    "CHANNELS 0",
    "End Site",
    "{",
    "OFFSET 0 0 10",
    "}",
    "}",
    "}",
    "JOINT LeftHand",
    "{",
    "OFFSET 20 50 0",
    "CHANNELS 1 Zrotation",
    "}",
    "}",
    "MOTION",
    `Frames: ${frames.length}`,
    `Frame Time: ${1 / FPS}`,
    ...frames.map((values) => values.join(" ")),
  ].join("\n")
  return parseBvh(text, "figure.bvh")
}

/**
 * The two-second figure, its positions and features, made inside each test that uses them: code run while Jest
 * collects the tests is invisible to Stryker's per-test coverage (docs/mutation-testing.md).
 */
const take = () => {
  const bvh = figure(2)
  const positions = positionsInMetres(bvh, 0.01)
  return { bvh, positions, features: frameFeatures(positions, findRoles(bvh.joints)) }
}

describe("per-frame features", () => {
  it("follow the swinging hand: speed, side and height", () => {
    const { features } = take()
    const moving = features.slice(3)
    expect(moving.every((x) => x.activeHand === "right")).toBe(true)
    // The hand's tip swings 0.4 m about the shoulder through ±80°: well over 1 m/s at its fastest.
    expect(Math.max(...moving.map((x) => x.handSpeed))).toBeGreaterThan(1)
    expect(moving.every((x) => x.handSide < 0)).toBe(true)
    expect(moving.every((x) => x.energy >= 0)).toBe(true)
  })

  it("mark a footfall when a foot comes down to the ground, once per stamp", () => {
    const { features } = take()
    const falls = features.flatMap((x, f) => (x.footfall ? [f / FPS] : []))
    expect(falls).toHaveLength(2)
    expect(falls[0]).toBeCloseTo(0.5, 1)
    expect(falls[1]).toBeCloseTo(1.5, 1)
  })

  it("write one CSV row per frame under named columns", () => {
    const { bvh, positions, features } = take()
    const csv = featuresCsv(positions, features).trim().split("\n")
    expect(csv[0]).toBe(FEATURE_COLUMNS.join(","))
    expect(csv).toHaveLength(bvh.frames.length + 1)
    expect(csv[1]?.split(",")).toHaveLength(FEATURE_COLUMNS.length)
  })
})

describe("motion.json", () => {
  it("decodes to within half a millimetre of the positions and stays compact", () => {
    const { bvh, positions } = take()
    const parents = bvh.joints.map((j) => j.parent)
    const data = encodeMotion(positions.frames, positions.joints, parents, bvh.frameTime)
    expect(data).toMatchObject({ fps: 30, frameCount: 60, parents })
    const decoded = decodeMotion(JSON.parse(JSON.stringify(data)) as typeof data)
    let worst = 0
    decoded.forEach((frame, f) =>
      frame.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - (positions.frames[f]?.[i] as number))))),
    )
    expect(worst).toBeLessThanOrEqual(0.0005 + 1e-6)
    // Deltas of a still body are zeros: most of the still joints' values cost one character.
    const zeros = data.deltas.filter((d) => d === 0).length
    expect(zeros / data.deltas.length).toBeGreaterThan(0.4)
  })
})

describe("the glance: pose strip and energy line", () => {
  it("picks evenly spaced key frames, first and last included", () => {
    expect(keyFrames(60, 4)).toEqual([0, 20, 39, 59])
    expect(keyFrames(3, 6)).toEqual([0, 1, 2])
    expect(keyFrames(1, 6)).toEqual([0])
  })

  it("draws every bone of each key pose inside its cell, standing on the ground line", () => {
    const { bvh, positions } = take()
    const parents = bvh.joints.map((j) => j.parent)
    const strip = poseStrip(positions, parents, 5)
    expect(strip.poses).toHaveLength(5)
    for (const pose of strip.poses) {
      expect(pose.bones).toHaveLength(parents.filter((p) => p >= 0).length)
      for (const [x1, y1, x2, y2] of pose.bones) {
        for (const x of [x1, x2]) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(strip.cellWidth)
        }
        for (const y of [y1, y2]) {
          expect(y).toBeGreaterThanOrEqual(0)
          expect(y).toBeLessThanOrEqual(strip.groundY)
        }
      }
    }
    const lowest = Math.max(...strip.poses.flatMap((p) => p.bones.flatMap(([, y1, , y2]) => [y1, y2])))
    expect(lowest).toBeCloseTo(strip.groundY, 0)
  })

  it("draws a pose's bones as one short path: chains continue, separate bones move, zero-length bones vanish", () => {
    expect(
      bonesPath([
        [0, 0, 0, 0],
        [0, 0, 1, 2],
        [1, 2, 3, 4],
        [0, 0, 5, 6],
        [5, 6, 5, 6],
      ]),
    ).toBe("M0 0L1 2L3 4M0 0L5 6")
    const { bvh, positions } = take()
    const strip = poseStrip(
      positions,
      bvh.joints.map((j) => j.parent),
      2,
    )
    for (const pose of strip.poses) expect(pose.path).toBe(bonesPath(pose.bones))
  })

  it("reduces a series to bin means scaled 0…1", () => {
    expect(sparkline([0, 0, 2, 2, 4, 4], 3)).toEqual([0, 0.5, 1])
    expect(sparkline([5, 5, 5], 10)).toEqual([0, 0, 0])
    expect(sparkline([], 4)).toEqual([])
  })
})
