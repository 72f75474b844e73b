/**
 * Per-frame figures derived from joint positions: the ones that drive the archive's sound and its energy line,
 * written out as features.csv beside each entry. All in SI units from positions in metres (./derive.ts).
 *
 * These describe movement, never a person's productivity: the archive publishes no efficiency scores. The hands
 * and feet are the joints ./roles.ts finds; a one-frame capture glitch is filtered out first (`despike`).
 */
import { SPIKE_SPEED_M_S } from "../constants"
import type { JointPositions } from "./derive"
import type { Roles } from "./roles"

export const FEATURE_COLUMNS = [
  "frame",
  "time_s",
  "energy",
  "hand_speed_m_s",
  "active_hand",
  "hand_height_m",
  "hand_side_m",
  "jerk_m_s3",
  "footfall",
] as const

export interface FrameFeatures {
  /** Mean squared joint speed (m²/s²): a stand-in for kinetic energy with every joint weighed alike. */
  energy: number
  /** Speed of the faster hand (m/s). */
  handSpeed: number
  activeHand: "left" | "right" | "none"
  /** Height of the faster hand above the ground (m). */
  handHeight: number
  /** The faster hand's sideways distance from the root (m; positive is the mover's left, +x). */
  handSide: number
  /** Magnitude of the faster hand's jerk (m/s³), the rate of change of its acceleration. */
  jerk: number
  /** A foot touched down in this frame. */
  footfall: boolean
}

/**
 * Height (m) over the foot joint's lowest point in the take under which the foot counts as on the ground, and the
 * downward speed (m/s) it must arrive with.
 */
export const FOOT_CONTACT_HEIGHT_M = 0.05
export const FOOTFALL_MIN_DESCENT_M_S = 0.1

/** One axis of a joint's velocity at frame f (m/s), from frame f - 1 (0 at the first frame). */
const velocity = (frames: readonly Float64Array[], joint: number, f: number, axis: number, dt: number): number => {
  const a = frames[Math.max(0, f - 1)] as Float64Array
  const b = frames[f] as Float64Array
  return ((b[joint * 3 + axis] as number) - (a[joint * 3 + axis] as number)) / dt
}
const speed = (frames: readonly Float64Array[], joint: number, f: number, dt: number): number =>
  Math.hypot(velocity(frames, joint, f, 0, dt), velocity(frames, joint, f, 1, dt), velocity(frames, joint, f, 2, dt))
/** One axis of the acceleration at frame f (m/s²). */
const acceleration = (frames: readonly Float64Array[], joint: number, f: number, axis: number, dt: number) =>
  (velocity(frames, joint, f, axis, dt) - velocity(frames, joint, Math.max(0, f - 1), axis, dt)) / dt

export interface Despiked {
  frames: readonly Float64Array[]
  /** How many joint positions were replaced. */
  filtered: number
}

/**
 * Removes one-frame glitches: a joint that leaves and comes back within one frame, faster than a body moves
 * (`SPIKE_SPEED_M_S` both ways) while its neighbours are close together, takes the midpoint of its neighbours.
 * Frames that need no change are shared with the input, which is not modified.
 */
export const despike = (frames: readonly Float64Array[], dt: number): Despiked => {
  const out = [...frames]
  let filtered = 0
  const limit = SPIKE_SPEED_M_S * dt
  const distance = (a: Float64Array, b: Float64Array, i: number) =>
    Math.hypot(
      (a[i] as number) - (b[i] as number),
      (a[i + 1] as number) - (b[i + 1] as number),
      (a[i + 2] as number) - (b[i + 2] as number),
    )
  for (let f = 1; f + 1 < frames.length; f++) {
    const before = frames[f - 1] as Float64Array
    const here = frames[f] as Float64Array
    const after = frames[f + 1] as Float64Array
    for (let i = 0; i < here.length; i += 3) {
      if (distance(here, before, i) <= limit || distance(after, here, i) <= limit) continue
      if (distance(after, before, i) > 2 * limit) continue
      if (out[f] === here) out[f] = Float64Array.from(here)
      const fixed = out[f] as Float64Array
      for (let axis = 0; axis < 3; axis++)
        fixed[i + axis] = ((before[i + axis] as number) + (after[i + axis] as number)) / 2
      filtered++
    }
  }
  return { frames: out, filtered }
}

