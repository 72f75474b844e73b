/**
 * Every page in every language (issue 62; docs/languages.md): each page Gatsby makes at a spec route gets a twin
 * under each other language's prefix (`/portraits/` → `/es/portraits/`), built like it, with the twin's language in
 * its context (`language`, a query variable for the content's translations). The pages of src/pages get theirs
 * here (onCreatePage); the archive's generated pages make theirs where they are made (./archive.ts), since Gatsby
 * does not show a plugin the pages it made itself.
 *
 * An unknown address under a language's prefix is answered with that language's not-found page, status 404: a
 * redirect rule Netlify applies only where no file matches (the adapter writes it to _redirects; scripts/serve.mjs
 * reads it there), and the page's own rewrite (NOT_FOUND_IN_LANGUAGE) so that Gatsby's runtime treats it as the
 * not-found page it is.
 */
import type { Actions, GatsbyNode } from "gatsby"
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages"
import { languageOfPath, localPath } from "../i18n/page-language"
import type { PageRewrite } from "./page-html"

/** The languages other than English, each with a prefix of its own. */
export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

/** Gatsby's page of its own for a missing page during development: it has no twin. */
const DEVELOPMENT_404 = "/dev-404-page/"

export interface PageInLanguage {
  path: string
  matchPath?: string
  context: object & { language: Language }
}

/** A page's twins in the other languages: its path and any matchPath under their prefix, the language in context. */
export const twinsOf = (page: { path: string; matchPath?: string; context?: object }) =>
  OTHER_LANGUAGES.map((language): PageInLanguage => ({
    path: localPath(page.path, language),
    ...(page.matchPath ? { matchPath: localPath(page.matchPath, language) } : {}),
    context: { ...page.context, language },
  }))

/** Whether a page is one of the English originals that get twins (not already a twin, not Gatsby's dev page). */
export const needsTwins = (page: { path: string; context?: { language?: unknown } }) =>
  page.path !== DEVELOPMENT_404 &&
  languageOfPath(page.path) === DEFAULT_LANGUAGE &&
  (page.context?.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE

/** Makes a page and its twins, each with what `inLanguage` gives its context in its language (nothing, by default). */
export const createPageInEveryLanguage = (
  createPage: Actions["createPage"],
  page: { path: string; component: string; context?: object },
  inLanguage: (language: Language) => object = () => ({}),
) => {
  createPage({ ...page, context: { ...page.context, ...inLanguage(DEFAULT_LANGUAGE) } })
  for (const twin of twinsOf(page))
    createPage({ ...page, ...twin, context: { ...twin.context, ...inLanguage(twin.context.language) } })
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!needsTwins(page)) return
  for (const twin of twinsOf(page)) actions.createPage({ ...page, ...twin })
}

/** Where a language's not-found page is written (the English one is Gatsby's /404.html). */
export const notFoundPageOf = (language: Language) => localPath("/404.html", language)

/** Each other language's unknown addresses get its not-found page with status 404. */
export const createNotFoundRules = ({ actions }: { actions: Pick<Actions, "createRedirect"> }) => {
  for (const language of OTHER_LANGUAGES)
    actions.createRedirect({ fromPath: localPath("/*", language), toPath: notFoundPageOf(language), statusCode: 404 })
}

const TWIN_NOT_FOUND_PATH = new RegExp(`window\\.pagePath="/(?:${OTHER_LANGUAGES.join("|")})/404(?:\\.html|/)"`)

/**
 * A language's not-found page names itself the not-found page to Gatsby's runtime. The runtime treats a page whose
 * path is not the address shown as a page to go to, unless its path is /404.html or /404/: without this, a visitor
 * at /es/nada/ answered with /es/404.html would be sent on to /es/404.html. With it, the runtime loads /404.html's
 * data, as for any unknown address, and the not-found page takes its language from the address
 * (src/pages/404.tsx). Runs before the not-found page's policy (./not-found-policy.ts), which it then matches.
 */
export const NOT_FOUND_IN_LANGUAGE: PageRewrite = {
  what: "Each language's not-found page named the not-found page for Gatsby's runtime",
  rewrite: (html) => html.replace(TWIN_NOT_FOUND_PATH, 'window.pagePath="/404.html"'),
}
