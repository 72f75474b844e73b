/**
 * Content files as the editor writes them, so that one field changed in the editor is one line changed in the
 * pull request: the keys in the content model's order (nested objects and list items likewise), two-space JSON and
 * one newline at the end. The editor writes every content file through this (src/cms/content-format.ts, Decap's
 * custom format), and `npm run content:normalise` brings a hand-edited file to it. Normalising is that order and
 * that layout, nothing else: values are never changed.
 */
import { DEFAULT_LANGUAGE } from "../i18n/languages"
import type { Field, ObjectType } from "./fields"
import { englishOf, hasTranslations, translationOf, TRANSLATIONS } from "./translations"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const normaliseField = (field: Field, value: unknown): unknown => {
  if (field.kind === "object") return normaliseObject(field.type, value)
  if (field.kind === "list" && Array.isArray(value)) return value.map((item) => normaliseField(field.of, item))
  return value
}

/**
 * The object's keys in the model's field order; keys the model does not know (the content check reports them)
 * follow in their own order, so nothing is lost.
 */
export const normaliseObject = (type: ObjectType, value: unknown): unknown => {
  if (!isRecord(value)) return value
  const ordered: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(type.fields))
    if (Object.hasOwn(value, name)) ordered[name] = normaliseField(field, value[name])
  for (const [name, item] of Object.entries(value)) if (!Object.hasOwn(ordered, name)) ordered[name] = item
  return ordered
}

/** The layout: two-space indentation and a final newline (Decap's backend ends every file it writes with one). */
export const toEditorJson = (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`

/**
 * A content file's data in the editor's order. A file stored with its languages (./translations.ts) holds the
 * model's fields once per language: English first, then each translation in the site's order, each in the model's
 * order; keys that are no language (the content check reports them) follow, so nothing is lost.
 */
export const normaliseStored = (type: ObjectType, data: unknown): unknown => {
  const english = englishOf(type, data)
  if (!hasTranslations(type) || !isRecord(data) || !isRecord(english)) return normaliseObject(type, data)
  const ordered: Record<string, unknown> = { [DEFAULT_LANGUAGE]: normaliseObject(type, english) }
  for (const language of TRANSLATIONS)
    if (Object.hasOwn(data, language)) ordered[language] = normaliseObject(type, translationOf(type, data, language))
  for (const [key, value] of Object.entries(data)) if (!Object.hasOwn(ordered, key)) ordered[key] = value
  return ordered
}

/** A content file's text in the editor's order and layout; throws on text that is not JSON. */
export const normaliseContentFile = (type: ObjectType, source: string): string =>
  toEditorJson(normaliseStored(type, JSON.parse(source)))
