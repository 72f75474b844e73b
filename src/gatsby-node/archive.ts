/**
 * The archive at build time: its GraphQL figures (derived from each entry's BVH, see src/archive/entry-files.ts),
 * its pages (/archive/<slug>/ from one template, the index's pages /archive/, /archive/page/2/ … from another) and
 * its files under /archive/<slug>/, kept in the build cache and copied into public/ after the build.
 */
import * as fs from "node:fs/promises"
import { createReadStream } from "node:fs"
import * as path from "node:path"
import type { BuildArgs, CreatePagesArgs, GatsbyNode, NodePluginArgs } from "gatsby"
import {
  ARCHIVE_CARD_POSES,
  archiveEntryPath,
  ARCHIVE_LEXICON_ENTRY_LINKS,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_ROUTES,
  ARCHIVE_SIMILAR_COUNT,
} from "../constants"
import { motionSettings } from "../archive/analyse"
import { decodeMotion, motionTop, type MotionData } from "../archive/motion-data"
import { ARCHIVE_FILE_NAMES, deriveEntry, type EntryDerivation } from "../archive/entry-files"
import {
  encodeFilterIndex,
  indexPages,
  type ArchiveEntryContext,
  type ArchiveIndexContext,
  type FilterIndexFile,
  type SimilarShown,
} from "../archive/index-pages"
import { listedIn, termIn, type Listed } from "../archive/listed-in"
import { effortOf, steadyTempoHz, type EffortFactor, type SimilarEntry } from "../archive/similarity"
import { writeFileBody } from "../archive/write-files"
import { derivedType, derivedTypeDefs, type DerivedValue } from "../content-model/derived"
import { ArchiveEntry, ArchiveEntryHeadings, type ArchiveEntryValue } from "../content-model/model"
import { ArchiveDerived, type ArchivePoseStrip } from "../archive/derived-types"
import { archiveCodeVersion, buildCacheDir, PassRecord, sha256Hex, stampOf } from "./build-cache"
import { similarListsCached } from "./archive-similar"
import { addDevHandler } from "./dev-server"
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages"
import { TRANSLATIONS_FIELD } from "../content-model/sdl"
import { createPageInEveryLanguage } from "./languages"
import { CONTENT_DIR } from "./validate-content"

/** Per lexicon term, the entries that use it (the lexicon page's links). */
const ArchiveTermEntries = derivedType("ArchiveTermEntries", {
  term: "String",
  count: "Int",
  entries: [{ model: ArchiveEntry }],
})

/** The player's first frame as its data holds it, for the still drawn before Play (src/views/archive/figure-still). */
const ArchiveFirstFrame = derivedType("ArchiveFirstFrame", {
  joints: ["String"],
  parents: ["Int"],
  positions: ["Float"],
  top: "Float",
})

/** The archive's derived GraphQL types, generated from their one declaration (src/archive/derived-types.ts). */
export const ARCHIVE_TYPES = derivedTypeDefs([ArchiveDerived, ArchiveTermEntries, ArchiveFirstFrame])

/** An entry as the model declares it: what the resolvers and the derivation read. */
type EntrySource = ArchiveEntryValue

/**
 * The entry's own fields, in the model's order: an entry reaches the derivation as its own node (with Gatsby's id,
 * parent and internal fields) or as an item of the file's list, and both must give the same cache key.
 */
const entryFields = (source: EntrySource): EntrySource =>
  Object.fromEntries(
    Object.keys(ArchiveEntry.fields).flatMap((name) =>
      name in source ? [[name, (source as Record<string, unknown>)[name]]] : [],
    ),
  ) as EntrySource

/** Every archive entry in Gatsby's node store (one node per entry, src/gatsby-node/entry-nodes.ts). */
const entryNodes = (getNodesByType: NodePluginArgs["getNodesByType"]): EntrySource[] =>
  getNodesByType(ArchiveEntry.name).map((node) => entryFields(node as unknown as EntrySource))

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

