/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { httpsUrl, image, integer, list, object, objectType, slug, text, type Field, type ObjectType } from "./fields"
import { COLLECTIONS } from "./model"
import type { Problem } from "./problem"
import {
  checkLanguages,
  englishOf,
  hasTranslations,
  holdsTranslations,
  inLanguage,
  translationOf,
  TRANSLATIONS,
  UNTRANSLATED_FIELD,
  withLanguages,
  withoutEnglishCopies,
  asTheEditorWrites,
} from "./translations"

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

// A small model with every place a translation can be: texts at the top, in a nested object, in a list matched by
// identity (items), in one matched by position (steps), a list of texts (lines), and fields that are not translated.
const Picture = objectType("Picture", { image: image("images"), alt: text({ allowEmpty: true, translatable: true }) })
const Size = objectType("Size", { width: integer() })
const Item = objectType("Item", {
  slug: slug(),
  name: text({ translatable: true }),
  note: text({ optional: true, translatable: true }),
  count: integer({ optional: true }),
})
const Step = objectType("Step", { title: text({ translatable: true }), minutes: integer() })
const Doc = objectType("DocJson", {
  heading: text({ translatable: true }),
  url: httpsUrl(),
  intro: text({ optional: true, translatable: true }),
  picture: object(Picture),
  size: object(Size),
  items: list(object(Item), { unique: ["slug"] }),
  steps: list(object(Step)),
  lines: list(text({ translatable: true })),
})
const Plain = objectType("PlainJson", { name: text(), size: object(Size) })

const ENGLISH = {
  heading: "Recipes",
  url: "https://example.org",
  // No intro (optional), and a decorative picture ("" alt): nothing to translate there.
  picture: { image: "images/a.jpg", alt: "" },
  size: { width: 3 },
  items: [
    { slug: "one", name: "One", count: 1 },
    { slug: "two", name: "Two", note: "A note" },
    { slug: "three", name: "Three" },
  ],
  steps: [
    { title: "Boil", minutes: 5 },
    { title: "Serve", minutes: 1 },
  ],
  lines: ["First line", "Second line"],
}

const SPANISH = {
  heading: "Recetas",
  // Matched by slug, in another order than the English.
  items: [
    { slug: "three", name: "Tres" },
    { slug: "one", name: "Uno" },
    { slug: "two", name: "Dos", note: "Una nota" },
  ],
  // Matched by position.
  steps: [{ title: "Hervir" }, { title: "Servir" }],
  lines: ["Primera línea", "Segunda línea"],
}

const file = (es: unknown = SPANISH, en: unknown = ENGLISH): Json => ({ en, es })
/** A file with its English alone, no Spanish yet. */
const englishOnly = (en: unknown = ENGLISH): Json => ({ en })
/** The file with its Spanish changed by `change` (a deep copy; the shared fixtures stay as they are). */
const withSpanish = (change: (es: Json & typeof SPANISH) => void): Json => {
  const es = structuredClone(SPANISH) as Json & typeof SPANISH
  change(es)
  return file(es)
}
const spanishOf = (data: unknown) => inLanguage(Doc, data, "es")
const valueOf = (data: unknown) => spanishOf(data).value as Json & typeof ENGLISH & { untranslated: string[] }

describe("which types and fields hold translations", () => {
  it("knows a type by its fields, its objects' and its lists' items'", () => {
    expect(hasTranslations(Doc)).toBe(true)
    expect(hasTranslations(Plain)).toBe(false)
    expect(holdsTranslations(Doc.fields.items)).toBe(true)
    expect(holdsTranslations(Doc.fields.lines)).toBe(true)
    expect(holdsTranslations(Doc.fields.picture)).toBe(true)
    expect(holdsTranslations(Doc.fields.size)).toBe(false)
    expect(holdsTranslations(Doc.fields.url)).toBe(false)
    const Outer = objectType("Outer", { inner: list(object(objectType("Inner", { doc: object(Doc) }))) })
    expect(hasTranslations(Outer)).toBe(true)
  })

  it("reads the English and each translation of a stored file, and stores them again", () => {
    const stored = file()
    expect(englishOf(Doc, stored)).toBe(ENGLISH)
    expect(translationOf(Doc, stored, "es")).toBe(SPANISH)
    expect(withLanguages(Doc, ENGLISH, { es: SPANISH })).toEqual(stored)
    expect(withLanguages(Doc, ENGLISH)).toEqual({ en: ENGLISH })
    // A file of a type without translations is its English, as it always was.
    const plain = { name: "x", size: { width: 1 } }
    expect(englishOf(Plain, plain)).toBe(plain)
    expect(translationOf(Plain, plain, "es")).toBeUndefined()
    expect(withLanguages(Plain, plain, { es: { name: "y" } })).toBe(plain)
  })
})

