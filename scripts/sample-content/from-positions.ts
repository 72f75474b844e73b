/**
 * From joint positions to a BVH (the sample generator's own step; nothing in the site uses it): the generator has
 * a synthetic body as world positions per frame, and the archive's master format stores rotations. Each joint with one child turns by the smallest rotation that points
 * its rest bone at the child's position in that frame (a "swing"), so forward kinematics gives the positions back
 * exactly when the bone lengths are constant. A joint whose children do not move together (the hips, with the
 * spine and both legs) gets zero-length branch joints, one per child, as the CMU skeleton does.
 *
 * `eulerAngles` splits a rotation into the channel order a joint declares, so files can mix orders.
 */
import type { Bvh, BvhJoint, Channel, Vec3 } from "../../src/archive/bvh"

type Matrix = Float64Array

export type Axis = "X" | "Y" | "Z"
const INDEX: Record<Axis, number> = { X: 0, Y: 1, Z: 2 }
const DEG = 180 / Math.PI

const at = (m: Matrix, row: number, col: number) => m[row * 3 + col]

const multiply = (a: Matrix, b: Matrix): Matrix => {
  const out = new Float64Array(9)
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out[r * 3 + c] = at(a, r, 0) * at(b, 0, c) + at(a, r, 1) * at(b, 1, c) + at(a, r, 2) * at(b, 2, c)
  return out
}
const transpose = (m: Matrix): Matrix => {
  const out = new Float64Array(9)
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out[r * 3 + c] = at(m, c, r)
  return out
}
const apply = (m: Matrix, v: Vec3): Vec3 => [
  at(m, 0, 0) * v[0] + at(m, 0, 1) * v[1] + at(m, 0, 2) * v[2],
  at(m, 1, 0) * v[0] + at(m, 1, 1) * v[1] + at(m, 1, 2) * v[2],
  at(m, 2, 0) * v[0] + at(m, 2, 1) * v[1] + at(m, 2, 2) * v[2],
]
const identity = (): Matrix => new Float64Array([1, 0, 0, 0, 1, 0, 0, 0, 1])
const unit = (v: Vec3): Vec3 => {
  const length = Math.hypot(...v)
  return length > 1e-12 ? [v[0] / length, v[1] / length, v[2] / length] : [0, 0, 0]
}

/** The smallest rotation taking direction `from` to direction `to` (Rodrigues' formula). */
export const swing = (from: Vec3, to: Vec3): Matrix => {
  const a = unit(from)
  const b = unit(to)
  const cos = a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  if (cos > 1 - 1e-12) return identity()
  if (cos < -1 + 1e-12) {
    // Half a turn about any axis at right angles to `a`.
    const other: Vec3 = Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]
    const k = unit([
      a[1] * other[2] - a[2] * other[1],
      a[2] * other[0] - a[0] * other[2],
      a[0] * other[1] - a[1] * other[0],
    ])
    return new Float64Array([
      2 * k[0] * k[0] - 1, 2 * k[0] * k[1], 2 * k[0] * k[2],
      2 * k[1] * k[0], 2 * k[1] * k[1] - 1, 2 * k[1] * k[2],
      2 * k[2] * k[0], 2 * k[2] * k[1], 2 * k[2] * k[2] - 1,
    ]) // prettier-ignore
  }
  const v: Vec3 = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  const cross = new Float64Array([0, -v[2], v[1], v[2], 0, -v[0], -v[1], v[0], 0])
  const cross2 = multiply(cross, cross)
  const out = identity()
  for (let i = 0; i < 9; i++) out[i] = out[i] + cross[i] + cross2[i] / (1 + cos)
  return out
}

/**
 * The angles (degrees) of R = R_first · R_second · R_third for a Tait–Bryan order such as ["Z", "X", "Y"].
 * Near gimbal lock (second angle ±90°) the third angle is set to 0 and the first takes the whole turn.
 */
export const eulerAngles = (m: Matrix, order: readonly [Axis, Axis, Axis]): [number, number, number] => {
  const [i, j, k] = order.map((axis) => INDEX[axis]) as [number, number, number]
  // +1 when (i, j, k) is a cyclic order of (X, Y, Z), -1 otherwise.
  const sign = (j - i + 3) % 3 === 1 ? 1 : -1
  const s = Math.max(-1, Math.min(1, sign * at(m, i, k)))
  const second = Math.asin(s)
  if (Math.abs(s) > 1 - 1e-9) {
    const first = Math.atan2(sign * at(m, k, j), at(m, j, j))
    return [first * DEG, second * DEG, 0]
  }
  const first = Math.atan2(-sign * at(m, j, k), at(m, k, k))
  const third = Math.atan2(-sign * at(m, i, j), at(m, i, i))
  return [first * DEG, second * DEG, third * DEG]
}

