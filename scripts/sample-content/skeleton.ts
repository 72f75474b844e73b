/**
 * Synthetic motion-capture skeleton: joint angles -> 3D joint positions by
 * forward kinematics over fixed bone lengths, plus a pinhole camera to project
 * the joints to image coordinates. Units are metres; y is up; a figure with
 * yaw 0 faces +z and its left side is +x.
 */
import { axisRotation } from "../../src/archive/kinematics"
import type { Point } from "./svg"

export type Vec3 = readonly [number, number, number]
/** Row-major 3x3 rotation matrix. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number]

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const length = (a: Vec3): number => Math.sqrt(dot(a, a))
export const normalize = (a: Vec3): Vec3 => {
  const len = length(a)
  return len > 1e-9 ? scale(a, 1 / len) : [0, 0, 0]
}

export function matMul(a: Mat3, b: Mat3): Mat3 {
  const out: number[] = []
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      out.push(a[row * 3] * b[col] + a[row * 3 + 1] * b[3 + col] + a[row * 3 + 2] * b[6 + col])
    }
  }
  return out as unknown as Mat3
}

export function matVec(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ]
}

/** A rotation by `radians` about one axis: the archive's own (src/archive/kinematics.ts), which takes degrees. */
const rotation = (axis: "X" | "Y" | "Z", radians: number): Mat3 =>
  Array.from(axisRotation(axis, (radians * 180) / Math.PI)) as unknown as Mat3
export const rotX = (a: number): Mat3 => rotation("X", a)
export const rotY = (a: number): Mat3 => rotation("Y", a)
export const rotZ = (a: number): Mat3 => rotation("Z", a)
const chain = (...ms: Mat3[]): Mat3 => ms.reduce((acc, m) => matMul(acc, m))

/** Bone lengths of the synthetic performer (metres). */
export const BODY = {
  spine: 0.25,
  chest: 0.27,
  neck: 0.1,
  headRadius: 0.11,
  shoulderHalf: 0.19,
  upperArm: 0.3,
  forearm: 0.27,
  hand: 0.08,
  hipHalf: 0.1,
  thigh: 0.45,
  shank: 0.43,
  foot: 0.17,
  ankleHeight: 0.07,
} as const

export interface ArmAngles {
  /** Forward raise at the shoulder (rad). */
  flex: number
  /** Sideways raise at the shoulder (rad). */
  abduct: number
  /** Elbow bend (rad, 0 = straight). */
  bend: number
  /** Rotation about the upper-arm axis; turns the elbow bend upward when the arm is raised sideways. */
  twist: number
}

export interface LegAngles {
  flex: number
  abduct: number
  /** Knee bend (rad, bends backward). */
  bend: number
  /** Ankle plantar flexion (rad). */
  foot: number
}

export interface Pose {
  /** Pelvis position on the ground plane (y is ignored when grounded). */
  root: Vec3
  /** Pelvis height above the floor; undefined = lowest foot point rests on the floor. */
  rootHeight?: number
  yaw: number
  pelvisRoll: number
  pelvisTwist: number
  trunkPitch: number
  trunkRoll: number
  trunkTwist: number
  chestPitch: number
  neckPitch: number
  headTilt: number
  headTurn: number
  armL: ArmAngles
  armR: ArmAngles
  legL: LegAngles
  legR: LegAngles
}

export type PoseOverrides = Partial<Omit<Pose, "armL" | "armR" | "legL" | "legR">> & {
  armL?: Partial<ArmAngles>
  armR?: Partial<ArmAngles>
  legL?: Partial<LegAngles>
  legR?: Partial<LegAngles>
}

const RELAXED_ARM: ArmAngles = { flex: 0.05, abduct: 0.12, bend: 0.2, twist: 0 }
const STRAIGHT_LEG: LegAngles = { flex: 0, abduct: 0.04, bend: 0.04, foot: 0 }

export function makePose(overrides: PoseOverrides = {}): Pose {
  return {
    root: [0, 0, 0],
    yaw: 0,
    pelvisRoll: 0,
    pelvisTwist: 0,
    trunkPitch: 0,
    trunkRoll: 0,
    trunkTwist: 0,
    chestPitch: 0,
    neckPitch: 0,
    headTilt: 0,
    headTurn: 0,
    ...overrides,
    armL: { ...RELAXED_ARM, ...overrides.armL },
    armR: { ...RELAXED_ARM, ...overrides.armR },
    legL: { ...STRAIGHT_LEG, ...overrides.legL },
    legR: { ...STRAIGHT_LEG, ...overrides.legR },
  }
}

export const JOINT_NAMES = [
  "pelvis",
  "spine",
  "neck",
  "head",
  "headTop",
  "nose",
  "shoulderL",
  "elbowL",
  "wristL",
  "handL",
  "shoulderR",
  "elbowR",
  "wristR",
  "handR",
  "hipL",
  "kneeL",
  "ankleL",
  "toeL",
  "hipR",
  "kneeR",
  "ankleR",
  "toeR",
] as const
export type JointName = (typeof JOINT_NAMES)[number]
export type Joints = Record<JointName, Vec3>

