/**
 * How an entry's master file is measured, in the words the build derives for it ("millimetres, Z up", "1 unit =
 * 0.0564444 m, Y up"), and the same words read back as data, so a page can say them in its own language (issue 62).
 * Pure and free of the build's Node modules: the entry page reads it in the browser.
 */
import type { BvhUnit, BvhUpAxis } from "../constants"

/** A named unit as a sentence says it. */
export const UNIT_WORDS: Record<BvhUnit, string> = {
  m: "metres",
  dm: "decimetres",
  cm: "centimetres",
  mm: "millimetres",
  in: "inches",
  ft: "feet",
}

/** "1 unit = 0.0564444 m": a unit with no name, as many metres a unit as the entry writes. */
export const metresPerUnitWords = (metres: string) => `1 unit = ${metres} m`

/** The derived `fileConvention`: the unit's words and the up axis, "millimetres, Z up". */
export const fileConventionWords = (unitWords: string, up: BvhUpAxis) => `${unitWords}, ${up.toUpperCase()} up`

/** A file convention as data: a named unit or metres a unit (as the entry writes them), and the up axis ("-Z"). */
export interface FileConvention {
  unit: { named: BvhUnit } | { metres: string }
  up: string
}

const UNIT_BY_WORDS = new Map(Object.entries(UNIT_WORDS).map(([unit, words]) => [words, unit as BvhUnit]))

/** Reads `fileConventionWords` back; undefined for words it did not write. */
export const readFileConvention = (words: string): FileConvention | undefined => {
  const match = /^(.+), (-?[XYZ]) up$/.exec(words)
  if (!match) return undefined
  const [, unitWords = "", up = ""] = match
  const named = UNIT_BY_WORDS.get(unitWords)
  if (named) return { unit: { named }, up }
  const metres = /^1 unit = (\S+) m$/.exec(unitWords)?.[1]
  return metres === undefined ? undefined : { unit: { metres }, up }
}
