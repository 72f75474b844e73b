import { syntheticIndexedEntry } from "../../test/support/synthetic-index"
import { ARCHIVE_PAGE_SIZE, archiveIndexPath } from "../constants"
import { decodeFilterIndex, encodeFilterIndex, indexPages, pageLinks } from "./index-pages"

describe("the index's pages", () => {
  it("puts every entry on exactly one page, in order, the first at /archive/", () => {
    for (const total of [0, 1, ARCHIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE + 1, 1000]) {
      const pages = indexPages(total, ARCHIVE_PAGE_SIZE)
      const shown = pages.flatMap((p) =>
        Array.from({ length: Math.max(0, Math.min(p.limit, total - p.skip)) }, (_, i) => p.skip + i),
      )
      expect(shown).toEqual(Array.from({ length: total }, (_, i) => i))
      expect(pages[0]?.path).toBe("/archive/")
      expect(pages.every((p) => p.pageCount === pages.length)).toBe(true)
      expect(pages.every((p) => p.limit === ARCHIVE_PAGE_SIZE)).toBe(true)
    }
    expect(indexPages(1000, ARCHIVE_PAGE_SIZE)).toHaveLength(Math.ceil(1000 / ARCHIVE_PAGE_SIZE))
    expect(indexPages(25, 12).map((p) => p.path)).toEqual(["/archive/", "/archive/page/2/", "/archive/page/3/"])
  })

  it("refuses a page size that is not a whole number of at least one", () => {
    expect(() => indexPages(10, 0)).toThrow(/page size/)
    expect(() => indexPages(10, 2.5)).toThrow(/page size/)
  })

  it("names page 1 /archive/ and the others /archive/page/<n>/", () => {
    expect(archiveIndexPath(1)).toBe("/archive/")
    expect(archiveIndexPath(2)).toBe("/archive/page/2/")
    expect(archiveIndexPath(84)).toBe("/archive/page/84/")
  })

  it("links the first, the last and two either side of the current page, a gap of one page shown as its number", () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 3)).toEqual([1, 2, 3])
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, null, 84])
    expect(pageLinks(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84])
    expect(pageLinks(5, 84)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 84])
    expect(pageLinks(84, 84)).toEqual([1, null, 82, 83, 84])
  })

  it("links at most 2 × span + 3 numbers and two gaps on any page, however many pages there are", () => {
    for (let page = 1; page <= 500; page += 7) {
      const links = pageLinks(page, 500)
      expect(links.filter((l) => l !== null).length).toBeLessThanOrEqual(7)
      expect(links.filter((l) => l === null).length).toBeLessThanOrEqual(2)
      expect(links).toContain(page)
    }
  })
})

describe("the filter index", () => {
  const entries = Array.from({ length: 1000 }, (_, n) => syntheticIndexedEntry(n))

  it("gives back every entry as it was given", () => {
    const file = encodeFilterIndex(entries)
    expect(decodeFilterIndex(JSON.parse(JSON.stringify(file)) as typeof file)).toEqual(entries)
  })

  it("gives back, in another language's index, which titles and settings show the English", () => {
    // A setting is English wherever one of its entries has no translation of it (all that setting's entries share
    // its text), a title only on its own entry.
    const spanish = entries.map((entry, n) => ({
      ...entry,
      untranslated: [...(n % 3 === 0 ? (["title"] as const) : []), ...(n % 7 === 2 ? (["setting"] as const) : [])],
    }))
    const file = encodeFilterIndex(spanish)
    expect(file.untranslated?.titles).toHaveLength(334)
    expect(file.untranslated?.settings).toEqual([file.settings.indexOf("an invented place 2")])
    expect(decodeFilterIndex(JSON.parse(JSON.stringify(file)) as typeof file)).toEqual(spanish)
    // An English index carries no such list, and its entries no marks.
    expect(encodeFilterIndex(entries)).not.toHaveProperty("untranslated")
  })

  it("stores each setting and term once", () => {
    const file = encodeFilterIndex(entries)
    expect(file.settings).toHaveLength(7)
    expect(file.terms).toEqual(["term-0", "term-1", "term-2", "term-3", "term-4"])
  })

  it("refuses an index that names a setting it does not list", () => {
    const file = encodeFilterIndex(entries.slice(0, 2))
    file.entries[1]![3] = 99
    expect(() => decodeFilterIndex(file)).toThrow(/setting 99/)
  })
})
