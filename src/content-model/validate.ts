/**
 * Checks everything under content/ against the content model before Gatsby reads it, so a mistake
 * fails the build with the file and the field named instead of leaving a hole on a page.
 * Pure apart from the injected media inspector; see ./inspect-media.ts for the real one.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { ARCHIVE_ROUTES, ROUTES } from "../constants"
import {
  RASTER_EXTENSIONS,
  RASTER_FORMATS,
  SLUG_PATTERN,
  VECTOR_EXTENSIONS,
  type Field,
  type ObjectType,
  type ReferenceTarget,
} from "./fields"
import { COLLECTIONS, PORTRAIT, type Collection } from "./model"
import { listLeftovers, REMOVE_LEFTOVERS_COMMAND } from "./leftovers"
import { checkStillShapes } from "./still-shapes"
import {
  checkArchiveConsent,
  checkArchiveMotion,
  checkLexiconLinks,
  checkMoverWords,
  type MotionCheckMemo,
} from "./archive-checks"
import { crossCheck, entrySlugs } from "./cross-checks"
import type { SniffedFormat } from "./file-kind"
import { entryNamed } from "./labels"
import { fileKindProblem, type PictureSize } from "./media-checks"
import { describe, relabelled, withRule, type Problem, type Rule } from "./problem"
import { checkLanguages, englishOf, hasTranslations } from "./translations"
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, type Language } from "../i18n/languages"

export type { Problem } from "./problem"

export interface MediaInspector {
  exists(absolutePath: string): Promise<boolean>
  /** What the file is by its first bytes (./file-kind.ts), whatever its name says; undefined if unknown. */
  sniff(absolutePath: string): Promise<SniffedFormat | undefined>
  /**
   * Decodes a raster picture whole (only called for files sniffed as one the site reads): its size as shown,
   * with EXIF orientation applied, or an Error if it cannot be decoded (e.g. a JPEG cut off part-way). The editor's
   * inspector has no decoder and leaves it out: there, only the build decodes.
   */
  decodeImage?(absolutePath: string): Promise<PictureSize | Error>
}

export type { PictureSize } from "./media-checks"

const SLUG = new RegExp(SLUG_PATTERN)
const KNOWN_ROUTES: readonly string[] = [...Object.values(ROUTES), ...Object.values(ARCHIVE_ROUTES)]
const WHOLE_FILE = "(file)"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** JSON.parse reports a character offset; editors need a line and column. */
export const describeJsonError = (source: string, error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error)
  const position = /position (\d+)/.exec(message)?.[1]
  if (position === undefined) return `is not valid JSON: ${message}`
  const before = source.slice(0, Number(position))
  const line = before.split("\n").length
  const column = Number(position) - before.lastIndexOf("\n")
  return `is not valid JSON at line ${line}, column ${column}: ${message}`
}

interface Walk {
  file: string
  /** Absolute directory of the JSON file: media paths are relative to it. */
  dir: string
  contentDir: string
  inspector: MediaInspector
  problems: Problem[]
  pending: Promise<void>[]
  /** Slugs that name entries in other files, checked once every file is parsed. */
  references: { file: string; field: string; to: ReferenceTarget; slug: string }[]
  /** Absolute paths of every media file an entry names (files nothing names are leftovers). */
  media: Set<string>
  /** The size, as shown, of each picture in this file that decoded, by field (e.g. portraits[0].stills[2]). */
  sizes: Map<string, PictureSize>
}

const report = (walk: Walk, field: string, message: string, rule?: Rule): void => {
  walk.problems.push(withRule({ file: walk.file, field, message }, rule))
}

