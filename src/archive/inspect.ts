/**
 * What the build will derive from a BVH, before anyone writes its entry: the editors' inspector
 * (`npm run inspect-motion -- <file.bvh> [--unit U] [--up y|z] [--json]`, scripts/inspect-motion.ts) prints this.
 * It runs the build's own code (./analyse.ts, ./entry-files.ts) on the file; ./take-reading.ts is the part without
 * the derived files, which the content editor runs in the browser.
 */
import { gzipSync } from "node:zlib"
import { ARCHIVE_FILE_NAMES, dataFiles } from "./entry-files"
import { ROLES } from "./roles"
import { HEIGHT_WORDS, readTakeAndAnalysis, type InspectOptions, type TakeReading } from "./take-reading"

export type { InspectOptions }

export interface Inspection extends TakeReading {
  /** Bytes of each derived data file (the datasheet and checksums depend on the entry's words). */
  files: Record<string, number>
  playerDataGzipBytes: number
  playerFps: number
}

export const inspectMotion = (text: string, file: string, options: InspectOptions = {}): Inspection => {
  const { reading, analysis } = readTakeAndAnalysis(text, file, options)
  const data = dataFiles(analysis, file)
  return {
    ...reading,
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
