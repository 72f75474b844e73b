/**
 * The archive at build time: its GraphQL figures (derived from each entry's BVH, see src/archive/entry-files.ts),
 * its pages (/archive/<slug>/ from one template, the index's pages /archive/, /archive/page/2/ … from another) and
 * its files under /archive/<slug>/, kept in the build cache and copied into public/ after the build.
 */
import * as fs from "node:fs/promises"
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import type { BuildArgs, CreatePagesArgs, GatsbyNode } from "gatsby"
import {
  ARCHIVE_CARD_POSES,
  archiveEntryPath,
  ARCHIVE_LEXICON_ENTRY_LINKS,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_ROUTES,
} from "../constants"
import { motionSettings, type EntryMotion } from "../archive/analyse"
import { deriveEntry, type EntryDerivation, type EntryText } from "../archive/entry-files"
import type { PoseStrip } from "../archive/glance"
import { encodeFilterIndex, indexPages, type ArchiveIndexContext } from "../archive/index-pages"
import { archiveCodeVersion, buildCacheDir, PassRecord, sha256Hex, stampOf } from "./build-cache"
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
`

type EntrySource = EntryText & EntryMotion

const ARCHIVE_FOLDER = path.join(CONTENT_DIR, "archive")
const DERIVED_FOLDER = "archive-derived"

/** An entry's derived figures, with its files kept in the build's cache folder rather than in memory. */
export type CachedDerivation = Omit<EntryDerivation, "files"> & {
  /** The folder in the build cache that holds the entry's files, and their names. */
  fileDir: string
  fileNames: string[]
  /** The digest of everything the derivation depends on: the BVH, the entry, its folder's URL and the code. */
  key: string
}

const memory = new Map<string, { mtimeMs: number; entry: string; derived: CachedDerivation }>()
let codeVersion: string | undefined
/** Derivations this process computed, and read back from the build cache. */
const counts = { derived: 0, cached: 0 }

/**
 * Derived once per BVH and entry text: in this process (the build asks from several queries), and across builds
 * in the build cache, keyed by the digest of the BVH's bytes, the entry as written (its unit, up axis, roles,
 * reference frames and the words its datasheet quotes), its folder's URL and the deriving code's version. A
 * rebuild after one entry is added derives that one entry and reads the others' figures back.
 */
export const derivedFor = (source: EntrySource): CachedDerivation => {
  const file = path.resolve(ARCHIVE_FOLDER, source.motion)
  const { mtimeMs } = statSync(file)
  const entryJson = JSON.stringify(source)
  const known = memory.get(file)
  if (known && known.mtimeMs === mtimeMs && known.entry === entryJson) return known.derived
  const bvh = readFileSync(file)
  const base = archiveEntryPath(source.slug)
  codeVersion ??= archiveCodeVersion()
  const key = sha256Hex([sha256Hex(bvh), entryJson, base, codeVersion].join("\0"))
  const folder = path.join(buildCacheDir(), DERIVED_FOLDER)
  const fileDir = path.join(folder, key)
  const figuresFile = path.join(folder, `${key}.json`)
  let derived: CachedDerivation
  try {
    derived = { ...(JSON.parse(readFileSync(figuresFile, "utf8")) as Omit<CachedDerivation, "fileDir">), fileDir }
    counts.cached++
  } catch {
    counts.derived++
    const { files, ...figures } = deriveEntry(
      source,
      bvh.toString("utf8"),
      path.relative(path.dirname(CONTENT_DIR), file),
      motionSettings(source, source.slug),
      base,
    )
    // Files first, then the figures that name them, each renamed into place: a build stopped half-way leaves
    // no record pointing at missing files.
    const partial = `${fileDir}.${process.pid}.partial`
    mkdirSync(partial, { recursive: true })
    for (const [name, text] of files) writeFileSync(path.join(partial, name), text)
    rmSync(fileDir, { recursive: true, force: true })
    renameSync(partial, fileDir)
    const record: Omit<CachedDerivation, "fileDir"> = { ...figures, fileNames: [...files.keys()], key }
    derived = { ...record, fileDir }
    writeFileSync(`${figuresFile}.${process.pid}.partial`, JSON.stringify(record))
    renameSync(`${figuresFile}.${process.pid}.partial`, figuresFile)
  }
  memory.set(file, { mtimeMs, entry: entryJson, derived })
  return derived
}

/** The card's share of an entry's key poses (the entry page shows them all). */
const cardStrip = (derived: CachedDerivation): PoseStrip => ({
  ...derived.poseStrip,
  poses: derived.poseStrip.poses.slice(0, ARCHIVE_CARD_POSES),
})

export const archiveResolvers = {
  ArchiveEntry: {
    derived: {
      type: "ArchiveDerived!",
      description: "Figures, key poses and files derived from the entry's BVH at build time",
      resolve: (source: EntrySource) => derivedFor(source),
    },
  },
  ArchiveDerived: {
    cardStrip: {
      type: "ArchivePoseStrip!",
      description: `The first ${ARCHIVE_CARD_POSES} key poses, as the index's cards show them`,
      resolve: cardStrip,
    },
  },
  ArchiveJson: {
    entriesPage: {
      type: "[ArchiveEntry!]!",
      args: { skip: "Int!", limit: "Int!" },
      description: "The entries one page of the index shows, in the file's order",
      resolve: (source: { entries: EntrySource[] }, args: { skip: number; limit: number }) =>
        source.entries.slice(args.skip, args.skip + args.limit),
    },
    entriesWithPortrait: {
      type: "[ArchiveEntry!]!",
      description: "The entries a portrait was made from (the portraits page links them)",
      resolve: (source: { entries: (EntrySource & { portrait?: string | null })[] }) =>
        source.entries.filter((e) => typeof e.portrait === "string" && e.portrait !== ""),
    },
    byTerm: {
      type: "[ArchiveTermEntries!]!",
      description: `Per lexicon term the entries use: how many, and the first ${ARCHIVE_LEXICON_ENTRY_LINKS}`,
      resolve: (source: { entries: (EntrySource & { terms: string[] })[] }) => {
        const byTerm = new Map<string, EntrySource[]>()
        for (const entry of source.entries)
          for (const term of entry.terms) byTerm.set(term, [...(byTerm.get(term) ?? []), entry])
        return [...byTerm].map(([term, entries]) => ({
          term,
          count: entries.length,
          entries: entries.slice(0, ARCHIVE_LEXICON_ENTRY_LINKS),
        }))
      },
    },
    entry: {
      type: "ArchiveEntry",
      args: { slug: "String!" },
      description: "One entry by its slug",
      resolve: (source: { entries: EntrySource[] }, args: { slug: string }) =>
        source.entries.find((e) => e.slug === args.slug) ?? null,
    },
  },
}

