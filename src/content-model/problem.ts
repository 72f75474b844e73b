import type { ReferenceTarget } from "./fields"

/** One thing wrong with the content, as the build reports it: `content/<file> → <field> (<entry>): <message>`. */
export interface Problem {
  /** Path of the content file, relative to the project (e.g. content/sponsors/sponsors.json). */
  file: string
  /** Where in the file, e.g. sponsors[2].url; "(file)" for the file as a whole. */
  field: string
  message: string
  /**
   * Absent for an error, which stops the build. A warning (e.g. a still the page would crop) and a notice (e.g. a
   * leftover file) are reported by the build and `npm run validate` without failing them.
   */
  severity?: "warning" | "notice"
  /** The list entry the field is in, as editors know it, e.g. `sponsor "The Tidewater Arts Trust"`. */
  entry?: string
  /**
   * Which rule was broken, with what the editor's message needs to say it in the editor's words
   * (src/cms/editor-messages.ts); the build's own line is `message`. Not enumerable (set by `withRule`), so a
   * problem prints, serialises and compares as the build's line alone; `relabelled` carries it to a copy.
   */
  readonly rule?: Rule
}

/** The problem with its rule attached (see `Problem.rule`). */
export const withRule = <P extends Problem>(problem: P, rule: Rule | undefined): P =>
  rule === undefined ? problem : Object.defineProperty(problem, "rule", { value: rule, enumerable: false })

/** A copy of the problem with some of its parts changed, keeping its rule. */
export const relabelled = <P extends Problem>(problem: P, changes: Partial<Problem>): P =>
  withRule({ ...problem, ...changes }, problem.rule)

/** The rules a content check can report, each with the facts its message names. */
export type Rule =
  | { kind: "required"; answer?: "yes-no" }
  | {
      kind: "wrong-type"
      expected: "text" | "a whole number" | "yes or no" | "a list" | "a group of fields" | "a file"
    }
  | { kind: "slug"; value: string }
  | { kind: "one-of"; options: readonly string[] }
  | { kind: "empty" }
  | { kind: "https" }
  | { kind: "route"; options: readonly string[] }
  | { kind: "at-least"; min: number }
  | { kind: "reference"; to: ReferenceTarget; slug: string; known: readonly string[] }
  | { kind: "media-place"; folder: string; value: string }
  | { kind: "extension"; allowed: readonly string[]; value: string }
  | { kind: "missing-file"; value: string }
  | { kind: "file-kind"; value: string; why: string }
  | { kind: "list-size"; min?: number; max?: number; count: number }
  | { kind: "duplicate"; key: string; value: unknown; firstIndex: number }
  | { kind: "unknown-field"; known: readonly string[] }
  | { kind: "fallback-banner"; section: string }
  | { kind: "portrait-or-video" }
  | { kind: "sentence-mark"; to: ReferenceTarget; slug: string; known: readonly string[] }
  | { kind: "consent-display" }
  | { kind: "consent-download" }
  | { kind: "attributed-as-needed"; attribution: string }
  | { kind: "attributed-as-anonymous" }
  | { kind: "term-names-itself" }
  | { kind: "term-one-way"; other: string; inverse: string; term: string }

/** A value as a problem's message quotes it: its JSON, cut to 60 characters. */
export const describe = (value: unknown): string => {
  const json = JSON.stringify(value)
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}...` : json
}
