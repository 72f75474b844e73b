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
 */
import { COLLECTIONS, type Collection } from "../content-model/model"
import { normaliseObject, toEditorJson } from "../content-model/normalise"

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

/** Decap's custom-format interface (CMS.registerCustomFormat): text to data, and data to the file's text. */
export const contentFormat = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: unknown, fieldNames: readonly string[] = []): string =>
    toEditorJson(normaliseObject(collectionForFields(fieldNames).type, data)),
}
