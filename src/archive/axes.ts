/**
 * The six up axes a BVH file may use (../constants.ts `BVH_UP_AXES`) as coordinates: which one, which way. Shared by
 * the shape reading (./shape.ts) and the conventions (./conventions.ts), which turn a file upright.
 */
import type { BvhUpAxis } from "../constants"

/** Which coordinate (0 x, 1 y, 2 z) an up axis runs along, and which way (1 or -1). */
export const axisIndex = (up: BvhUpAxis): number => (up.endsWith("x") ? 0 : up.endsWith("y") ? 1 : 2)
export const axisSign = (up: BvhUpAxis): number => (up.startsWith("-") ? -1 : 1)
/** The up axis as a unit vector in the file's axes. */
export const upVector = (up: BvhUpAxis): [number, number, number] => {
  const v: [number, number, number] = [0, 0, 0]
  v[axisIndex(up)] = axisSign(up)
  return v
}
