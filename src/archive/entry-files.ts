/**
 * Everything the build derives from one archive entry's BVH: the figures its pages show (duration, rate, joint
 * count, body emphasis, key poses, energy line, a per-second table) and the files written under /archive/<slug>/
 * (the BVH as given, joints.csv, features.csv, motion.json, a datasheet and sha256 checksums). Pure: the caller
 * reads the BVH and writes the files.
 */
import { createHash } from "node:crypto"
import { ARCHIVE_POSE_STRIP_POSES, ARCHIVE_SPARKLINE_POINTS, BODY_EMPHASES, type BodyEmphasis } from "../constants"
import { parseBvh } from "./bvh"
import { jointsCsv, positionsInMetres, type JointPositions } from "./derive"
import { featuresCsv, frameFeatures, type FrameFeatures } from "./features"
import { poseStrip, sparkline, type PoseStrip } from "./glance"
import { encodeMotion, type MotionData } from "./motion-data"

/** The files under /archive/<slug>/, by role. The BVH keeps its entry's slug as its name. */
export const ARCHIVE_FILE_NAMES = {
  joints: "joints.csv",
  features: "features.csv",
  motion: "motion.json",
  datasheet: "datasheet.md",
  checksums: "SHA256SUMS",
} as const

export interface EntryText {
  slug: string
  title: string
  moverName: string
  description: string
  activity: string
  setting: string
  period: string
  synthetic: boolean
  licence: string
  offerDownloads: boolean
  capture: { method: string; processing: readonly string[] }
  consent: {
    display: boolean
    download: boolean
    derivatives: boolean
    machineLearning: boolean
    commercial: boolean
    attribution: string
    attributedAs?: string | null
    withdrawal: string
    anonymisation: readonly string[]
    remainingRisk: string
  }
}

export interface PerSecond {
  second: number
  energy: number
  handSpeed: number
  handHeight: number
  footfalls: number
}

export interface Download {
  name: string
  url: string
  bytes: number
  sha256: string
  description: string
}

