/**
 * The site's languages (issue 62): English first, at the spec's routes; each other language's interface words are
 * one catalogue (./catalogue.ts). Its pages, under their own prefix (`/es/`, …), come with the routes.
 */
export const LANGUAGES = ["en", "es"] as const
export type Language = (typeof LANGUAGES)[number]
/** The language of the spec's routes, of the content as first written, and of every fallback. */
export const DEFAULT_LANGUAGE: Language = "en"
/** Each language's name in itself: what a language link says, for a reader of that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" }

/**
 * The languages the site declares complete: every translatable text of the content must be translated into them,
 * and the build stops on one that is not. Any other language's missing translations are warnings, and its pages show
 * the English, marked `lang="en"` (src/content-model/translations.ts).
 */
export const COMPLETE_LANGUAGES: readonly Language[] = []
