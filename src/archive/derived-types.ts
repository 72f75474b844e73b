/**
 * The shape of what the build derives from one archive entry's BVH (./entry-files.ts), declared once: the GraphQL
 * types the archive's pages query (src/gatsby-node/archive.ts generates them from here) and the TypeScript types
 * the derivation returns (`DerivedValue`).
 */
import { BODY_EMPHASES } from "../constants"
import { derivedType, type DerivedValue } from "../content-model/derived"

const ArchivePerSecond = derivedType("ArchivePerSecond", {
  second: "Int",
  energy: "Float",
  handSpeed: "Float",
  handHeight: "Float",
  footfalls: "Int",
})
const ArchiveDownload = derivedType("ArchiveDownload", {
  name: "String",
  url: "String",
  bytes: "Int",
  sha256: "String",
  description: "String",
})
const ArchivePose = derivedType("ArchivePose", {
  frame: "Int",
  time: "Float",
  path: "String",
})
export const ArchivePoseStrip = derivedType("ArchivePoseStrip", {
  cellWidth: "Float",
  height: "Float",
  groundY: "Float",
  poses: [ArchivePose],
})
/** A joint the figures use for a part of the body, e.g. { role: "left hand", joint: "LeftWrist" }. */
const ArchiveRoleUse = derivedType("ArchiveRoleUse", {
  role: "String",
  joint: "String",
})

/** The figures, key poses and files of one entry, as its pages read them. */
export const ArchiveDerived = derivedType("ArchiveDerived", {
  /** Frames of the take (a leading reference pose is not counted). */
  frameCount: "Int",
  /** The nominal frame rate. */
  fps: "Float",
  durationS: "Float",
  /** Leading frames of the file left out as a reference pose, and whether the entry said so or they were found. */
  referenceFrames: "Int",
  referenceStated: "Boolean",
  /** The joints the figures use, by role; roles no joint plays are left out. */
  roles: [ArchiveRoleUse],
  /** Joint positions replaced as one-frame glitches before the figures were made. */
  spikesFiltered: "Int",
  /** The figure's standing height (m) under the entry's unit and axis. */
  heightM: "Float",
  /** The file's unit and up axis in words, e.g. "millimetres, Z up". */
  fileConvention: "String",
  /** The player's frames per second (at most PLAYER_MAX_FPS) and its data's gzip size. */
  playerFps: "Float",
  playerGzipBytes: "Int",
  jointCount: "Int",
  endSiteCount: "Int",
  channelOrders: ["String"],
  bodyEmphasis: { oneOf: BODY_EMPHASES },
  poseStrip: ArchivePoseStrip,
  sparkline: ["Float"],
  perSecond: [ArchivePerSecond],
  motionUrl: "String",
  downloads: [ArchiveDownload],
})

export type PerSecond = DerivedValue<typeof ArchivePerSecond>
export type Download = DerivedValue<typeof ArchiveDownload>
