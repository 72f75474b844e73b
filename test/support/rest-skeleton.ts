/**
 * Skeletons with a rest pose and nothing else (no channels, no frames), for tests of what the archive reads from a
 * file's offsets alone: its extents along each axis, its plausible height, its up axis.
 */
import type { Bvh, BvhJoint, Vec3 } from "../../src/archive/bvh"

/** Each joint is its parent's index and its offset; they are named J0, J1, … */
export const skeleton = (...joints: [parent: number, offset: Vec3][]): Bvh => ({
  joints: joints.map(([parent, offset], j): BvhJoint => ({
    name: `J${j}`,
    parent,
    offset,
    channels: [],
    firstValue: 0,
    endSite: false,
  })),
  frameTime: 1 / 30,
  frames: [],
  channelCount: 0,
})

/** A root at the origin and one joint `y` units up and `z` units along z: its rest extents are y and z. */
export const stick = (y: number, z: number): Bvh => skeleton([-1, [0, 0, 0]], [0, [0, y, z]])
