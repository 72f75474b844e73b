/**
 * An archive entry's words as a list shows them on a page in one language: the entry pages' "moves like this", the
 * index's filter and its results. Those lists are made once by the build (the similarity lists, the filter's index)
 * from the English; each page in another language takes the titles and settings from here.
 */
import { entryIn, type TranslatedEntry } from "../i18n/entry-in"
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages"

/** What a list shows of an entry, with the English and each other language's translation beside it. */
export interface ListedSource extends TranslatedEntry {
  readonly slug: string
  readonly title: string
  readonly setting: string
  readonly translations?:
    readonly { language: string; title?: string; setting?: string; untranslated?: readonly string[] }[] | null
}

/** The fields a list shows, in the order a row names them. */
const LISTED_FIELDS = ["title", "setting"] as const
type ListedField = (typeof LISTED_FIELDS)[number]

export interface Listed {
  title: string
  setting: string
  /** Those of its words showing the English on a page in another language: empty in English, or all translated. */
  untranslated: ListedField[]
}

/** Each entry's title and setting in `language`, by slug: its English where it has no translation of either. */
export const listedIn = (entries: readonly ListedSource[], language: Language): Map<string, Listed> =>
  new Map(
    entries.map((entry) => {
      const shown = entryIn({ ...entry, untranslated: [] }, language)
      const english: readonly string[] = shown.untranslated ?? []
      const untranslated =
        language === DEFAULT_LANGUAGE
          ? []
          : LISTED_FIELDS.filter(
              (field) => english.includes(field) || !entry.translations?.some((own) => own.language === language),
            )
      return [entry.slug, { title: shown.title, setting: shown.setting, untranslated }]
    }),
  )

/** A lexicon term's name as the build's lists carry it (`TermName`, ./similarity.ts): the English, and translations. */
interface NamedTerm {
  readonly slug: string
  readonly name: string
  readonly translations?: readonly { language: string; name?: string; untranslated?: readonly string[] }[] | null
}

/**
 * A term's name as a page in `language` shows it, with no other language's: `untranslated` names the name where it
 * shows the English on a page in another language (none given on an English page).
 */
export const termIn = (
  term: NamedTerm,
  language: Language,
): { slug: string; name: string; untranslated?: string[] } => {
  if (language === DEFAULT_LANGUAGE) return { slug: term.slug, name: term.name }
  const translation = term.translations?.find((own) => own.language === language)
  const english = translation === undefined || (translation.untranslated ?? []).includes("name")
  return {
    slug: term.slug,
    name: english ? term.name : (translation.name ?? term.name),
    untranslated: english ? ["name"] : [],
  }
}
