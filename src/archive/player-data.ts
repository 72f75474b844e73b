/**
 * The player's data (motion.json): the joints it draws (no finger chains), at most `PLAYER_MAX_FPS` frames per
 * second, and the per-frame figures the sound follows at the same frames, within `PLAYER_GZIP_BYTES_PER_10_S` of
 * gzip per 10 s of take (a take under 10 s gets the budget of 10 s). A take over the budget at one rate is thinned
 * further (to about the step its size says it needs, then one source frame at a time) until it fits. The full-rate positions stay in joints.csv.
 */
import { gzipSync } from "node:zlib"
import { PLAYER_GZIP_BYTES_PER_10_S, PLAYER_MAX_FPS } from "../constants"
import type { BvhJoint } from "./bvh"
import type { JointPositions } from "./derive"
import type { FrameFeatures } from "./features"
import { encodeMotion, type MotionData } from "./motion-data"
import { drawnJoints, type Roles } from "./roles"

export type PlayerMotion = MotionData & { sound: Record<string, number[]> }

export interface PlayerData {
  motion: PlayerMotion
  text: string
  gzipBytes: number
  budgetBytes: number
  /** Source frames per player frame. */
  step: number
  /** The player's frames per second. */
  fps: number
  /** How many of the file's joints (End Sites included) the player draws. */
  drawnJoints: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The budget for a take of this many seconds: `PLAYER_GZIP_BYTES_PER_10_S` per 10 s, and no less than that. */
export const playerBudgetBytes = (durationS: number): number =>
  Math.round(PLAYER_GZIP_BYTES_PER_10_S * Math.max(1, durationS / 10))

/** The source frames per player frame that brings a rate to at most `PLAYER_MAX_FPS`. */
export const firstStep = (fps: number): number => Math.max(1, Math.ceil(fps / PLAYER_MAX_FPS - 1e-9))

const encode = (
  positions: JointPositions,
  features: readonly FrameFeatures[],
  kept: readonly number[],
  parents: readonly number[],
  step: number,
): PlayerMotion => {
  const picked: Float64Array[] = []
  const sound = { energy: [], handSpeed: [], handHeight: [], handSide: [], jerk: [], footfall: [] } as Record<
    "energy" | "handSpeed" | "handHeight" | "handSide" | "jerk" | "footfall",
    number[]
  >
  for (let f = 0; f < positions.frames.length; f += step) {
    const frame = positions.frames[f] as Float64Array
    const out = new Float64Array(kept.length * 3)
    kept.forEach((joint, k) => out.set(frame.subarray(joint * 3, joint * 3 + 3), k * 3))
    picked.push(out)
    // A player frame stands for `step` source frames: their mean energy, their peak hand speed and jerk (a strike
    // must still sound), any footfall among them, and where the hand is at the frame shown.
    const window = features.slice(f, f + step)
    const here = features[f] as FrameFeatures
    sound.energy.push(round(window.reduce((sum, x) => sum + x.energy, 0) / window.length, 3))
    sound.handSpeed.push(round(Math.max(...window.map((x) => x.handSpeed)), 3))
    sound.handHeight.push(round(here.handHeight, 3))
    sound.handSide.push(round(here.handSide, 3))
    sound.jerk.push(round(Math.max(...window.map((x) => x.jerk)), 1))
    sound.footfall.push(window.some((x) => x.footfall) ? 1 : 0)
  }
  return {
    ...encodeMotion(
      picked,
      kept.map((j) => positions.joints[j] as string),
      parents,
      positions.frameTime * step,
    ),
    sound,
  }
}

export const playerData = (
  positions: JointPositions,
  features: readonly FrameFeatures[],
  joints: readonly BvhJoint[],
  roles: Roles,
): PlayerData => {
  const kept = drawnJoints(joints, roles)
  const position = new Map(kept.map((joint, k) => [joint, k]))
  const parents = kept.map((joint) => position.get(joints[joint]?.parent ?? -1) ?? -1)
  const fps = 1 / positions.frameTime
  const budgetBytes = playerBudgetBytes(positions.frames.length / fps)
  let step = firstStep(fps)
  for (;;) {
    const motion = encode(positions, features, kept, parents, step)
    const text = JSON.stringify(motion)
    const gzipBytes = gzipSync(text).length
    if (gzipBytes <= budgetBytes || step >= positions.frames.length)
      return { motion, text, gzipBytes, budgetBytes, step, fps: motion.fps, drawnJoints: kept.length }
    // The size falls about in proportion to the frames kept: jump near the step that fits, then go one at a time.
    step = Math.max(step + 1, Math.min(positions.frames.length, Math.floor((step * gzipBytes) / budgetBytes)))
  }
}
