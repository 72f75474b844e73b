/**
 * What the archive derives from a BVH for people who do not read BVH: joint positions as CSV in stated units.
 *
 * The archive's conventions, fixed once: Y up, metres, right-handed, ground at y = 0 (the lowest point any joint
 * reaches in the take), frames at the file's own rate, the rest pose documented rather than inserted as a frame.
 * BVH states no units, so the caller says how many metres one file unit is.
 */
import type { Bvh } from "./bvh"
import { allPositions } from "./kinematics"

/** Decimals of a metre in the CSV: 0.1 mm, well inside the archive's 1 mm round-trip promise. */
export const CSV_METRE_DECIMALS = 4
export const CSV_TIME_DECIMALS = 4
export const JOINTS_CSV_COLUMNS = ["frame", "time_s", "joint", "x_m", "y_m", "z_m"] as const

export interface JointPositions {
  /** Joint names, in the order of each frame's positions. */
  joints: readonly string[]
  frameTime: number
  /** Per frame, x, y, z per joint, in metres, ground at y = 0. */
  frames: readonly Float64Array[]
}

/** Joint positions in metres with the ground at y = 0. */
export const positionsInMetres = (bvh: Bvh, metresPerUnit: number): JointPositions => {
  const frames = allPositions(bvh)
  let lowest = Infinity
  for (const frame of frames) for (let i = 1; i < frame.length; i += 3) lowest = Math.min(lowest, frame[i] as number)
  for (const frame of frames)
    for (let i = 0; i < frame.length; i++)
      frame[i] = ((frame[i] as number) - (i % 3 === 1 ? lowest : 0)) * metresPerUnit
  return { joints: bvh.joints.map((j) => j.name), frameTime: bvh.frameTime, frames }
}

const fixed = (value: number, digits: number): string => {
  const text = value.toFixed(digits)
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text
}

/** One row per joint per frame, after a `#` line stating the conventions (read with e.g. pandas' comment="#"). */
export const jointsCsv = (positions: JointPositions, source: string): string => {
  const fps = 1 / positions.frameTime
  const rows = [
    `# Joint positions from ${source}: Y up, metres, right-handed, ground at y = 0; ${fps.toFixed(2)} frames per second`,
    JOINTS_CSV_COLUMNS.join(","),
  ]
  positions.frames.forEach((frame, f) => {
    const time = fixed(f * positions.frameTime, CSV_TIME_DECIMALS)
    positions.joints.forEach((joint, j) => {
      const xyz = [0, 1, 2].map((axis) => fixed(frame[j * 3 + axis] as number, CSV_METRE_DECIMALS))
      rows.push(`${f},${time},${joint},${xyz.join(",")}`)
    })
  })
  return `${rows.join("\n")}\n`
}

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
  }
}
