/**
 * One take read the way the archive reads it, shared by the build (./entry-files.ts), the content checks and the
 * editors' inspector (scripts/inspect-motion.ts): positions in the archive's convention, the joints that play the
 * body's roles, the reference frames left out, the figures per frame, and what an editor should be warned about.
 */
import { createHash } from "node:crypto"
import { BVH_UP_AXES, STANDING_HEIGHT_RANGE_M, type BvhUpAxis } from "../constants"
import type { ArchiveEntryValue } from "../content-model/model"
import { BvhError, parseBvh, type Bvh } from "./bvh"
import {
  metres,
  nominalFps,
  parseUnit,
  parseUpAxis,
  plausibleHeight,
  standingAxis,
  plausibleReadings,
  standingHeight,
  type LengthUnit,
} from "./conventions"
import { archivePositions, positionsInMetres, type JointPositions } from "./derive"
import { despike, frameFeatures, type FrameFeatures } from "./features"
import { detectReferenceFrames } from "./reference"
import { missingRoles, ROLE_WORDS, ROLES, unknownRoleNames, type RoleNames, type Roles } from "./roles"
import { readBody, type BodyReading } from "./shape"

/** Every take this process has read, by the sha256 of its text: the parsed take, or the parser's complaint. */
const takes = new Map<string, Bvh | BvhError>()

/**
 * A BVH read once per process, whoever asks: the content check and the build's derivation share one parse of each
 * take (a long one costs a noticeable moment), keyed by its text's sha256. A file that does not parse throws the
 * parser's error again on every read, naming the file as the caller names it.
 */
export const readBvh = (text: string, file: string): Bvh => {
  const digest = createHash("sha256").update(text).digest("hex")
  let take = takes.get(digest)
  if (take === undefined) {
    try {
      take = parseBvh(text, file)
    } catch (error) {
      if (!(error instanceof BvhError)) throw error
      take = error
    }
    takes.set(digest, take)
  }
  if (take instanceof BvhError) throw new BvhError(file, take.line, take.problem)
  return take
}

export interface MotionSettings {
  unit: LengthUnit
  up: BvhUpAxis
  /** Joint names the entry states per role, where the guess would be wrong. */
  roles?: RoleNames
  /** Leading frames the entry states are a reference pose; when absent they are detected. */
  referenceFrames?: number
}

/** The motion fields of an archive entry, as the model declares them (content/archive/archive.json). */
export type EntryMotion = Pick<ArchiveEntryValue, "motion" | "motionUnit" | "motionUp" | "roles" | "referenceFrames">

/** An entry's settings as the archive's code takes them; the content check refuses values this cannot read. */
export const motionSettings = (entry: EntryMotion, name: string): MotionSettings => {
  const unit = parseUnit(entry.motionUnit)
  const up = parseUpAxis(entry.motionUp)
  if (unit === undefined) throw new Error(`archive entry "${name}": motionUnit "${entry.motionUnit}" is not a unit`)
  if (up === undefined)
    throw new Error(
      `archive entry "${name}": motionUp "${entry.motionUp ?? ""}" is not one of ${BVH_UP_AXES.join(", ")}`,
    )
  const roles: RoleNames = {}
  for (const role of ROLES) {
    const joint = entry.roles?.[role]
    if (typeof joint === "string" && joint !== "") roles[role] = joint
  }
  return {
    unit,
    up,
    roles,
    ...(typeof entry.referenceFrames === "number" ? { referenceFrames: entry.referenceFrames } : {}),
  }
}

export interface MotionAnalysis {
  bvh: Bvh
  settings: MotionSettings
  /** The nominal frame rate (./conventions.ts). */
  fps: number
  /** The take in metres, Y up, ground at y = 0, reference frames left out: what joints.csv holds. */
  positions: JointPositions
  /** The same with one-frame glitches filtered: what the figures come from. */
  filtered: JointPositions
  /** Joint positions replaced as glitches. */
  spikesFiltered: number
  features: FrameFeatures[]
  roles: Roles
  /** The body as read from the skeleton's shape (./shape.ts): how each role was found, the notes. */
  body: BodyReading
  /**
   * Why the skeleton is not read as one standing human, naming the file, the joints and how to state the roles;
   * the build refuses the entry and the inspector says so. Undefined when it is one.
   */
  refusal: string | undefined
  referenceFrames: number
  /** True when the entry stated the reference frames, false when they were detected. */
  referenceStated: boolean
  heightM: number
  warnings: string[]
}