describe("inLanguage", () => {
  it("gives the English as it is in English, with an empty `untranslated` on each object that can have one", () => {
    const { value, missing } = inLanguage(Doc, file(), "en")
    expect(missing).toEqual([])
    expect(value).toEqual({
      ...ENGLISH,
      untranslated: [],
      picture: { ...ENGLISH.picture, untranslated: [] },
      items: ENGLISH.items.map((item) => ({ ...item, untranslated: [] })),
      steps: ENGLISH.steps.map((step) => ({ ...step, untranslated: [] })),
    })
    // An object with no translatable text of its own gets none.
    expect((value as Json).size).toEqual({ width: 3 })
    expect((value as Json).size).not.toHaveProperty(UNTRANSLATED_FIELD)
  })

  it("uses every translated value, matching items by identity where they carry it and by position otherwise", () => {
    const { value, missing } = spanishOf(file())
    expect(missing).toEqual([])
    expect(value).toEqual({
      ...ENGLISH,
      heading: "Recetas",
      untranslated: [],
      picture: { ...ENGLISH.picture, untranslated: [] },
      items: [
        { slug: "one", name: "Uno", count: 1, untranslated: [] },
        { slug: "two", name: "Dos", note: "Una nota", untranslated: [] },
        { slug: "three", name: "Tres", untranslated: [] },
      ],
      steps: [
        { title: "Hervir", minutes: 5, untranslated: [] },
        { title: "Servir", minutes: 1, untranslated: [] },
      ],
      lines: ["Primera línea", "Segunda línea"],
    })
  })

  it("falls back to the English where a translation is missing or empty, and lists those fields", () => {
    const data = withSpanish((es) => {
      es.heading = ""
      es.items = [
        { slug: "one", name: "Uno" },
        { slug: "two", name: "   ", note: "" },
      ]
      es.steps = [{ title: "Hervir" }]
      es.lines = ["Primera línea"]
    })
    const { value, missing } = spanishOf(data)
    expect(missing).toEqual([
      "heading",
      "items[1].name",
      "items[1].note",
      "items[2].name",
      "steps[1].title",
      "lines[1]",
    ])
    const shown = value as ReturnType<typeof valueOf>
    expect(shown.heading).toBe("Recipes")
    // A list of texts names its items that show the English, so each can be marked alone.
    expect(shown.untranslated).toEqual(["heading", "lines[1]"])
    expect(shown.items).toEqual([
      { slug: "one", name: "Uno", count: 1, untranslated: [] },
      { slug: "two", name: "Two", note: "A note", untranslated: ["name", "note"] },
      { slug: "three", name: "Three", untranslated: ["name"] },
    ])
    expect(shown.steps[1]).toEqual({ title: "Serve", minutes: 1, untranslated: ["title"] })
    expect(shown.lines).toEqual(["Primera línea", "Second line"])
  })

  it("shows the English everywhere, every text missing once, for a file with no translation", () => {
    const { value, missing } = spanishOf(englishOnly())
    expect(missing).toEqual([
      "heading",
      "items[0].name",
      "items[1].name",
      "items[1].note",
      "items[2].name",
      "steps[0].title",
      "steps[1].title",
      "lines[0]",
      "lines[1]",
    ])
    expect((value as ReturnType<typeof valueOf>).heading).toBe("Recipes")
    expect((value as ReturnType<typeof valueOf>).untranslated).toEqual(["heading", "lines[0]", "lines[1]"])
  })

  it("takes a translation of the wrong type for a missing one", () => {
    const data = withSpanish((es) => {
      ;(es as Json).heading = 5
      ;(es as Json).lines = "Primera línea"
      ;(es as Json).items = { slug: "one", name: "Uno" }
    })
    const { value, missing } = spanishOf(data)
    expect(missing).toEqual([
      "heading",
      "items[0].name",
      "items[1].name",
      "items[1].note",
      "items[2].name",
      "lines[0]",
      "lines[1]",
    ])
    expect((value as Json).heading).toBe("Recipes")
  })

  it("never uses an item that names another English item for this one, and uses an unnamed one by position", () => {
    const data = withSpanish((es) => {
      // Place 0 names "three": English "one" (unnamed by any item) is not given Tres.
      // Place 1 names nothing: English "two" takes it. English "three" takes the item naming it.
      es.items = [{ slug: "three", name: "Tres" }, { name: "Dos" } as (typeof SPANISH.items)[number]]
    })
    expect(valueOf(data).items.map((item) => item.name)).toEqual(["One", "Dos", "Tres"])
    expect(spanishOf(data).missing).toEqual(["items[0].name", "items[1].note"])
    // An item at English "two"'s place that names "one" is one's, not two's.
    const named = withSpanish((es) => {
      es.items = [
        { slug: "three", name: "Tres" },
        { slug: "one", name: "Uno" },
      ]
    })
    expect(valueOf(named).items.map((item) => item.name)).toEqual(["Uno", "Two", "Tres"])
  })

  it("matches by position the English items that carry no identity (an entry not yet named)", () => {
    const unnamed = {
      ...ENGLISH,
      items: [
        { name: "One", count: 1 },
        { name: "Two", note: "A note" },
      ],
    }
    const data = file({ items: [{ name: "Uno" }, { name: "Dos", note: "Una nota" }] }, unnamed)
    expect(valueOf(data).items).toEqual([
      { name: "Uno", count: 1, untranslated: [] },
      { name: "Dos", note: "Una nota", untranslated: [] },
    ])
    // In English too: each item is its own.
    expect((inLanguage(Doc, data, "en").value as typeof unnamed).items.map((item) => item.name)).toEqual(["One", "Two"])
  })

  it("reports no missing translation for an optional text left out or empty in English, or an empty alt", () => {
    const english = { ...ENGLISH, intro: "" }
    const { value, missing } = spanishOf(file({ heading: "Recetas" }, english))
    expect(missing).not.toContain("intro")
    expect(missing).not.toContain("picture.alt")
    expect((value as Json).intro).toBe("")
    expect((value as { picture: Json }).picture).toEqual({ image: "images/a.jpg", alt: "", untranslated: [] })
    // Only the lines, which this translation leaves out, show the English.
    expect((value as { untranslated: string[] }).untranslated).toEqual(["lines[0]", "lines[1]"])
    // Written in English, it has something to translate.
    expect(spanishOf(file({ heading: "Recetas" }, { ...english, intro: "Hello" })).missing).toContain("intro")
  })

  it("leaves the English of a type without translations as it is", () => {
    const plain = { name: "x", size: { width: 1 } }
    expect(inLanguage(Plain, plain, "es")).toEqual({ value: plain, missing: [] })
  })
})

