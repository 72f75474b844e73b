/**
 * Reading an entry's draft as Decap hands it over: plain JSON-like data in the content model's shape, except that
 * anything may still be missing or half-typed (a list item just added has no fields yet). Every reader gives the
 * empty value of its kind for what is not there, so the preview shows the page as far as it is filled in.
 */
export type Draft = Readonly<Record<string, unknown>>

export const record = (value: unknown): Draft =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Draft) : {}

export const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : ""

/** An optional text: null when empty, as the build's data has it. */
export const optionalText = (value: unknown): string | null => (text(value) === "" ? null : text(value))

export const items = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])

export const texts = (value: unknown): string[] => items(value).map(text)

export const records = (value: unknown): Draft[] => items(value).map(record)

export const flag = (value: unknown, fallback = false): boolean => (typeof value === "boolean" ? value : fallback)

export const count = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback
