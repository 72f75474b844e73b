/**
 * The archive's sample motion: one BVH per portrait activity, made from the same synthetic skeleton motion that
 * draws the portrait's stills. Positions become per-joint rotations (./from-positions.ts) on a
 * CMU-style hierarchy, written in centimetres with Y up; the joints declare different channel orders, as real
 * files do. One take is restated Z up in millimetres, as inertial suits' software writes, so the site itself reads
 * a file in another convention. Every sample entry is synthetic: no person was recorded.
 */
import { writeBvh, type Bvh, type BvhJoint, type Channel, type Vec3 as BvhVec3 } from "../../src/archive/bvh"
import { positionsInMetres } from "../../src/archive/derive"
import { bvhFromPositions, type Axis, type PositionJoint } from "./from-positions"
import { framePositions } from "../../src/archive/kinematics"
import { ALL_ACTIVITIES, sample, walkingStride, type ActivityId } from "./activities"
import { writeOutput } from "./output"
import { JOINT_NAMES, makePose, solvePose, type JointName, type Joints } from "./skeleton"

interface Take {
  slug: string
  activity: ActivityId
  /** Seconds per loop of the activity's periodic motion. */
  loopSeconds: number
  loops: number
  fps: number
  /** Walk forward instead of on the spot (root motion). */
  travel?: boolean
  /** Rotation order of the arms (the rest of the body is fixed below). */
  armOrder: readonly [Axis, Axis, Axis]
  /** Write the file Z up in millimetres instead of Y up in centimetres. */
  zUpMillimetres?: boolean
}

/** One take per portrait: a few seconds to ~20 s at 30–60 frames per second. */
export const ARCHIVE_TAKES: readonly Take[] = [
  { slug: "drumming", activity: "drumming", loopSeconds: 1.2, loops: 5, fps: 60, armOrder: ["Z", "Y", "X"] },
  {
    slug: "walking",
    activity: "walking",
    loopSeconds: 1.1,
    loops: 10,
    fps: 50,
    travel: true,
    armOrder: ["Z", "Y", "X"],
    zUpMillimetres: true,
  },
  { slug: "burlesque", activity: "burlesque", loopSeconds: 4, loops: 3, fps: 30, armOrder: ["Z", "Y", "X"] },
  { slug: "traffic", activity: "traffic", loopSeconds: 4, loops: 4, fps: 30, armOrder: ["Y", "Z", "X"] },
  { slug: "harvest", activity: "harvest", loopSeconds: 3, loops: 6, fps: 30, armOrder: ["Y", "Z", "X"] },
  { slug: "pastry", activity: "pastry", loopSeconds: 2.5, loops: 4, fps: 30, armOrder: ["Z", "Y", "X"] },
]

const CM_PER_M = 100
/** Decimals in the file: 0.001° and 0.01 mm are far below what motion capture resolves. */
const BVH_DIGITS = 3

const point = (name: JointName) => JOINT_NAMES.indexOf(name)

/** The hierarchy: branch joints (zero length) where the body forks, as in the CMU skeleton. */
const hierarchy = (armOrder: readonly [Axis, Axis, Axis]): PositionJoint[] => {
  const spine: [Axis, Axis, Axis] = ["Z", "X", "Y"]
  const head: [Axis, Axis, Axis] = ["Y", "X", "Z"]
  const leg: [Axis, Axis, Axis] = ["X", "Y", "Z"]
  const joints: PositionJoint[] = []
  const add = (name: string, parent: number, at: JointName, order?: readonly [Axis, Axis, Axis]) => {
    joints.push({ name, parent, point: point(at), ...(order ? { order } : {}) })
    return joints.length - 1
  }
  const hips = add("Hips", -1, "pelvis", spine)
  const lowerBack = add("LowerBack", hips, "pelvis", spine)
  const back = add("Spine", lowerBack, "spine", spine)
  const neck = add("Neck", back, "neck", spine)
  add("Head", add("Neck1", neck, "neck", head), "head", head)
  add("HeadTop", joints.length - 1, "headTop")
  for (const [side, s] of [
    ["Left", "L"],
    ["Right", "R"],
  ] as const) {
    const clavicle = add(`${side}Shoulder`, neck, "neck", armOrder)
    const arm = add(`${side}Arm`, clavicle, `shoulder${s}`, armOrder)
    const fore = add(`${side}ForeArm`, arm, `elbow${s}`, armOrder)
    const hand = add(`${side}Hand`, fore, `wrist${s}`, armOrder)
    add(`${side}HandTip`, hand, `hand${s}`)
  }
  for (const [side, s] of [
    ["Left", "L"],
    ["Right", "R"],
  ] as const) {
    const hip = add(`${s}HipJoint`, hips, "pelvis", leg)
    const thigh = add(`${side}UpLeg`, hip, `hip${s}`, leg)
    const shin = add(`${side}Leg`, thigh, `knee${s}`, leg)
    const foot = add(`${side}Foot`, shin, `ankle${s}`, leg)
    add(`${side}Toe`, foot, `toe${s}`)
  }
  return joints
}