describe("withoutEnglishCopies", () => {
  // What Decap's Spanish pane can hold besides the translations: hidden fields' copies of the English values.
  const copies = {
    ...SPANISH,
    url: ENGLISH.url,
    picture: { image: ENGLISH.picture.image },
    size: { width: 3 },
    items: [
      { slug: "three", name: "Tres" },
      { slug: "one", name: "Uno", count: 1 },
      { slug: "two", name: "Dos", note: "Una nota" },
    ],
    steps: [{ title: "Hervir", minutes: 5 }, { title: "Servir" }],
  }

  it("leaves out each value of a field that is not translatable where it is the English value in the same place", () => {
    const stored = withoutEnglishCopies(Doc, file(copies)) as Json
    expect(stored.en).toBe(ENGLISH)
    // The picture, which held the image alone, goes; an item keeps its slug (which English item it is), not the count.
    expect(stored.es).toEqual(SPANISH)
    const check = (data: unknown) => checkLanguages(Doc, data, { fileLabel: "content/doc/doc.json", complete: [] })
    expect(check(stored)).toEqual(check(file()))
  })

  it("keeps a value that differs from the English, so the check still refuses it", () => {
    const changed = { ...SPANISH, url: "https://example.org/es", steps: [{ title: "Hervir", minutes: 6 }] }
    const stored = withoutEnglishCopies(Doc, file(changed)) as Json
    expect(stored.es).toEqual(changed)
    const fields = checkLanguages(Doc, stored, { fileLabel: "content/doc/doc.json", complete: [] }).map((p) => p.field)
    expect(fields).toEqual(expect.arrayContaining(["es.url", "es.steps[0].minutes"]))
  })

  it("matches an item named by its identity to that English item, wherever it stands", () => {
    // "one" stands third here; its count is the English "one"'s (1), not the third English item's (none).
    const moved = {
      items: [
        { slug: "two", name: "Dos" },
        { slug: "three", name: "Tres" },
        { slug: "one", count: 1 },
      ],
    }
    expect((withoutEnglishCopies(Doc, file(moved)) as Json).es).toEqual({
      items: [{ slug: "two", name: "Dos" }, { slug: "three", name: "Tres" }, { slug: "one" }],
    })
  })

  it("leaves a file in one language, or of a type without translations, as it is", () => {
    const plain = { name: "A", size: { width: 1 } }
    expect(withoutEnglishCopies(Plain, plain)).toBe(plain)
    expect(withoutEnglishCopies(Doc, ENGLISH)).toEqual(ENGLISH)
  })
})

describe("a translation of words said in a language (translates)", () => {
  const Quote = objectType("QuoteJson", {
    words: text(),
    wordsLanguage: text({ optional: true }),
    wordsTranslation: text({
      optional: true,
      translatable: true,
      translates: { text: "words", language: "wordsLanguage" },
    }),
  })
  const said = (wordsLanguage?: string) => ({
    en: { words: "Bajas y recoges.", ...(wordsLanguage ? { wordsLanguage } : {}), wordsTranslation: "You go down." },
  })

  it("is not missing in the language the words were said in", () => {
    expect(inLanguage(Quote, said("es"), "es").missing).toEqual([])
    // Said in English (named, or by default): a Spanish page misses its translation.
    expect(inLanguage(Quote, said("en"), "es").missing).toEqual(["wordsTranslation"])
    expect(inLanguage(Quote, said(), "es").missing).toEqual(["wordsTranslation"])
  })
})

