/**
 * The editor's check before a save: the build's own rules (src/content-model/validate.ts, `checkParsed`) over the
 * entry being saved and the other content files as they are stored, so a duplicate slug, a portrait slug the
 * Portraits page still names, a partners sentence naming no sponsor, a card with both a portrait and a video or a
 * consent rule broken is refused with the entry named, before anything is written. Pure; the browser side that
 * gathers the files and the uploads and shows the message is ./editor-script.ts.
 *
 * Media: a file uploaded in this editing session is judged by its first bytes (../content-model/file-kind.ts), so a
 * phone's HEIC renamed .jpg is refused with its name. A file the content already names is on the backend and was
 * checked by the build that published it; here it counts as present, in the format its extension says.
 *
 * Languages: a file stored with its languages (../content-model/translations.ts) is handed over as stored,
 * `{ "en": { … }, "es": { … } }`. Every rule reads its English, as the build's check does, and the translations are
 * held to the build's rules for them (`checkLanguages`): a translation of something the English does not have is
 * refused; a missing translation is a warning there, so it never blocks a save.
 */
import { sniffFormat } from "../content-model/file-kind"
import { COLLECTIONS, type Collection } from "../content-model/model"
import type { Problem } from "../content-model/problem"
import { EXTENSION_FORMATS, fileKindProblem } from "../content-model/media-checks"
import { RASTER_FORMATS } from "../content-model/fields"
import { checkParsed, isError, type MediaInspector } from "../content-model/validate"
import { entrySlugs } from "../content-model/cross-checks"
import type { ReferenceTarget } from "../content-model/fields"
import {
  checkLanguages,
  englishOf,
  hasTranslations,
  TRANSLATIONS,
  withLanguages,
  asTheEditorWrites,
} from "../content-model/translations"
import { COMPLETE_LANGUAGES } from "../i18n/languages"
import { inLanguagesLayout } from "./content-format"
import { groupedSentences, messagesFor, placeOf, type EditorMessage } from "./editor-messages"

/** Where the check pretends content/ is: media paths resolve below it, as they do below the real one. */
const CONTENT_ROOT = "/content"

/**
 * An uploaded file's name as Decap stores it: lower-cased, and every character that does not belong in an address
 * replaced by "-" (Decap's default `slug` settings), so "IMG 4101.JPG" is saved as "img-4101.jpg".
 */
export const storedUploadName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\-._~]/gu, "-")
    .replace(/-{2,}/g, "-")

/**
 * What is wrong with a file as it is chosen for upload, before any field uses it: its first bytes against what its
 * name promises (a phone's HEIC or an AVIF picture named ".jpg"), said as the check before a save will say it, so
 * the editor hears it at once rather than at Publish. A picture may be any kind a picture field takes (the save's
 * check then holds it to its own field's kinds). Undefined when the file is what its name says.
 */
export const chosenFileRefusal = (name: string, bytes: Uint8Array): string | undefined => {
  const stored = storedUploadName(name)
  const extension = stored.slice(stored.lastIndexOf(".")).toLowerCase()
  const promised = EXTENSION_FORMATS[extension]
  if (promised === undefined) return undefined
  const pictures: readonly string[] = [...RASTER_FORMATS, "svg"]
  const problem = fileKindProblem(extension, sniffFormat(bytes), pictures.includes(promised) ? pictures : undefined)
  return problem === undefined
    ? undefined
    : `Not saved: the file ${JSON.stringify(stored)} ${problem}. Publish refuses it until it is replaced or removed.`
}

const baseName = (filePath: string): string => filePath.slice(filePath.lastIndexOf("/") + 1)

/**
 * The inspector for the browser: uploads by their bytes, everything else by its name (see the file's comment). It
 * decodes nothing, so the shape of a still is judged by the build alone.
 */