export interface EntryDerivation {
  frameCount: number
  fps: number
  durationS: number
  jointCount: number
  endSiteCount: number
  channelOrders: string[]
  bodyEmphasis: BodyEmphasis
  poseStrip: PoseStrip
  sparkline: number[]
  perSecond: PerSecond[]
  motionUrl: string
  downloads: Download[]
  /** File name → contents, everything written under /archive/<slug>/. */
  files: Map<string, string>
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const ARM = /arm|hand|shoulder|elbow|wrist|clavicle/i
const LEG = /leg|foot|toe|knee|ankle|thigh|shin|hipjoint/i

/**
 * Where the movement is: the region (arms, legs, torso and head) whose joints move most relative to the root.
 * One region with more than half of the summed mean speeds is the emphasis; otherwise "whole body".
 */
export const bodyEmphasis = (positions: JointPositions): BodyEmphasis => {
  const speed = { arms: 0, legs: 0, torso: 0 }
  const count = { arms: 0, legs: 0, torso: 0 }
  const { frames, joints } = positions
  joints.forEach((name, j) => {
    if (j === 0) return
    const own = name.split("/")[0] ?? name
    const region = ARM.test(own) ? "arms" : LEG.test(own) ? "legs" : "torso"
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
  const means = (["arms", "legs", "torso"] as const).map((r) => [r, count[r] ? speed[r] / count[r] : 0] as const)
  const total = means.reduce((s, [, v]) => s + v, 0)
  const [top, value] = [...means].sort((a, b) => b[1] - a[1])[0] as readonly [BodyEmphasis, number]
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

const datasheet = (entry: EntryText, derived: Omit<EntryDerivation, "files" | "downloads">, bvhName: string) =>
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
    `- Master file: ${bvhName} (BVH), ${derived.frameCount} frames at ${derived.fps} fps, ${derived.durationS} s`,
    `- ${derived.jointCount} joints and ${derived.endSiteCount} end points; rotation orders used: ${derived.channelOrders.join(", ")}`,
    `- joints.csv: joint positions by forward kinematics, Y up, metres, right-handed, ground at y = 0`,
    "- features.csv: per-frame energy (mean squared joint speed, m²/s²), the faster hand's speed, height, side and jerk, footfalls",
    "- motion.json: positions quantised to whole millimetres, delta-encoded, for the site's player",
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

/** Derives everything for one entry from its BVH text; `base` is the entry's folder URL, e.g. /archive/drumming/. */
export const deriveEntry = (
  entry: EntryText,
  bvhText: string,
  bvhFile: string,
  metresPerUnit: number,
  base: string,
): EntryDerivation => {
  const bvh = parseBvh(bvhText, bvhFile)
  const positions = positionsInMetres(bvh, metresPerUnit)
  const features = frameFeatures(positions)
  const fps = round(1 / bvh.frameTime, 3)
  const parents = bvh.joints.map((j) => j.parent)
  const motion: MotionData & { sound: Record<string, number[]> } = {
    ...encodeMotion(positions.frames, positions.joints, parents, bvh.frameTime),
    // What the sound follows, per frame (see features.ts); rounded, as the player needs no more.
    sound: {
      energy: features.map((x) => round(x.energy, 3)),
      handSpeed: features.map((x) => round(x.handSpeed, 3)),
      handHeight: features.map((x) => round(x.handHeight, 3)),
      handSide: features.map((x) => round(x.handSide, 3)),
      jerk: features.map((x) => round(x.jerk, 1)),
      footfall: features.map((x) => (x.footfall ? 1 : 0)),
    },
  }
  const orders = [
    ...new Set(
      bvh.joints.flatMap((j) => {
        const rotation = j.channels.filter((c) => c.endsWith("rotation")).map((c) => c[0])
        return rotation.length ? [rotation.join("")] : []
      }),
    ),
  ]
  const summary = {
    frameCount: bvh.frames.length,
    fps,
    durationS: round(bvh.frames.length * bvh.frameTime, 2),
    jointCount: bvh.joints.filter((j) => !j.endSite).length,
    endSiteCount: bvh.joints.filter((j) => j.endSite).length,
    channelOrders: orders,
    bodyEmphasis: bodyEmphasis(positions),
    poseStrip: poseStrip(positions, parents, ARCHIVE_POSE_STRIP_POSES),
    sparkline: sparkline(
      features.map((x) => x.energy),
      ARCHIVE_SPARKLINE_POINTS,
    ),
    perSecond: perSecondTable(features, 1 / bvh.frameTime),
    motionUrl: `${base}${ARCHIVE_FILE_NAMES.motion}`,
  }
  const bvhName = `${entry.slug}.bvh`
  const files = new Map<string, string>([[ARCHIVE_FILE_NAMES.motion, JSON.stringify(motion)]])
  const downloads: Download[] = []
  if (entry.offerDownloads && entry.consent.download) {
    const offered: [string, string, string][] = [
      [bvhName, bvhText, "the master data as given: BVH, joint rotations in centimetres"],
      [ARCHIVE_FILE_NAMES.joints, jointsCsv(positions, bvhName), "joint positions: Y up, metres, ground at y = 0"],
      [ARCHIVE_FILE_NAMES.features, featuresCsv(positions, features), "the per-frame figures that drive the sound"],
      [ARCHIVE_FILE_NAMES.datasheet, datasheet(entry, summary, bvhName), "this entry's datasheet (Markdown)"],
    ]
    for (const [name, text, description] of offered) {
      files.set(name, text)
      downloads.push({ name, url: `${base}${name}`, bytes: Buffer.byteLength(text), sha256: sha256(text), description })
    }
    const sums = `${downloads.map((d) => `${d.sha256}  ${d.name}`).join("\n")}\n`
    files.set(ARCHIVE_FILE_NAMES.checksums, sums)
    downloads.push({
      name: ARCHIVE_FILE_NAMES.checksums,
      url: `${base}${ARCHIVE_FILE_NAMES.checksums}`,
      bytes: Buffer.byteLength(sums),
      sha256: sha256(sums),
      description: "the sha256 checksums of the files above (check with sha256sum -c SHA256SUMS)",
    })
  }
  return { ...summary, downloads, files }
}