describe("asTheEditorWrites", () => {
  const check = (data: unknown) =>
    checkLanguages(Doc, data, { fileLabel: "content/doc/doc.json", complete: [] }).filter((p) => !p.severity)
  // The Spanish as Decap's pane holds it: in the English's order (each item where its English item is).
  const inPlace = {
    items: [
      { slug: "one", name: "Uno" },
      { slug: "two", name: "Dos" },
      { slug: "three", name: "Tres" },
    ],
  }
  const renamed = (slug: string) => ({
    ...ENGLISH,
    items: ENGLISH.items.map((item) => (item.slug === "two" ? { ...item, slug } : item)),
  })

  it("carries a slug renamed in English into the translation of the item in its place", () => {
    const written = asTheEditorWrites(Doc, file(inPlace, renamed("deux"))) as Json
    expect(written.es).toEqual({
      items: [
        { slug: "one", name: "Uno" },
        { slug: "deux", name: "Dos" },
        { slug: "three", name: "Tres" },
      ],
    })
    expect(check(written)).toEqual([])
    // Unfollowed, the translation names an item the English no longer has, and the check refuses it.
    expect(check(file(inPlace, renamed("deux"))).map((p) => p.field)).toEqual(["es.items[1].slug"])
  })

  it("leaves a translation whose English item was removed naming it, for the check to refuse", () => {
    // "two" removed: the English item in its place, "three", has its own translation.
    const english = { ...ENGLISH, items: ENGLISH.items.filter((item) => item.slug !== "two") }
    const written = asTheEditorWrites(Doc, file(inPlace, english)) as Json
    expect(written.es).toEqual(inPlace)
    expect(check(written).map((p) => p.field)).toEqual(["es.items[1].slug"])
  })

  it("leaves every translation the build accepts as it is, and takes the English's copies out", () => {
    expect(asTheEditorWrites(Doc, file())).toEqual(file())
    expect(asTheEditorWrites(Doc, file({ ...SPANISH, url: ENGLISH.url }))).toEqual(file())
  })
})