/**
 * The height message, or undefined when the figure stands plausibly: its standing height under the unit and axis
 * must be in the plausible range, and it must stand along the up axis (a human figure's head stays above its feet
 * along it; a skeleton with no human shape must not reach further along the other axis), or it lies down: a Z-up
 * file read as Y up. The message names the reading that fixes it.
 */
export const heightProblem = (
  bvh: Bvh,
  file: string,
  unit: LengthUnit,
  up: BvhUpAxis,
  stated: RoleNames = {},
): string | undefined => {
  const heightM = standingHeight(bvh, up, unit.metresPerUnit, stated)
  const body = readBody(bvh, stated)
  const human = body.heightFrom !== "rest pose"
  // The axis the figure stands along instead: a human's, where its head stays above its feet; for a skeleton with
  // no human shape, the longer of its rest pose's y and z, when it is longer than the named axis.
  const other: BvhUpAxis = human ? (body.up ?? up) : standingAxis(bvh, stated)
  const otherM = standingHeight(bvh, other, unit.metresPerUnit, stated)
  const lying = human ? other !== up : otherM > heightM
  if (plausibleHeight(heightM) && !lying) return undefined
  const better = plausibleReadings(bvh, stated)[0]
  const fix = better
    ? `; with unit "${better.unit.value}" and up axis "${better.up}" it stands ${metres(better.heightM)}`
    : "; no unit and axis the archive knows gives a plausible height, so check the file's skeleton"
  const why = !lying
    ? `outside ${STANDING_HEIGHT_RANGE_M.min}–${STANDING_HEIGHT_RANGE_M.max} m`
    : human
      ? `but its head stays above its ${body.heightFrom === "bones" ? "feet" : "pelvis"} along ${other}, so it lies down`
      : `but reaches further along ${other} (${metres(otherM)}), so it lies down`
  return `${file}: the figure stands ${metres(heightM)} tall with unit "${unit.value}" and up axis "${up}", ${why}${fix}`
}

export const analyseMotion = (bvh: Bvh, file: string, settings: MotionSettings): MotionAnalysis => {
  // The parser's warnings first (a dialect oddity read anyway), naming the file as every warning here does.
  const warnings: string[] = (bvh.warnings ?? []).map((warning) => `${file}: ${warning}`)
  const all = archivePositions(bvh, settings.unit.metresPerUnit, settings.up)
  const referenceStated = settings.referenceFrames !== undefined
  const referenceFrames = settings.referenceFrames ?? detectReferenceFrames(all)
  const positions = positionsInMetres(bvh, settings.unit.metresPerUnit, settings.up, referenceFrames, all)
  const despiked = despike(positions.frames, positions.frameTime)
  const filtered = { ...positions, frames: despiked.frames }
  for (const [role, name] of unknownRoleNames(bvh.joints, settings.roles ?? {}))
    warnings.push(`${file}: roles.${role} names "${name}", which is not a joint in the file`)
  const stated = settings.roles ?? {}
  const body = readBody(bvh, stated)
  const roles = body.roles
  for (const note of body.notes) warnings.push(`${file}: ${note}`)
  // A refused skeleton's refusal names every role to state; a role missing from a body that was read is one warning.
  if (body.refusal === undefined)
    for (const role of missingRoles(roles))
      warnings.push(
        `${file}: no joint found for the ${ROLE_WORDS[role]}; its figures are left at 0 (name it in the entry's roles.${role})`,
      )
  const heightM = standingHeight(bvh, settings.up, settings.unit.metresPerUnit, stated)
  // A refused skeleton's height (its rest pose's extent) means nothing until its roles are stated.
  const height = body.refusal === undefined ? heightProblem(bvh, file, settings.unit, settings.up, stated) : undefined
  if (height !== undefined) warnings.push(height)
  return {
    bvh,
    settings,
    fps: nominalFps(bvh.frameTime),
    positions,
    filtered,
    spikesFiltered: despiked.filtered,
    features: frameFeatures(filtered, roles),
    roles,
    body,
    refusal: body.refusal === undefined ? undefined : `${file}: ${body.refusal}`,
    referenceFrames: positions.referenceFrames,
    referenceStated,
    heightM,
    warnings,
  }
}
