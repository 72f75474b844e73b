/**
 * What an entry shows before any script runs: a strip of key poses (stick figures seen from the front) and an
 * energy line over the take. Both are plain numbers for an inline SVG rendered at build time.
 */
import type { JointPositions } from "./derive"

export interface Pose {
  frame: number
  time: number
  /** Bones as [x1, y1, x2, y2] in the strip's units: y grows downwards, the ground at `groundY`. */
  bones: [number, number, number, number][]
  /** The same bones as one SVG path, what the pages draw (see `bonesPath`). */
  path: string
}
export interface PoseStrip {
  /** Width of one pose's cell and the strip's height, in the same units as the bones. */
  cellWidth: number
  height: number
  groundY: number
  poses: Pose[]
}

/** Evenly spaced frames across the take, first and last included. */
export const keyFrames = (frameCount: number, count: number): number[] =>
  count <= 1 || frameCount <= 1
    ? [0]
    : Array.from({ length: Math.min(count, frameCount) }, (_, i) =>
        Math.round((i * (frameCount - 1)) / (Math.min(count, frameCount) - 1)),
      )

const round = (value: number) => Math.round(value * 10) / 10

/**
 * Bones as one SVG path, short enough to ship in a page's data: a bone that starts where the last one ended
 * continues the line ("L"), any other starts a new one ("M"), and a bone of no length (a joint that only turns)
 * is left out, as it draws nothing.
 */
export const bonesPath = (bones: readonly (readonly [number, number, number, number])[]): string => {
  let path = ""
  let end: string | undefined
  for (const [x1, y1, x2, y2] of bones) {
    if (x1 === x2 && y1 === y2) continue
    const from = `${x1} ${y1}`
    if (from !== end) path += `M${from}`
    end = `${x2} ${y2}`
    path += `L${end}`
  }
  return path
}

/**
 * Key poses drawn front-on (x across, y up) at one scale for the whole strip, each centred on its root so a
 * travelling take still fits its cells. `cellHeight` sets the units: the tallest pose fills it, less a margin.
 */
export const poseStrip = (
  positions: JointPositions,
  parents: readonly number[],
  count: number,
  cellHeight = 100,
): PoseStrip => {
  const frames = keyFrames(positions.frames.length, count)
  let top = 0
  let halfWidth = 0
  for (const f of frames) {
    const frame = positions.frames[f] as Float64Array
    const rootX = frame[0] as number
    for (let j = 0; j < parents.length; j++) {
      top = Math.max(top, frame[j * 3 + 1] as number)
      halfWidth = Math.max(halfWidth, Math.abs((frame[j * 3] as number) - rootX))
    }
  }
  const margin = cellHeight * 0.05
  const scale = (cellHeight - 2 * margin) / Math.max(top, 1e-6)
  const cellWidth = Math.max(cellHeight * 0.5, 2 * halfWidth * scale + 2 * margin)
  const groundY = cellHeight - margin
  return {
    cellWidth: round(cellWidth),
    height: cellHeight,
    groundY: round(groundY),
    poses: frames.map((f) => {
      const frame = positions.frames[f] as Float64Array
      const rootX = frame[0] as number
      const x = (j: number) => round(cellWidth / 2 + ((frame[j * 3] as number) - rootX) * scale)
      const y = (j: number) => round(groundY - (frame[j * 3 + 1] as number) * scale)
      const bones = parents.flatMap((parent, j) =>
        parent < 0 ? [] : [[x(parent), y(parent), x(j), y(j)] as [number, number, number, number]],
      )
      return { frame: f, time: Math.round(f * positions.frameTime * 100) / 100, bones, path: bonesPath(bones) }
    }),
  }
}

/** A series reduced to `points` bin means, scaled to 0…1 (0 is the series' lowest bin, 1 its highest). */
export const sparkline = (values: readonly number[], points: number): number[] => {
  if (values.length === 0) return []
  const bins = Math.min(points, values.length)
  const means = Array.from({ length: bins }, (_, b) => {
    const from = Math.floor((b * values.length) / bins)
    const to = Math.max(from + 1, Math.floor(((b + 1) * values.length) / bins))
    let sum = 0
    for (let i = from; i < to; i++) sum += values[i] as number
    return sum / (to - from)
  })
  const low = Math.min(...means)
  const high = Math.max(...means)
  return means.map((m) => (high > low ? Math.round(((m - low) / (high - low)) * 1000) / 1000 : 0))
}
