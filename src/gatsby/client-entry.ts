import { languageOfPath, loadWordsFor, needsArchiveWords } from "../i18n/page-language"
import { logFailedScripts } from "./chunk-errors"
import { takeOverScrollRestoration } from "./scroll"

/** Gatsby's onClientEntry: it waits for the promise returned before it loads the page and hydrates it. */
export const onClientEntry = (): Promise<void> => {
  takeOverScrollRestoration()
  logFailedScripts()
  // A Spanish page's words are a chunk of their own (two on the archive's pages), loaded before the page hydrates.
  const { pathname } = window.location
  return loadWordsFor(languageOfPath(pathname), needsArchiveWords(pathname))
}