/** Per-frame figures from positions (already despiked, if wanted) and the joints that play the hands and feet. */
export const frameFeatures = (positions: JointPositions, roles: Roles): FrameFeatures[] => {
  const { frames, frameTime: dt, joints } = positions
  const jointCount = joints.length
  const root = roles.root ?? 0
  const feet = [roles.leftFoot, roles.rightFoot].filter((j): j is number => j !== undefined)
  const hands = (
    [
      ["left", roles.leftHand],
      ["right", roles.rightHand],
    ] as const
  ).flatMap(([side, joint]) => (joint === undefined ? [] : [{ side, joint }]))
  // The foot is an ankle-level joint, some centimetres over the sole: it stands when it is near its own lowest.
  // A loop, not Math.min(...): a long take (a quarter of an hour at 240 fps) has more frames than a call takes arguments.
  const footFloor = feet.map((foot) =>
    frames.reduce((low, frame) => Math.min(low, frame[foot * 3 + 1] as number), Infinity),
  )
  let lastSide: "left" | "right" | undefined
  return frames.map((frame, f) => {
    let energy = 0
    for (let j = 0; j < jointCount; j++) energy += speed(frames, j, f, dt) ** 2
    energy /= Math.max(1, jointCount)
    // The faster hand leads; on a tie (both still, or the turn of a swing) the hand that led last frame keeps it.
    let fastest: { side: "left" | "right"; joint: number; speed: number } | undefined
    for (const hand of hands) {
      const handSpeed = speed(frames, hand.joint, f, dt)
      if (fastest === undefined || handSpeed > fastest.speed || (handSpeed === fastest.speed && hand.side === lastSide))
        fastest = { ...hand, speed: handSpeed }
    }
    if (fastest !== undefined && fastest.speed > 0) lastSide = fastest.side
    let jerk = 0
    if (fastest !== undefined && f >= 3) {
      const joint = fastest.joint
      const components = [0, 1, 2].map(
        (axis) => (acceleration(frames, joint, f, axis, dt) - acceleration(frames, joint, f - 1, axis, dt)) / dt,
      )
      jerk = Math.hypot(...components)
    }
    const footfall = feet.some((foot, k) => {
      const contact = (footFloor[k] as number) + FOOT_CONTACT_HEIGHT_M
      const height = frame[foot * 3 + 1] as number
      const before = (frames[Math.max(0, f - 1)] as Float64Array)[foot * 3 + 1] as number
      return f > 0 && height <= contact && before > contact && (before - height) / dt >= FOOTFALL_MIN_DESCENT_M_S
    })
    return {
      energy,
      handSpeed: fastest?.speed ?? 0,
      activeHand: fastest === undefined || (fastest.speed === 0 && lastSide === undefined) ? "none" : fastest.side,
      handHeight: fastest === undefined ? 0 : (frame[fastest.joint * 3 + 1] as number),
      handSide: fastest === undefined ? 0 : (frame[fastest.joint * 3] as number) - (frame[root * 3] as number),
      jerk,
      footfall,
    }
  })
}

const n = (value: number, digits = 4) => value.toFixed(digits)

export const featuresCsv = (positions: JointPositions, features: readonly FrameFeatures[]): string =>
  `${[
    FEATURE_COLUMNS.join(","),
    ...features.map((x, f) =>
      [
        f,
        n(f * positions.frameTime),
        n(x.energy),
        n(x.handSpeed),
        x.activeHand,
        n(x.handHeight),
        n(x.handSide),
        n(x.jerk, 2),
        x.footfall ? 1 : 0,
      ].join(","),
    ),
  ].join("\n")}\n`
