/**
 * What the inspector reads from a take before anyone writes its entry, without the derived files' sizes: the part
 * of the inspection that runs anywhere, the content editor's browser included (src/cms/motion-worker.ts runs it in
 * a worker there). It uses no Node API; ./inspect.ts adds the derived files' sizes for the command line.
 */
import { BVH_UP_AXES, type BvhUpAxis } from "../constants"
import { analyseMotion, type MotionAnalysis } from "./analyse"
import { parseBvh, type Bvh } from "./bvh"
import { candidateUnits, plausibleReadings, standingHeight, type LengthUnit } from "./conventions"
import { ROLES, type Role } from "./roles"
import type { HeightSource, RoleSource } from "./shape"

export interface InspectOptions {
  /** The unit to read the file in; suggested from the figure's height when absent. */
  unit?: LengthUnit
  up?: BvhUpAxis
}

export interface HeightReading {
  unit: string
  up: BvhUpAxis
  heightM: number
}

/** A joint and the joints below it (End Sites left out), as the file's hierarchy nests them. */
export interface JointNode {
  name: string
  children: JointNode[]
}

export interface TakeReading {
  file: string
  /** Frames of the take (reference frames not counted). */
  frames: number
  fps: number
  durationS: number
  /** Joints (End Sites not counted). */
  joints: number
  roles: Partial<Record<Role, string>>
  /** How each role's joint was found: from the skeleton's shape, by its name (a tie), or as stated. */
  roleSources: Partial<Record<Role, RoleSource>>
  /** The joints' names (End Sites left out), to choose from when stating roles. */
  jointNames: string[]
  /** The same joints as the hierarchy nests them, from the root (a file has one). */
  jointTree: JointNode[]
  /**
   * Why the build would refuse the file (it is not read as one standing human), naming the joints and how to state
   * the roles; null when it reads one.
   */
  refused: string | null
  referenceFrames: number
  /** Standing height under the unit and axis used. */
  heightM: number
  /** How it was measured: bone lengths (legs and trunk), the trunk alone (no legs), or the rest pose's extent. */
  heightFrom: HeightSource
  /** The unit and axis used: the ones given, else the suggestion. */
  used: { unit: string; up: BvhUpAxis }
  /** The unit and axis under which the figure stands most plausibly, or null if none does. */
  suggested: { unit: string; up: BvhUpAxis } | null
  /** The height under every unit and axis that gives a plausible one (only those given, when both are). */
  heights: HeightReading[]
  warnings: string[]
}

/** How the standing height was measured, as the inspector says it. */
export const HEIGHT_WORDS: Record<HeightSource, string> = {
  bones: "from bone lengths",
  trunk: "estimated from the trunk, no legs",
  "rest pose": "the rest pose's extent",
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The joints as nested nodes, End Sites left out (parents come before their children in a parsed file). */
export const jointTree = (bvh: Bvh): JointNode[] => {
  const nodes = bvh.joints.map((joint) =>
    joint.endSite ? undefined : { name: joint.name, children: [] as JointNode[] },
  )
  const roots: JointNode[] = []
  bvh.joints.forEach((joint, index) => {
    const node = nodes[index]
    if (node === undefined) return
    const parent = joint.parent < 0 ? undefined : nodes[joint.parent]
    ;(parent?.children ?? roots).push(node)
  })
  return roots
}

/** The reading and the analysis it came from (./inspect.ts derives the files from the analysis). */
export const readTakeAndAnalysis = (
  text: string,
  file: string,
  options: InspectOptions = {},
): { reading: TakeReading; analysis: MotionAnalysis } => {
  const bvh = parseBvh(text, file)
  const readings = plausibleReadings(bvh)
  const best = readings[0]
  const suggested = best ? { unit: best.unit.value, up: best.up } : null
  // Without a plausible reading, the inspector reads the file in the commonest unit and says so in its warnings.
  const commonest = candidateUnits().find((u) => u.value === "cm") as LengthUnit
  const unit: LengthUnit =
    options.unit ?? readings.find((r) => options.up === undefined || r.up === options.up)?.unit ?? commonest
  const up = options.up ?? readings.find((r) => r.unit.value === unit.value)?.up ?? best?.up ?? BVH_UP_AXES[0]
  const heights: HeightReading[] =
    options.unit !== undefined && options.up !== undefined
      ? [{ unit: unit.value, up, heightM: round(standingHeight(bvh, up, unit.metresPerUnit), 3) }]
      : readings
          .filter((r) => (options.unit === undefined || r.unit.value === unit.value) && (options.up ?? r.up) === r.up)
          .map((r) => ({ unit: r.unit.value, up: r.up, heightM: round(r.heightM, 3) }))
  const analysis = analyseMotion(bvh, file, { unit, up })
  const roles: Partial<Record<Role, string>> = {}
  for (const role of ROLES) {
    const joint = analysis.roles[role]
    if (joint !== undefined) roles[role] = bvh.joints[joint]?.name
  }
  const frames = analysis.positions.frames.length
  const reading: TakeReading = {
    file,
    frames,
    fps: analysis.fps,
    durationS: round(frames / analysis.fps, 2),
    joints: bvh.joints.filter((j) => !j.endSite).length,
    roles,
    roleSources: { ...analysis.body.found },
    jointNames: bvh.joints.filter((j) => !j.endSite).map((j) => j.name),
    jointTree: jointTree(bvh),
    refused: analysis.refusal ?? null,
    referenceFrames: analysis.referenceFrames,
    heightM: round(analysis.heightM, 3),
    heightFrom: analysis.body.heightFrom,
    used: { unit: unit.value, up },
    suggested,
    heights,
    warnings: analysis.warnings,
  }
  return { reading, analysis }
}

/** What the inspector reads from a take, in any JavaScript runtime. */
export const readTake = (text: string, file: string, options: InspectOptions = {}): TakeReading =>
  readTakeAndAnalysis(text, file, options).reading