const memory = new Map<string, { mtimeMs: number; entry: string; derived: Promise<CachedDerivation> }>()
let codeVersion: string | undefined
/** Derivations this process computed, and read back from the build cache. */
const counts = { derived: 0, cached: 0 }

const cachedOrDerived = async (source: EntrySource, file: string): Promise<CachedDerivation> => {
  // Read once as text: a long take's bytes and its text are each tens of megabytes, and only the text is needed
  // (its sha256 is the sha256 of the file's bytes for any UTF-8 file).
  const text = await fs.readFile(file, "utf8")
  const base = archiveEntryPath(source.slug)
  codeVersion ??= archiveCodeVersion()
  const key = sha256Hex([sha256Hex(text), JSON.stringify(source), base, codeVersion].join("\0"))
  const folder = path.join(buildCacheDir(), DERIVED_FOLDER)
  const fileDir = path.join(folder, key)
  const figuresFile = path.join(folder, `${key}.json`)
  const saved = await fs.readFile(figuresFile, "utf8").catch(() => undefined)
  if (saved !== undefined) {
    counts.cached++
    return { ...(JSON.parse(saved) as Omit<CachedDerivation, "fileDir">), fileDir }
  }
  counts.derived++
  const { files, ...figures } = deriveEntry(
    source,
    text,
    path.relative(path.dirname(CONTENT_DIR), file),
    motionSettings(source, source.slug),
    base,
  )
  // Files first (a long take's joints.csv streamed, never whole in memory), then the figures that name them,
  // each renamed into place: a build stopped half-way leaves no record pointing at missing files. The process id
  // keeps the query workers, which may derive the same entry at once, out of each other's way.
  const partial = `${fileDir}.${process.pid}.partial`
  await fs.mkdir(partial, { recursive: true })
  for (const [name, body] of files) await writeFileBody(path.join(partial, name), body)
  await fs.rm(fileDir, { recursive: true, force: true })
  await fs.rename(partial, fileDir).catch(async (error: unknown) => {
    // Another worker put the same files (same key, same inputs) in place between the two steps: keep theirs.
    if (!(await fs.stat(fileDir).catch(() => undefined))) throw error
    await fs.rm(partial, { recursive: true, force: true })
  })
  const record: Omit<CachedDerivation, "fileDir"> = { ...figures, fileNames: [...files.keys()], key }
  await fs.writeFile(`${figuresFile}.${process.pid}.partial`, JSON.stringify(record))
  await fs.rename(`${figuresFile}.${process.pid}.partial`, figuresFile)
  return { ...record, fileDir }
}

/**
 * Derived once per BVH and entry text: in this process (the build asks from several queries), and across builds
 * in the build cache, keyed by the digest of the BVH's bytes, the entry as written (its unit, up axis, roles,
 * reference frames and the words its datasheet quotes), its folder's URL and the deriving code's version. A
 * rebuild after one entry is added derives that one entry and reads the others' figures back.
 */
export const derivedFor = async (entryOrNode: EntrySource): Promise<CachedDerivation> => {
  const source = entryFields(entryOrNode)
  const file = path.resolve(ARCHIVE_FOLDER, source.motion)
  const { mtimeMs } = await fs.stat(file)
  const entry = JSON.stringify(source)
  const known = memory.get(file)
  if (known && known.mtimeMs === mtimeMs && known.entry === entry) return known.derived
  const derived = cachedOrDerived(source, file)
  memory.set(file, { mtimeMs, entry, derived })
  // A failed derivation is not remembered: the next query tries again and reports the error again.
  derived.catch(() => memory.delete(file))
  return derived
}

/** The card's share of an entry's key poses (the entry page shows them all). */
const cardStrip = (derived: CachedDerivation): DerivedValue<typeof ArchivePoseStrip> => ({
  ...derived.poseStrip,
  poses: derived.poseStrip.poses.slice(0, ARCHIVE_CARD_POSES),
})

/**
 * What the pages read from the player's own data (motion.json, as the player decodes it): its first frame and
 * highest point, for the still. Read once per derivation.
 */
