/**
 * Motion data: each activity is a periodic function phase -> Pose, built from
 * keyframed joint angles interpolated with a closed Catmull-Rom spline (so
 * every loop is seamless), optionally followed by contact corrections (IK).
 */
import { makePose, solvePose, type Joints, type Pose, type PoseOverrides, type Vec3 } from "./skeleton"

export const TAU = Math.PI * 2

/** Wrap any phase into [0, 1). */
export const wrap = (t: number): number => t - Math.floor(t)

/** Sine wave with `cycles` periods per loop. */
export const wave = (t: number, cycles = 1, offset = 0): number => Math.sin(TAU * (cycles * t + offset))

/** Smooth periodic bump in [0, 1], peaking at `at` (fraction of a cycle). */
export function bump(t: number, cycles = 1, at = 0, sharpness = 2): number {
  return Math.pow((1 + Math.cos(TAU * (cycles * t - at))) / 2, sharpness)
}

export const smoothstep = (x: number): number => {
  const c = Math.min(1, Math.max(0, x))
  return c * c * (3 - 2 * c)
}

export interface Motion {
  name: string
  pose(t: number): Pose
  /** Contact corrections applied after forward kinematics (hands on props). */
  adjust?(joints: Joints, t: number): Joints
}

export function sampleMotion(motion: Motion, t: number): Joints {
  const phase = wrap(t)
  const joints = solvePose(motion.pose(phase))
  return motion.adjust ? motion.adjust(joints, phase) : joints
}

// ---------------------------------------------------------------------------
// Pose <-> flat vector so keyframes can be interpolated generically.

const ARM_KEYS = ["flex", "abduct", "bend", "twist"] as const
const LEG_KEYS = ["flex", "abduct", "bend", "foot"] as const
const SCALAR_KEYS = [
  "yaw",
  "pelvisRoll",
  "pelvisTwist",
  "trunkPitch",
  "trunkRoll",
  "trunkTwist",
  "chestPitch",
  "neckPitch",
  "headTilt",
  "headTurn",
] as const

function poseToVector(pose: Pose): number[] {
  return [
    ...pose.root,
    pose.rootHeight ?? Number.NaN,
    ...SCALAR_KEYS.map((key) => pose[key]),
    ...ARM_KEYS.map((key) => pose.armL[key]),
    ...ARM_KEYS.map((key) => pose.armR[key]),
    ...LEG_KEYS.map((key) => pose.legL[key]),
    ...LEG_KEYS.map((key) => pose.legR[key]),
  ]
}

function vectorToPose(values: readonly number[]): Pose {
  let i = 0
  const next = (): number => values[i++]
  const root: Vec3 = [next(), next(), next()]
  const height = next()
  const scalars = Object.fromEntries(SCALAR_KEYS.map((key) => [key, next()])) as Record<
    (typeof SCALAR_KEYS)[number],
    number
  >
  const arm = (): Pose["armL"] => ({ flex: next(), abduct: next(), bend: next(), twist: next() })
  const leg = (): Pose["legL"] => ({ flex: next(), abduct: next(), bend: next(), foot: next() })
  const armL = arm()
  const armR = arm()
  const legL = leg()
  const legR = leg()
  return {
    root,
    ...scalars,
    armL,
    armR,
    legL,
    legR,
    ...(Number.isNaN(height) ? {} : { rootHeight: height }),
  }
}

function mergeOverrides(base: PoseOverrides, extra: PoseOverrides): PoseOverrides {
  return {
    ...base,
    ...extra,
    armL: { ...base.armL, ...extra.armL },
    armR: { ...base.armR, ...extra.armR },
    legL: { ...base.legL, ...extra.legL },
    legR: { ...base.legR, ...extra.legR },
  }
}

export interface Keyframe {
  at: number
  pose: PoseOverrides
}

/**
 * Closed (periodic) Catmull-Rom interpolation through keyframes. Keyframes
 * are partial poses layered on `base`; `at` values are in [0, 1).
 */
export function keyframed(base: PoseOverrides, keys: readonly Keyframe[]): (t: number) => Pose {
  const sorted = [...keys].sort((a, b) => a.at - b.at)
  const vectors = sorted.map((key) => poseToVector(makePose(mergeOverrides(base, key.pose))))
  const n = sorted.length
  return (t: number): Pose => {
    const phase = wrap(t)
    let index = n - 1
    for (let k = 0; k < n; k++) if (sorted[k].at <= phase) index = k
    const startAt = sorted[index].at
    const endAt = index + 1 < n ? sorted[index + 1].at : sorted[0].at + 1
    const local = ((phase < startAt ? phase + 1 : phase) - startAt) / (endAt - startAt)
    const p0 = vectors[(index - 1 + n) % n]
    const p1 = vectors[index]
    const p2 = vectors[(index + 1) % n]
    const p3 = vectors[(index + 2) % n]
    const u = local
    const u2 = u * u
    const u3 = u2 * u
    const out = p1.map((v1, j) => {
      const v0 = p0[j]
      const v2 = p2[j]
      const v3 = p3[j]
      if (Number.isNaN(v1)) return Number.NaN
      return 0.5 * (2 * v1 + (-v0 + v2) * u + (2 * v0 - 5 * v1 + 4 * v2 - v3) * u2 + (-v0 + 3 * v1 - 3 * v2 + v3) * u3)
    })
    return vectorToPose(out)
  }
}
