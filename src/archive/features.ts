/**
 * Per-frame figures derived from joint positions: the ones that drive the archive's sound and its energy line,
 * written out as features.csv beside each entry. All in SI units from positions in metres (./derive.ts).
 *
 * These describe movement, never a person's productivity: the archive publishes no efficiency scores.
 */
import type { JointPositions } from "./derive"

/** Which joints are the hands and feet, found by their names (BVH has no standard names, so try the usual ones). */
export interface Extremities {
  leftHand?: number
  rightHand?: number
  leftFoot?: number
  rightFoot?: number
  root: number
}

/** "LeftHand", "left_wrist", "LHand", "l_foot": a side's full name anywhere, or its initial before a capital or "_". */
const SIDE = {
  left: { test: (name: string) => /left/i.test(name) || /^L(?=[A-Z_])|^l_/.test(name) },
  right: { test: (name: string) => /right/i.test(name) || /^R(?=[A-Z_])|^r_/.test(name) },
}
const HAND = /hand|wrist/i
const FOOT = /toe|foot|ankle/i

/** The deepest joint on a side whose name says hand (or foot): End Sites under a hand count as the hand's tip. */
export const findExtremities = (joints: readonly string[]): Extremities => {
  const pick = (side: { test: (name: string) => boolean }, part: RegExp): number | undefined => {
    let found: number | undefined
    joints.forEach((name, index) => {
      const own = name.split("/")[0] ?? name
      if (side.test(own) && part.test(own)) found = index
    })
    return found
  }
  return {
    leftHand: pick(SIDE.left, HAND),
    rightHand: pick(SIDE.right, HAND),
    leftFoot: pick(SIDE.left, FOOT),
    rightFoot: pick(SIDE.right, FOOT),
    root: 0,
  }
}

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

/** Height (m) under which a foot counts as on the ground, and the downward speed (m/s) it must arrive with. */
export const FOOT_CONTACT_HEIGHT_M = 0.05
export const FOOTFALL_MIN_DESCENT_M_S = 0.1

const speedOf = (frames: readonly Float64Array[], joint: number, f: number, dt: number): number[] => {
  const a = frames[Math.max(0, f - 1)] as Float64Array
  const b = frames[f] as Float64Array
  return [0, 1, 2].map((axis) => ((b[joint * 3 + axis] as number) - (a[joint * 3 + axis] as number)) / dt)
}
const length = (v: readonly number[]): number => Math.hypot(...v)

export const frameFeatures = (positions: JointPositions): FrameFeatures[] => {
  const { frames, frameTime: dt, joints } = positions
  const ends = findExtremities(joints)
  const jointCount = joints.length
  const velocity = (joint: number, f: number) => speedOf(frames, joint, f, dt)
  const acceleration = (joint: number, f: number) => {
    const now = velocity(joint, f)
    const before = velocity(joint, Math.max(0, f - 1))
    return now.map((v, axis) => (v - (before[axis] as number)) / dt)
  }
  const feet = [ends.leftFoot, ends.rightFoot].filter((j): j is number => j !== undefined)
  let lastSide: "left" | "right" | undefined
  return frames.map((frame, f) => {
    let energy = 0
    for (let j = 0; j < jointCount; j++) energy += length(velocity(j, f)) ** 2
    energy /= Math.max(1, jointCount)
    const hands = (
      [
        ["left", ends.leftHand],
        ["right", ends.rightHand],
      ] as const
    ).flatMap(([side, joint]) => (joint === undefined ? [] : [{ side, joint, speed: length(velocity(joint, f)) }]))
    // The faster hand leads; on a tie (both still, or the turn of a swing) the hand that led last frame keeps it.
    const fastest = hands.reduce<(typeof hands)[number] | undefined>(
      (best, hand) =>
        best === undefined || hand.speed > best.speed || (hand.speed === best.speed && hand.side === lastSide)
          ? hand
          : best,
      undefined,
    )
    if (fastest !== undefined && fastest.speed > 0) lastSide = fastest.side
    const jerk =
      fastest === undefined || f < 3
        ? 0
        : length(
            acceleration(fastest.joint, f).map(
              (a, axis) => (a - (acceleration(fastest.joint, f - 1)[axis] as number)) / dt,
            ),
          )
    const footfall = feet.some((foot) => {
      const height = frame[foot * 3 + 1] as number
      const before = (frames[Math.max(0, f - 1)] as Float64Array)[foot * 3 + 1] as number
      return (
        f > 0 &&
        height <= FOOT_CONTACT_HEIGHT_M &&
        before > FOOT_CONTACT_HEIGHT_M &&
        (before - height) / dt >= FOOTFALL_MIN_DESCENT_M_S
      )
    })
    return {
      energy,
      handSpeed: fastest?.speed ?? 0,
      activeHand: fastest === undefined || (fastest.speed === 0 && lastSide === undefined) ? "none" : fastest.side,
      handHeight: fastest === undefined ? 0 : (frame[fastest.joint * 3 + 1] as number),
      handSide: fastest === undefined ? 0 : (frame[fastest.joint * 3] as number) - (frame[ends.root * 3] as number),
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
