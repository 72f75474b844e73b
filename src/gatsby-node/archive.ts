/**
 * The archive at build time: its GraphQL figures (derived from each entry's BVH, see src/archive/entry-files.ts),
 * its pages (/archive/<slug>/ from one template) and its files under /archive/<slug>/, written after the build.
 */
import * as fs from "node:fs/promises"
import { readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { Readable } from "node:stream"
import type { BuildArgs, CreatePagesArgs, GatsbyNode } from "gatsby"
import { archiveEntryPath } from "../constants"
import { motionSettings, type EntryMotion } from "../archive/analyse"
import { deriveEntry, type EntryDerivation, type EntryText } from "../archive/entry-files"
import { writeFileBody } from "../archive/write-files"
import { addDevHandler } from "./dev-server"
import { CONTENT_DIR } from "./validate-content"

export const ARCHIVE_TYPES = `
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
`

type EntrySource = EntryText & EntryMotion

const ARCHIVE_FOLDER = path.join(CONTENT_DIR, "archive")
const cache = new Map<string, { mtimeMs: number; entry: string; derived: EntryDerivation }>()

/** Derived once per BVH and entry text (the build asks for it from several queries). */
export const derivedFor = (source: EntrySource): EntryDerivation => {
  const file = path.resolve(ARCHIVE_FOLDER, source.motion)
  const { mtimeMs } = statSync(file)
  const key = JSON.stringify(source)
  const known = cache.get(file)
  if (known && known.mtimeMs === mtimeMs && known.entry === key) return known.derived
  const derived = deriveEntry(
    source,
    readFileSync(file, "utf8"),
    path.relative(path.dirname(CONTENT_DIR), file),
    motionSettings(source, source.slug),
    archiveEntryPath(source.slug),
  )
  cache.set(file, { mtimeMs, entry: key, derived })
  return derived
}

export const archiveResolvers = {
  ArchiveEntry: {
    derived: {
      type: "ArchiveDerived!",
      description: "Figures, key poses and files derived from the entry's BVH at build time",
      resolve: (source: EntrySource) => derivedFor(source),
    },
  },
  ArchiveJson: {
    entry: {
      type: "ArchiveEntry",
      args: { slug: "String!" },
      description: "One entry by its slug",
      resolve: (source: { entries: EntrySource[] }, args: { slug: string }) =>
        source.entries.find((e) => e.slug === args.slug) ?? null,
    },
  },
}

interface ArchiveSlugs {
  archiveJson: { entries: { slug: string }[] } | null
}

export const createArchivePages = async (args: CreatePagesArgs): Promise<void> => {
  const { actions, reporter } = args
  const result = await args.graphql<ArchiveSlugs>(`
    query ArchiveSlugs {
      archiveJson {
        entries {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data?.archiveJson) {
    reporter.panicOnBuild(
      "Could not read content/archive/archive.json to make the archive's pages",
      result.errors as Error[] | undefined,
    )
    return
  }
  for (const { slug } of result.data.archiveJson.entries)
    actions.createPage({
      path: archiveEntryPath(slug),
      component: path.resolve(process.cwd(), "src/views/archive/entry-template.tsx"),
      context: { slug },
    })
}

/** Writes each entry's files into public/archive/<slug>/ (the same text the pages' sizes and checksums describe). */
export const writeArchiveFiles = async ({ reporter }: Pick<BuildArgs, "reporter">): Promise<void> => {
  const archive = JSON.parse(await fs.readFile(path.join(ARCHIVE_FOLDER, "archive.json"), "utf8")) as {
    entries: EntrySource[]
  }
  const publicDir = path.resolve(process.cwd(), "public")
  let count = 0
  for (const entry of archive.entries) {
    const folder = path.join(publicDir, archiveEntryPath(entry.slug))
    await fs.mkdir(folder, { recursive: true })
    const derived = derivedFor(entry)
    for (const warning of derived.warnings) reporter.warn(warning)
    for (const [name, body] of derived.files) {
      await writeFileBody(path.join(folder, name), body)
      count++
    }
  }
  reporter.info(`Wrote ${count} archive files for ${archive.entries.length} entries`)
}

const ARCHIVE_FILE_PATH = /^\/archive\/([a-z0-9-]+)\/([A-Za-z0-9.-]+)$/

/** `gatsby develop` serves the same files, derived on request, at the same addresses. */
export const serveArchiveFiles: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  addDevHandler(app, (req, res, next) => {
    const match = ARCHIVE_FILE_PATH.exec(req.path)
    if (!match) return next()
    fs.readFile(path.join(ARCHIVE_FOLDER, "archive.json"), "utf8")
      .then((json) => {
        const entry = (JSON.parse(json) as { entries: EntrySource[] }).entries.find((e) => e.slug === match[1])
        const body = entry ? derivedFor(entry).files.get(match[2] as string) : undefined
        if (body === undefined) return next()
        res.type(match[2]?.endsWith(".json") ? "application/json" : "text/plain")
        if (typeof body === "string") res.send(body)
        // Piped, so a long take's joints.csv goes out as the socket takes it, never whole in memory.
        else Readable.from(body.pieces()).pipe(res)
      })
      .catch(() => next())
  })
}
