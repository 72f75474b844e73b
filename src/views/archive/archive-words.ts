/**
 * The archive's words in the page's language (issue 62; src/i18n/page-language.tsx). Only the archive's pages import
 * this module, so its English words (the player's, the datasheet's, "moves like this") travel with those pages and
 * not with every first view; another language's come in that language's chunk with the rest of its words.
 */
import { SIMILAR_TEXT } from "../../archive/similar-words"
import { UI_TEXT } from "../../copy"
import type { Catalogue } from "../../i18n/catalogue"
import type { Language } from "../../i18n/languages"
import { loadedCatalogue, useLanguage } from "../../i18n/page-language"
import { ARCHIVE_TEXT } from "./copy"

const ENGLISH: Catalogue = { ui: UI_TEXT, similar: SIMILAR_TEXT, archive: ARCHIVE_TEXT }

/** A language's whole catalogue: English's from here, another language's once loaded (English until then). */
export const archiveWordsFor = (language: Language): Catalogue => loadedCatalogue(language) ?? ENGLISH

/** The page's whole catalogue, the archive's words included. */
export const useArchiveWords = (): Catalogue => archiveWordsFor(useLanguage())