describe("checkLanguages", () => {
  const check = (data: unknown, complete: readonly ("en" | "es")[] = []): Problem[] =>
    checkLanguages(Doc, data, { fileLabel: "content/doc/doc.json", complete })
  const errorsOf = (data: unknown) => check(data).filter((problem) => problem.severity === undefined)

  it("finds nothing in a whole translation", () => {
    expect(check(file())).toEqual([])
  })

  it("names a key that is not a language", () => {
    expect(errorsOf({ ...file(), fr: { heading: "Recettes" } })).toEqual([
      { file: "content/doc/doc.json", field: "fr", message: expect.stringMatching(/^is not a language of the site/) },
    ])
  })

  it("names a translation of a field that is not translatable, at any depth", () => {
    const data = withSpanish((es) => {
      ;(es as Json).url = "https://example.es"
      ;(es as Json).size = { width: 4 }
      ;(es.items[1] as Json).count = 2
    })
    // In the translation's order: its items first, then the fields added after them.
    expect(errorsOf(data)).toEqual([
      {
        file: "content/doc/doc.json",
        field: "es.items[1].count",
        message: expect.stringMatching(/^Spanish: is not translated: a translation holds only name, note /),
        // es.items[1] names "one", which is the English items[0].
        entry: 'item "One"',
      },
      expect.objectContaining({
        field: "es.url",
        message: expect.stringMatching(/^Spanish: is not translated: a translation holds only heading, intro, /),
      }),
      expect.objectContaining({ field: "es.size", message: expect.stringContaining("is not translated") }),
    ])
  })

  it("names a translation of the wrong type", () => {
    expect(errorsOf(file("hola"))).toEqual([
      expect.objectContaining({ field: "es", message: 'Spanish: must be an object { … } (got "hola")' }),
    ])
    const data = withSpanish((es) => {
      ;(es as Json).heading = 5
      ;(es as Json).picture = ["a"]
      ;(es as Json).steps = { title: "Hervir" }
      ;(es.items[0] as Json).name = ["Tres"]
    })
    expect(errorsOf(data)).toEqual([
      expect.objectContaining({ field: "es.heading", message: "Spanish: must be text (got 5)" }),
      {
        file: "content/doc/doc.json",
        field: "es.items[0].name",
        message: 'Spanish: must be text (got ["Tres"])',
        // es.items[0] names "three": the entry is the English item it translates, not the English items[0].
        entry: 'item "Three"',
      },
      expect.objectContaining({ field: "es.steps", message: expect.stringContaining("must be a list") }),
      expect.objectContaining({ field: "es.picture", message: expect.stringContaining("must be an object") }),
    ])
  })

  it("names a list item that names no English item, and one past the English list's end", () => {
    const data = withSpanish((es) => {
      es.items.push({ slug: "four", name: "Cuatro" })
      es.steps.push({ title: "Comer" })
      es.lines.push("Tercera línea")
    })
    expect(errorsOf(data)).toEqual([
      {
        file: "content/doc/doc.json",
        field: "es.items[3].slug",
        message: 'Spanish: names no English item: "four" is not a slug there',
      },
      {
        file: "content/doc/doc.json",
        field: "es.steps[2]",
        message: "Spanish: has no English item to translate (the English list has 2)",
      },
      {
        file: "content/doc/doc.json",
        field: "es.lines[2]",
        message: "Spanish: has no English item to translate (the English list has 2)",
      },
    ])
  })

  it("names a second translation of one English item, and uses the first", () => {
    const data = withSpanish((es) => {
      es.items.push({ slug: "one", name: "Uno otra vez" })
    })
    expect(errorsOf(data)).toEqual([
      {
        file: "content/doc/doc.json",
        field: "es.items[3].slug",
        message: 'Spanish: translates the same English item as es.items[1] (slug "one"); only the first is used',
      },
    ])
  })

  it("warns of each missing translation by file, field and the English entry it is in", () => {
    const data = withSpanish((es) => {
      es.heading = ""
      es.items = es.items.filter((item) => item.slug !== "two")
      es.steps = [{ title: "Hervir" }]
    })
    const warning = (field: string, entry?: string): Problem => ({
      file: "content/doc/doc.json",
      field,
      severity: "warning",
      message: "has no Spanish translation yet: the Spanish page shows the English, marked as English",
      ...(entry === undefined ? {} : { entry }),
    })
    expect(check(data)).toEqual([
      warning("es.heading"),
      warning("es.items[1].name", 'item "Two"'),
      warning("es.items[1].note", 'item "Two"'),
      warning("es.steps[1].title", 'step "Serve"'),
    ])
  })

  it("makes each missing translation an error when the language is declared complete", () => {
    const data = withSpanish((es) => {
      es.items = es.items.filter((item) => item.slug !== "two")
    })
    const problems = check(data, ["es"])
    expect(problems).toEqual([
      {
        file: "content/doc/doc.json",
        field: "es.items[1].name",
        message: expect.stringMatching(/^has no Spanish translation, and Spanish is declared complete/),
        entry: 'item "Two"',
      },
      expect.objectContaining({ field: "es.items[1].note", entry: 'item "Two"' }),
    ])
    expect(problems.every((problem) => problem.severity === undefined)).toBe(true)
    // Complete is about Spanish: a whole translation is still fine.
    expect(check(file(), ["es"])).toEqual([])
  })

  it("names a translated sentence whose {marks} are not the English's, in any order", () => {
    const Sentence = objectType("SentenceJson", {
      thanks: text({ translatable: true, marks: { collection: "s/s.json", list: "people", noun: "sponsor" } }),
    })
    const english = { thanks: "Thanks to {a}, {b} and {a} again." }
    const checkSpanish = (thanks: string) =>
      checkLanguages(Sentence, { en: english, es: { thanks } }, { fileLabel: "content/s/s.json", complete: [] })
    // The same marks, as often, in another order: right.
    expect(checkSpanish("Gracias a {b}, a {a} y otra vez a {a}.")).toEqual([])
    // Empty is a missing translation, not a wrong one.
    expect(checkSpanish("")).toEqual([expect.objectContaining({ field: "es.thanks", severity: "warning" })])
    expect(checkSpanish("Gracias a {b}, a {a} y a {c}.")).toEqual([
      {
        file: "content/s/s.json",
        field: "es.thanks",
        message:
          "Spanish: must name the same sponsors as the English, as often: it names {c} beyond the English's; it leaves out {a} (the English names {a}, {b}, {a})",
      },
    ])
    expect(checkSpanish("Gracias.")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("it leaves out {a}, {b} (the English names") }),
    ])
  })

  it("checks nothing in a file of a type without translations", () => {
    expect(
      checkLanguages(Plain, { name: "x", fr: 1 }, { fileLabel: "content/plain/plain.json", complete: ["es"] }),
    ).toEqual([])
  })
})

describe("the translated content files", () => {
  const TRANSLATED = COLLECTIONS.filter((collection) => hasTranslations(collection.type))
  const storedFile = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))

  it.each(TRANSLATED.map((collection) => [collection.file, collection] as const))(
    "%s is stored with its languages, whole in Spanish and different from the English",
    (file, collection) => {
      const data = storedFile(file)
      expect(checkLanguages(collection.type, data, { fileLabel: `content/${file}`, complete: ["es"] })).toEqual([])
      const spanish = inLanguage(collection.type, data, "es")
      expect(spanish.missing).toEqual([])
      expect(spanish.value).not.toEqual(inLanguage(collection.type, data, "en").value)
    },
  )

  it("include the site's own file and the landing page's", () => {
    expect(TRANSLATED.map((collection) => collection.file)).toEqual(
      expect.arrayContaining(["site/site.json", "landing/landing.json"]),
    )
  })
})

