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
