/**
 * How the editor writes a content file: the repository's own order and layout, so that a save is exactly the
 * editor's change. Decap's built-in JSON writer keeps the keys in the order its immutable entry holds them, and
 * an immutable map of more than eight keys forgets insertion order: an archive entry (eleven keys) came back with
 * its keys shuffled, and one new entry rewrote every other entry of archive.json. This format, registered by the
 * editor's script (./editor-script.ts) and named by the generated config (./decap.ts), writes the data through
 * the same normalisation as `npm run content:normalise`, so the order check and the editor agree by construction.
 *
 * Decap tells a format only the file's data and its top-level field names, not which file it is writing; the
 * top-level names identify the file, since no two content files share them (checked by the tests, and refused
 * here rather than guessed if the model ever changes so that two do).
 *
 * A file stored with its languages (../content-model/translations.ts) reaches the format whole: Decap's `single_file`
 * i18n hands `toFile` `{ en: {…}, es: {…} }` with the file's own top-level field names, and it is written in the
 * same order per language. Decap reads such a file's translations from `fromFile`'s result and cannot save one
 * that lacks a language (its i18n serialiser reads each language's data and throws "Cannot read properties of
 * undefined (reading 'get')" on a missing one, as seen in the browser with a site.json holding English alone), so
 * `fromFile` gives every language of a file in that layout, `{}` where it has no translation yet, and `toFile` leaves
 * out a translation that still holds nothing: a file read and written again is unchanged.
 */
import { COLLECTIONS, type Collection } from "../content-model/model"
import { normaliseStored, toEditorJson } from "../content-model/normalise"
import { asTheEditorWrites, hasTranslations, TRANSLATIONS } from "../content-model/translations"
import { DEFAULT_LANGUAGE } from "../i18n/languages"

/** The format's name in the generated config (`format:`) and in the editor's registration. */
export const CONTENT_FORMAT = "content-json"
/** The file extension Decap gives new files of this format. */
export const CONTENT_FORMAT_EXTENSION = "json"

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index])

/** The content file whose top-level fields are these, in the model's order; throws when none or several are. */
export const collectionForFields = (fieldNames: readonly string[]): Collection => {
  const matches = COLLECTIONS.filter((collection) => sameNames(Object.keys(collection.type.fields), fieldNames))
  const [match] = matches
  if (matches.length !== 1 || !match)
    throw new Error(
      `Not saved: the editor cannot tell which content file has the fields ${fieldNames.join(", ")} ` +
        `(${matches.length === 0 ? "no file has them" : `${matches.map((c) => c.file).join(" and ")} both do`}).`,
    )
  return match
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Whether data read from a file is in the languages' layout: its English under `en`. No content type has a field
 * named after a language (checked by the tests), so a file in one language never looks like one.
 */
export const inLanguagesLayout = (data: unknown): data is Record<string, unknown> =>
  isRecord(data) && isRecord(data[DEFAULT_LANGUAGE])

/** A file in the languages' layout with every language there, `{}` for one with no translation yet. */
export const withEveryLanguage = (data: unknown): unknown =>
  inLanguagesLayout(data)
    ? { ...data, ...Object.fromEntries(TRANSLATIONS.filter((l) => data[l] === undefined).map((l) => [l, {}])) }
    : data

/** A file in the languages' layout without the translations that hold nothing (`{}`, or none at all). */
const withoutEmptyTranslations = (data: unknown): unknown =>
  inLanguagesLayout(data)
    ? Object.fromEntries(
        Object.entries(data).filter(
          ([key, value]) =>
            !(TRANSLATIONS as readonly string[]).includes(key) ||
            !(value === undefined || value === null || (isRecord(value) && Object.keys(value).length === 0)),
        ),
      )
    : data

/** Decap's custom-format interface (CMS.registerCustomFormat): text to data, and data to the file's text. */
export const contentFormat = {
  fromFile: (text: string): unknown => withEveryLanguage(JSON.parse(text)),
  toFile: (data: unknown, fieldNames: readonly string[] = []): string => {
    const { type } = collectionForFields(fieldNames)
    return toEditorJson(
      normaliseStored(type, hasTranslations(type) ? withoutEmptyTranslations(asTheEditorWrites(type, data)) : data),
    )
  },
}
