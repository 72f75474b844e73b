/**
 * Everything the build derives from one archive entry's BVH: the figures its pages show (duration, rate, joint
 * count, body emphasis, key poses, energy line, a per-second table) and the files written under /archive/<slug>/
 * (the BVH as given, joints.csv, features.csv, motion.json, a datasheet and sha256 checksums). Pure: the caller
 * reads the BVH and writes the files.
 */
import { createHash } from "node:crypto"
import {
  ARCHIVE_FILE_NAMES,
  ARCHIVE_POSE_STRIP_POSES,
  ARCHIVE_SPARKLINE_POINTS,
  BODY_EMPHASES,
  SPIKE_SPEED_M_S,
  type BodyEmphasis,
} from "../constants"
import type { ArchiveEntryValue } from "../content-model/model"
import type { DerivedValue } from "../content-model/derived"
import { analyseMotion, readBvh, type MotionAnalysis, type MotionSettings } from "./analyse"
import type { BvhJoint } from "./bvh"
import { jointsCsvPieces, type JointPositions } from "./derive"
import { DOWNLOAD_WORDS } from "./download-words"
import { featuresCsv, type FrameFeatures } from "./features"
import { fileConventionWords } from "./file-convention"
import { poseStrip, sparkline, type PoseStrip } from "./glance"
import type { ArchiveDerived, Download, PerSecond } from "./derived-types"
import { playerData, type PlayerData } from "./player-data"
import { ROLE_WORDS, ROLES } from "./roles"
import type { HeightSource } from "./shape"
import { describeEntry, type MovementDescriptor } from "./similarity"

/** The files under /archive/<slug>/ (src/constants.ts, where the entry page names them too). */
export { ARCHIVE_FILE_NAMES }

/** The entry's words and consent, as the model declares them (the datasheet and the downloads' rules read them). */
export type EntryText = Pick<
  ArchiveEntryValue,
  | "slug"
  | "title"
  | "moverName"
  | "description"
  | "activity"
  | "setting"
  | "period"
  | "synthetic"
  | "licence"
  | "offerDownloads"
  | "capture"
  | "consent"
>

/**
 * Everything derived from one entry: the figures its pages query, declared once in ./derived-types.ts (which also
 * gives their GraphQL types), and what stays in the build: the key poses' bones, the files and the warnings.
 */