const checkMedia = (walk: Walk, at: string, field: Field & { kind: "image" | "file" }, value: string) => {
  if (value.trim() === "" || path.isAbsolute(value) || /^[a-z]+:/i.test(value)) {
    report(walk, at, `must be a path relative to ${walk.file}, e.g. "images/picture.jpg" (got ${describe(value)})`, {
      kind: "media-place",
      folder: field.folder,
      value,
    })
    return
  }
  const absolute = path.resolve(walk.dir, value)
  if (!absolute.startsWith(walk.contentDir + path.sep)) {
    report(walk, at, `must point to a file inside content/ (got ${describe(value)})`, {
      kind: "media-place",
      folder: field.folder,
      value,
    })
    return
  }
  // One flat folder per field: the CMS stores uploads there and finds media by file name alone.
  const [folder, name, ...deeper] = value.split("/")
  if (folder !== field.folder || !name || deeper.length > 0) {
    const where = path.posix.join(path.posix.dirname(walk.file), field.folder)
    report(walk, at, `must be a file in ${where}/, written "${field.folder}/<file name>" (got ${describe(value)})`, {
      kind: "media-place",
      folder: field.folder,
      value,
    })
    return
  }
  const extension = path.extname(value).toLowerCase()
  const allowed: readonly string[] =
    field.kind === "file"
      ? field.extensions
      : field.vector
        ? [...RASTER_EXTENSIONS, ...VECTOR_EXTENSIONS]
        : RASTER_EXTENSIONS
  if (!allowed.includes(extension)) {
    report(walk, at, `must be a ${allowed.join(", ")} file (got ${describe(value)})`, {
      kind: "extension",
      allowed,
      value,
    })
    return
  }
  walk.media.add(absolute)
  walk.pending.push(
    (async () => {
      if (!(await walk.inspector.exists(absolute))) {
        report(walk, at, `file not found: ${path.relative(path.dirname(walk.contentDir), absolute)}`, {
          kind: "missing-file",
          value,
        })
        return
      }
      // By its bytes first: only a file that really is a picture sharp reads is ever handed to sharp.
      const sniffed = await walk.inspector.sniff(absolute)
      const readable: readonly string[] | undefined =
        field.kind === "image" ? (field.vector ? [...RASTER_FORMATS, "svg"] : RASTER_FORMATS) : undefined
      const kindProblem = fileKindProblem(extension, sniffed, readable)
      if (kindProblem !== undefined)
        return report(walk, at, `${kindProblem}: ${value}`, { kind: "file-kind", value, why: kindProblem })
      // Past the kind check the bytes match the extension, so the sniffed format alone says whether it is a drawing.
      if (field.kind !== "image" || sniffed === "svg") return
      if (walk.inspector.decodeImage === undefined) return
      const decoded = await walk.inspector.decodeImage(absolute)
      if (decoded instanceof Error)
        report(walk, at, `cannot be read whole as a picture (${decoded.message}); it may be cut off: ${value}`)
      else walk.sizes.set(at, decoded)
    })(),
  )
}

/** Missing, null, or "" on an optional field (what the CMS writes when an editor clears one). */
export const isAbsent = (field: Field, value: unknown): boolean =>
  value === undefined || value === null || (field.optional === true && value === "")

