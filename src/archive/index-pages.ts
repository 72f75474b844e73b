/**
 * The archive's index as it grows: its pages (a fixed number of entries each, so a page's size does not depend on
 * the archive's) and the compact filter index (every entry's filterable fields, fetched only when a visitor
 * filters, so the filter works across all pages). Pure, so both are tested without a build.
 */
import { ARCHIVE_PAGE_LINK_SPAN, archiveIndexPath, BODY_EMPHASES } from "../constants"
import type { ArchiveValue } from "../content-model/model"
import type { SimilarEntry } from "./similarity"

export interface IndexPage {
  /** 1-based. */
  page: number
  pageCount: number
  path: string
  /** The entries this page shows: entries[skip, skip + limit). */
  skip: number
  limit: number
}

/** The index's pages for `total` entries: always at least one (an empty archive still has its index). */
export const indexPages = (total: number, pageSize: number): IndexPage[] => {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new Error(`page size must be a whole number ≥ 1, not ${pageSize}`)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return Array.from({ length: pageCount }, (_, i) => ({
    page: i + 1,
    pageCount,
    path: archiveIndexPath(i + 1),
    skip: i * pageSize,
    limit: pageSize,
  }))
}

/** What every page of the index is given besides its own entries: where it is, and what the filter offers. */
/**
 * An entry page's context: its slug, its "moves like this" list, and the words every entry page shows, as the
 * model declares them (they come from content/archive/archive.json through Gatsby's node store, in createPages).
 */
export type ArchiveEntryContext = {
  slug: string
  /**
   * The digest of everything the entry's figures are derived from (its take's bytes among them). The page's query
   * reads the take through a resolver, not a node, so Gatsby would not run it again when only the take changes;
   * a changed context does.
   */
  derivation: string
  /**
   * The entry's "moves like this" list, computed at build time (./similarity.ts): its own list only, each title in
   * the page's language (./listed-in.ts).
   */
  similar: SimilarShown[]
  /** Style as a second axis beside it: the same movement done differently, a different one done alike (or null). */
  similarDifferently: SimilarShown | null
  similarAlike: SimilarShown | null
  /** Which of the words below show the English on a page in another language (src/content-model/translations.ts). */
  untranslated: string[]
  entryHeadings: ArchiveValue["entryHeadings"] & { untranslated: string[] }
} & Pick<ArchiveValue, "syntheticNotice" | "citation">

/**
 * An item of "moves like this" as a page shows it: its title and the lexicon terms' names in the page's language,
 * `untranslated` naming what shows the English on a page in another language.
 */
export type SimilarShown = Omit<SimilarEntry, "sharedTerms"> & {
  sharedTerms: { slug: string; name: string; untranslated?: string[] }[]
  untranslated?: string[]
}

export interface ArchiveIndexContext {
  page: number
  /** Whether this is the first page (which alone carries the collection's datasheet). */
  first: boolean
  pageCount: number
  skip: number
  limit: number
  total: number
  /**
   * The filter index's address, in the page's language (named by its digest, so a changed archive is never read
   * from a stale copy).
   */
  filterIndexUrl: string
  /** The terms and settings the entries use, for the filter's choices; the settings in the page's language. */
  terms: string[]
  settings: string[]
  /** On a page in another language, the settings still in English (no translation), to be marked as such. */
  englishSettings?: string[]
}

/** The numbered links of a page's navigation: the first, the last, and a span around the current; null is a gap. */
export const pageLinks = (current: number, pageCount: number, span = ARCHIVE_PAGE_LINK_SPAN): (number | null)[] => {
  const wanted = new Set([1, pageCount])
  for (let page = current - span; page <= current + span; page++) if (page >= 1 && page <= pageCount) wanted.add(page)
  const pages = [...wanted].sort((left, right) => left - right)
  const links: (number | null)[] = []
  pages.forEach((page, i) => {
    const previous = pages[i - 1]
    if (previous !== undefined && page - previous > 1) links.push(page - previous === 2 ? page - 1 : null)
    links.push(page)
  })
  return links
}

/** One entry as the filter needs it, and as a result card shows it. */
export interface IndexedEntry {
  slug: string
  title: string
  moverName: string
  setting: string
  terms: readonly string[]
  bodyEmphasis: string
  durationS: number
  synthetic: boolean
  /** In another language's index, its words that show the English (./listed-in.ts). */
  untranslated?: readonly ("title" | "setting")[]
}

/**
 * The filter index as stored: settings and terms once each, entries as rows of indexes into them, so 1,000
 * entries weigh about 90 bytes each before compression.
 */
export interface FilterIndexFile {
  settings: string[]
  terms: string[]
  /** [slug, title, moverName, setting index, term indexes, emphasis index, seconds, synthetic 1/0] */
  entries: [string, string, string, number, number[], number, number, number][]
  /**
   * In another language's index: the entries (row indexes) whose title, and the settings (indexes) that, show the
   * English. An English index has none.
   */
  untranslated?: { titles: number[]; settings: number[] }
}

export const encodeFilterIndex = (entries: readonly IndexedEntry[]): FilterIndexFile => {
  const settings = [...new Set(entries.map((entry) => entry.setting))].sort()
  const terms = [...new Set(entries.flatMap((entry) => entry.terms))].sort()
  const emphases: readonly string[] = BODY_EMPHASES
  const marked = entries.some((entry) => entry.untranslated !== undefined)
  const english = (field: "title" | "setting") => entries.filter((entry) => entry.untranslated?.includes(field))
  return {
    settings,
    terms,
    ...(marked
      ? {
          untranslated: {
            titles: english("title").map((entry) => entries.indexOf(entry)),
            settings: [...new Set(english("setting").map((entry) => settings.indexOf(entry.setting)))].sort(
              (a, b) => a - b,
            ),
          },
        }
      : {}),
    entries: entries.map((entry) => [
      entry.slug,
      entry.title,
      entry.moverName,
      settings.indexOf(entry.setting),
      entry.terms.map((term) => terms.indexOf(term)),
      emphases.indexOf(entry.bodyEmphasis),
      entry.durationS,
      entry.synthetic ? 1 : 0,
    ]),
  }
}

const at = <T>(list: readonly T[], index: number, what: string): T => {
  const value = list[index]
  if (value === undefined) throw new Error(`the archive's filter index names ${what} ${index}, which it does not list`)
  return value
}

export const decodeFilterIndex = (file: FilterIndexFile): IndexedEntry[] => {
  const titles = new Set(file.untranslated?.titles)
  const settings = new Set(file.untranslated?.settings)
  return file.entries.map(([slug, title, moverName, setting, terms, emphasis, durationS, synthetic], row) => ({
    slug,
    title,
    moverName,
    setting: at(file.settings, setting, "setting"),
    terms: terms.map((term) => at(file.terms, term, "term")),
    bodyEmphasis: at(BODY_EMPHASES, emphasis, "body emphasis"),
    durationS,
    synthetic: synthetic === 1,
    ...(file.untranslated
      ? {
          untranslated: [
            ...(titles.has(row) ? (["title"] as const) : []),
            ...(settings.has(setting) ? (["setting"] as const) : []),
          ],
        }
      : {}),
  }))
}
