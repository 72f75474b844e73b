/**
 * A reference pose before the take: many exporters (Second Life's by convention, some inertial suits' software)
 * write a T-pose or calibration pose as the first frame, then jump to the movement. Such frames are found by the
 * size of the jump out of them against the take's own frame-to-frame motion, and left out of everything derived.
 */
import { REFERENCE_POSE } from "../constants"

/** Mean distance (the positions' units) the joints move from frame `f - 1` to frame `f`. */
export const meanJump = (frames: readonly Float64Array[], f: number): number => {
  const a = frames[f - 1] as Float64Array
  const b = frames[f] as Float64Array
  const joints = a.length / 3
  let sum = 0
  for (let i = 0; i < a.length; i += 3)
    sum += Math.hypot(
      (b[i] as number) - (a[i] as number),
      (b[i + 1] as number) - (a[i + 1] as number),
      (b[i + 2] as number) - (a[i + 2] as number),
    )
  return joints > 0 ? sum / joints : 0
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * How many leading frames are a reference pose (0 if none), from positions in metres: the first jump among the
 * first frames that is at least `REFERENCE_POSE.minJumpM` and `REFERENCE_POSE.jumpFactor` times the median jump
 * of the rest of the take. The frames before it are the reference pose; at least two frames of take remain.
 */
export const detectReferenceFrames = (frames: readonly Float64Array[]): number => {
  const last = Math.min(REFERENCE_POSE.maxFrames, frames.length - 2)
  if (last < 1) return 0
  const jumps: number[] = []
  for (let f = 1; f < frames.length; f++) jumps.push(meanJump(frames, f))
  for (let f = 1; f <= last; f++) {
    const jump = jumps[f - 1] as number
    const typical = median(jumps.slice(f))
    if (jump >= REFERENCE_POSE.minJumpM && jump >= REFERENCE_POSE.jumpFactor * typical) return f
  }
  return 0
}