export type BoneGroup = "torso" | "head" | "armL" | "armR" | "legL" | "legR"
export interface Bone {
  from: JointName
  to: JointName
  group: BoneGroup
}

export const BONES: readonly Bone[] = [
  { from: "pelvis", to: "spine", group: "torso" },
  { from: "spine", to: "neck", group: "torso" },
  { from: "neck", to: "head", group: "head" },
  { from: "shoulderL", to: "shoulderR", group: "torso" },
  { from: "hipL", to: "hipR", group: "torso" },
  { from: "shoulderL", to: "elbowL", group: "armL" },
  { from: "elbowL", to: "wristL", group: "armL" },
  { from: "wristL", to: "handL", group: "armL" },
  { from: "shoulderR", to: "elbowR", group: "armR" },
  { from: "elbowR", to: "wristR", group: "armR" },
  { from: "wristR", to: "handR", group: "armR" },
  { from: "hipL", to: "kneeL", group: "legL" },
  { from: "kneeL", to: "ankleL", group: "legL" },
  { from: "ankleL", to: "toeL", group: "legL" },
  { from: "hipR", to: "kneeR", group: "legR" },
  { from: "kneeR", to: "ankleR", group: "legR" },
  { from: "ankleR", to: "toeR", group: "legR" },
]

/** Joints that carry a motion-capture marker (everything except bone tips used only for shape). */
export const MARKER_JOINTS: readonly JointName[] = [
  "headTop",
  "nose",
  "neck",
  "spine",
  "pelvis",
  "shoulderL",
  "elbowL",
  "wristL",
  "shoulderR",
  "elbowR",
  "wristR",
  "hipL",
  "kneeL",
  "ankleL",
  "toeL",
  "hipR",
  "kneeR",
  "ankleR",
  "toeR",
]

const DOWN: Vec3 = [0, -1, 0]
const UP: Vec3 = [0, 1, 0]

interface Frames {
  pelvis: Mat3
  chest: Mat3
}

function solveArm(chest: Mat3, shoulder: Vec3, arm: ArmAngles, side: 1 | -1): [Vec3, Vec3, Vec3] {
  const upper = chain(chest, rotZ(side * arm.abduct), rotX(-arm.flex), rotY(side * arm.twist))
  const elbow = add(shoulder, matVec(upper, scale(DOWN, BODY.upperArm)))
  const fore = matMul(upper, rotX(-arm.bend))
  const wrist = add(elbow, matVec(fore, scale(DOWN, BODY.forearm)))
  const hand = add(wrist, matVec(fore, scale(DOWN, BODY.hand)))
  return [elbow, wrist, hand]
}

function solveLeg(pelvis: Mat3, hip: Vec3, leg: LegAngles, side: 1 | -1): [Vec3, Vec3, Vec3] {
  const thigh = chain(pelvis, rotZ(side * leg.abduct), rotX(-leg.flex))
  const knee = add(hip, matVec(thigh, scale(DOWN, BODY.thigh)))
  const shank = matMul(thigh, rotX(leg.bend))
  const ankle = add(knee, matVec(shank, scale(DOWN, BODY.shank)))
  const footFrame = matMul(shank, rotX(-(Math.PI / 2 - leg.foot)))
  const toe = add(ankle, matVec(footFrame, scale(DOWN, BODY.foot)))
  return [knee, ankle, toe]
}

function bodyFrames(pose: Pose): Frames {
  const pelvis = chain(rotY(pose.yaw + pose.pelvisTwist), rotZ(pose.pelvisRoll))
  const trunk = chain(pelvis, rotY(pose.trunkTwist - pose.pelvisTwist), rotX(pose.trunkPitch), rotZ(pose.trunkRoll))
  const chest = matMul(trunk, rotX(pose.chestPitch))
  return { pelvis, chest }
}