const toPoints = (joints: Joints, shift: number): BvhVec3[] =>
  JOINT_NAMES.map((name) => {
    const [x, y, z] = joints[name]
    return [x * CM_PER_M, y * CM_PER_M, (z + shift) * CM_PER_M]
  })

/** Which way the body walks: against the stance foot's backward slide. */
const walkingDirection = (): number => {
  const a = sample(ALL_ACTIVITIES.walking, 0)
  const b = sample(ALL_ACTIVITIES.walking, 0.01)
  const stance = a.ankleL[1] < a.ankleR[1] ? "ankleL" : "ankleR"
  return b[stance][2] - a[stance][2] < 0 ? 1 : -1
}

export const takePositions = (take: Take): BvhVec3[][] => {
  const activity = ALL_ACTIVITIES[take.activity]
  const frameCount = Math.round(take.loopSeconds * take.loops * take.fps)
  const perLoop = take.travel ? walkingStride() * walkingDirection() : 0
  return Array.from({ length: frameCount }, (_, f) => {
    const loops = f / (take.fps * take.loopSeconds)
    return toPoints(sample(activity, loops), perLoop * loops)
  })
}

const MM_PER_CM = 10
/** Y-up axis → Z-up channel: y becomes z; z becomes -y (a quarter turn about x keeps the frame right-handed). */
const Z_UP_CHANNEL: Record<Channel, { channel: Channel; sign: number }> = {
  Xposition: { channel: "Xposition", sign: 1 },
  Yposition: { channel: "Zposition", sign: 1 },
  Zposition: { channel: "Yposition", sign: -1 },
  Xrotation: { channel: "Xrotation", sign: 1 },
  Yrotation: { channel: "Zrotation", sign: 1 },
  Zrotation: { channel: "Yrotation", sign: -1 },
}

/** The same take, Z up and in millimetres: offsets and root travel turned and scaled, rotations about the new axes. */
export const zUpMillimetres = (bvh: Bvh): Bvh => ({
  ...bvh,
  joints: bvh.joints.map((joint): BvhJoint => ({
    ...joint,
    offset: [joint.offset[0] * MM_PER_CM, -joint.offset[2] * MM_PER_CM, joint.offset[1] * MM_PER_CM],
    channels: joint.channels.map((c) => Z_UP_CHANNEL[c].channel),
  })),
  frames: bvh.frames.map((frame) => {
    const out = Float64Array.from(frame)
    for (const joint of bvh.joints)
      joint.channels.forEach((channel, i) => {
        const scale = channel.endsWith("position") ? MM_PER_CM : 1
        out[joint.firstValue + i] = frame[joint.firstValue + i] * scale * Z_UP_CHANNEL[channel].sign
      })
    return out
  }),
})

export function generateArchiveMotion(): void {
  const rest = toPoints(solvePose(makePose()), 0)
  for (const take of ARCHIVE_TAKES) {
    const frames = takePositions(take)
    const bvh = bvhFromPositions({
      joints: hierarchy(take.armOrder),
      rest,
      frames,
      frameTime: 1 / take.fps,
      heading: { left: point("hipL"), right: point("hipR") },
    })
    // The promise the archive makes about its data: forward kinematics gives the body back (checked, not assumed).
    let worst = 0
    const order = hierarchy(take.armOrder)
    bvh.frames.forEach((values, f) => {
      const positions = framePositions(bvh, values)
      order.forEach((joint, j) => {
        const expected = frames[f]?.[joint.point]
        for (let axis = 0; axis < 3; axis++) worst = Math.max(worst, Math.abs(positions[j * 3 + axis] - expected[axis]))
      })
    })
    if (worst > 0.05) throw new Error(`${take.slug}.bvh: forward kinematics is ${worst.toFixed(3)} cm off the motion`)
    let written = bvh
    if (take.zUpMillimetres) {
      // Read back the way the archive reads it (Z up, mm), the take must be the same body as in Y up, cm.
      written = zUpMillimetres(bvh)
      const a = positionsInMetres(bvh, 0.01, "y")
      const b = positionsInMetres(written, 0.001, "z")
      let apart = 0
      a.frames.forEach((frame, f) =>
        frame.forEach((v, i) => (apart = Math.max(apart, Math.abs(v - (b.frames[f]?.[i] ?? Infinity))))),
      )
      if (apart > 1e-9) throw new Error(`${take.slug}.bvh: restated Z up in mm, the take moves ${apart} m`)
    }
    writeOutput(`content/archive/motion/${take.slug}.bvh`, writeBvh(written, BVH_DIGITS))
    console.log(
      `  ${take.slug}.bvh: ${frames.length} frames at ${take.fps} fps, worst joint error ${worst.toFixed(4)} cm${take.zUpMillimetres ? "; written Z up in mm" : ""}`,
    )
  }
}