export type EntryDerivation = DerivedValue<typeof ArchiveDerived> & {
  /** The key poses, each with its bones as well as the path the pages draw. */
  poseStrip: PoseStrip
  /** File name → contents, everything written under /archive/<slug>/. */
  files: Map<string, FileBody>
  /** What the build should tell the editor (a role not found, an implausible height), each naming the file. */
  warnings: string[]
  /** The movement's descriptor for "moves like this" (./similarity.ts), cached with the rest of the derivation. */
  descriptor: MovementDescriptor
  /** What the take does, in the body's own frame (./pose.ts): the pose summary "moves like this" ranks by. */
  pose: number[]
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const ARM = /arm|hand|shoulder|elbow|wrist|clavicle/i
const LEG = /leg|foot|toe|knee|ankle|thigh|shin|hipjoint/i

/** The joints of the arms and of the legs, as the body's shape gives them (./shape.ts). */
export interface BodyRegions {
  arms: readonly number[]
  legs: readonly number[]
}

/**
 * Where the movement is: the region (arms, legs, torso and head) whose joints move most relative to the root.
 * One region with more than half of the summed mean speeds is the emphasis; otherwise "whole body". The regions
 * are the body's shape's when it was read (a rig named J01…Jn has arms too); for a skeleton whose roles an entry
 * states instead, they are guessed from the joints' names.
 */
export const bodyEmphasis = (positions: JointPositions, regions?: BodyRegions): BodyEmphasis => {
  const speed = { arms: 0, legs: 0, torso: 0 }
  const count = { arms: 0, legs: 0, torso: 0 }
  const { frames, joints } = positions
  const shaped = regions !== undefined && regions.arms.length > 0 && regions.legs.length > 0
  const arms = new Set(regions?.arms)
  const legs = new Set(regions?.legs)
  joints.forEach((name, j) => {
    if (j === 0) return
    const own = name.split("/")[0] ?? name
    const region = shaped
      ? arms.has(j)
        ? "arms"
        : legs.has(j)
          ? "legs"
          : "torso"
      : ARM.test(own)
        ? "arms"
        : LEG.test(own)
          ? "legs"
          : "torso"
    let sum = 0
    for (let f = 1; f < frames.length; f++) {
      const a = frames[f - 1] as Float64Array
      const b = frames[f] as Float64Array
      sum += Math.hypot(
        (b[j * 3] as number) - (b[0] as number) - ((a[j * 3] as number) - (a[0] as number)),
        (b[j * 3 + 1] as number) - (b[1] as number) - ((a[j * 3 + 1] as number) - (a[1] as number)),
        (b[j * 3 + 2] as number) - (b[2] as number) - ((a[j * 3 + 2] as number) - (a[2] as number)),
      )
    }
    speed[region] += sum
    count[region] += 1
  })
  const means = (["arms", "legs", "torso"] as const).map(
    (region) => [region, count[region] ? speed[region] / count[region] : 0] as const,
  )
  const total = means.reduce((sum, [, mean]) => sum + mean, 0)
  const [top, value] = [...means].sort((left, right) => right[1] - left[1])[0] as readonly [BodyEmphasis, number]
  return total > 0 && value / total > 0.5 ? top : BODY_EMPHASES[3]
}

export const perSecondTable = (features: readonly FrameFeatures[], fps: number): PerSecond[] => {
  // A frame time of 0.0166667 s makes 1 / frameTime a hair under 60: round before counting whole seconds.
  const seconds = Math.max(1, Math.ceil(features.length / fps - 1e-6))
  return Array.from({ length: seconds }, (_, s) => {
    const slice = features.slice(Math.round(s * fps), Math.max(Math.round(s * fps) + 1, Math.round((s + 1) * fps)))
    const mean = (pick: (x: FrameFeatures) => number) => slice.reduce((sum, x) => sum + pick(x), 0) / slice.length
    return {
      second: s,
      energy: round(
        mean((x) => x.energy),
        3,
      ),
      handSpeed: round(Math.max(...slice.map((x) => x.handSpeed)), 2),
      handHeight: round(
        mean((x) => x.handHeight),
        2,
      ),
      footfalls: slice.filter((x) => x.footfall).length,
    }
  })
}

const yes = (value: boolean) => (value ? "yes" : "no")

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

type DatasheetFigures = Omit<EntryDerivation, "files" | "downloads" | "warnings" | "descriptor" | "pose">

/** How the datasheet says the standing height was measured. */
const HEIGHT_SOURCE: Record<HeightSource, string> = {
  bones: "the length of its legs and trunk, from its bone lengths",
  trunk: "estimated from its trunk; the skeleton has no legs",
  "rest pose": "the extent of its rest pose",
}

const datasheet = (
  entry: EntryText,
  derived: DatasheetFigures,
  bvhName: string,
  sizes: Map<string, number>,
  heightFrom: HeightSource,
) =>
  [
    `# ${entry.title}`,
    "",
    entry.synthetic ? "Synthetic: no person was recorded; a program generated this movement." : "Recorded movement.",
    "",
    `- Mover's name for it: ${entry.moverName}`,
    `- Activity: ${entry.activity}; setting: ${entry.setting}; period: ${entry.period}`,
    `- ${entry.description}`,
    "",
    "## Data",
    `- Master file: ${bvhName} (BVH, lengths in ${derived.fileConvention}), ${derived.frameCount} frames at ${derived.fps} fps, ${derived.durationS} s`,
    `- ${derived.jointCount} joints and ${derived.endSiteCount} end points; rotation orders used: ${derived.channelOrders.join(", ")}`,
    `- Standing height of the skeleton: ${derived.heightM} m (${HEIGHT_SOURCE[heightFrom]})`,
    `- Joints used for the figures: ${derived.roles.map((use) => `${use.role} ${use.joint}`).join(", ")}`,
    derived.referenceFrames > 0
      ? `- Reference pose: the file's first ${plural(derived.referenceFrames, "frame")} (${derived.referenceStated ? "as the entry states" : "found by the jump out of them"}) ${derived.referenceFrames === 1 ? "is" : "are"} not part of the take and ${derived.referenceFrames === 1 ? "is" : "are"} left out of everything derived; the BVH keeps ${derived.referenceFrames === 1 ? "it" : "them"}`
      : "- Reference pose: none; every frame of the file is part of the take",
    `- joints.csv (${sizes.get(ARCHIVE_FILE_NAMES.joints) ?? 0} bytes): joint positions by forward kinematics at the full rate, Y up, metres, right-handed, ground at y = 0`,
    "- features.csv: per-frame energy (mean squared joint speed, m²/s²), the faster hand's speed, height, side and jerk, footfalls",
    derived.spikesFiltered > 0
      ? `- Filtered: ${plural(derived.spikesFiltered, "joint position")} that left the body's path for one frame faster than ${SPIKE_SPEED_M_S} m/s and came back (capture glitches) were replaced by the midpoint of their neighbours for features.csv, the sound and the tables; joints.csv keeps them`
      : `- Filtered: nothing; no joint left the body's path for one frame faster than ${SPIKE_SPEED_M_S} m/s`,
    `- motion.json: positions quantised to whole millimetres, delta-encoded, for the site's player, at ${derived.playerFps} fps without finger chains`,
    "- The rest pose is the hierarchy's OFFSETs; it is not inserted as a frame.",
    "",
    "## Capture and processing",
    `- ${entry.capture.method}`,
    ...entry.capture.processing.map((step) => `- ${step}`),
    "",
    "## Consent",
    `- Display: ${yes(entry.consent.display)}; download: ${yes(entry.consent.download)}; derivatives: ${yes(entry.consent.derivatives)}`,
    `- Machine-learning training: ${yes(entry.consent.machineLearning)}; commercial use: ${yes(entry.consent.commercial)}`,
    `- Attribution: ${entry.consent.attribution}${entry.consent.attributedAs ? ` (${entry.consent.attributedAs})` : ""}`,
    `- Withdrawal: ${entry.consent.withdrawal}`,
    ...entry.consent.anonymisation.map((step) => `- Anonymisation: ${step}`),
    `- Remaining risk: ${entry.consent.remainingRisk}`,
    "",
    `Licence: ${entry.licence}`,
    "",
  ].join("\n")

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

/**
 * A derived file too large to hold as one string (joints.csv of a long take): its size and checksum are measured on
 * a first pass over its pieces, and `pieces()` makes the text again, a piece at a time, whenever it is written or
 * served. Memory stays at one piece, whatever the take's length.
 */
export interface StreamedFile {
  readonly bytes: number
  readonly sha256: string
  readonly pieces: () => Iterable<string>
}

/** Measures a streamed file's size and checksum without holding its text. */
export const streamedFile = (pieces: () => Iterable<string>): StreamedFile => {
  const hash = createHash("sha256")
  let bytes = 0
  for (const piece of pieces()) {
    hash.update(piece, "utf8")
    bytes += Buffer.byteLength(piece)
  }
  return { bytes, sha256: hash.digest("hex"), pieces }
}

/** A file under /archive/<slug>/: its text, or its pieces (see `StreamedFile`). */
export type FileBody = string | StreamedFile

/** A file's whole text (for tests and small files; the build writes a streamed file piece by piece). */
export const fileText = (body: FileBody): string => (typeof body === "string" ? body : [...body.pieces()].join(""))

const bodyBytes = (body: FileBody): number => (typeof body === "string" ? Buffer.byteLength(body) : body.bytes)
const bodySha256 = (body: FileBody): string => (typeof body === "string" ? sha256(body) : body.sha256)

export interface DataFiles {
  player: PlayerData
  joints: StreamedFile
  features: string
}

/** The files derived from the movement alone (not the entry's words): what the inspector sizes up too. */
export const dataFiles = (analysis: MotionAnalysis, bvhName: string): DataFiles => ({
  player: playerData(analysis.filtered, analysis.features, analysis.bvh.joints, analysis.roles),
  joints: streamedFile(() => jointsCsvPieces(analysis.positions, bvhName)),
  features: featuresCsv(analysis.filtered, analysis.features),
})

/** Derives everything for one entry from its BVH text; `base` is the entry's folder URL, e.g. /archive/drumming/. */
export const deriveEntry = (
  entry: EntryText,
  bvhText: string,
  bvhFile: string,
  settings: MotionSettings,
  base: string,
): EntryDerivation => {
  const bvh = readBvh(bvhText, bvhFile)
  const analysis = analyseMotion(bvh, bvhFile, settings)
  // The content check refuses such an entry first; a derivation never guesses a body it cannot read.
  if (analysis.refusal !== undefined) throw new Error(analysis.refusal)
  const { positions, filtered, features, fps } = analysis
  const bvhName = `${entry.slug}.bvh`
  const data = dataFiles(analysis, bvhName)
  const parents = bvh.joints.map((j) => j.parent)
  const orders = [
    ...new Set(
      bvh.joints.flatMap((j) => {
        const rotation = j.channels.filter((channel) => channel.endsWith("rotation")).map((channel) => channel[0])
        return rotation.length ? [rotation.join("")] : []
      }),
    ),
  ]
  const summary: DatasheetFigures = {
    frameCount: positions.frames.length,
    fps,
    durationS: round(positions.frames.length / fps, 2),
    referenceFrames: analysis.referenceFrames,
    referenceStated: analysis.referenceStated,
    roles: ROLES.flatMap((role) => {
      const joint = analysis.roles[role]
      // findRoles gives only indices of the file's joints.
      return joint === undefined ? [] : [{ role: ROLE_WORDS[role], joint: (bvh.joints[joint] as BvhJoint).name }]
    }),
    spikesFiltered: analysis.spikesFiltered,
    heightM: round(analysis.heightM, 2),
    fileConvention: fileConventionWords(settings.unit.words, settings.up),
    playerFps: data.player.fps,
    playerGzipBytes: data.player.gzipBytes,
    jointCount: bvh.joints.filter((j) => !j.endSite).length,
    endSiteCount: bvh.joints.filter((j) => j.endSite).length,
    channelOrders: orders,
    bodyEmphasis: bodyEmphasis(filtered, analysis.body),
    poseStrip: poseStrip(positions, parents, ARCHIVE_POSE_STRIP_POSES),
    sparkline: sparkline(
      features.map((x) => x.energy),
      ARCHIVE_SPARKLINE_POINTS,
    ),
    perSecond: perSecondTable(features, fps),
    motionUrl: `${base}${ARCHIVE_FILE_NAMES.motion}`,
  }
  const files = new Map<string, FileBody>([[ARCHIVE_FILE_NAMES.motion, data.player.text]])
  const downloads: Download[] = []
  if (entry.offerDownloads && entry.consent.download) {
    const sizes = new Map([[ARCHIVE_FILE_NAMES.joints, data.joints.bytes]])
    const offered: [string, FileBody, string][] = [
      [bvhName, bvhText, DOWNLOAD_WORDS.bvh(summary.fileConvention, summary.referenceFrames)],
      [ARCHIVE_FILE_NAMES.joints, data.joints, DOWNLOAD_WORDS.joints(fps)],
      [ARCHIVE_FILE_NAMES.features, data.features, DOWNLOAD_WORDS.features(summary.spikesFiltered)],
      [
        ARCHIVE_FILE_NAMES.datasheet,
        datasheet(entry, summary, bvhName, sizes, analysis.body.heightFrom),
        DOWNLOAD_WORDS.datasheet,
      ],
    ]
    for (const [name, body, description] of offered) {
      files.set(name, body)
      downloads.push({ name, url: `${base}${name}`, bytes: bodyBytes(body), sha256: bodySha256(body), description })
    }
    const sums = `${downloads.map((download) => `${download.sha256}  ${download.name}`).join("\n")}\n`
    files.set(ARCHIVE_FILE_NAMES.checksums, sums)
    downloads.push({
      name: ARCHIVE_FILE_NAMES.checksums,
      url: `${base}${ARCHIVE_FILE_NAMES.checksums}`,
      bytes: Buffer.byteLength(sums),
      sha256: sha256(sums),
      description: DOWNLOAD_WORDS.checksums,
    })
  }
  const described = describeEntry(
    filtered,
    analysis.roles,
    analysis.heightM,
    analysis.bvh.joints.map((joint) => joint.parent),
  )
  return {
    ...summary,
    downloads,
    files,
    warnings: analysis.warnings,
    descriptor: described.movement,
    pose: described.pose,
  }
}
