import { listedIn, termIn, type ListedSource } from "./listed-in"

const entry = (slug: string, translations?: ListedSource["translations"]): ListedSource => ({
  slug,
  title: `${slug} title`,
  setting: `${slug} setting`,
  untranslated: [],
  ...(translations ? { translations } : {}),
})

describe("an entry's title and setting as a list shows them in a language", () => {
  const entries = [
    entry("a", [{ language: "es", title: "a título", setting: "a lugar", untranslated: [] }]),
    entry("b", [{ language: "es", title: "b title", setting: "b lugar", untranslated: ["title"] }]),
    entry("c"),
  ]

  it("gives the English as it is on an English page, with nothing marked", () => {
    expect([...listedIn(entries, "en")]).toEqual([
      ["a", { title: "a title", setting: "a setting", untranslated: [] }],
      ["b", { title: "b title", setting: "b setting", untranslated: [] }],
      ["c", { title: "c title", setting: "c setting", untranslated: [] }],
    ])
  })

  it("gives each translation, and names what shows the English: untranslated, or an entry with no translation", () => {
    expect([...listedIn(entries, "es")]).toEqual([
      ["a", { title: "a título", setting: "a lugar", untranslated: [] }],
      ["b", { title: "b title", setting: "b lugar", untranslated: ["title"] }],
      ["c", { title: "c title", setting: "c setting", untranslated: ["title", "setting"] }],
    ])
  })
})

describe("a lexicon term's name as a list shows it in a language", () => {
  const translations = [{ language: "es", name: "Zancada", untranslated: [] }]
  it("gives the English alone on an English page, the translation alone on another, each without the rest", () => {
    expect(termIn({ slug: "stride", name: "Stride", translations }, "en")).toEqual({ slug: "stride", name: "Stride" })
    expect(termIn({ slug: "stride", name: "Stride", translations }, "es")).toEqual({
      slug: "stride",
      name: "Zancada",
      untranslated: [],
    })
  })

  it("names the name as English where the term has no translation of it", () => {
    const untranslated = [{ language: "es", name: "Stride", untranslated: ["name"] }]
    for (const term of [
      { slug: "stride", name: "Stride" },
      { slug: "stride", name: "Stride", translations: untranslated },
    ])
      expect(termIn(term, "es")).toEqual({ slug: "stride", name: "Stride", untranslated: ["name"] })
  })
})