const checkField = (walk: Walk, at: string, field: Field, value: unknown): void => {
  if (isAbsent(field, value)) {
    if (!field.optional)
      report(walk, at, `is required${field.doc ? ` (${field.doc})` : ""}`, {
        kind: "required",
        ...(field.kind === "boolean" && field.explicit ? { answer: "yes-no" as const } : {}),
      })
    return
  }
  switch (field.kind) {
    case "text":
      if (typeof value !== "string")
        return report(walk, at, `must be text (got ${describe(value)})`, { kind: "wrong-type", expected: "text" })
      if (field.slug && !SLUG.test(value))
        return report(walk, at, `must be a slug of lower-case letters, digits and hyphens (got ${describe(value)})`, {
          kind: "slug",
          value,
        })
      if (field.oneOf && !field.oneOf.includes(value))
        return report(
          walk,
          at,
          `must be one of ${field.oneOf.map((v) => `"${v}"`).join(", ")} (got ${describe(value)})`,
          { kind: "one-of", options: field.oneOf },
        )
      if (value.trim() === "" && !field.allowEmpty) report(walk, at, "must not be empty", { kind: "empty" })
      return
    case "https": {
      const url = typeof value === "string" && URL.canParse(value) ? new URL(value) : undefined
      if (url?.protocol !== "https:")
        report(walk, at, `must be an absolute https:// URL (got ${describe(value)})`, { kind: "https" })
      return
    }
    case "route":
      if (typeof value !== "string" || !KNOWN_ROUTES.includes(value))
        report(walk, at, `must be one of the site's pages: ${KNOWN_ROUTES.join(", ")} (got ${describe(value)})`, {
          kind: "route",
          options: KNOWN_ROUTES,
        })
      return
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value))
        return report(walk, at, `must be a whole number (got ${describe(value)})`, {
          kind: "wrong-type",
          expected: "a whole number",
        })
      if (field.min !== undefined && value < field.min)
        report(walk, at, `must be at least ${field.min} (got ${value})`, { kind: "at-least", min: field.min })
      return
    case "boolean":
      if (typeof value !== "boolean")
        report(walk, at, `must be true or false (got ${describe(value)})`, {
          kind: "wrong-type",
          expected: "yes or no",
        })
      return
    case "reference":
      if (typeof value !== "string" || !SLUG.test(value))
        return report(walk, at, `must be the slug of a ${field.to.noun} (got ${describe(value)})`, {
          kind: "slug",
          value: String(value),
        })
      walk.references.push({ file: walk.file, field: at, to: field.to, slug: value })
      return
    case "image":
    case "file":
      if (typeof value !== "string")
        return report(walk, at, `must be a file path (got ${describe(value)})`, {
          kind: "wrong-type",
          expected: "a file",
        })
      return checkMedia(walk, at, field, value)
    case "list":
      return checkList(walk, at, field, value)
    case "object":
      return checkObject(walk, at, field.type, value)
  }
}

const checkList = (walk: Walk, at: string, field: Field & { kind: "list" }, value: unknown) => {
  if (!Array.isArray(value))
    return report(walk, at, `must be a list [ … ] (got ${describe(value)})`, { kind: "wrong-type", expected: "a list" })
  const size = { kind: "list-size", min: field.min, max: field.max, count: value.length } as const
  if (field.min !== undefined && value.length < field.min)
    report(
      walk,
      at,
      field.min === 1 ? "must not be empty" : `must have at least ${field.min} entries (has ${value.length})`,
      size,
    )
  if (field.max !== undefined && value.length > field.max)
    report(walk, at, `must have at most ${field.max} entries (has ${value.length})`, size)
  value.forEach((item, index) => checkField(walk, `${at}[${index}]`, field.of, item))
  for (const key of field.unique ?? []) {
    const firstIndex = new Map<unknown, number>()
    value.forEach((item, index) => {
      const id = isRecord(item) ? item[key] : undefined
      if (id === undefined) return
      const first = firstIndex.get(id)
      if (first === undefined) firstIndex.set(id, index)
      else
        report(walk, `${at}[${index}].${key}`, `duplicate ${key} ${describe(id)} (already used by ${at}[${first}])`, {
          kind: "duplicate",
          key,
          value: id,
          firstIndex: first,
        })
    })
  }
}

const checkObject = (walk: Walk, at: string, type: ObjectType, value: unknown) => {
  const prefix = at === "" ? "" : `${at}.`
  if (!isRecord(value))
    return report(walk, at || WHOLE_FILE, `must be an object { … } (got ${describe(value)})`, {
      kind: "wrong-type",
      expected: "a group of fields",
    })
  const known = Object.keys(type.fields)
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      report(walk, `${prefix}${key}`, `unknown field; expected one of: ${known.join(", ")}`, {
        kind: "unknown-field",
        known,
      })
  }
  for (const [name, field] of Object.entries(type.fields)) checkField(walk, `${prefix}${name}`, field, value[name])
}

const checkReferences = (
  references: Walk["references"],
  parsed: ReadonlyMap<string, unknown>,
  label: (relative: string) => string,
): Problem[] =>
  references.flatMap(({ file, field, to, slug }) => {
    const known = entrySlugs(parsed, to)
    if (known === undefined || known.has(slug)) return []
    const where = label(to.collection)
    return [
      withRule(
        {
          file,
          field,
          message: `names no ${to.noun}: "${slug}" is not a slug in ${where} (known: ${[...known].join(", ")})`,
        },
        { kind: "reference", to, slug, known: [...known] },
      ),
    ]
  })