export const editorInspector = (uploads: ReadonlyMap<string, Uint8Array>): MediaInspector => ({
  exists: () => Promise.resolve(true),
  sniff: (absolutePath) => {
    const upload = uploads.get(storedUploadName(baseName(absolutePath)))
    if (upload !== undefined) return Promise.resolve(sniffFormat(upload))
    const extension = absolutePath.slice(absolutePath.lastIndexOf(".")).toLowerCase()
    return Promise.resolve(EXTENSION_FORMATS[extension])
  },
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A content file's English values, the shape every rule reads: the English of a file stored with its languages (its
 * `en`), any other file as it is. A file of a translated type that is not in that layout (English handed over
 * alone, or a file the build will refuse for its layout) is read as it is too.
 */
const englishOfFile = (file: string, value: unknown, collections: readonly Collection[] = COLLECTIONS): unknown => {
  const collection = collections.find((c) => c.file === file)
  return collection !== undefined && inLanguagesLayout(value) ? englishOf(collection.type, value) : value
}

/**
 * The file a save writes, as stored: the form's data (Decap's entry `data`), and for a file stored with its languages
 * each translation beside it (Decap keeps them in the entry's `i18n`, `{ es: { data } }`).
 */
export const savedFile = (
  file: string,
  data: unknown,
  i18n: unknown,
  collections: readonly Collection[] = COLLECTIONS,
): unknown => {
  const collection = collections.find((c) => c.file === file)
  if (collection === undefined || !hasTranslations(collection.type)) return data
  const translations = isRecord(i18n) ? i18n : {}
  // As the editor writes it (./content-format.ts): renames followed, without a translation's copies of English values.
  return asTheEditorWrites(
    collection.type,
    withLanguages(
      collection.type,
      data,
      Object.fromEntries(
        TRANSLATIONS.map((language) => {
          const translation = translations[language]
          return [language, isRecord(translation) ? translation.data : undefined]
        }),
      ),
    ),
  )
}

/** Every file of `files` as its English values (see `englishOfFile`). */
const inEnglish = (files: ReadonlyMap<string, unknown>, collections: readonly Collection[]) =>
  new Map([...files].map(([file, value]) => [file, englishOfFile(file, value, collections)] as const))

export interface PreSaveInput {
  /** The file being saved, below content/ (e.g. "sponsors/sponsors.json"). */
  file: string
  /** What the editor is about to save in it: the file as stored, with its languages if it has them. */
  data: unknown
  /**
   * The content files as stored before this save, by their path below content/ (a file with its languages in that
   * layout); those it could not read are left out.
   */
  stored: ReadonlyMap<string, unknown>
  /** The first bytes of each file uploaded in this session, by the name Decap stores it under. */
  uploads: ReadonlyMap<string, Uint8Array>
  collections?: readonly Collection[]
}

const key = (p: Problem) => `${p.file}\n${p.field}\n${p.message}`

/**
 * What would be wrong after the save: every problem in the file being saved, and any problem the save brings into
 * another file (a slug renamed while the Portraits page still names it). Problems other files already had are
 * theirs to fix, and do not block this save.
 */
export const problemsBeforeSave = async ({
  file,
  data,
  stored,
  uploads,
  collections = COLLECTIONS,
}: PreSaveInput): Promise<Problem[]> => {
  const check = (parsed: ReadonlyMap<string, unknown>, inspector: MediaInspector) =>
    checkParsed({ parsed, contentDir: CONTENT_ROOT, inspector, collections })
  const storedEnglish = inEnglish(stored, collections)
  const english = englishOfFile(file, data, collections)
  const after = (await check(new Map([...storedEnglish, [file, english]]), editorInspector(uploads))).filter(isError)
  const before = new Set((await check(storedEnglish, editorInspector(new Map()))).map(key))
  const saved = `content/${file}`
  const collection = collections.find((c) => c.file === file)
  const languages =
    collection !== undefined && hasTranslations(collection.type) && english !== data
      ? checkLanguages(collection.type, data, { fileLabel: saved, complete: COMPLETE_LANGUAGES }).filter(isError)
      : []
  return [...after.filter((p) => p.file === saved || !before.has(key(p))), ...languages]
}

/**
 * A renamed or removed entry that other files still name: the problems of the other files that name its old slug
 * (a `reference`, or a `{slug}` mark), which this save brings in.
 */
interface Renamed {
  slug: string
  to: ReferenceTarget
  /** Where the old slug is still named, in the editor's words. */
  places: string[]
}

const renamedEntries = (
  problems: readonly Problem[],
  file: string,
  stored: ReadonlyMap<string, unknown>,
): Renamed[] => {
  const renamed = new Map<string, Renamed>()
  for (const problem of problems) {
    const rule = problem.rule
    const target = rule?.kind === "reference" || rule?.kind === "sentence-mark" ? rule : undefined
    // Only a slug this save took away: the file being saved is the one that held it, and another file names it.
    if (!target || target.to.collection !== file || problem.file === `content/${file}`) continue
    if (!entrySlugs(stored, target.to)?.has(target.slug)) continue
    const key = `${target.to.collection}\n${target.slug}`
    const group = renamed.get(key) ?? { slug: target.slug, to: target.to, places: [] }
    group.places.push(problem.file)
    renamed.set(key, group)
  }
  return [...renamed.values()]
}

/** The entry of `to`'s list that had this slug before the save, as it is named now (by its place in the list). */
const renamedEntryPath = (
  stored: ReadonlyMap<string, unknown>,
  to: ReferenceTarget,
  slug: string,
): string | undefined => {
  const list = (stored.get(to.collection) as Record<string, unknown> | undefined)?.[to.list]
  const index = Array.isArray(list) ? list.findIndex((item) => (item as { slug?: unknown } | null)?.slug === slug) : -1
  return index < 0 ? undefined : `${to.list}[${index}]`
}

/**
 * The pop-up's message when the check refuses a save, in the editor's words (./editor-messages.ts): "Not saved",
 * then one line per thing to fix, each naming the entry by its name, then the field by its label, then what to do.
 * A slug renamed while other files still name it is said once, with the entry, its old slug, the places that name
 * it and the two ways out.
 */
export const refusalFor = ({
  problems,
  file,
  data: dataAsStored,
  stored: storedWithLanguages,
  collections = COLLECTIONS,
}: {
  problems: readonly Problem[]
  file: string
  data: unknown
  stored: ReadonlyMap<string, unknown>
  collections?: readonly Collection[]
}): { text: string; messages: EditorMessage[] } => {
  // Every place is named from the English, as every rule reads it (see the file's comment).
  const stored = inEnglish(storedWithLanguages, collections)
  const data = englishOfFile(file, dataAsStored, collections)
  const parsed = new Map([...stored, [file, data]])
  const renamed = renamedEntries(problems, file, stored)
  const renamedFiles = new Set(renamed.flatMap((r) => r.places))
  const messages = messagesFor(problems, parsed, collections)
  const kept = problems.flatMap((problem, index) => {
    const rule = problem.rule
    const isRename =
      (rule?.kind === "reference" || rule?.kind === "sentence-mark") &&
      renamed.some((r) => r.slug === rule.slug && r.to.collection === rule.to.collection) &&
      renamedFiles.has(problem.file)
    const message = messages[index]
    return isRename || !message ? [] : [{ problem, message }]
  })
  const lines = groupedSentences(
    kept.map((k) => k.message),
    kept.map((k) => k.problem),
  )
  const collection = collections.find((c) => c.file === file)
  const renameMarks: EditorMessage[] = []
  for (const group of renamed) {
    const at = renamedEntryPath(stored, group.to, group.slug)
    const place =
      collection && at !== undefined
        ? placeOf({ file: `content/${file}`, field: `${at}.slug`, message: "" }, collection, data)
        : undefined
    const where = messages
      .filter((m, index) => {
        const rule = problems[index]?.rule
        return (
          (rule?.kind === "reference" || rule?.kind === "sentence-mark") && rule.slug === group.slug && m.file !== file
        )
      })
      .map((m) => (m.place.field === "" ? m.place.entry : `${m.place.entry} → ${m.place.field}`))
    const entry = place ? `${place.entry} → ${place.label}` : `The ${group.to.noun} ${JSON.stringify(group.slug)}`
    const text =
      `It was ${JSON.stringify(group.slug)}, and ${where.join("; ")} still name${where.length === 1 ? "s" : ""} it. ` +
      `Rename it back to ${JSON.stringify(group.slug)}, or first change ${where.length === 1 ? "that place" : "those places"} to name another ${group.to.noun}.`
    const sentence = `${entry}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`
    lines.push(sentence)
    // The renamed slug's own field is marked too, unless another problem of it already marks it (a duplicate).
    const slugPath = at === undefined ? undefined : `${at}.slug`
    if (place && slugPath !== undefined && !messages.some((m) => m.file === file && m.path === slugPath))
      renameMarks.push({ file, path: slugPath, place, text, sentence })
  }
  const head = lines.length === 1 ? "Not saved." : `Not saved: ${lines.length} things to fix.`
  return {
    text: [head, ...lines.map((line) => (lines.length === 1 ? line : `• ${line}`))].join("\n"),
    messages: [...messages, ...renameMarks],
  }
}

/**
 * What the editor's check throws to refuse a save. Decap's pop-up says `ui.toast.onFailToPersist` with the error as
 * its `details`, which its phrase library turns into text with `String(error)`: an Error's own toString would put
 * "Error: " before the message, this one gives the message alone (and the editor's script makes the phrase
 * `%{details}` alone, ./editor-script.ts).
 */
export class Refusal extends Error {
  override name = "Refusal"
  override toString(): string {
    return this.message
  }
}

/** Decap's phrase for a failed save, with its "Failed to persist entry: " left out: the details say it all. */
export const FAILED_SAVE_PHRASE = "%{details}"

/**
 * Decap's pop-up when a field of the form is invalid, replacing its "you've missed a required field", which it also
 * showed for a malformed value (an http:// link, a slug with capitals). Each field's own message says what is wrong;
 * the editor's script adds the entries and fields it is about, one a line (./field-marks.ts).
 */
export const INVALID_FIELDS_TOAST =
  "Not saved: a field needs fixing first. Each one says what is wrong, in red, under its name."
