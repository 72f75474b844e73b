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
}
