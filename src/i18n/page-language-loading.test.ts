import { hasWordsFor, loadedCatalogue, loadWordsFor, needsArchiveWords, wordsFor } from "./page-language"

// A module of its own: the words loaded so far are the module's state, so this file starts with none.
describe("loading a language's words in parts", () => {
  it("loads the site's words for every page, and the archive's only for the archive's pages", async () => {
    expect(hasWordsFor("en", true)).toBe(true)
    expect(hasWordsFor("es")).toBe(false)
    expect(wordsFor("es").ui.skipToContent).toBe("Skip to content")
    await loadWordsFor("es")
    expect(hasWordsFor("es")).toBe(true)
    expect(wordsFor("es").ui.skipToContent).toBe("Saltar al contenido")
    // The archive's words are still to come: an archive view asks for the whole catalogue and gets none yet.
    expect(hasWordsFor("es", true)).toBe(false)
    expect(loadedCatalogue("es")).toBeUndefined()
    await loadWordsFor("es", true)
    expect(hasWordsFor("es", true)).toBe(true)
    expect(loadedCatalogue("es")?.similar.heading).toBe("Movimientos como este")
  })

  it("knows the archive's pages in every language, and no other", () => {
    for (const path of ["/archive/", "/archive", "/archive/page/2/", "/es/archive/", "/es/archive/x/", "/es/archive"])
      expect(needsArchiveWords(path)).toBe(true)
    for (const path of ["/", "/es/", "/portraits/", "/es/people/", "/archived/", "/es/archives/"])
      expect(needsArchiveWords(path)).toBe(false)
  })
})
