/**
 * What the compare view needs of an entry, read in the browser from the entry page's own data, which the build
 * already writes per entry (/page-data/archive/<slug>/page-data.json: the entry page's query result). No page
 * grows with the archive, and an unknown slug is simply a file that is not there.
 */
import { archiveEntryPath } from "../../constants"
import { DEFAULT_LANGUAGE, type Language } from "../../i18n/languages"

export interface CompareEntry {
  slug: string
  title: string
  synthetic: boolean
  motionUrl: string
  tempoHz: number | undefined
  durationS: number
  roles: { role: string; joint: string }[]
  /** `["title"]` where the title shows the English on a page in another language (its translation missing). */
  untranslated: string[]
}

/** A slug as the content model allows it; anything else is not looked up. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The address of an entry page's data, as Gatsby writes it for the page at /archive/<slug>/. */
export const entryDataUrl = (slug: string): string => `/page-data${archiveEntryPath(slug)}page-data.json`

/** The query's two slugs, `a` and `b`, each trimmed; missing ones are empty. */
export const comparedSlugs = (search: string): [string, string] => {
  const query = new URLSearchParams(search)
  return [(query.get("a") ?? "").trim(), (query.get("b") ?? "").trim()]
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/**
 * The title a page in `language` shows: the entry's translation beside its English in the page data (one entry
 * node for every language, src/gatsby-node/entry-nodes.ts), or the English, named as such, where there is none.
 */
const titleIn = (entry: Record<string, unknown>, english: string, language: Language) => {
  if (language === DEFAULT_LANGUAGE) return { title: english, untranslated: [] }
  const translation = Array.isArray(entry.translations)
    ? (entry.translations as unknown[]).find((own) => isRecord(own) && own.language === language)
    : undefined
  const untranslated = isRecord(translation) && Array.isArray(translation.untranslated) ? translation.untranslated : []
  return isRecord(translation) && typeof translation.title === "string" && !untranslated.includes("title")
    ? { title: translation.title, untranslated: [] }
    : { title: english, untranslated: ["title"] }
}

/** The entry from a page-data file's JSON, or undefined when it is not an archive entry's; its title in `language`. */
export const readCompareEntry = (json: unknown, language: Language = DEFAULT_LANGUAGE): CompareEntry | undefined => {
  const data = isRecord(json) && isRecord(json.result) && isRecord(json.result.data) ? json.result.data : undefined
  const entry = data && isRecord(data.archiveEntry) ? data.archiveEntry : undefined
  const derived = entry && isRecord(entry.derived) ? entry.derived : undefined
  if (!entry || !derived) return undefined
  if (typeof entry.slug !== "string" || typeof entry.title !== "string" || typeof derived.motionUrl !== "string")
    return undefined
  return {
    slug: entry.slug,
    ...titleIn(entry, entry.title, language),
    synthetic: entry.synthetic === true,
    motionUrl: derived.motionUrl,
    tempoHz: typeof derived.tempoHz === "number" && derived.tempoHz > 0 ? derived.tempoHz : undefined,
    durationS: typeof derived.durationS === "number" ? derived.durationS : 0,
    roles: Array.isArray(derived.roles)
      ? derived.roles.filter(
          (use): use is { role: string; joint: string } =>
            isRecord(use) && typeof use.role === "string" && typeof use.joint === "string",
        )
      : [],
  }
}

/**
 * Fetches an entry by slug, its title in `language`: the entry, or "unknown" when the archive has no such entry (or
 * the slug is not one). The English page's data holds every language's title.
 */
export const fetchCompareEntry = async (
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CompareEntry | "unknown"> => {
  if (!SLUG.test(slug)) return "unknown"
  const response = await fetch(entryDataUrl(slug))
  if (response.status === 404) return "unknown"
  if (!response.ok) throw new Error(`${entryDataUrl(slug)}: ${response.status}`)
  return readCompareEntry(await response.json(), language) ?? "unknown"
}