const playerReadings = new Map<string, Promise<{ firstFrame: DerivedValue<typeof ArchiveFirstFrame> }>>()
const fromPlayerData = (derived: CachedDerivation) => {
  let reading = playerReadings.get(derived.key)
  if (!reading) {
    reading = fs.readFile(path.join(derived.fileDir, ARCHIVE_FILE_NAMES.motion), "utf8").then((text) => {
      const motion = JSON.parse(text) as MotionData
      const frames = decodeMotion(motion)
      return {
        firstFrame: {
          joints: motion.joints,
          parents: motion.parents,
          positions: Array.from(frames[0] ?? []),
          top: motionTop(frames),
        },
      }
    })
    playerReadings.set(derived.key, reading)
  }
  return reading
}

/** The take's typical speed (m/s): the root mean square of its joints' speeds over the whole take. */
export const takeSpeed = (perSecond: readonly { energy: number }[]): number =>
  perSecond.length === 0 ? 0 : Math.sqrt(perSecond.reduce((sum, second) => sum + second.energy, 0) / perSecond.length)

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
}

/**
 * The entry whose figures and files a page shows: its node, the English. An index or lexicon page in another
 * language lists its language's items of the file (their texts translated), which must not derive again: the
 * files (their datasheet's words among them) are every language's, at one address.
 */
const englishEntry = async (source: EntrySource, nodeModel: NodeModel): Promise<EntrySource> => {
  if (TRANSLATIONS_FIELD in source) return source
  const node = await nodeModel.findOne({ type: ArchiveEntry.name, query: { filter: { slug: { eq: source.slug } } } })
  return (node as EntrySource | null) ?? source
}

