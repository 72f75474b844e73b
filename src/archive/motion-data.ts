/**
 * motion.json, what the archive's player fetches on first Play: joint positions quantised to whole millimetres and
 * delta-encoded frame to frame (small integers compress well), with the skeleton's parent links to draw the bones.
 * `decodeMotion` is the only part the browser needs; it has no imports so the player's chunk stays small.
 */
export const MOTION_FORMAT_VERSION = 1
/** Millimetres per stored unit: finer than a phone screen can show a body at, and integers stay short. */
export const MOTION_QUANTUM_MM = 1

export interface MotionData {
  version: number
  /** Frames per second, the file's own rate. */
  fps: number
  frameCount: number
  joints: string[]
  /** Parent index per joint, -1 for the root. */
  parents: number[]
  /** Millimetres per stored unit. */
  quantumMm: number
  /** Frame 0 as absolute values, then each frame's difference from the previous, x y z per joint. */
  deltas: number[]
}

export const encodeMotion = (
  frames: readonly ArrayLike<number>[],
  joints: readonly string[],
  parents: readonly number[],
  frameTime: number,
): MotionData => {
  const perFrame = joints.length * 3
  const deltas: number[] = []
  const previous = new Array<number>(perFrame).fill(0)
  for (const frame of frames)
    for (let i = 0; i < perFrame; i++) {
      const value = Math.round(((frame[i] as number) * 1000) / MOTION_QUANTUM_MM)
      deltas.push(value - (previous[i] as number) + 0)
      previous[i] = value
    }
  return {
    version: MOTION_FORMAT_VERSION,
    fps: Math.round((1 / frameTime) * 1000) / 1000,
    frameCount: frames.length,
    joints: [...joints],
    parents: [...parents],
    quantumMm: MOTION_QUANTUM_MM,
    deltas,
  }
}

/** Positions in metres, one Float32Array (x y z per joint) per frame. */
export const decodeMotion = (data: MotionData): Float32Array[] => {
  const perFrame = data.joints.length * 3
  const scale = data.quantumMm / 1000
  const running = new Array<number>(perFrame).fill(0)
  const frames: Float32Array[] = []
  for (let f = 0; f < data.frameCount; f++) {
    const frame = new Float32Array(perFrame)
    for (let i = 0; i < perFrame; i++) {
      running[i] = (running[i] as number) + (data.deltas[f * perFrame + i] as number)
      frame[i] = (running[i] as number) * scale
    }
    frames.push(frame)
  }
  return frames
}

/** The highest joint over a take's frames (m, Y up; never below 0): the player's stage is scaled from it. */
export const motionTop = (frames: readonly ArrayLike<number>[]): number => {
  let top = 0
  for (const frame of frames) for (let i = 1; i < frame.length; i += 3) top = Math.max(top, frame[i] as number)
  return top
}