describe("the site's own file", () => {
  const SITE = COLLECTIONS.find((collection) => collection.file === "site/site.json")!
  const stored = (): { en: Json & { pages: Json[] }; es: Json & { pages: Json[] } } =>
    JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, SITE.file), "utf8")) as ReturnType<typeof stored>

  it("is stored with its languages, whole in Spanish", () => {
    expect(hasTranslations(SITE.type)).toBe(true)
    expect(checkLanguages(SITE.type, stored(), { fileLabel: "content/site/site.json", complete: ["es"] })).toEqual([])
    expect(inLanguage(SITE.type, stored(), "es").missing).toEqual([])
  })

  it("names a page title left untranslated by the page's English title", () => {
    const data = stored()
    delete data.es.pages[2]!.title
    expect(checkLanguages(SITE.type, data, { fileLabel: "content/site/site.json", complete: [] })).toEqual([
      expect.objectContaining({
        file: "content/site/site.json",
        field: "es.pages[2].title",
        severity: "warning",
        entry: `page entry ${JSON.stringify(data.en.pages[2]!.title)}`,
      }),
    ])
  })
})

// Property-style: over randomly made types and values, and over every collection of the real model with every free
// text made translatable, a whole translation leaves nothing missing and shows every translation; none at all
// reports each English text once; a part reports exactly the part left out.

/** A small seeded generator (mulberry32), so a failing case can be run again. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
type Random = ReturnType<typeof random>
const between = (next: Random, min: number, max: number) => min + Math.floor(next() * (max - min + 1))
const shuffled = <T>(next: Random, items: readonly T[]): T[] => {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = between(next, 0, index)
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}

// The test's own reading of the model, independent of the module's.
const translatableText = (field: Field) => field.kind === "text" && field.translatable === true
const holds = (field: Field): boolean =>
  translatableText(field) ||
  (field.kind === "list" && holds(field.of)) ||
  (field.kind === "object" && Object.values(field.type.fields).some(holds))
const hasOwnTexts = (type: ObjectType) =>
  Object.values(type.fields).some(
    (field) => translatableText(field) || (field.kind === "list" && translatableText(field.of)),
  )
const identity = (field: Field) => (field.kind === "list" && field.of.kind === "object" ? field.unique?.[0] : undefined)
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

let typeNumber = 0
const randomType = (next: Random, depth: number, first: Record<string, Field> = {}): ObjectType => {
  const fields: Record<string, Field> = { ...first }
  const count = between(next, 1, 5)
  for (let index = 0; index < count; index++) {
    const kinds = depth < 2 ? 7 : 4
    const name = `f${index}`
    switch (between(next, 0, kinds - 1)) {
      case 0:
        fields[name] = text()
        break
      case 1:
        fields[name] = integer()
        break
      case 2:
      case 3:
        fields[name] = text({
          translatable: true,
          ...(next() < 0.3 ? { optional: true } : {}),
          ...(next() < 0.2 ? { allowEmpty: true } : {}),
        })
        break
      case 4:
        fields[name] = object(randomType(next, depth + 1))
        break
      case 5:
        fields[name] =
          next() < 0.6
            ? list(object(randomType(next, depth + 1, { id: slug() })), { unique: ["id"] })
            : list(object(randomType(next, depth + 1)))
        break
      default:
        fields[name] = list(text({ translatable: next() < 0.7 }))
    }
  }
  return objectType(`Random${typeNumber++}`, fields)
}

let wordNumber = 0
const randomValue = (next: Random, type: ObjectType): Json => {
  const value: Json = {}
  for (const [name, field] of Object.entries(type.fields))
    if (!(field.optional && next() < 0.3)) value[name] = randomFieldValue(next, field)
  return value
}
const randomFieldValue = (next: Random, field: Field): unknown => {
  if (field.kind === "integer") return between(next, 0, 9)
  if (field.kind === "object") return randomValue(next, field.type)
  if (field.kind === "list") {
    const items = Array.from({ length: between(next, 0, 4) }, () => randomFieldValue(next, field.of))
    const id = identity(field)
    // Now and then an item not yet named (an entry the editor has only begun): it is matched by its place.
    if (id !== undefined)
      items.forEach((item, index) => {
        if (next() < 0.85) (item as Json)[id] = `item-${wordNumber++}-${index}`
        else delete (item as Json)[id]
      })
    return items
  }
  if (field.kind === "text" && (field.optional || field.allowEmpty) && next() < 0.3) return ""
  return `text ${wordNumber++}`
}

interface Made {
  /** The translation as a file would hold it. */
  translation: unknown
  /** What the page in that language must show. */
  shown: unknown
  /** The English paths of the texts left untranslated that have something to translate. */
  missing: string[]
}

