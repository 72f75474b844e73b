/**
 * What the build will derive from a BVH, before anyone writes its entry: the editors' inspector
 * (`npm run inspect-motion -- <file.bvh> [--unit U] [--up y|z] [--json]`, scripts/inspect-motion.ts) prints this.
 * It runs the build's own code (./analyse.ts, ./entry-files.ts) on the file.
 */
import { gzipSync } from "node:zlib"
import { BVH_UP_AXES, type BvhUpAxis } from "../constants"
import { analyseMotion } from "./analyse"
import { parseBvh } from "./bvh"
import { candidateUnits, plausibleReadings, standingHeight, type LengthUnit } from "./conventions"
import { ARCHIVE_FILE_NAMES, dataFiles } from "./entry-files"
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

export interface Inspection {
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
  /** Bytes of each derived data file (the datasheet and checksums depend on the entry's words). */
  files: Record<string, number>
  playerDataGzipBytes: number
  playerFps: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export const inspectMotion = (text: string, file: string, options: InspectOptions = {}): Inspection => {
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
  const data = dataFiles(analysis, file)
  const roles: Partial<Record<Role, string>> = {}
  for (const role of ROLES) {
    const joint = analysis.roles[role]
    if (joint !== undefined) roles[role] = bvh.joints[joint]?.name
  }
  const frames = analysis.positions.frames.length
  return {
    file,
    frames,
    fps: analysis.fps,
    durationS: round(frames / analysis.fps, 2),
    joints: bvh.joints.filter((j) => !j.endSite).length,
    roles,
    roleSources: { ...analysis.body.found },
    jointNames: bvh.joints.filter((j) => !j.endSite).map((j) => j.name),
    refused: analysis.refusal ?? null,
    referenceFrames: analysis.referenceFrames,
    heightM: round(analysis.heightM, 3),
    heightFrom: analysis.body.heightFrom,
    used: { unit: unit.value, up },
    suggested,
    heights,
    warnings: analysis.warnings,
    files: {
      [ARCHIVE_FILE_NAMES.joints]: data.joints.bytes,
      [ARCHIVE_FILE_NAMES.features]: Buffer.byteLength(data.features),
      [ARCHIVE_FILE_NAMES.motion]: Buffer.byteLength(data.player.text),
      [`${ARCHIVE_FILE_NAMES.motion}.gz`]: gzipSync(data.player.text).length,
    },
    playerDataGzipBytes: data.player.gzipBytes,
    playerFps: data.player.fps,
  }
}

const HEIGHT_WORDS: Record<HeightSource, string> = {
  bones: "from bone lengths",
  trunk: "estimated from the trunk, no legs",
  "rest pose": "the rest pose's extent",
}

const kb = (bytes: number) => (bytes >= 10_000 ? `${Math.round(bytes / 1000)} kB` : `${bytes} bytes`)

/** The inspection as an editor reads it. */
export const inspectionText = (i: Inspection): string =>
  [
    i.file,
    `  take: ${i.frames} frames at ${i.fps} fps, ${i.durationS} s; ${i.joints} joints`,
    `  roles: ${ROLES.map((role) => `${role} ${i.roles[role] ?? "(not found)"}${i.roleSources[role] ? ` (${i.roleSources[role]})` : ""}`).join(", ")}`,
    ...(i.refused !== null ? [`  refused: ${i.refused}`] : []),
    // Whoever states a role (a missing one, or a side the take leaves open) needs the names to choose from, not only
    // how many there are; a refusal lists them itself.
    ...(i.refused === null ? [`  joint names: ${i.jointNames.join(", ")}`] : []),
    `  reference frames left out: ${i.referenceFrames}`,
    `  read with unit ${i.used.unit}, ${i.used.up} up: standing height ${i.heightM} m (${HEIGHT_WORDS[i.heightFrom]})`,
    `  suggested: ${i.suggested ? `unit ${i.suggested.unit}, ${i.suggested.up} up` : "no unit and axis gives a plausible height"}`,
    `  plausible readings: ${i.heights.map((h) => `${h.unit} ${h.up} up → ${h.heightM} m`).join("; ") || "none"}`,
    `  files: ${Object.entries(i.files)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(", ")}`,
    `  player data: ${i.playerFps} fps, ${kb(i.playerDataGzipBytes)} gzip`,
    ...(i.warnings.length ? ["  warnings:", ...i.warnings.map((w) => `    - ${w}`)] : ["  warnings: none"]),
    "",
  ].join("\n")
