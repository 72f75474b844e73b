/**
 * How a list entry is named where editors meet it: the CMS's collapsed list shows it (Decap's `summary`, see
 * src/cms/decap.ts), and a content problem names it next to its list position, so `sponsors[9].slug` also reads
 * `sponsor "The Tidewater Arts Trust"` in the build's message and in the editor's.
 */
import type { Field, ObjectType } from "./fields"

/** "shortName" → "Short name", "interviewCaptionsLanguage" → "Interview captions language". */
export const humanize = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Which field names an entry when the type does not say (`objectType`'s `label`): the first of these it has. */
const LABEL_PREFERENCE = ["name", "title", "subject", "heading", "section", "key", "question", "slug", "text"]

/** The fields whose values, joined, name an entry of this type; empty when none fits. */
export const labelFieldsOf = (type: ObjectType): readonly string[] => {
  if (type.label) return type.label
  const names = Object.keys(type.fields)
  const preferred =
    LABEL_PREFERENCE.find((name) => names.includes(name)) ??
    names.find((name) => ["text", "image", "file"].includes(type.fields[name]?.kind ?? ""))
  return preferred === undefined ? [] : [preferred]
}

/** What one entry of the type is called: "ArchiveEntry" → "archive entry", "SponsorsJson" → "sponsors". */
export const nounOf = (type: ObjectType): string => humanize(type.name.replace(/Json$/, "")).toLowerCase()

/** Between the values of a multi-field label, in the CMS's summary and in messages alike. */
export const LABEL_SEPARATOR = " · "

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** An entry's label from its data, or undefined when the entry has none of its label fields filled in. */
export const labelOf = (type: ObjectType, value: unknown): string | undefined => {
  if (!isRecord(value)) return undefined
  const parts = labelFieldsOf(type).flatMap((name) => {
    const part = value[name]
    return typeof part === "string" && part.trim() !== "" ? [part.trim()] : []
  })
  return parts.length === 0 ? undefined : parts.join(LABEL_SEPARATOR)
}

/**
 * The outermost list entry a problem's field path runs through, named as editors see it, e.g.
 * `sponsor "The Tidewater Arts Trust"` for `sponsors[9].slug`; undefined when the path passes no named entry.
 */
export const entryNamed = (type: ObjectType, data: unknown, fieldPath: string): string | undefined => {
  let fields: ObjectType["fields"] | undefined = type.fields
  let value: unknown = data
  let field: Field | undefined
  for (const step of fieldPath.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const index = /^\[(\d+)\]$/.exec(step)?.[1]
    if (index !== undefined) {
      if (field?.kind !== "list" || !Array.isArray(value)) return undefined
      value = value[Number(index)]
      field = field.of
      if (field.kind === "object") {
        const label = labelOf(field.type, value)
        if (label !== undefined) return `${nounOf(field.type)} ${JSON.stringify(label)}`
      }
    } else {
      if (field?.kind === "object") fields = field.type.fields
      else if (field !== undefined) return undefined
      field = fields?.[step]
      value = isRecord(value) ? value[step] : undefined
      if (field === undefined) return undefined
    }
  }
  return undefined
}
