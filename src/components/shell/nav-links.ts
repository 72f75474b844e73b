import { ROUTES, type PageKey } from "../../constants"
import type { Language } from "../../i18n/languages"
import { fieldLang, localPath } from "../../i18n/page-language"
import { type Translated } from "../../i18n/entry-in"

export interface NavLink {
  key: PageKey
  label: string
  /** The label's `lang` (English where its translation is missing); nothing on an English page. */
  lang?: Language | undefined
  /** The page's address in the language of the page the links are on (`/es/portraits/`). */
  to: string
}

/** The five navigation links, labelled from content/site, in route order, to the pages in the given language. */
export const navLinks = (
  pages: readonly ({ key: string; navLabel: string } & Translated)[],
  language: Language,
): NavLink[] =>
  (Object.keys(ROUTES) as PageKey[]).flatMap((key) => {
    const page = pages.find((p) => p.key === key)
    if (!page) return []
    const lang = fieldLang(language, page, "navLabel")
    return [{ key, label: page.navLabel, to: localPath(ROUTES[key], language), ...(lang ? { lang } : {}) }]
  })

/**
 * Gatsby serves pages with a trailing slash; treat "/people" and "/people/" alike. Both are full addresses, the
 * link's in the page's language like the page's own ("/es/people/" is current on "/es/people").
 */
export const isCurrent = (to: string, pathname: string) => to === pathname || (to !== "/" && `${pathname}/` === to)
