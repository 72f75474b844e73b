/**
 * What the archive derives from a BVH for people who do not read BVH: joint positions as CSV in stated units.
 *
 * The archive's conventions, fixed once: Y up, metres, right-handed, ground at y = 0 (the lowest point any joint
 * reaches in the take), frames at the file's own (nominal) rate, the rest pose documented rather than inserted as a
 * frame. BVH states neither its unit nor its up axis, so the caller says both (./conventions.ts); a leading
 * reference pose (./reference.ts) is left out of the take.
 */
import type { BvhUpAxis } from "../constants"
import type { Bvh } from "./bvh"
import { nominalFps, toArchiveAxes } from "./conventions"
import { allPositions } from "./kinematics"

/** Decimals of a metre in the CSV: 0.1 mm, well inside the archive's 1 mm round-trip promise. */
export const CSV_METRE_DECIMALS = 4
export const CSV_TIME_DECIMALS = 4
export const JOINTS_CSV_COLUMNS = ["frame", "time_s", "joint", "x_m", "y_m", "z_m"] as const

export interface JointPositions {
  /** Joint names, in the order of each frame's positions. */
  joints: readonly string[]
  /** Seconds per frame at the file's nominal rate (a Frame Time of 0.0333333 gives exactly 1/30). */
  frameTime: number
  /** Per frame, x, y, z per joint, in metres, ground at y = 0. */
  frames: readonly Float64Array[]
  /** Frames of the file before the take (a reference pose), left out of `frames`. */
  referenceFrames: number
}

/** Every frame's joint positions in the archive's axes and metres, before any grounding or trimming. */
export const archivePositions = (bvh: Bvh, metresPerUnit: number, up: BvhUpAxis = "y"): Float64Array[] =>
  allPositions(bvh).map((frame) => toArchiveAxes(frame, up, metresPerUnit))

/** Puts the lowest point of the frames on the ground (y = 0), in place. */
export const ground = (frames: readonly Float64Array[]): void => {
  let lowest = Infinity
  for (const frame of frames) for (let i = 1; i < frame.length; i += 3) lowest = Math.min(lowest, frame[i] as number)
  for (const frame of frames) for (let i = 1; i < frame.length; i += 3) frame[i] = (frame[i] as number) - lowest
}

/**
 * Joint positions in metres, Y up, ground at y = 0, the first `referenceFrames` frames left out. `frames` may
 * pass positions already computed by `archivePositions` for the same file, unit and axis.
 */
export const positionsInMetres = (
  bvh: Bvh,
  metresPerUnit: number,
  up: BvhUpAxis = "y",
  referenceFrames = 0,
  frames: Float64Array[] = archivePositions(bvh, metresPerUnit, up),
): JointPositions => {
  const take = frames.slice(Math.min(referenceFrames, frames.length - 1))
  ground(take)
  return {
    joints: bvh.joints.map((j) => j.name),
    frameTime: 1 / nominalFps(bvh.frameTime),
    frames: take,
    referenceFrames: frames.length - take.length,
  }
}

const NEGATIVE_ZERO_METRE = `-${(0).toFixed(CSV_METRE_DECIMALS)}`
/** A coordinate in metres at the CSV's precision, never "-0.0000". */
const metre = (value: number): string => {
  const text = value.toFixed(CSV_METRE_DECIMALS)
  return text === NEGATIVE_ZERO_METRE ? text.slice(1) : text
}

/**
 * joints.csv, a frame at a time: one row per joint per frame, after a `#` line stating the conventions (read with
 * e.g. pandas' comment="#"). A long take's CSV is tens of megabytes (a 140 s take at 120 Hz with 55 joints: 65 MB),
 * so it is never held whole: the build measures it in one pass and writes it in another (`streamedFile`).
 */
export function* jointsCsvPieces(positions: JointPositions, source: string): Generator<string> {
  const fps = Number((1 / positions.frameTime).toFixed(3))
  const skipped = positions.referenceFrames
  const reference =
    skipped > 0
      ? `; frame 0 is the file's frame ${skipped + 1}: the ${skipped === 1 ? "first frame is" : `first ${skipped} frames are`} a reference pose, left out`
      : ""
  yield `# Joint positions from ${source}: Y up, metres, right-handed, ground at y = 0; ${fps} frames per second, every frame${reference}\n${JOINTS_CSV_COLUMNS.join(",")}\n`
  const names = positions.joints
  const rows = new Array<string>(names.length)
  for (let f = 0; f < positions.frames.length; f++) {
    const frame = positions.frames[f] as Float64Array
    // A frame's time is never negative, so unlike a coordinate it needs no rule against "-0.0000".
    const lead = `${f},${(f * positions.frameTime).toFixed(CSV_TIME_DECIMALS)},`
    for (let j = 0; j < names.length; j++)
      rows[j] =
        `${lead}${names[j] as string},${metre(frame[j * 3] as number)},${metre(frame[j * 3 + 1] as number)},${metre(frame[j * 3 + 2] as number)}\n`
    // Joined per frame, so each frame's pieces are garbage at once and only flat text leaves.
    yield rows.join("")
  }
}

/** The whole joints.csv as one string: for short takes and tests (the build streams it with `jointsCsvPieces`). */
export const jointsCsv = (positions: JointPositions, source: string): string =>
  [...jointsCsvPieces(positions, source)].join("")

/** Reads a joints CSV back (for tests and for anyone checking a download): the inverse of `jointsCsv`. */
export const parseJointsCsv = (text: string): JointPositions => {
  const lines = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"))
  if (lines[0] !== JOINTS_CSV_COLUMNS.join(",")) throw new Error(`expected the columns ${JOINTS_CSV_COLUMNS.join(",")}`)
  const joints: string[] = []
  const frames: number[][] = []
  const times: number[] = []
  for (const line of lines.slice(1)) {
    const [frame, time, joint, x, y, z] = line.split(",")
    const f = Number(frame)
    if (f === 0 && joint !== undefined) joints.push(joint)
    if (f === frames.length) {
      frames.push([])
      times.push(Number(time))
    }
    frames[f]?.push(Number(x), Number(y), Number(z))
  }
  return {
    joints,
    frameTime: frames.length > 1 ? (times[1] as number) - (times[0] as number) : 0,
    frames: frames.map((values) => Float64Array.from(values)),
    referenceFrames: Number(/frame 0 is the file's frame (\d+)/.exec(text)?.[1] ?? 1) - 1,
  }
}