/**
 * A translation of `english` made with the test's own rules, what the page must show with it, and what is missing.
 * `leaveOut` is the share of texts (and of items, where they carry their identity) left untranslated.
 */
const translate = (next: Random, type: ObjectType, english: unknown, leaveOut: number, at = ""): Made => {
  if (!isRecord(english)) return { translation: undefined, shown: english, missing: [] }
  const translation: Json = {}
  const shown: Json = { ...english }
  const missing: string[] = []
  const untranslated: string[] = []
  const prefix = at === "" ? "" : `${at}.`
  for (const [name, field] of Object.entries(type.fields)) {
    if (!holds(field) || english[name] === undefined) continue
    const made = translateField(next, field, english[name], leaveOut, `${prefix}${name}`)
    if (made.translation !== undefined) translation[name] = made.translation
    shown[name] = made.shown
    // A translation of words said in Spanish (a mover's, `translates`) is not missing in Spanish.
    const saidIn = field.kind === "text" && field.translates ? english[field.translates.language] : undefined
    if (saidIn !== "es") missing.push(...made.missing)
    if (translatableText(field) && made.missing.length > 0) untranslated.push(name)
    // An item of a list of texts is named alone: `lines[1]`.
    if (field.kind === "list" && translatableText(field.of))
      for (const path of made.missing) untranslated.push(path.slice(prefix.length))
  }
  if (hasOwnTexts(type)) shown.untranslated = untranslated
  return { translation, shown, missing }
}
const translateField = (next: Random, field: Field, english: unknown, leaveOut: number, at: string): Made => {
  if (translatableText(field)) {
    if (typeof english !== "string") return { translation: undefined, shown: english, missing: [] }
    if (next() < leaveOut) {
      // Left out, or an empty box in the editor.
      const translation = [undefined, "", " "][between(next, 0, 2)]
      return { translation, shown: english, missing: nonEmpty(english) ? [at] : [] }
    }
    const translation = `es: ${english}`
    return { translation, shown: translation, missing: [] }
  }
  if (field.kind === "object") return translate(next, field.type, english, leaveOut, at)
  if (field.kind !== "list" || !Array.isArray(english)) return { translation: undefined, shown: english, missing: [] }
  const id = identity(field)
  const named = id !== undefined && english.every((item) => isRecord(item) && item[id] !== undefined) && next() < 0.7
  const made = english.map((item, index) => {
    if (named && next() < leaveOut) {
      // The whole item left out: the English shows, every text of it missing.
      const none = translateField(next, field.of, item, 1, `${at}[${index}]`)
      return { ...none, translation: undefined }
    }
    const one = translateField(next, field.of, item, leaveOut, `${at}[${index}]`)
    return named ? { ...one, translation: { ...(one.translation as Json), [id]: (item as Json)[id] } } : one
  })
  const items = made.map((one) => one.translation)
  // Items that carry their identity may come in any order, and those left out are simply not there.
  const translation = named
    ? shuffled(
        next,
        items.filter((item) => item !== undefined),
      )
    : items
  return { translation, shown: made.map((one) => one.shown), missing: made.flatMap((one) => one.missing) }
}

/** What a page in English shows: the file's English with an empty `untranslated` wherever one can be. */
const englishShown = (type: ObjectType, english: unknown): unknown => {
  if (!isRecord(english)) return english
  const shown: Json = { ...english }
  for (const [name, field] of Object.entries(type.fields))
    if (holds(field) && shown[name] !== undefined) shown[name] = englishFieldShown(field, shown[name])
  if (hasOwnTexts(type)) shown.untranslated = []
  return shown
}
const englishFieldShown = (field: Field, value: unknown): unknown => {
  if (field.kind === "object") return englishShown(field.type, value)
  if (field.kind === "list" && Array.isArray(value)) return value.map((item) => englishFieldShown(field.of, item))
  return value
}

/**
 * The translation with the English value of every field that holds nothing to translate beside its own, at the top
 * and in the objects it translates, as Decap's hidden fields leave them (src/cms/content-format.ts).
 */
const withEnglishCopies = (type: ObjectType, translation: unknown, english: unknown): unknown => {
  if (!isRecord(translation) || !isRecord(english)) return translation
  const copy: Json = { ...translation }
  for (const [name, field] of Object.entries(type.fields)) {
    const own = copy[name]
    if (english[name] === undefined) continue
    if (!holds(field)) copy[name] = english[name]
    else if (field.kind === "object" && isRecord(own) && Object.keys(own).length > 0)
      copy[name] = withEnglishCopies(field.type, own, english[name])
  }
  return copy
}

/** Every translatable text of the English with something to translate, by path. */
const textsOf = (type: ObjectType, english: unknown): string[] => translate(random(1), type, english, 1).missing

