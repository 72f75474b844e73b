/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The glance's exact numbers on hand-made positions of two or three joints: the key frames, the pose strip's cell,
 * ground line and SVG coordinates, bone paths and the energy line's bin means. Each case builds its data inside
 * its test (docs/mutation-testing.md).
 */
import type { JointPositions } from "./derive"
import { bonesPath, keyFrames, poseStrip, sparkline } from "./glance"

/** Positions with the given frames, each x, y, z per joint in metres, at the given seconds per frame. */
const positionsOf = (joints: string[], frames: number[][], frameTime = 1 / 30): JointPositions => ({
  joints,
  frameTime,
  frames: frames.map((frame) => Float64Array.from(frame)),
  referenceFrames: 0,
})

describe("keyFrames", () => {
  it("gives the first frame alone when one pose is asked for or the take has one frame", () => {
    expect(keyFrames(5, 1)).toEqual([0])
    expect(keyFrames(5, 0)).toEqual([0])
    expect(keyFrames(1, 6)).toEqual([0])
    expect(keyFrames(5, 2)).toEqual([0, 4])
  })
})

describe("bonesPath", () => {
  it("keeps bones along one axis, drops only bones of no length, and moves to a bone that does not continue", () => {
    const bones: [number, number, number, number][] = [
      [0, 0, 0, 5], // straight up: same x at both ends
      [0, 5, 3, 5], // straight across: same y at both ends
      [3, 5, 3, 5], // no length
      [7, 1, 8, 2],
    ]
    expect(bonesPath(bones)).toBe("M0 0L0 5L3 5M7 1L8 2")
  })
})

describe("poseStrip", () => {
  it("sizes a wide figure's cell by its reach from the root and draws each key pose centred on its root", () => {
    // Hips at half height, a chest above it and a hand reaching 0.5 m sideways at the chest's height (1 m, the
    // top). Over the take the figure travels from x = 1 to x = 3 and lowers the hand, which also comes in to 0.4 m.
    const still = [1, 0.5, 0, 1, 1, 0, 1.5, 1, 0]
    const positions = positionsOf(["Hips", "Chest", "Hand"], [still, still, still, [3, 0.5, 0, 3, 1, 0, 2.6, 0.8, 0]])
    const strip = poseStrip(positions, [-1, 0, 1], 2)
    // Margin 5, scale 90 / 1 m = 90: cell width 2 × 0.5 × 90 + 2 × 5 = 100 (more than half the height), ground
    // at 100 - 5 = 95.
    expect(strip.cellWidth).toBe(100)
    expect(strip.height).toBe(100)
    expect(strip.groundY).toBe(95)
    expect(strip.poses).toEqual([
      {
        frame: 0,
        time: 0,
        // Root at x = 50 (half the cell); the hips 0.5 × 90 = 45 above the ground, the chest 90 above.
        bones: [
          [50, 50, 50, 5],
          [50, 5, 95, 5],
        ],
        path: "M50 50L50 5L95 5",
      },
      {
        frame: 3,
        time: 0.1,
        // The hand 0.4 m to the left of the root (50 - 36) and 0.8 m up (95 - 72).
        bones: [
          [50, 50, 50, 5],
          [50, 5, 14, 23],
        ],
        path: "M50 50L50 5L14 23",
      },
    ])
  })

  it("gives a narrow figure a cell half as wide as it is high, at the height asked for", () => {
    // Hips on the ground and a head 2 m up; nothing to the side.
    const positions = positionsOf(["Hips", "Head"], [[0, 0, 0, 0, 2, 0]])
    // Height 40: margin 2, scale 36 / 2 m = 18, ground at 38; the figure has no width, so the cell is 40 / 2 wide.
    expect(poseStrip(positions, [-1, 0], 3, 40)).toEqual({
      cellWidth: 20,
      height: 40,
      groundY: 38,
      poses: [{ frame: 0, time: 0, bones: [[10, 38, 10, 2]], path: "M10 38L10 2" }],
    })
  })

  it("rounds coordinates to tenths and times to hundredths of a second", () => {
    // Hips on the ground, a head 3 m up and a hand 1 m up, 0.1 m to the side.
    const frame = [0, 0, 0, 0, 3, 0, 0.1, 1, 0]
    const positions = positionsOf(["Hips", "Head", "Hand"], [frame, frame, frame], 1 / 24)
    const strip = poseStrip(positions, [-1, 0, 0], 2, 100 / 3)
    // Height 33.33…: margin 1.666…, scale 30 / 3 m = 10, ground at 31.666… → 31.7; cell 16.666… → 16.7.
    expect(strip.groundY).toBe(31.7)
    expect(strip.cellWidth).toBe(16.7)
    // Frame 2 at 24 frames a second is 0.0833… s; the hand is 1 m up (31.666… - 10) and 1 across (8.333… + 1).
    expect(strip.poses.map((pose) => [pose.frame, pose.time, pose.path])).toEqual([
      [0, 0, "M8.3 31.7L8.3 1.7M8.3 31.7L9.3 21.7"],
      [2, 0.08, "M8.3 31.7L8.3 1.7M8.3 31.7L9.3 21.7"],
    ])
  })
})

describe("sparkline", () => {
  it("averages each bin over its own values, bins of unequal size included, and scales from the lowest bin", () => {
    // Seven values in three bins: [2, 4], [1, 1] and [4, 4, 7], means 3, 1 and 5; 3 is halfway from 1 to 5.
    expect(sparkline([2, 4, 1, 1, 4, 4, 7], 3)).toEqual([0.5, 0, 1])
  })

  it("rounds to thousandths", () => {
    // Means 1, 2 and 4 over three bins of one value: 1 / 3 of the way from 1 to 4 is 0.333….
    expect(sparkline([1, 2, 4], 3)).toEqual([0, 0.333, 1])
  })
})
