/**
 * The archive's filter: lexicon term, setting, body emphasis and duration, kept in the page's query string so a
 * filtered view can be shared (/archive/?term=strike&duration=short). Pure, so it is tested without a browser.
 */
import { DURATION_BANDS } from "../../constants"

export const FILTER_KEYS = ["term", "setting", "emphasis", "duration"] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type Filters = Partial<Record<FilterKey, string>>

export interface FilterableEntry {
  terms: readonly string[]
  setting: string
  bodyEmphasis: string
  durationS: number
}

/** Reads the filters from a query string; unknown keys and empty values are dropped. */
export const parseFilters = (search: string): Filters => {
  const params = new URLSearchParams(search)
  const filters: Filters = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)
    if (value) filters[key] = value
  }
  return filters
}

/** The query string for some filters, in a fixed key order ("" when none is set). */
export const serialiseFilters = (filters: Filters): string => {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ""
}

export const durationBand = (seconds: number): string =>
  DURATION_BANDS.find((band) => seconds >= band.min && seconds < band.max)?.key ?? ""

export const matches = (entry: FilterableEntry, filters: Filters): boolean =>
  (!filters.term || entry.terms.includes(filters.term)) &&
  (!filters.setting || entry.setting === filters.setting) &&
  (!filters.emphasis || entry.bodyEmphasis === filters.emphasis) &&
  (!filters.duration || durationBand(entry.durationS) === filters.duration)