export interface PositionJoint {
  name: string
  /** Index of the parent in the list (parents first); -1 for the root. */
  parent: number
  /** Which of the frame's points this joint stands at. */
  point: number
  /** Rotation channel order, e.g. ["Z", "X", "Y"]; absent for an End Site. */
  order?: readonly [Axis, Axis, Axis]
}

export interface PositionTake {
  joints: readonly PositionJoint[]
  /** The rest pose: one position per point (file units). Bone offsets come from it. */
  rest: readonly Vec3[]
  /** Per frame, one position per point (file units). */
  frames: readonly (readonly Vec3[])[]
  frameTime: number
  /** The root turns about the vertical by the heading of the line from `right` to `left` (e.g. the hips). */
  heading?: { left: number; right: number }
}

/** Builds a Bvh whose forward kinematics reproduces the positions (exactly, for constant bone lengths). */
export const bvhFromPositions = (take: PositionTake): Bvh => {
  const { joints: spec, rest } = take
  const children = spec.map((_, index) => spec.flatMap((joint, c) => (joint.parent === index ? [c] : [])))
  const samePoint = (a: number, b: number) => {
    const [p, q] = [rest[a], rest[b]]
    return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) < 1e-9
  }
  /** A fork: every child is a zero-length branch joint, so this joint's own turn moves nothing and stays 0. */
  const fork = spec.map((joint, index) => {
    const kids = children[index] ?? []
    return kids.length > 1 && kids.every((c) => samePoint(spec[c].point, joint.point))
  })
  spec.forEach((joint, index) => {
    const count = children[index]?.length ?? 0
    if (joint.order === undefined && count > 0) throw new Error(`End Site "${joint.name}" cannot have children`)
    if (joint.parent >= 0 && joint.order !== undefined && count !== 1 && !fork[index])
      throw new Error(
        `joint "${joint.name}" needs exactly one child to aim at, or only zero-length branches (has ${count})`,
      )
  })
  let channelCount = 0
  const joints: BvhJoint[] = spec.map((joint) => {
    const here = rest[joint.point]
    const parent = spec[joint.parent]
    const there = parent === undefined ? here : rest[parent.point]
    const rotation = (joint.order ?? []).map((axis) => `${axis}rotation` as Channel)
    const channels: Channel[] =
      joint.parent === -1 ? ["Xposition", "Yposition", "Zposition", ...rotation] : [...rotation]
    const made: BvhJoint = {
      name: joint.order === undefined && parent !== undefined ? `${parent.name}/End` : joint.name,
      parent: joint.parent,
      offset: parent === undefined ? [0, 0, 0] : [here[0] - there[0], here[1] - there[1], here[2] - there[2]],
      channels,
      firstValue: channelCount,
      endSite: joint.order === undefined,
    }
    channelCount += channels.length
    return made
  })

  const frames = take.frames.map((points) => {
    const values = new Float64Array(channelCount)
    const world: Matrix[] = []
    spec.forEach((joint, index) => {
      if (joint.order === undefined) return
      const made = joints[index]
      let own: Matrix
      const parentWorld = joint.parent === -1 ? identity() : world[joint.parent]
      if (joint.parent === -1) {
        const root = points[joint.point]
        values.set(root, made.firstValue)
        own = identity()
        if (take.heading) {
          const left = points[take.heading.left]
          const right = points[take.heading.right]
          own = swing([1, 0, 0], [left[0] - right[0], 0, left[2] - right[2]])
        }
      } else if (fork[index]) {
        own = parentWorld
      } else {
        const child = children[index]?.[0]
        const restBone = apply(parentWorld, joints[child].offset)
        const from = points[joint.point]
        const to = points[spec[child].point]
        own = multiply(swing(restBone, [to[0] - from[0], to[1] - from[1], to[2] - from[2]]), parentWorld)
      }
      world[index] = own
      const local = multiply(transpose(parentWorld), own)
      values.set(eulerAngles(local, joint.order), made.firstValue + (joint.parent === -1 ? 3 : 0))
    })
    return values
  })
  return { joints, frameTime: take.frameTime, frames, channelCount }
}
