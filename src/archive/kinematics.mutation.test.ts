import type { Bvh, BvhJoint, Channel } from "./bvh"
import { allPositions, axisRotation, framePositions } from "./kinematics"

const joint = (
  name: string,
  parent: number,
  offset: [number, number, number],
  channels: Channel[],
  firstValue: number,
): BvhJoint => ({ name, parent, offset, channels, firstValue, endSite: channels.length === 0 })

/** Rotates a vector by a row-major 3×3 matrix. */
const apply = (m: ArrayLike<number>, v: readonly number[]): number[] =>
  [0, 1, 2].map((row) => m[row * 3]! * v[0]! + m[row * 3 + 1]! * v[1]! + m[row * 3 + 2]! * v[2]!)

const close = (actual: ArrayLike<number>, expected: readonly number[]) => {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 9))
}

describe("axisRotation", () => {
  it("turns counter-clockwise looking down each axis (right-handed)", () => {
    close(apply(axisRotation("Z", 90), [1, 0, 0]), [0, 1, 0])
    close(apply(axisRotation("X", 90), [0, 1, 0]), [0, 0, 1])
    close(apply(axisRotation("Y", 90), [0, 0, 1]), [1, 0, 0])
  })

  it("leaves its own axis alone and takes degrees", () => {
    close(apply(axisRotation("X", 37), [2, 0, 0]), [2, 0, 0])
    close(apply(axisRotation("Y", 37), [0, 2, 0]), [0, 2, 0])
    close(apply(axisRotation("Z", 37), [0, 0, 2]), [0, 0, 2])
    close(apply(axisRotation("Z", 180), [1, 0, 0]), [-1, 0, 0])
    close(apply(axisRotation("Z", 30), [1, 0, 0]), [Math.sqrt(3) / 2, 0.5, 0])
  })
})

describe("a joint's own channels", () => {
  /** One root joint with the given channels and a child one unit along y, placed by one frame. */
  const placed = (offset: [number, number, number], channels: Channel[], frame: number[]) => {
    const bvh: Bvh = {
      joints: [joint("Hips", -1, offset, channels, 0), joint("Hips/End", 0, [0, 1, 0], [], channels.length)],
      frameTime: 1 / 30,
      channelCount: channels.length,
      frames: [new Float64Array(frame)],
    }
    return framePositions(bvh, bvh.frames[0]!)
  }

  it("replace the offset on each position channel's axis and keep it on the others", () => {
    const offset: [number, number, number] = [1, 2, 3]
    close(placed(offset, ["Zposition", "Xposition"], [7, 8]), [8, 2, 7, 8, 3, 7])
    // The joint's own offset is not changed.
    expect(offset).toEqual([1, 2, 3])
  })

  it("compose rotations in the order the channels are listed", () => {
    // Rz·Rx applied to the child's y offset: Rx turns y to z, Rz leaves z alone.
    close(placed([0, 0, 0], ["Zrotation", "Xrotation"], [90, 90]).slice(3), [0, 0, 1])
    // Rx·Rz applied to y: Rz turns y to -x, Rx leaves x alone.
    close(placed([0, 0, 0], ["Xrotation", "Zrotation"], [90, 90]).slice(3), [-1, 0, 0])
  })
})

describe("framePositions", () => {
  // Root with travel and a turn about Y; a child one unit along x; an end site one unit further along x.
  const bvh: Bvh = {
    joints: [
      joint("Hips", -1, [0, 0, 0], ["Xposition", "Yposition", "Zposition", "Yrotation"], 0),
      joint("Arm", 0, [1, 0, 0], ["Zrotation"], 4),
      joint("Arm/End", 1, [1, 0, 0], [], 5),
    ],
    frameTime: 1 / 30,
    channelCount: 5,
    frames: [new Float64Array([0, 0, 0, 0, 0]), new Float64Array([10, 1, -2, 90, 90])],
  }

  it("puts each joint at its parent's position plus its offset, turned by every rotation above it", () => {
    close(framePositions(bvh, bvh.frames[0]!), [0, 0, 0, 1, 0, 0, 2, 0, 0])
    // Frame 2: the root travels to (10, 1, -2) and turns 90° about Y (x → -z); the arm turns 90° about Z (x → y).
    close(framePositions(bvh, bvh.frames[1]!), [10, 1, -2, 10, 1, -3, 10, 2, -3])
  })

  it("gives every frame's positions", () => {
    const frames = allPositions(bvh)
    expect(frames).toHaveLength(2)
    close(frames[1]!, [...framePositions(bvh, bvh.frames[1]!)])
  })
})
