/**
 * The interface words of the site, one catalogue per language (issue 62): the English ones where the components
 * have always read them (../copy.ts, ../views/archive/copy.ts), each other language's in its own module with the
 * same shape, checked by the type checker (a missing word, or a function with other arguments, does not compile)
 * and by ./catalogue.test.ts (no word empty or left in English, no number written the English way).
 *
 * A catalogue of our own rather than a library's: measured on 2026-11-29 (esbuild, minified, gzip -9, React
 * external, two messages one with a plural): this catalogue with Intl.PluralRules 0.3 KB, rosetta 1.1.0 0.8 KB (no
 * plurals of its own), @lingui/core and @lingui/react 5.9.5 2.6 KB, react-intl 12.1.6 15.0 KB, i18next 26.7.2 with
 * react-i18next 17.1.13 19.2 KB. The type checker gives what the libraries' extraction tools give (every key in
 * every language), and plurals come from the browser's own Intl.PluralRules.
 */
import { SIMILAR_TEXT } from "../archive/similar-words"
import { UI_TEXT } from "../copy"
import { ARCHIVE_TEXT } from "../views/archive/copy"
import { CATALOGUE_ES } from "./es"
import type { Language } from "./languages"

/** A catalogue's shape: the English one's, with its words widened to any string. */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly [infer K, ...infer R]
      ? readonly [Words<K>, ...{ [I in keyof R]: Words<R[I]> }]
      : T extends readonly (infer U)[]
        ? readonly Words<U>[]
        : { readonly [K in keyof T]: Words<T[K]> }

export interface Catalogue {
  ui: Words<typeof UI_TEXT>
  similar: Words<typeof SIMILAR_TEXT>
  archive: Words<typeof ARCHIVE_TEXT>
}

export const CATALOGUES: Record<Language, Catalogue> = {
  en: { ui: UI_TEXT, similar: SIMILAR_TEXT, archive: ARCHIVE_TEXT },
  es: CATALOGUE_ES,
}