const checkProperties = (type: ObjectType, english: Json, next: Random, what: string) => {
  const stored = (translation: unknown) => withLanguages(type, english, { es: translation }) as Json
  const texts = textsOf(type, english)
  // No duplicate paths: each text is one place.
  expect(new Set(texts).size).toBe(texts.length)

  // Whole: nothing missing, every text its translation.
  const whole = translate(next, type, english, 0)
  const shownWhole = inLanguage(type, stored(whole.translation), "es")
  expect({ what, missing: shownWhole.missing }).toEqual({ what, missing: [] })
  expect(shownWhole.value).toEqual(whole.shown)
  expect(checkLanguages(type, stored(whole.translation), { fileLabel: what, complete: ["es"] })).toEqual([])

  // None: every English text missing exactly once, the English shown, each object listing its untranslated texts.
  const none = translate(next, type, english, 1)
  const noTranslation = inLanguage(type, { en: english }, "es")
  expect({ what, missing: [...noTranslation.missing].sort() }).toEqual({ what, missing: [...texts].sort() })
  expect(noTranslation.value).toEqual(none.shown)
  const warnings = checkLanguages(type, { en: english }, { fileLabel: what, complete: [] })
  expect(warnings.map((problem) => problem.field).sort()).toEqual(texts.map((at) => `es.${at}`).sort())
  expect(warnings.every((problem) => problem.severity === "warning")).toBe(true)

  // Part: exactly the part left out.
  const part = translate(next, type, english, 0.4)
  const partly = inLanguage(type, stored(part.translation), "es")
  expect({ what, missing: [...partly.missing].sort() }).toEqual({ what, missing: [...part.missing].sort() })
  expect(partly.value).toEqual(part.shown)
  const partWarnings = checkLanguages(type, stored(part.translation), { fileLabel: what, complete: [] })
  expect(partWarnings.filter((problem) => problem.severity !== "warning")).toEqual([])
  expect(partWarnings).toHaveLength(part.missing.length)

  // English: as written, nothing missing.
  expect(inLanguage(type, stored(part.translation), "en")).toEqual({ value: englishShown(type, english), missing: [] })

  // The editor's writer keeps every translation as it is, and takes out the English's copies added beside it.
  for (const made of [whole, part]) {
    expect(withoutEnglishCopies(type, stored(made.translation))).toEqual(stored(made.translation))
    const copied = withEnglishCopies(type, made.translation, english)
    expect({ what, stored: withoutEnglishCopies(type, stored(copied)) }).toEqual({
      what,
      stored: stored(made.translation),
    })
    // And so does what the editor writes and checks, renames followed: an accepted translation names no lost item.
    expect({ what, stored: asTheEditorWrites(type, stored(copied)) }).toEqual({
      what,
      stored: stored(made.translation),
    })
  }
}

describe("properties over many types and values", () => {
  it("holds for randomly made types and values", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed)
      const type = randomType(next, 0)
      if (!hasTranslations(type)) continue
      checkProperties(type, randomValue(next, type), next, `random type, seed ${seed}`)
    }
  })

  /** The type with every free text translatable (not slugs, fixed choices or a list's identity fields). */
  const everyTextTranslatable = (type: ObjectType, keep: readonly string[] = []): ObjectType =>
    objectType(
      type.name,
      Object.fromEntries(
        Object.entries(type.fields).map(([name, field]) => [
          name,
          keep.includes(name) ? field : textsTranslatable(field),
        ]),
      ),
      type.label === undefined ? {} : { label: type.label },
    )
  const textsTranslatable = (field: Field): Field => {
    if (field.kind === "text") return field.slug || field.oneOf ? field : { ...field, translatable: true }
    if (field.kind === "object") return { ...field, type: everyTextTranslatable(field.type) }
    if (field.kind !== "list") return field
    if (field.of.kind === "object")
      return { ...field, of: { ...field.of, type: everyTextTranslatable(field.of.type, field.unique ?? []) } }
    return { ...field, of: textsTranslatable(field.of) }
  }

  it.each(COLLECTIONS.map((collection) => [collection.file, collection] as const))(
    "holds for %s as the model is, and with every free text translatable",
    (_, collection) => {
      const stored: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, collection.file), "utf8"))
      const english = englishOf(collection.type, stored) as Json
      if (hasTranslations(collection.type))
        checkProperties(collection.type, english, random(7), `content/${collection.file}`)
      else expect(inLanguage(collection.type, english, "es")).toEqual({ value: english, missing: [] })
      const everything = everyTextTranslatable(collection.type)
      expect(hasTranslations(everything)).toBe(true)
      checkProperties(everything, english, random(11), `content/${collection.file}, every text translatable`)
    },
  )

  it("translates into every language but English", () => {
    expect(TRANSLATIONS).toEqual(["es"])
  })
})