interface ArchiveListing {
  archiveJson: {
    entries: {
      slug: string
      title: string
      moverName: string
      setting: string
      synthetic: boolean
      terms: { slug: string }[]
      derived: { durationS: number; bodyEmphasis: string }
    }[]
  } | null
}

export const FILTER_INDEX_NAME = "filter-index"

/**
 * The archive's pages: one per entry, and the index's pages (ARCHIVE_PAGE_SIZE entries each), beside the filter
 * index the index's pages fetch when a visitor filters.
 */
export const createArchivePages = async (args: CreatePagesArgs): Promise<void> => {
  const { actions, reporter } = args
  const result = await args.graphql<ArchiveListing>(`
    query ArchiveListing {
      archiveJson {
        entries {
          slug
          title
          moverName
          setting
          synthetic
          terms {
            slug
          }
          derived {
            durationS
            bodyEmphasis
          }
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
  const entries = result.data.archiveJson.entries
  reporter.info(
    `Archive: ${counts.derived} of ${entries.length} entries derived, ${counts.cached} read back from the build cache`,
  )
  for (const { slug } of entries)
    actions.createPage({
      path: archiveEntryPath(slug),
      component: path.resolve(process.cwd(), "src/views/archive/entry-template.tsx"),
      context: { slug },
    })
  const index = encodeFilterIndex(
    entries.map((e) => ({
      slug: e.slug,
      title: e.title,
      moverName: e.moverName,
      setting: e.setting,
      terms: e.terms.map((t) => t.slug),
      bodyEmphasis: e.derived.bodyEmphasis,
      durationS: e.derived.durationS,
      synthetic: e.synthetic,
    })),
  )
  const text = JSON.stringify(index)
  const name = `${FILTER_INDEX_NAME}.${sha256Hex(text).slice(0, 16)}.json`
  const folder = path.join(process.cwd(), "public", ARCHIVE_ROUTES.archive)
  await fs.mkdir(folder, { recursive: true })
  for (const old of await fs.readdir(folder))
    if (old.startsWith(`${FILTER_INDEX_NAME}.`) && old !== name) await fs.rm(path.join(folder, old))
  await fs.writeFile(path.join(folder, name), text)
  for (const page of indexPages(entries.length, ARCHIVE_PAGE_SIZE)) {
    const context: ArchiveIndexContext = {
      page: page.page,
      first: page.page === 1,
      pageCount: page.pageCount,
      skip: page.skip,
      limit: page.limit,
      total: entries.length,
      filterIndexUrl: `${ARCHIVE_ROUTES.archive}${name}`,
      terms: index.terms,
      settings: index.settings,
    }
    actions.createPage({
      path: page.path,
      component: path.resolve(process.cwd(), "src/views/archive/index-template.tsx"),
      context,
    })
  }
}

/**
 * Copies each entry's files from the build cache into public/archive/<slug>/ (the same text the pages' sizes and
 * checksums describe), skipping a file that is still as this pass left it from the same derivation.
 */
export const writeArchiveFiles = async ({ reporter }: Pick<BuildArgs, "reporter">): Promise<void> => {
  const archive = JSON.parse(await fs.readFile(path.join(ARCHIVE_FOLDER, "archive.json"), "utf8")) as {
    entries: EntrySource[]
  }
  const publicDir = path.resolve(process.cwd(), "public")
  const record = await PassRecord.open<string>("archive-files", "1")
  const written: string[] = []
  let copied = 0
  for (const entry of archive.entries) {
    const folder = path.join(publicDir, archiveEntryPath(entry.slug))
    await fs.mkdir(folder, { recursive: true })
    const derived = derivedFor(entry)
    for (const warning of derived.warnings) reporter.warn(warning)
    for (const name of derived.fileNames) {
      const target = path.join(folder, name)
      written.push(target)
      if (record.get(target, await stampOf(target)) === derived.key) continue
      await fs.copyFile(path.join(derived.fileDir, name), target)
      const { size, mtimeMs } = await fs.stat(target)
      record.set(target, { size, mtimeMs }, derived.key)
      copied++
    }
  }
  record.keepOnly(written)
  await record.save()
  reporter.info(
    `Archive files: ${written.length} for ${archive.entries.length} entries, ${copied} copied, ${written.length - copied} already in place`,
  )
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
        const derived = entry ? derivedFor(entry) : undefined
        const name = match[2] as string
        if (!derived?.fileNames.includes(name)) return next()
        return fs
          .readFile(path.join(derived.fileDir, name), "utf8")
          .then((text) => res.type(name.endsWith(".json") ? "application/json" : "text/plain").send(text))
      })
      .catch(() => next())
  })
}
