/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The per-frame figures' exact numbers on hand-made takes of a few frames and two to four joints: which one-frame
 * glitches `despike` replaces (each threshold met exactly, a spike on every axis, two in one frame), which hand
 * leads and how ties go, the energy, the hand's side and jerk, when a foot touches down, and features.csv's time
 * column. These are the cases Stryker left alive in features.ts; each builds its data inside its test
 * (docs/mutation-testing.md).
 */
import type { JointPositions } from "./derive"
import { despike, featuresCsv, frameFeatures, type FrameFeatures } from "./features"

/** A take at `frameTime` seconds a frame; each frame is x, y, z per joint in metres, the joints named J0, J1, … */
const take = (frameTime: number, frames: number[][]): JointPositions => ({
  joints: Array.from({ length: (frames[0]?.length ?? 0) / 3 }, (_, j) => `J${j}`),
  frameTime,
  frames: frames.map((frame) => Float64Array.from(frame)),
  referenceFrames: 0,
})

// At 8 fps (0.125 s a frame) a joint faster than SPIKE_SPEED_M_S (10 m/s) moves more than 1.25 m in a frame.
const DT = 0.125

describe("despike", () => {
  it("puts a joint that leaves and comes back, on any axis, at its neighbours' midpoint, and counts each", () => {
    const frames = take(DT, [
      [0, 2, 2, 0, 0, 0, 0, 0, 0],
      // J0 jumps 2 m along x and comes back to 0.5 m from where it was; J1 jumps along y and z; J2 stays.
      [2, 2, 2, 0, 3, -3, 0, 0, 0],
      // J2 moves 1 m, within a frame's reach, and J1 lands 1.41 m from where it left.
      [0.5, 2, 2, 1, 0, 1, 1, 0, 0],
    ]).frames
    const { frames: out, filtered } = despike(frames, DT)
    expect(filtered).toBe(2)
    expect([...(out[1] as Float64Array)]).toEqual([0.25, 2, 2, 0.5, 0, 0.5, 0, 0, 0])
    // The frames that need no change are the input's own; the input's glitch is left in place.
    expect(out[0]).toBe(frames[0])
    expect(out[2]).toBe(frames[2])
    expect([...(frames[1] as Float64Array)]).toEqual([2, 2, 2, 0, 3, -3, 0, 0, 0])
  })

  it("leaves a joint that moves exactly a frame's reach or travels on, and mends one that lands two reaches away", () => {
    const { frames: out, filtered } = despike(
      take(DT, [
        [0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0],
        // J0 leaves exactly 1.25 m; J1 comes back exactly 1.25 m; J2 goes out 3.25 m and back; J3 travels on.
        [1.25, 0, 0, 1.25, 0, 0, 1.25, 3, 0, 2, 0, 0],
        // J2 lands exactly 2.5 m from where it left (not more than twice the reach), J3 5 m on.
        [-1, 0, 0, 0, 0, 0, 2.5, 0, 0, 5, 0, 0],
      ]).frames,
      DT,
    )
    expect(filtered).toBe(1)
    expect([...(out[1] as Float64Array)]).toEqual([1.25, 0, 0, 1.25, 0, 0, 1.25, 0, 0, 2, 0, 0])
  })
})

