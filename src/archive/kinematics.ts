/**
 * Forward kinematics for a parsed BVH: where every joint is, frame by frame.
 *
 * Conventions (those of the common BVH tools): rotations are in degrees and compose in the order the joint lists
 * its channels (for "Zrotation Xrotation Yrotation" the joint's rotation is Rz·Rx·Ry, applied to its children's
 * offsets); a joint's position channels replace its OFFSET on their axes (on the ROOT they carry the travel);
 * a joint's world transform is its parent's world transform times its own. Positions come out in the file's units
 * and axes; the archive's derivations (./derive.ts) turn them into metres, Y up, ground at y = 0.
 */
import type { Bvh, BvhJoint, Channel } from "./bvh"

/** A 3×3 rotation, row-major. */
type Matrix = Float64Array

const identity = (): Matrix => new Float64Array([1, 0, 0, 0, 1, 0, 0, 0, 1])

const multiply = (a: Matrix, b: Matrix, out: Matrix = new Float64Array(9)): Matrix => {
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++)
      out[row * 3 + col] =
        (a[row * 3] as number) * (b[col] as number) +
        (a[row * 3 + 1] as number) * (b[3 + col] as number) +
        (a[row * 3 + 2] as number) * (b[6 + col] as number)
  return out
}

/** The rotation by `degrees` about one axis (right-handed, counter-clockwise looking down the axis). */
export const axisRotation = (axis: "X" | "Y" | "Z", degrees: number): Matrix => {
  const r = (degrees * Math.PI) / 180
  const c = Math.cos(r)
  const s = Math.sin(r)
  switch (axis) {
    case "X":
      return new Float64Array([1, 0, 0, 0, c, -s, 0, s, c])
    case "Y":
      return new Float64Array([c, 0, s, 0, 1, 0, -s, 0, c])
    case "Z":
      return new Float64Array([c, -s, 0, s, c, 0, 0, 0, 1])
  }
}

const AXIS_INDEX = { X: 0, Y: 1, Z: 2 } as const

/** A joint's rotation and translation relative to its parent in one frame, honouring its channel order. */
export const localTransform = (
  joint: BvhJoint,
  frame: ArrayLike<number>,
): { rotation: Matrix; translation: number[] } => {
  let rotation = identity()
  const translation = [...joint.offset]
  joint.channels.forEach((channel: Channel, i) => {
    const value = frame[joint.firstValue + i] as number
    const axis = channel[0] as "X" | "Y" | "Z"
    if (channel.endsWith("position")) translation[AXIS_INDEX[axis]] = value
    else rotation = multiply(rotation, axisRotation(axis, value))
  })
  return { rotation, translation }
}

/**
 * World positions of every joint (End Sites included) in one frame: x, y, z per joint, in `bvh.joints` order.
 */
export const framePositions = (bvh: Bvh, frame: ArrayLike<number>): Float64Array => {
  const count = bvh.joints.length
  const positions = new Float64Array(count * 3)
  const rotations: Matrix[] = new Array<Matrix>(count)
  bvh.joints.forEach((joint, index) => {
    const { rotation, translation } = localTransform(joint, frame)
    if (joint.parent === -1) {
      rotations[index] = rotation
      positions.set(translation, index * 3)
      return
    }
    const parentRotation = rotations[joint.parent] as Matrix
    const p = joint.parent * 3
    for (let row = 0; row < 3; row++)
      positions[index * 3 + row] =
        (positions[p + row] as number) +
        (parentRotation[row * 3] as number) * (translation[0] as number) +
        (parentRotation[row * 3 + 1] as number) * (translation[1] as number) +
        (parentRotation[row * 3 + 2] as number) * (translation[2] as number)
    rotations[index] = multiply(parentRotation, rotation)
  })
  return positions
}

/** World positions for every frame. */
export const allPositions = (bvh: Bvh): Float64Array[] => bvh.frames.map((frame) => framePositions(bvh, frame))