/** Forward kinematics: pose angles -> world joint positions. */
export function solvePose(pose: Pose): Joints {
  const frames = bodyFrames(pose)
  const pelvisPos: Vec3 = [0, 0, 0]
  const trunk = matMul(frames.chest, rotX(-pose.chestPitch))
  const spine = add(pelvisPos, matVec(trunk, scale(UP, BODY.spine)))
  const neck = add(spine, matVec(frames.chest, scale(UP, BODY.chest)))
  const headFrame = chain(frames.chest, rotY(pose.headTurn), rotX(pose.neckPitch), rotZ(pose.headTilt))
  const head = add(neck, matVec(headFrame, [0, BODY.neck + BODY.headRadius, 0.02]))
  const headTop = add(head, matVec(headFrame, [0, BODY.headRadius, 0]))
  const nose = add(head, matVec(headFrame, [0, -0.01, BODY.headRadius]))

  const shoulderL = add(neck, matVec(frames.chest, [BODY.shoulderHalf, -0.04, 0]))
  const shoulderR = add(neck, matVec(frames.chest, [-BODY.shoulderHalf, -0.04, 0]))
  const [elbowL, wristL, handL] = solveArm(frames.chest, shoulderL, pose.armL, 1)
  const [elbowR, wristR, handR] = solveArm(frames.chest, shoulderR, pose.armR, -1)

  const hipL = add(pelvisPos, matVec(frames.pelvis, [BODY.hipHalf, -0.04, 0]))
  const hipR = add(pelvisPos, matVec(frames.pelvis, [-BODY.hipHalf, -0.04, 0]))
  const [kneeL, ankleL, toeL] = solveLeg(frames.pelvis, hipL, pose.legL, 1)
  const [kneeR, ankleR, toeR] = solveLeg(frames.pelvis, hipR, pose.legR, -1)

  const local: Joints = {
    pelvis: pelvisPos,
    spine,
    neck,
    head,
    headTop,
    nose,
    shoulderL,
    elbowL,
    wristL,
    handL,
    shoulderR,
    elbowR,
    wristR,
    handR,
    hipL,
    kneeL,
    ankleL,
    toeL,
    hipR,
    kneeR,
    ankleR,
    toeR,
  }

  const lowest = Math.min(ankleL[1] - BODY.ankleHeight, ankleR[1] - BODY.ankleHeight, toeL[1] - 0.02, toeR[1] - 0.02)
  const height = pose.rootHeight ?? -lowest
  const offset: Vec3 = [pose.root[0], height, pose.root[2]]
  const out = {} as Joints
  for (const name of JOINT_NAMES) out[name] = add(local[name], offset)
  return out
}

/**
 * Two-bone inverse kinematics (shoulder-elbow-wrist) used where a hand must
 * touch a prop: keeps bone lengths and bends the elbow toward `pole`.
 */
export function reachArm(joints: Joints, side: "L" | "R", target: Vec3, pole: Vec3): Joints {
  const shoulder = joints[`shoulder${side}`]
  const a = BODY.upperArm
  const b = BODY.forearm
  const toTarget = sub(target, shoulder)
  const dist = Math.min(length(toTarget), (a + b) * 0.999)
  const dir = normalize(toTarget)
  const along = (a * a - b * b + dist * dist) / (2 * dist)
  const height = Math.sqrt(Math.max(0, a * a - along * along))
  const poleDir = normalize(sub(pole, scale(dir, dot(pole, dir))))
  const elbow = add(add(shoulder, scale(dir, along)), scale(poleDir, height))
  const wrist = add(shoulder, scale(dir, dist))
  const hand = add(wrist, scale(normalize(sub(wrist, elbow)), BODY.hand))
  return { ...joints, [`elbow${side}`]: elbow, [`wrist${side}`]: wrist, [`hand${side}`]: hand }
}

/** Rotate a whole solved skeleton about a vertical axis through `pivot`. */
export function rotateJoints(joints: Joints, angle: number, pivot: Vec3): Joints {
  const m = rotY(angle)
  const out = {} as Joints
  for (const name of JOINT_NAMES) out[name] = add(pivot, matVec(m, sub(joints[name], pivot)))
  return out
}

export function translateJoints(joints: Joints, offset: Vec3): Joints {
  const out = {} as Joints
  for (const name of JOINT_NAMES) out[name] = add(joints[name], offset)
  return out
}

// ---------------------------------------------------------------------------
// Camera

export interface CameraSpec {
  /** Orbit angle around the target (rad); 0 = looking from +z. */
  yaw: number
  /** Elevation (rad); positive looks down. */
  pitch: number
  distance: number
  target: Vec3
  /** Focal length in pixels. */
  focal: number
  center: Point
}

export interface Projected extends Point {
  depth: number
  /** Pixels per metre at this depth. */
  scale: number
}

export interface Camera {
  spec: CameraSpec
  project(p: Vec3): Projected
  /** Projected circle lying in a horizontal plane (approximated as an ellipse). */
  flatEllipse(center: Vec3, radius: number): { c: Projected; rx: number; ry: number }
}

export function makeCamera(spec: CameraSpec): Camera {
  const { yaw, pitch, distance, target } = spec
  const position = add(target, [
    distance * Math.sin(yaw) * Math.cos(pitch),
    distance * Math.sin(pitch),
    distance * Math.cos(yaw) * Math.cos(pitch),
  ])
  const forward = normalize(sub(target, position))
  const right = normalize(cross(forward, UP))
  const up = cross(right, forward)
  const project = (p: Vec3): Projected => {
    const d = sub(p, position)
    const depth = Math.max(0.05, dot(d, forward))
    const s = spec.focal / depth
    return { x: spec.center.x + dot(d, right) * s, y: spec.center.y - dot(d, up) * s, depth, scale: s }
  }
  const flatEllipse = (center: Vec3, radius: number) => {
    const c = project(center)
    const toCenter = normalize(sub(center, position))
    const squash = Math.abs(toCenter[1])
    return { c, rx: radius * c.scale, ry: Math.max(0.5, radius * c.scale * squash) }
  }
  return { spec, project, flatEllipse }
}