describe("frameFeatures", () => {
  it("reads a take with more frames than a call takes arguments (a quarter of an hour at 240 fps)", () => {
    // One foot, held 0.5 m up for half the take, then set down at 0.1 m, its lowest: one footfall, at the middle.
    const count = 240 * 60 * 15
    const frames = Array.from({ length: count }, (_, f) => Float64Array.of(0, f < count / 2 ? 0.5 : 0.1, 0))
    const positions: JointPositions = { joints: ["J0"], frameTime: 1 / 240, frames, referenceFrames: 0 }
    const features = frameFeatures(positions, { leftFoot: 0 })
    expect(features).toHaveLength(count)
    expect(features.flatMap((frame, f) => (frame.footfall ? [f] : []))).toEqual([count / 2])
  })
  it("follows the faster hand, keeps the hand that led on a tie, and measures energy and side from the root", () => {
    // J0 the root, 0.25 m along x; J1 the left hand at x 0.75, 1.5 m up; J2 the right hand at x -0.5, 1.25 m up.
    // The hands move along z only, at 2 fps: the right hand alone, then the left faster, then both alike, then
    // neither.
    const z = [
      [0, 0],
      [0, 0.5],
      [1, 1],
      [1.5, 1.5],
      [1.5, 1.5],
    ]
    const positions = take(
      0.5,
      z.map(([left, right]) => [0.25, 1, 0, 0.75, 1.5, left as number, -0.5, 1.25, right as number]),
    )
    const features = frameFeatures(positions, { root: 0, leftHand: 1, rightHand: 2 })
    const left = { handHeight: 1.5, handSide: 0.5, footfall: false }
    const right = { handHeight: 1.25, handSide: -0.75, footfall: false }
    expect(features).toEqual<FrameFeatures[]>([
      // Both still before either has moved: no hand leads, and the figures are the first hand's.
      { energy: 0, handSpeed: 0, activeHand: "none", jerk: 0, ...left },
      { energy: 1 / 3, handSpeed: 1, activeHand: "right", jerk: 0, ...right },
      { energy: 5 / 3, handSpeed: 2, activeHand: "left", jerk: 0, ...left },
      // A tie at 1 m/s, then both at rest: the left hand led last, so it keeps the lead.
      { energy: 2 / 3, handSpeed: 1, activeHand: "left", jerk: 12, ...left },
      { energy: 0, handSpeed: 0, activeHand: "left", jerk: 0, ...left },
    ])
  })

  it("gives the leading hand's jerk from the fourth frame on", () => {
    // One joint, the right hand, along x at 2 fps: velocities 0, 2, 4, -2, 6, -2 m/s, accelerations 0, 4, 4, -12,
    // 16, -16 m/s², jerks 32, 56 and 64 m/s³ from frame 3 on.
    const positions = take(
      0.5,
      [0, 1, 3, 2, 5, 4].map((x) => [x, 0, 0]),
    )
    expect(frameFeatures(positions, { rightHand: 0 }).map((x) => x.jerk)).toEqual([0, 0, 0, 32, 56, 64])
  })

  it("counts a footfall when a foot comes down fast to within 5 cm of its lowest, from above that", () => {
    // J0 the root; J1 the left foot, whose heights these are; J2 the right foot, which stays on the floor. 4 fps:
    // a footfall needs 2.5 cm of descent in the frame.
    const heights = [0.5, 0.3, 0.05, 0, 0.2, 0.04, 0.2, 0.06, 0.04]
    const positions = take(
      0.25,
      heights.map((y) => [0, 1, 0, 0.1, y, 0, -0.1, 0, 0]),
    )
    expect(frameFeatures(positions, { root: 0, leftFoot: 1, rightFoot: 2 }).map((x) => x.footfall)).toEqual([
      false,
      // Coming down, but still over 5 cm.
      false,
      // Down to exactly 5 cm: on the ground.
      true,
      // Already at 5 cm the frame before: it was down, so this is no new footfall.
      false,
      false,
      true,
      false,
      false,
      // From 6 cm to 4 cm, 2 cm in the frame: too slow to be a footfall.
      false,
    ])
  })

  it("counts a footfall that arrives at exactly the least descent speed", () => {
    // 0.1 m in one second: exactly FOOTFALL_MIN_DESCENT_M_S.
    const positions = take(1, [
      [0, 1, 0, 0.1, 0.1, 0],
      [0, 1, 0, 0.1, 0, 0],
    ])
    expect(frameFeatures(positions, { root: 0, leftFoot: 1 }).map((x) => x.footfall)).toEqual([false, true])
  })
})

describe("featuresCsv", () => {
  it("writes one row per frame, its time from the frame time, and each figure at its precision", () => {
    const positions = take(0.5, [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ])
    const row = (energy: number, activeHand: FrameFeatures["activeHand"], footfall: boolean): FrameFeatures => ({
      energy,
      handSpeed: 1.23456,
      activeHand,
      handHeight: 1.5,
      handSide: -0.25,
      jerk: 12.3456,
      footfall,
    })
    expect(featuresCsv(positions, [row(0, "none", false), row(0.5, "left", true), row(2, "right", false)])).toBe(
      [
        "frame,time_s,energy,hand_speed_m_s,active_hand,hand_height_m,hand_side_m,jerk_m_s3,footfall",
        "0,0.0000,0.0000,1.2346,none,1.5000,-0.2500,12.35,0",
        "1,0.5000,0.5000,1.2346,left,1.5000,-0.2500,12.35,1",
        "2,1.0000,2.0000,1.2346,right,1.5000,-0.2500,12.35,0",
        "",
      ].join("\n"),
    )
  })
})