/** Every .json file below a folder, relative to it, sorted. */
const listJsonFiles = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

export interface CheckParsedOptions {
  /** The content files that parsed, by their path below content/ (e.g. "sponsors/sponsors.json"). */
  parsed: ReadonlyMap<string, unknown>
  /** Absolute path of the content folder; media paths resolve below it and are handed to the inspector. */
  contentDir: string
  inspector: MediaInspector
  collections?: readonly Collection[]
}

/**
 * Every rule that needs only the parsed files and the media inspector: each field against the model, references by
 * slug, and the rules across fields and files. The build runs it over content/ (`validateContent`); the editor runs
 * it in the browser before a save (src/cms/pre-save.ts), so both name the same mistakes the same way.
 */
export const checkParsed = async (options: CheckParsedOptions): Promise<Problem[]> =>
  (await walkParsed(options)).problems

/** `checkParsed`, also returning the absolute path of every media file an entry names. */
const walkParsed = async ({
  parsed,
  contentDir,
  inspector,
  collections = COLLECTIONS,
}: CheckParsedOptions): Promise<{ problems: Problem[]; media: Set<string> }> => {
  const root = path.resolve(contentDir)
  const label = contentLabel(root)
  const problems: Problem[] = []
  const pending: Promise<void>[] = []
  const references: Walk["references"] = []
  const media = new Set<string>()
  const sizes = new Map<string, Map<string, PictureSize>>()
  for (const collection of collections) {
    if (!parsed.has(collection.file)) continue
    const absolute = path.join(root, collection.file)
    const file = label(collection.file)
    const walk: Walk = {
      file,
      dir: path.dirname(absolute),
      contentDir: root,
      inspector,
      problems,
      pending,
      references,
      media,
      sizes: new Map(),
    }
    sizes.set(collection.file, walk.sizes)
    checkObject(walk, "", collection.type, parsed.get(collection.file))
  }
  await Promise.all(pending)
  const portraits = parsed.get(PORTRAIT.collection)
  if (portraits !== undefined)
    for (const problem of checkStillShapes(portraits, sizes.get(PORTRAIT.collection) ?? new Map()))
      problems.push(relabelled(problem, { file: label(problem.file) }))
  problems.push(...checkReferences(references, parsed, label))
  for (const problem of crossCheck(parsed)) problems.push(relabelled(problem, { file: label(problem.file) }))
  const archive = parsed.get("archive/archive.json")
  if (archive !== undefined)
    for (const problem of [...checkArchiveConsent(archive), ...checkMoverWords(archive)])
      problems.push(relabelled(problem, { file: label(problem.file) }))
  const lexicon = parsed.get("lexicon/lexicon.json")
  if (lexicon !== undefined)
    for (const problem of checkLexiconLinks(lexicon)) problems.push(relabelled(problem, { file: label(problem.file) }))
  return { problems: nameEntries(problems, parsed, collections, label), media }
}

/** "content/<file>" from a path below the content folder, as every problem names its file. */
const contentLabel =
  (root: string) =>
  (relative: string): string =>
    path.posix.join(path.basename(root), relative.split(path.sep).join("/"))

/** Adds the list entry each problem is in, as editors know it (`sponsor "…"`), to the problems that have one. */
const nameEntries = (
  problems: readonly Problem[],
  parsed: ReadonlyMap<string, unknown>,
  collections: readonly Collection[],
  label: (relative: string) => string,
): Problem[] =>
  problems.map((problem) => {
    const collection = collections.find((c) => label(c.file) === problem.file)
    const entry = collection && entryNamed(collection.type, parsed.get(collection.file), problem.field)
    return entry === undefined ? problem : relabelled(problem, { entry })
  })

