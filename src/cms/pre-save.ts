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
 */
import { sniffFormat } from "../content-model/file-kind"
import { COLLECTIONS, type Collection } from "../content-model/model"
import type { Problem } from "../content-model/problem"
import { EXTENSION_FORMATS } from "../content-model/media-checks"
import { checkParsed, isError, type MediaInspector } from "../content-model/validate"

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

export interface PreSaveInput {
  /** The file being saved, below content/ (e.g. "sponsors/sponsors.json"). */
  file: string
  /** What the editor is about to save in it. */
  data: unknown
  /** The content files as stored before this save, by their path below content/; those it could not read are left out. */
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
  const after = (await check(new Map([...stored, [file, data]]), editorInspector(uploads))).filter(isError)
  const before = new Set((await check(stored, editorInspector(new Map()))).map(key))
  const saved = `content/${file}`
  return after.filter((p) => p.file === saved || !before.has(key(p)))
}

/** The message the editor sees: each problem with the file as the CMS lists it, the field and the entry. */
export const describeForEditor = (problems: readonly Problem[], collections = COLLECTIONS): string => {
  const labelOf = (file: string) =>
    collections.find((c) => `content/${c.file}` === file)?.label ?? file.replace(/^content\//, "")
  const lines = problems.map(
    (p) => `${labelOf(p.file)} → ${p.field}${p.entry === undefined ? "" : ` (${p.entry})`}: ${p.message}`,
  )
  return `Not saved: ${problems.length === 1 ? "one thing needs" : `${problems.length} things need`} fixing first. ${lines.join(" • ")}`
}

/**
 * Decap's pop-up when a field of the form is invalid, replacing its "you've missed a required field", which it also
 * showed for a malformed value (an http:// link, a slug with capitals). Each field's own message says what is wrong.
 */
export const INVALID_FIELDS_TOAST =
  "Not saved: a field needs fixing first. Each one says what is wrong, in red, under its name."
