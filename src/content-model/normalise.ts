/**
 * Content files as the editor writes them, so that one field changed in the editor is one line changed in the
 * pull request. Decap writes a file as `JSON.stringify(data, null, 2)` with no newline at the end, its keys in
 * the order of the collection's fields, which come from the content model (src/cms/decap.ts); nested objects
 * and list items likewise. Normalising is that order and that layout, nothing else: values are never changed.
 */
import type { Field, ObjectType } from "./fields"

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

/** What Decap's JSON writer puts on disk: two-space indentation, no trailing newline. */
export const toEditorJson = (data: unknown): string => JSON.stringify(data, null, 2)

/** A content file's text in the editor's order and layout; throws on text that is not JSON. */
export const normaliseContentFile = (type: ObjectType, source: string): string =>
  toEditorJson(normaliseObject(type, JSON.parse(source)))
