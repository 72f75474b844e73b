/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The player's data on small hand-made takes: the budget and first step, the joints and parent links kept, the sound
 * figures over each thinned frame's window, and the thinning loop on takes over the budget (made of seeded
 * pseudo-random numbers so gzip cannot shrink them). Each case builds its data inside its test
 * (docs/mutation-testing.md); the long, fast take is in player-budget.test.ts.
 */
import type { BvhJoint } from "./bvh"
import type { JointPositions } from "./derive"
import type { FrameFeatures } from "./features"
import { firstStep, playerBudgetBytes, playerData } from "./player-data"

/** A joint with no channels of its own: the player only reads names and parent links. */
const jointOf = (name: string, parent: number): BvhJoint => ({
  name,
  parent,
  offset: [0, 0, 0],
  channels: [],
  firstValue: 0,
  endSite: false,
})

const positionsOf = (joints: readonly BvhJoint[], frames: number[][], frameTime: number): JointPositions => ({
  joints: joints.map((joint) => joint.name),
  frameTime,
  frames: frames.map((frame) => Float64Array.from(frame)),
  referenceFrames: 0,
})

/** A frame's features; anything not given is zero, no hand and no footfall. */
const featuresOf = (given: Partial<FrameFeatures> = {}): FrameFeatures => ({
  energy: 0,
  handSpeed: 0,
  activeHand: "none",
  handHeight: 0,
  handSide: 0,
  jerk: 0,
  footfall: false,
  ...given,
})

