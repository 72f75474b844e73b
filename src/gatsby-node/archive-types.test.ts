/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import { ARCHIVE_TYPES } from "./archive"

/**
 * The archive's derived GraphQL types are generated from one declaration (src/archive/derived-types.ts). The pages'
 * queries (src/views/archive/*, src/pages/archive/*) were written against these definitions: type names, field
 * names, scalars and non-null marks must stay exactly as they are, whatever order the types are printed in.
 */
const EXPECTED = `
type ArchivePerSecond @dontInfer {
  second: Int!
  energy: Float!
  handSpeed: Float!
  handHeight: Float!
  footfalls: Int!
}
type ArchiveDownload @dontInfer {
  name: String!
  url: String!
  bytes: Int!
  sha256: String!
  description: String!
}
type ArchivePose @dontInfer {
  frame: Int!
  time: Float!
  path: String!
}
type ArchivePoseStrip @dontInfer {
  cellWidth: Float!
  height: Float!
  groundY: Float!
  poses: [ArchivePose!]!
}
type ArchiveRoleUse @dontInfer {
  role: String!
  joint: String!
}
type ArchiveTermEntries @dontInfer {
  term: String!
  count: Int!
  entries: [ArchiveEntry!]!
}
type ArchiveDerived @dontInfer {
  frameCount: Int!
  fps: Float!
  durationS: Float!
  referenceFrames: Int!
  referenceStated: Boolean!
  roles: [ArchiveRoleUse!]!
  spikesFiltered: Int!
  heightM: Float!
  fileConvention: String!
  playerFps: Float!
  playerGzipBytes: Int!
  jointCount: Int!
  endSiteCount: Int!
  channelOrders: [String!]!
  bodyEmphasis: String!
  poseStrip: ArchivePoseStrip!
  sparkline: [Float!]!
  perSecond: [ArchivePerSecond!]!
  motionUrl: String!
  downloads: [ArchiveDownload!]!
}
type ArchiveFirstFrame @dontInfer {
  joints: [String!]!
  parents: [Int!]!
  positions: [Float!]!
  top: Float!
}
`

/** Each `type … { … }` block, its lines trimmed, sorted by the type's name. */
const blocks = (sdl: string): string[] =>
  (sdl.match(/type \w+[^{]*\{[^}]*\}/g) ?? []).map((block) => block.replace(/\s+/g, " ").trim()).sort()

describe("the archive's derived GraphQL types", () => {
  it("are generated exactly as the pages' queries expect them", () => {
    expect(blocks(ARCHIVE_TYPES)).toEqual(blocks(EXPECTED))
    expect(blocks(EXPECTED)).toHaveLength(8)
  })
})
