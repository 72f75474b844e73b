/**
 * The page's language, its interface words and its addresses (issue 62; docs/languages.md).
 *
 * A page's language is in its address: the spec's routes are English, and each other language's twin of a route
 * sits under that language's prefix (`/es/portraits/`). Components read the page's words with `useWords()` and make
 * addresses in the page's language with `useLocalPath()`.
 *
 * Only the page's language travels: the English words are part of the site's own code (they are its fallback), and
 * each other language's words are a chunk of their own, loaded before the page hydrates (`loadWordsFor`, called
 * from onClientEntry); the server rendering registers every language's words at once (`registerWords`).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { ARCHIVE_ROUTES } from "../constants"
import { UI_TEXT } from "../copy"
import type { Catalogue } from "./catalogue"
import type { Translated } from "./entry-in"
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages"

/**
 * The words every page shows (the frame's, the buttons'). The archive's own words, English included, travel with the
 * archive's pages alone (src/views/archive/archive-words.ts): every first view carries the site's words and no more.
 */
export type SiteWords = Pick<Catalogue, "ui">

const ENGLISH: SiteWords = { ui: UI_TEXT }
/** What of each other language's catalogue is loaded: its site words, and on the archive's pages the rest. */
const loaded: Partial<Record<Language, Partial<Catalogue>>> = {}

/** Makes a language's words available at once (the server rendering, and tests, register every language). */
export const registerWords = (language: Language, words: Partial<Catalogue>) => {
  if (language !== DEFAULT_LANGUAGE) loaded[language] = { ...loaded[language], ...words }
}

/** Whether a language's words are here: the site's, and with `archive` the archive's too. */
export const hasWordsFor = (language: Language, archive = false) =>
  language === DEFAULT_LANGUAGE ||
  (loaded[language]?.ui !== undefined && (!archive || loaded[language]?.archive !== undefined))

/**
 * Loads a language's words, so a page carries only its own language's (and English, every page's fallback): its
 * site words, a chunk of their own, and with `archive` the archive's, another. Resolves once they are registered.
 */
export const loadWordsFor = async (language: Language, archive = false): Promise<void> => {
  if (hasWordsFor(language, archive)) return
  switch (language) {
    case "es": {
      const [{ UI_TEXT_ES }, rest] = await Promise.all([
        import(/* webpackChunkName: "words-es" */ "./es-ui"),
        archive ? import(/* webpackChunkName: "words-es-archive" */ "./es") : undefined,
      ])
      registerWords("es", rest ? rest.CATALOGUE_ES : { ui: UI_TEXT_ES })
      return
    }
    case "en":
      return
  }
}

/** Another language's whole catalogue, once loaded; nothing for English, whose words each part imports itself. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => {
  const words = loaded[language]
  return words?.ui && words.similar && words.archive
    ? { ui: words.ui, similar: words.similar, archive: words.archive }
    : undefined
}

/** A language's site words; English where a language's words are not loaded (never the case once a page renders). */
export const wordsFor = (language: Language): SiteWords =>
  loaded[language]?.ui ? { ui: loaded[language].ui } : ENGLISH

/** The prefix of a language's routes: none for English, `/es` for Spanish. */
const prefixOf = (language: Language) => (language === DEFAULT_LANGUAGE ? "" : `/${language}`)

/** The language an address is in: the one whose prefix it starts with, or English. */
export const languageOfPath = (pathname: string): Language =>
  LANGUAGES.find(
    (language) =>
      language !== DEFAULT_LANGUAGE && (pathname === `/${language}` || pathname.startsWith(`/${language}/`)),
  ) ?? DEFAULT_LANGUAGE

/** An address without its language's prefix: the spec's route of the page (`/es/portraits/` → `/portraits/`). */
export const routeOfPath = (pathname: string): string => {
  const prefix = prefixOf(languageOfPath(pathname))
  if (!prefix) return pathname
  const rest = pathname.slice(prefix.length)
  return rest.startsWith("/") ? rest : `/${rest}`
}

/** Whether the page at an address is one of the archive's, which shows the archive's words too. */
export const needsArchiveWords = (pathname: string): boolean =>
  `${routeOfPath(pathname)}/`.startsWith(ARCHIVE_ROUTES.archive)

/** A spec route (or any site address) in a language: `/portraits/` → `/es/portraits/`; other sites' unchanged. */
export const localPath = (path: string, language: Language): string => {
  if (!path.startsWith("/") || path.startsWith("//")) return path
  return `${prefixOf(language)}${routeOfPath(path)}`
}

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE)

/**
 * Gives the page's language to everything under it. A client-side navigation into a language whose words are not
 * loaded (no link on the site makes one: the language link loads its page afresh) waits for them rather than show
 * the page in the wrong words.
 */
export function PageLanguage({
  language,
  archive = false,
  children,
}: {
  language: Language
  /** The page is one of the archive's, whose words it needs too. */
  archive?: boolean
  children: ReactNode
}) {
  // Bumped when a language's words arrive, so the page renders again with them.
  const [, setArrived] = useState<Language | undefined>(undefined)
  useEffect(() => {
    document.documentElement.lang = language
    if (hasWordsFor(language, archive)) return
    let current = true
    void loadWordsFor(language, archive).then(() => {
      if (current) setArrived(language)
    })
    return () => {
      current = false
    }
  }, [language, archive])
  if (!hasWordsFor(language, archive)) return null
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

/** The page's language. */
export const useLanguage = (): Language => useContext(LanguageContext)

/** The page's interface words (the archive's pages: useArchiveWords, src/views/archive/archive-words.ts). */
export const useWords = (): SiteWords => wordsFor(useLanguage())

/** Makes site addresses in the page's language. */
export const useLocalPath = (): ((path: string) => string) => {
  const language = useLanguage()
  return (path) => localPath(path, language)
}

/**
 * The `lang` of the content's own words on this page, where it differs from the page's: content whose fields are not
 * translatable yet (docs/languages.md) is English on another language's page, marked as such on the elements that
 * hold it; a translatable field is marked by itself (`fieldLang`). Nothing on an English page.
 */
export const useContentLang = (): Language | undefined =>
  useLanguage() === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE

/**
 * The content's node in a language, from a query of every language's (`allSiteJson { nodes { language … } }`, what a
 * static query, which takes no variables, must ask for); the English one if that language has none.
 */
export const inPageLanguage = <T extends { readonly language: string }>(
  nodes: readonly T[],
  language: Language,
): T | undefined =>
  nodes.find((node) => node.language === language) ?? nodes.find((node) => node.language === DEFAULT_LANGUAGE)

/** An object of content whose translatable fields may show the English (src/content-model/translations.ts). */

/**
 * The `lang` of one translatable field's text on a page in `language`: English where the field shows the English
 * (its translation is missing), else the page's language, said again because the text may sit inside content still
 * marked as English. Nothing on an English page.
 */
export const fieldLang = (
  language: Language,
  holder: Translated | null | undefined,
  field: string,
): Language | undefined => {
  if (language === DEFAULT_LANGUAGE) return undefined
  return holder?.untranslated?.includes(field) ? DEFAULT_LANGUAGE : language
}

/** `fieldLang` on this page. */
export const useFieldLang = (): ((holder: Translated | null | undefined, field: string) => Language | undefined) => {
  const language = useLanguage()
  return (holder, field) => fieldLang(language, holder, field)
}

/**
 * The `lang` of the interface's words where they sit inside content marked as English (`useContentLang`): the
 * page's language again. Nothing on an English page.
 */
export const useWordsLang = (): Language | undefined => {
  const language = useLanguage()
  return language === DEFAULT_LANGUAGE ? undefined : language
}