/** Seeded numbers in [0, 1), the same on every run. */
const seeded = (seed: number) => {
  let state = seed
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

/** A name of `length` seeded letters, digits, dashes and underscores, which gzip can barely shrink. */
const noiseName = (length: number): string => {
  const next = seeded(7)
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
  return Array.from({ length }, () => alphabet[Math.floor(next() * 64)]).join("")
}

describe("playerBudgetBytes", () => {
  it("gives 30 000 bytes per 10 s, and a take under 10 s the budget of 10 s", () => {
    expect(playerBudgetBytes(25)).toBe(75_000)
    expect(playerBudgetBytes(10)).toBe(30_000)
    expect(playerBudgetBytes(5)).toBe(30_000)
  })
})

describe("firstStep", () => {
  it("keeps every frame up to 60 fps and one in two at 120 fps", () => {
    expect(firstStep(30)).toBe(1)
    expect(firstStep(60)).toBe(1)
    expect(firstStep(120)).toBe(2)
  })
})

describe("playerData", () => {
  it("keeps each drawn joint's own x, y, z and links it to its parent's place among the kept joints", () => {
    // Hips, a right hand with two fingers (dropped) and a head under the hips, at 30 fps.
    const joints = [
      jointOf("Hips", -1),
      jointOf("RightHand", 0),
      jointOf("RightFingerA", 1),
      jointOf("RightFingerB", 1),
      jointOf("Head", 0),
    ]
    // Value i of frame 0 is i + 1 mm; frame 1 moves every value 10 mm.
    const first = Array.from({ length: 15 }, (_, i) => (i + 1) / 1000)
    const positions = positionsOf(joints, [first, first.map((value) => value + 0.01)], 1 / 30)
    const player = playerData(positions, [featuresOf(), featuresOf()], joints, { rightHand: 1 })
    expect(player.drawnJoints).toBe(3)
    expect(player.step).toBe(1)
    expect(player.motion.joints).toEqual(["Hips", "RightHand", "Head"])
    // The head's parent, the hips, is the first kept joint; the hips have none.
    expect(player.motion.parents).toEqual([-1, 0, 0])
    // Frame 0: the hips' 1 2 3, the hand's 4 5 6 and the head's 13 14 15 mm; then 10 mm more each.
    expect(player.motion.deltas).toEqual([1, 2, 3, 4, 5, 6, 13, 14, 15, 10, 10, 10, 10, 10, 10, 10, 10, 10])
  })

  it("thins 120 fps to 60 and sums up each pair of source frames for the sound", () => {
    // One joint moving 10 mm along x a frame, five frames at 120 fps: the player keeps frames 0, 2 and 4.
    const joints = [jointOf("Hips", -1)]
    const positions = positionsOf(
      joints,
      Array.from({ length: 5 }, (_, f) => [f / 100, 0, 0]),
      1 / 120,
    )
    const features = [
      featuresOf({ energy: 0.1, handSpeed: 1, jerk: 10.04, handHeight: 1.23456, handSide: -0.1234 }),
      featuresOf({ energy: 0.3, handSpeed: 2, jerk: 20.06, footfall: true }),
      featuresOf({ energy: 0.4, handSpeed: 3, jerk: 5, handHeight: 0.5 }),
      featuresOf({ energy: 0.8, handSpeed: 0.5, jerk: 7 }),
      featuresOf({ energy: 1, handSpeed: 0.25, jerk: 3, handHeight: 0.25, handSide: 0.3333, footfall: true }),
    ]
    const player = playerData(positions, features, joints, {})
    expect(player.step).toBe(2)
    expect(player.fps).toBe(60)
    // Five frames at 120 fps last well under 10 s.
    expect(player.budgetBytes).toBe(30_000)
    expect(player.drawnJoints).toBe(1)
    expect(player.motion).toEqual({
      version: 1,
      fps: 60,
      frameCount: 3,
      joints: ["Hips"],
      parents: [-1],
      quantumMm: 1,
      deltas: [0, 0, 0, 20, 0, 0, 20, 0, 0],
      sound: {
        // Windows: frames 0-1, 2-3 and 4 alone.
        energy: [0.2, 0.6, 1],
        handSpeed: [2, 3, 0.25],
        handHeight: [1.235, 0.5, 0.25],
        handSide: [-0.123, 0, 0.333],
        jerk: [20.1, 7, 3],
        footfall: [1, 0, 1],
      },
    })
  })

  it("jumps near the step a take over the budget needs, then goes one source frame at a time", () => {
    // 24 joints for 10 s at 60 fps (budget 30 000 bytes); every odd frame is noise up to 100 m away, every even
    // frame has all joints at the origin. At every frame the take is about 3.4 times over, so the step jumps to
    // 3; one frame in three is still about 15 % over, 3 × 1.15 rounds down to 3, so the next step is 4; one frame
    // in four keeps only still frames, which fit.
    const joints = Array.from({ length: 24 }, (_, j) => jointOf(`Joint${j}`, j - 1))
    const next = seeded(1)
    const frames = Array.from({ length: 600 }, (_, f) =>
      Array.from({ length: 72 }, () => (f % 2 === 1 ? Math.round(next() * 200_000 - 100_000) / 1000 : 0)),
    )
    const player = playerData(
      positionsOf(joints, frames, 1 / 60),
      frames.map(() => featuresOf()),
      joints,
      {},
    )
    expect(player.budgetBytes).toBe(30_000)
    expect(player.step).toBe(4)
    expect(player.fps).toBe(15)
    expect(player.motion.frameCount).toBe(150)
    expect(player.motion.deltas.every((delta) => delta === 0)).toBe(true)
    expect(player.gzipBytes).toBeLessThan(1000)
  })

  it("stops at one frame for the whole take when even that is over the budget", () => {
    // One joint whose 48 000-character name alone is over 30 000 bytes of gzip, three frames at 30 fps: steps 1, 2
    // and 3 are all over, and step 3 keeps a single frame, so no further step is tried.
    const joints = [jointOf(noiseName(48_000), -1)]
    const frames = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]
    const player = playerData(
      positionsOf(joints, frames, 1 / 30),
      frames.map(() => featuresOf()),
      joints,
      {},
    )
    expect(player.gzipBytes).toBeGreaterThan(30_000)
    expect(player.step).toBe(3)
    expect(player.motion.frameCount).toBe(1)
  })

  it("keeps every frame when the take comes to exactly the budget, and thins it one character past", () => {
    // Two still frames at 30 fps and one joint whose seeded name sets the size. The longest name kept whole is
    // searched for here rather than written down, since gzip's output can differ by a byte between zlib builds;
    // with Node 20's zlib it is 39 567 characters, which come to 30 000 bytes.
    const frames = [
      [0, 0, 0],
      [0, 0, 0],
    ]
    const make = (length: number) => {
      const joints = [jointOf(noiseName(length), -1)]
      return playerData(
        positionsOf(joints, frames, 1 / 30),
        frames.map(() => featuresOf()),
        joints,
        {},
      )
    }
    let [kept, thinned] = [30_000, 50_000]
    while (thinned - kept > 1) {
      const middle = Math.floor((kept + thinned) / 2)
      if (make(middle).step === 1) kept = middle
      else thinned = middle
    }
    const whole = make(kept)
    expect(whole.step).toBe(1)
    expect(whole.motion.frameCount).toBe(2)
    // Each character adds under a byte of gzip, so some length lands on the budget exactly, and that one is kept.
    expect(whole.gzipBytes).toBe(30_000)
    expect(make(kept + 1).step).toBe(2)
  })
})