export const archiveResolvers = {
  ArchiveEntry: {
    derived: {
      type: "ArchiveDerived!",
      description: "Figures, key poses and files derived from the entry's BVH at build time",
      resolve: async (source: EntrySource, _args: unknown, context: { nodeModel: NodeModel }) =>
        derivedFor(await englishEntry(source, context.nodeModel)),
    },
  },
  ArchiveDerived: {
    cardStrip: {
      type: "ArchivePoseStrip!",
      description: `The first ${ARCHIVE_CARD_POSES} key poses, as the index's cards show them`,
      resolve: cardStrip,
    },
    firstFrame: {
      type: "ArchiveFirstFrame!",
      description: "The player's first frame and the take's highest point, for the still shown before Play",
      resolve: async (derived: CachedDerivation) => (await fromPlayerData(derived)).firstFrame,
    },
    tempoHz: {
      type: "Float",
      description:
        "Movements per second, the tempo 'moves like this' compares; null when the take has no steady repeat",
      resolve: (derived: CachedDerivation) => steadyTempoHz(derived.descriptor),
    },
    speedMps: {
      type: "Float!",
      description: "The take's typical speed (m/s): the root mean square of its joints' speeds",
      resolve: (derived: CachedDerivation) => takeSpeed(derived.perSecond),
    },
  },
  ArchiveJson: {
    entriesPage: {
      type: "[ArchiveEntry!]!",
      args: { skip: "Int!", limit: "Int!" },
      description: "The entries one page of the index shows, in the file's order",
      resolve: (source: { entries: readonly EntrySource[] }, args: { skip: number; limit: number }) =>
        source.entries.slice(args.skip, args.skip + args.limit),
    },
    entriesWithPortrait: {
      type: "[ArchiveEntry!]!",
      description: "The entries a portrait was made from (the portraits page links them)",
      resolve: (source: { entries: readonly EntrySource[] }) =>
        source.entries.filter((entry) => typeof entry.portrait === "string" && entry.portrait !== ""),
    },
    byTerm: {
      type: "[ArchiveTermEntries!]!",
      description: `Per lexicon term the entries use: how many, and the first ${ARCHIVE_LEXICON_ENTRY_LINKS}`,
      resolve: (source: { entries: readonly EntrySource[] }) => {
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
  },
}

/** The words every entry page shares, in one language. */
type EntryWords = Pick<ArchiveEntryContext, "syntheticNotice" | "citation" | "untranslated" | "entryHeadings">

interface ArchiveListing {
  allArchiveJson: { nodes: (EntryWords & { language: string })[] }
  archiveJson: {
    entries: {
      slug: string
      title: string
      moverName: string
      setting: string
      synthetic: boolean
      translations: { language: string; title: string; setting: string; untranslated: string[] }[]
      terms: {
        slug: string
        name: string
        translations: { language: string; name: string; untranslated: string[] }[]
        effort: Partial<Record<EffortFactor, string>> | null
      }[]
    }[]
  } | null
}

export const FILTER_INDEX_NAME = "filter-index"

/**
 * Each entry's derivation, by slug. In `gatsby develop` an entry whose derivation fails is left out (named in the
 * terminal) and the others keep their pages: the editor's backend writes an entry's JSON before its motion file
 * (decap-server writes the data file, then the media), so createPages runs once with the entry and no take. Were
 * that run to fail, Gatsby would delete every archive page it did not make again, and the entry's page would wait
 * for a later run. The take's arrival is a new file node, which runs createPages again and makes the page. A build
 * stops instead (the content check has named the missing or broken file before this).
 */
export const derivationsOf = async (
  sources: EntrySource[],
  reporter: CreatePagesArgs["reporter"],
): Promise<Map<string, CachedDerivation>> => {
  const settled = await Promise.allSettled(sources.map((source) => derivedFor(source)))
  const derivations = new Map<string, CachedDerivation>()
  settled.forEach((outcome, index) => {
    const { slug, motion } = sources[index] as EntrySource
    if (outcome.status === "fulfilled") derivations.set(slug, outcome.value)
    else if (process.env.NODE_ENV === "development")
      reporter.warn(
        `Archive: "${slug}" has no page until content/archive/${motion} can be read (${String(outcome.reason)})`,
      )
    else throw outcome.reason
  })
  return derivations
}

/**
 * The archive's pages: one per entry, and the index's pages (ARCHIVE_PAGE_SIZE entries each), beside the filter
 * index the index's pages fetch when a visitor filters.
 */
export const createArchivePages = async (args: CreatePagesArgs): Promise<void> => {
  const { actions, reporter } = args
  // The entry pages' headings are asked for by the model's own list of them.
  const result = await args.graphql<ArchiveListing>(`
    query ArchiveListing {
      allArchiveJson {
        nodes {
          language
          syntheticNotice
          citation
          untranslated
          entryHeadings {
            ${Object.keys(ArchiveEntryHeadings.fields).join("\n            ")}
            untranslated
          }
        }
      }
      archiveJson(language: { eq: "${DEFAULT_LANGUAGE}" }) {
        entries {
          slug
          title
          moverName
          setting
          synthetic
          translations {
            language
            title
            setting
            untranslated
          }
          terms {
            slug
            name
            translations {
              language
              name
              untranslated
            }
            effort {
              space
              weight
              time
              flow
            }
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
  // The words every entry page shares, in each page's language (the English where the file has no such language).
  const wordsIn = new Map(
    result.data.allArchiveJson.nodes.map(({ language, syntheticNotice, citation, untranslated, entryHeadings }) => [
      language,
      { syntheticNotice, citation, untranslated, entryHeadings },
    ]),
  )
  const entryWords = (language: Language): EntryWords =>
    (wordsIn.get(language) ?? wordsIn.get(DEFAULT_LANGUAGE)) as EntryWords
  const sources = new Map(entryNodes(args.getNodesByType).map((source) => [source.slug, source]))
  const derivations = await derivationsOf(
    result.data.archiveJson.entries.map((entry) => sources.get(entry.slug) as EntrySource),
    reporter,
  )
  const entries = result.data.archiveJson.entries.filter((entry) => derivations.has(entry.slug))
  const derivationOf = (slug: string) => derivations.get(slug) as CachedDerivation
  reporter.info(
    `Archive: ${counts.derived} of ${entries.length} entries derived, ${counts.cached} read back from the build cache`,
  )
  // "Moves like this": each entry's nearest others, from the descriptors its derivation cached (docs/similarity.md).
  const similar = await similarListsCached(
    entries.map((entry) => {
      const effort = effortOf(entry.terms.map((term) => term.effort))
      const derived = derivationOf(entry.slug)
      return {
        descriptor: {
          slug: entry.slug,
          movement: derived.descriptor,
          pose: derived.pose,
          ...(effort ? { effort } : {}),
        },
        title: entry.title,
        synthetic: entry.synthetic,
        terms: entry.terms.map(({ slug, name, translations }) => ({ slug, name, translations })),
      }
    }),
  )
  reporter.info(
    `Archive similarity: ${ARCHIVE_SIMILAR_COUNT} nearest of ${entries.length} entries each, ${similar.cached ? "read back from the build cache" : "measured"} in ${Math.round(similar.ms)} ms; ${similar.changed} lists changed since the last build`,
  )
  // The titles and settings the lists show, in each language (the lists themselves are made once, from the English).
  const listed = new Map(LANGUAGES.map((language) => [language, listedIn(entries, language)]))
  const listedAs = (language: Language, slug: string): Listed | undefined => listed.get(language)?.get(slug)
  const similarIn = (item: SimilarEntry, language: Language): SimilarShown => {
    const sharedTerms = item.sharedTerms.map((term) => termIn(term, language))
    const shown = listedAs(language, item.slug)
    if (!shown || language === DEFAULT_LANGUAGE) return { ...item, sharedTerms }
    const untranslated = shown.untranslated.filter((field) => field === "title")
    return { ...item, title: shown.title, sharedTerms, untranslated }
  }
  for (const { slug } of entries) {
    // The words every entry page shares travel in its context, so an entry page's query reads its own entry's node
    // and nothing that changes when another entry is added; its list changes only when its nearest others do.
    const lists = similar.lists.get(slug)
    const context: Pick<ArchiveEntryContext, "slug" | "derivation"> = { slug, derivation: derivationOf(slug).key }
    createPageInEveryLanguage(
      actions.createPage,
      {
        path: archiveEntryPath(slug),
        component: path.resolve(process.cwd(), "src/views/archive/entry-template.tsx"),
        context,
      },
      (language): Omit<ArchiveEntryContext, keyof typeof context> => ({
        ...entryWords(language),
        similar: (lists?.nearest ?? []).map((item) => similarIn(item, language)),
        similarDifferently: lists?.differently ? similarIn(lists.differently, language) : null,
        similarAlike: lists?.alike ? similarIn(lists.alike, language) : null,
      }),
    )
  }
  // The filter's index, one file in each language: only the page's language travels when a visitor filters.
  const folder = path.join(process.cwd(), "public", ARCHIVE_ROUTES.archive)
  const indexes = new Map(
    LANGUAGES.map((language) => {
      const index = encodeFilterIndex(
        entries.map((entry) => {
          const shown = listedAs(language, entry.slug)
          return {
            slug: entry.slug,
            title: shown?.title ?? entry.title,
            moverName: entry.moverName,
            setting: shown?.setting ?? entry.setting,
            terms: entry.terms.map((term) => term.slug),
            bodyEmphasis: derivationOf(entry.slug).bodyEmphasis,
            durationS: derivationOf(entry.slug).durationS,
            synthetic: entry.synthetic,
            ...(language === DEFAULT_LANGUAGE ? {} : { untranslated: shown?.untranslated ?? [] }),
          }
        }),
      )
      const text = JSON.stringify(index)
      const name = `${FILTER_INDEX_NAME}${language === DEFAULT_LANGUAGE ? "" : `.${language}`}.${sha256Hex(text).slice(0, 16)}.json`
      return [language, { index, text, name }] as const
    }),
  )
  const names = new Set([...indexes.values()].map(({ name }) => name))
  await fs.mkdir(folder, { recursive: true })
  for (const old of await fs.readdir(folder))
    if (old.startsWith(`${FILTER_INDEX_NAME}.`) && !names.has(old)) await fs.rm(path.join(folder, old))
  for (const { text, name } of indexes.values()) await fs.writeFile(path.join(folder, name), text)
  // Every language has its index (LANGUAGES made them).
  const indexIn = (language: Language) => indexes.get(language) as { index: FilterIndexFile; name: string }
  for (const page of indexPages(entries.length, ARCHIVE_PAGE_SIZE)) {
    const context: Omit<ArchiveIndexContext, "filterIndexUrl" | "settings" | "englishSettings"> = {
      page: page.page,
      first: page.page === 1,
      pageCount: page.pageCount,
      skip: page.skip,
      limit: page.limit,
      total: entries.length,
      terms: indexIn(DEFAULT_LANGUAGE).index.terms,
    }
    createPageInEveryLanguage(
      actions.createPage,
      {
        path: page.path,
        component: path.resolve(process.cwd(), "src/views/archive/index-template.tsx"),
        context,
      },
      (language): Pick<ArchiveIndexContext, "filterIndexUrl" | "settings" | "englishSettings"> => {
        const { index, name } = indexIn(language)
        const english = new Set(index.untranslated?.settings)
        return {
          filterIndexUrl: `${ARCHIVE_ROUTES.archive}${name}`,
          settings: index.settings,
          ...(index.untranslated ? { englishSettings: index.settings.filter((_, at) => english.has(at)) } : {}),
        }
      },
    )
  }
}

/**
 * Copies each entry's files from the build cache into public/archive/<slug>/ (the same text the pages' sizes and
 * checksums describe), skipping a file that is still as this pass left it from the same derivation.
 */
export const writeArchiveFiles = async ({
  reporter,
  getNodesByType,
}: Pick<BuildArgs, "reporter" | "getNodesByType">): Promise<void> => {
  const entries = entryNodes(getNodesByType)
  const publicDir = path.resolve(process.cwd(), "public")
  const record = await PassRecord.open<string>("archive-files", "1")
  const written: string[] = []
  let copied = 0
  for (const entry of entries) {
    const folder = path.join(publicDir, archiveEntryPath(entry.slug))
    await fs.mkdir(folder, { recursive: true })
    const derived = await derivedFor(entry)
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
  // A file an earlier pass copied that no entry offers now (the entry was removed, or its mover withdrew consent to
  // downloads) is deleted: a warm build must not keep serving it.
  const withdrawn = record.keepOnly(written)
  for (const file of withdrawn) {
    await fs.rm(file, { force: true })
    // The entry's folder goes with its last file (a folder that still holds something stays).
    await fs.rmdir(path.dirname(file)).catch(() => undefined)
  }
  await record.save()
  reporter.info(
    `Archive files: ${written.length} for ${entries.length} entries, ${copied} copied, ${written.length - copied} already in place, ${withdrawn.length} no longer offered removed`,
  )
}

const ARCHIVE_FILE_PATH = /^\/archive\/([a-z0-9-]+)\/([A-Za-z0-9.-]+)$/

/** `gatsby develop` serves the same files, derived on request, at the same addresses. */
export const serveArchiveFiles: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType }) => {
  addDevHandler(app, (req, res, next) => {
    const match = ARCHIVE_FILE_PATH.exec(req.path)
    if (!match) return next()
    const entry = entryNodes(getNodesByType).find((candidate) => candidate.slug === match[1])
    if (!entry) return next()
    derivedFor(entry)
      .then((derived) => {
        const name = match[2] as string
        if (!derived.fileNames.includes(name)) return next()
        res.type(name.endsWith(".json") ? "application/json" : "text/plain")
        // Piped from the build cache, so a long take's joints.csv goes out as the socket takes it, never whole.
        createReadStream(path.join(derived.fileDir, name)).pipe(res)
      })
      .catch(() => next())
  })
}
