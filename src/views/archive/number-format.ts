/**
 * Numbers the archive's components write themselves (not through the page's words), in the page's language: a
 * decimal comma in Spanish, and on English pages exactly what the components wrote before there were languages
 * (issue 62), so the English pages do not change by a byte.
 */
import type { Language } from "../../i18n/languages"

const formats = new Map<string, Intl.NumberFormat>()
/** One formatter per language and options: the player writes its spoken time on every frame. */
const formatIn = (language: Language, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const id = `${language} ${key}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    formats.set(id, format)
  }
  return format
}

/** A number with every digit it has, as `String(value)` writes it (no grouping), the language's way. */
export const numberIn = (language: Language, value: number): string =>
  // `+ 0` makes -0 plain 0, as String(-0) writes it ("0", where Intl writes "-0").
  formatIn(language, "plain", { maximumFractionDigits: 20, useGrouping: false }).format(value + 0)

/** A fraction (0–1) as a whole percentage: "60%" in English, "60 %" in Spanish. */
export const percentIn = (language: Language, fraction: number): string =>
  formatIn(language, "percent", { style: "percent", maximumFractionDigits: 0 }).format(Math.round(fraction * 100) / 100)
