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

/** Scratch space for one skeleton, reused frame after frame so a long take allocates nothing per frame. */
export interface Workspace {
  /** Each joint's world rotation, 9 numbers per joint. */
  world: Float64Array
  local: Float64Array
  step: Float64Array
  product: Float64Array
}

export const workspace = (bvh: Bvh): Workspace => ({
  world: new Float64Array(bvh.joints.length * 9),
  local: new Float64Array(9),
  step: new Float64Array(9),
  product: new Float64Array(9),
})

/** out = a · b for 3×3 blocks at the given offsets (out must not overlap a or b). */
const multiplyAt = (a: Float64Array, at: number, b: Float64Array, bt: number, out: Float64Array, ot: number) => {
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++)
      out[ot + row * 3 + col] =
        (a[at + row * 3] as number) * (b[bt + col] as number) +
        (a[at + row * 3 + 1] as number) * (b[bt + 3 + col] as number) +
        (a[at + row * 3 + 2] as number) * (b[bt + 6 + col] as number)
}

/**
 * World positions of every joint (End Sites included) in one frame: x, y, z per joint, in `bvh.joints` order.
 * `out` and `work` may be passed in to reuse them across frames.
 */
export const framePositions = (
  bvh: Bvh,
  frame: ArrayLike<number>,
  out: Float64Array = new Float64Array(bvh.joints.length * 3),
  work: Workspace = workspace(bvh),
): Float64Array => {
  const { world, local, step, product } = work
  const joints = bvh.joints
  for (let index = 0; index < joints.length; index++) {
    const joint = joints[index] as BvhJoint
    let tx = joint.offset[0]
    let ty = joint.offset[1]
    let tz = joint.offset[2]
    local.set(IDENTITY)
    const channels = joint.channels
    for (let i = 0; i < channels.length; i++) {
      const channel = channels[i] as Channel
      const value = frame[joint.firstValue + i] as number
      const axis = channel.charCodeAt(0) - X_CODE
      if (channel.endsWith("position")) {
        if (axis === 0) tx = value
        else if (axis === 1) ty = value
        else tz = value
      } else {
        setAxisRotation(step, axis, value)
        multiplyAt(local, 0, step, 0, product, 0)
        local.set(product)
      }
    }
    const o = index * 3
    if (joint.parent === -1) {
      out[o] = tx
      out[o + 1] = ty
      out[o + 2] = tz
      world.set(local, index * 9)
      continue
    }
    const p = joint.parent * 3
    const r = joint.parent * 9
    for (let row = 0; row < 3; row++)
      out[o + row] =
        (out[p + row] as number) +
        (world[r + row * 3] as number) * tx +
        (world[r + row * 3 + 1] as number) * ty +
        (world[r + row * 3 + 2] as number) * tz
    multiplyAt(world, r, local, 0, world, index * 9)
  }
  return out
}

const IDENTITY = [1, 0, 0, 0, 1, 0, 0, 0, 1]
const X_CODE = "X".charCodeAt(0)

/** Writes the rotation by `degrees` about axis 0 (x), 1 (y) or 2 (z) into `out` (as `axisRotation`). */
const setAxisRotation = (out: Float64Array, axis: number, degrees: number): void => {
  const r = (degrees * Math.PI) / 180
  const c = Math.cos(r)
  const s = Math.sin(r)
  out.fill(0)
  // The axis itself stays put; the other two turn by (c, -s; s, c), the y rotation's sign as the right hand has it.
  const [a, b] = axis === 0 ? [1, 2] : axis === 1 ? [2, 0] : [0, 1]
  out[axis * 4] = 1
  out[a * 4] = c
  out[b * 4] = c
  out[a * 3 + b] = -s
  out[b * 3 + a] = s
}

/** World positions for every frame (one workspace for the whole take). */
export const allPositions = (bvh: Bvh): Float64Array[] => {
  const work = workspace(bvh)
  return bvh.frames.map((frame) => framePositions(bvh, frame, new Float64Array(bvh.joints.length * 3), work))
}

/**
 * The rest pose's points (the hierarchy's OFFSETs with every rotation at zero, root at the origin), in file
 * units and axes, x y z per joint.
 */
export const restPose = (bvh: Bvh): Float64Array => {
  const points = new Float64Array(bvh.joints.length * 3)
  bvh.joints.forEach((joint, j) => {
    const parent = joint.parent < 0 ? -1 : joint.parent * 3
    for (let axis = 0; axis < 3; axis++)
      points[j * 3 + axis] = (parent < 0 ? 0 : (points[parent + axis] as number)) + (joint.offset[axis] as number)
  })
  return points
}
