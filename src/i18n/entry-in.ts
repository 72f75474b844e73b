/**
 * A referenced entry in one language (pure: the pages and the build both use it). A portrait, a sponsor, a lexicon
 * term or an archive entry is one node for every language (src/gatsby-node/entry-nodes.ts): its English, and beside
 * it each other language's translated part.
 */
import { DEFAULT_LANGUAGE, type Language } from "./languages"

/** Content with translatable fields: `untranslated` names those showing the English (none, or absent, in English). */
export interface Translated {
  readonly untranslated?: readonly string[] | null
}

/** A referenced entry's translation into one language (src/gatsby-node/entry-nodes.ts). */
interface EntryTranslation {
  readonly language: string
}

/** A referenced entry as its node holds it: its English, and each other language's translated part. */
export interface TranslatedEntry extends Translated {
  readonly translations?: readonly EntryTranslation[] | null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A list of objects, one at least (a list of texts, e.g. `untranslated`, is replaced whole). */
const isObjectList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && (value as unknown[]).every(isPlainObject)

/** `part` laid over `english`: its objects field by field, its lists of objects item by item, all else replaced. */
const laidOver = (english: unknown, part: unknown): unknown => {
  if (isObjectList(english) && isObjectList(part))
    return english.map((item, index) => (index < part.length ? laidOver(item, part[index]) : item))
  if (isPlainObject(english) && isPlainObject(part)) {
    const value: Record<string, unknown> = { ...english }
    for (const [name, own] of Object.entries(part))
      // Not the translation's own `language` (LANGUAGE_FIELD, src/content-model/sdl.ts, kept out of the browser).
      if (name !== "language") value[name] = Object.hasOwn(english, name) ? laidOver(english[name], own) : own
    return value
  }
  return part === undefined ? english : part
}

/**
 * A referenced entry (a portrait, a sponsor: one node for every language, src/gatsby-node/entry-nodes.ts) as a page
 * in `language` shows it: its translation laid over its English, `untranslated` naming what shows the English. As
 * it is where it has no translation into that language (in English, or the editor's preview of a draft).
 */
export const entryIn = <T extends TranslatedEntry>(entry: T, language: Language): T => {
  if (language === DEFAULT_LANGUAGE) return entry
  const translation = entry.translations?.find((own) => own.language === language)
  return translation === undefined ? entry : (laidOver(entry, translation) as T)
}