export interface ValidateOptions {
  /** Absolute path of the content folder. */
  contentDir: string
  inspector: MediaInspector
  collections?: readonly Collection[]
  /** The build's record of takes already found clean (./archive-checks.ts `MotionCheckMemo`). */
  motionMemo?: MotionCheckMemo
  /** The languages whose missing translations are errors (`COMPLETE_LANGUAGES` unless a test says otherwise). */
  completeLanguages?: readonly Language[]
}

/** All problems in the content, in file order; an empty list means the content is good. */
export const validateContent = async ({
  contentDir,
  inspector,
  collections = COLLECTIONS,
  motionMemo,
  completeLanguages = COMPLETE_LANGUAGES,
}: ValidateOptions): Promise<Problem[]> => {
  const root = path.resolve(contentDir)
  const label = contentLabel(root)
  const problems: Problem[] = []
  const parsed = new Map<string, unknown>()

  const modelled = new Set(collections.map((c) => c.file))
  for (const stray of (await listJsonFiles(root)).filter((f) => !modelled.has(f.split(path.sep).join("/")))) {
    problems.push({
      file: label(stray),
      field: WHOLE_FILE,
      message: `is not part of the content model, so the site would ignore it; expected only: ${[...modelled].join(", ")}`,
    })
  }

  for (const collection of collections) {
    const file = label(collection.file)
    const absolute = path.join(root, collection.file)
    let source: string
    try {
      source = await fs.readFile(absolute, "utf8")
    } catch {
      problems.push({ file, field: WHOLE_FILE, message: "is missing" })
      continue
    }
    try {
      const data: unknown = JSON.parse(source)
      // Every other check reads the English; the languages' layout and the translations are checked here.
      if (hasTranslations(collection.type) && !isRecord(englishOf(collection.type, data))) {
        problems.push({
          file,
          field: WHOLE_FILE,
          message: `must hold the English values under "${DEFAULT_LANGUAGE}" and each translation under its language's code, e.g. { "${DEFAULT_LANGUAGE}": { … }, "es": { … } }`,
        })
        continue
      }
      parsed.set(collection.file, englishOf(collection.type, data))
      problems.push(...checkLanguages(collection.type, data, { fileLabel: file, complete: completeLanguages }))
    } catch (error) {
      problems.push({ file, field: WHOLE_FILE, message: describeJsonError(source, error) })
    }
  }
  const walked = await walkParsed({ parsed, contentDir: root, inspector, collections })
  problems.push(...walked.problems)
  // A file that did not parse names nothing we can see, so leftovers are only judged when every file parsed.
  const leftovers = parsed.size === collections.length ? await listLeftovers(root, walked.media) : []
  for (const leftover of leftovers)
    problems.push({
      file: label(leftover),
      field: WHOLE_FILE,
      severity: "notice",
      message: `is named by no entry (a leftover); remove it with \`${REMOVE_LEFTOVERS_COMMAND}\``,
    })
  const archive = parsed.get("archive/archive.json")
  if (archive !== undefined) {
    const motion = (await checkArchiveMotion(archive, root, label, motionMemo)).map((p) =>
      relabelled(p, { file: label(p.file) }),
    )
    problems.push(...nameEntries(motion, parsed, collections, label))
  }

  const order = new Map(collections.map((c, index) => [label(c.file), index]))
  return problems.sort((a, b) => (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1))
}

export const formatProblems = (problems: readonly Problem[]): string =>
  [
    `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; fix ${problems.length === 1 ? "it" : "them"} and rebuild:`,
    ...problems.map((p) => `  ${p.file} → ${p.field}${p.entry === undefined ? "" : ` (${p.entry})`}: ${p.message}`),
  ].join("\n")

/** Problems that stop the build (warnings and notices do not). */
export const isError = (problem: Problem): boolean => problem.severity === undefined

/** Warnings and notices, one line each, for a log that carries on. */
export const formatRemarks = (remarks: readonly Problem[]): string =>
  remarks
    .map(
      (p) =>
        `  ${p.file} → ${p.field}${p.entry === undefined ? "" : ` (${p.entry})`}: ${p.severity ?? "error"}: ${p.message}`,
    )
    .join("\n")
