import { boolean, file, image, integer, list, object, objectType, reference, slug, text } from "./fields"
import { COLLECTIONS, LEXICON, PORTRAIT, SPONSOR } from "./model"
import { entryNodes, markedTexts, toTypeDefs } from "./sdl"

describe("toTypeDefs", () => {
  it("declares node types @dontInfer, required fields non-null and media by relative path", () => {
    const Size = objectType("Size", { width: integer() })
    const Thing = objectType("ThingsJson", {
      name: text(),
      note: text({ optional: true }),
      shown: boolean(),
      picture: image("pictures"),
      pdf: file("pdfs", [".pdf"], { optional: true }),
      frames: list(image("frames")),
      tags: list(text(), { optional: true }),
      size: object(Size),
    })
    expect(toTypeDefs([{ file: "things/things.json", type: Thing }])).toBe(
      [
        "type ThingsJson implements Node @dontInfer {",
        "  name: String!",
        "  note: String",
        "  shown: Boolean!",
        "  picture: File! @fileByRelativePath",
        "  pdf: File @fileByRelativePath",
        "  frames: [File!]! @fileByRelativePath",
        "  tags: [String!]",
        "  size: Size!",
        "}",
        "",
        "type Size @dontInfer {",
        "  width: Int!",
        "}",
      ].join("\n"),
    )
  })

  it("gives a translated file's node its language, each object with translatable texts its untranslated list, and the stored type its languages", () => {
    const Entry = objectType("Entry", { key: text(), label: text({ translatable: true }) })
    const Thing = objectType("ThingsJson", {
      url: text(),
      tagline: text({ translatable: true }),
      entries: list(object(Entry), { unique: ["key"] }),
    })
    expect(toTypeDefs([{ file: "things/things.json", type: Thing }])).toBe(
      [
        "type ThingsJson implements Node @dontInfer {",
        "  language: String! # en, es",
        "  url: String!",
        "  tagline: String!",
        "  entries: [Entry!]!",
        "  untranslated: [String!]!",
        "}",
        "",
        "type Entry @dontInfer {",
        "  key: String!",
        "  label: String!",
        "  untranslated: [String!]!",
        "}",
        "",
        "type ThingsJsonLanguages implements Node @dontInfer {",
        "  en: JSON",
        "  es: JSON",
        "}",
      ].join("\n"),
    )
    // A file with nothing translatable keeps its one node, as before.
    expect(toTypeDefs([{ file: "x/x.json", type: objectType("XJson", { url: text() }) }])).not.toMatch(
      /language|untranslated|Languages/,
    )
  })

  it("gives a referenced entry with translatable texts its translations: one type per object holding some, only those fields", () => {
    const Credit = objectType("Credit", { name: text(), role: text({ translatable: true, optional: true }) })
    const Item = objectType("Item", {
      slug: slug(),
      size: integer(),
      caption: text({ translatable: true }),
      notes: list(text({ translatable: true })),
      credit: object(Credit),
      credits: list(object(Credit)),
    })
    const Items = objectType("ItemsJson", { items: list(object(Item), { unique: ["slug"], nodes: true }) })
    const defs = toTypeDefs([{ file: "items/items.json", type: Items }])
    expect(defs).toContain("  translations: [ItemTranslation!]! # es\n}")
    expect(defs).toContain(
      [
        "type ItemTranslation @dontInfer {",
        "  language: String!",
        "  caption: String!",
        "  notes: [String!]!",
        "  credit: CreditTranslation!",
        "  credits: [CreditTranslation!]!",
        "  untranslated: [String!]!",
        "}",
        "",
        "type CreditTranslation @dontInfer {",
        "  role: String",
        "  untranslated: [String!]!",
        "}",
      ].join("\n"),
    )
    // Once, though two fields hold it.
    expect(defs.match(/type CreditTranslation /g)).toHaveLength(1)
    // The file's own node holds no translations: its entries do.
    expect(defs).not.toMatch(/type ItemsJson [^}]*translations/)
    // An entry with nothing translatable has none.
    const Plain = objectType("PlainJson", {
      items: list(object(objectType("PlainItem", { slug: slug() })), { unique: ["slug"], nodes: true }),
    })
    expect(toTypeDefs([{ file: "plain/plain.json", type: Plain }])).not.toMatch(/translations|Translation/)
  })

  it("refuses two different types with one name", () => {
    const a = objectType("Same", { x: text() })
    const b = objectType("Same", { y: text() })
    const Root = objectType("RootJson", { a: object(a), b: object(b) })
    expect(() => toTypeDefs([{ file: "root/root.json", type: Root }])).toThrow("Two content types share the name Same")
  })

  it("gives every collection a node type named the way gatsby-transformer-json names a folder's file", () => {
    const sdl = toTypeDefs(COLLECTIONS)
    for (const { file, type } of COLLECTIONS) {
      const folder = file.split("/")[0] ?? ""
      const expected = `${folder.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Json`
      expect(type.name).toBe(expected)
      expect(sdl).toContain(`type ${expected} implements Node @dontInfer {`)
    }
  })

  it("makes referenced entries nodes of their own and links references, and the file's own list, by slug", () => {
    const Thing = objectType("Thing", { slug: slug(), picture: image("pictures") })
    const Things = objectType("ThingsJson", { things: list(object(Thing), { unique: ["slug"] }) })
    const THING = { collection: "things/things.json", list: "things", noun: "thing" }
    const Page = objectType("PageJson", {
      featured: reference(THING),
      maybe: reference(THING, { optional: true }),
      shown: list(reference(THING)),
    })
    const collections = [
      { file: "things/things.json", type: Things },
      { file: "page/page.json", type: Page },
    ]
    expect(entryNodes(collections)).toEqual([{ collectionType: "ThingsJson", list: "things", entryType: "Thing" }])
    const sdl = toTypeDefs(collections)
    expect(sdl).toContain('  things: [Thing!]! @link(by: "slug", from: "things.slug")')
    expect(sdl).toContain(
      "type Thing implements Node @dontInfer {\n  slug: String!\n  picture: File! @fileByRelativePath\n}",
    )
    expect(sdl).toContain('  featured: Thing! @link(by: "slug")')
    expect(sdl).toContain('  maybe: Thing @link(by: "slug")')
    expect(sdl).toContain('  shown: [Thing!]! @link(by: "slug")')
  })

  it("makes the entries of a list marked `nodes` nodes of their own, though nothing refers to them", () => {
    const Take = objectType("Take", { slug: slug(), title: text() })
    const Takes = objectType("TakesJson", { takes: list(object(Take), { nodes: true }) })
    const collections = [{ file: "takes/takes.json", type: Takes }]
    expect(entryNodes(collections)).toEqual([{ collectionType: "TakesJson", list: "takes", entryType: "Take" }])
    const sdl = toTypeDefs(collections)
    expect(sdl).toContain("type Take implements Node @dontInfer {")
    expect(sdl).toContain('  takes: [Take!]! @link(by: "slug", from: "takes.slug")')
    // The archive's entries are such a list: each entry page queries its own entry's node.
    expect(entryNodes(COLLECTIONS)).toContainEqual({
      collectionType: "ArchiveJson",
      list: "entries",
      entryType: "ArchiveEntry",
    })
  })

  it("refuses a reference to something that is not a list of entries with slugs", () => {
    const Page = objectType("PageJson", { featured: reference({ collection: "none.json", list: "x", noun: "x" }) })
    expect(() => toTypeDefs([{ file: "page/page.json", type: Page }])).toThrow("not a list of entries")
  })

  it("links the site's portraits and sponsors, so pages query only the entries they name", () => {
    const sdl = toTypeDefs(COLLECTIONS)
    expect(entryNodes(COLLECTIONS).map((e) => e.entryType)).toEqual(expect.arrayContaining(["Portrait"]))
    expect(sdl).toContain("type Portrait implements Node @dontInfer {")
    expect(sdl).toContain("type Sponsor implements Node @dontInfer {")
    expect(sdl).toContain('  portrait: Portrait @link(by: "slug")')
    expect(sdl).toContain('  samplePortraits: [Portrait!]! @link(by: "slug")')
    expect(sdl).toContain('  sponsors: [Sponsor!]! @link(by: "slug", from: "sponsors.slug")')
    expect(markedTexts(COLLECTIONS)).toEqual([
      {
        typeName: "LandingJson",
        field: "partnersSentence",
        entriesField: "partnersSentenceSponsors",
        entryType: "Sponsor",
      },
    ])
  })

  it("points every reference at a collection's top-level list of objects keyed by a unique slug", () => {
    for (const target of [PORTRAIT, SPONSOR, LEXICON]) {
      const collection = COLLECTIONS.find((c) => c.file === target.collection)
      expect(collection).toBeDefined()
      const field = collection!.type.fields[target.list]
      expect(field).toMatchObject({ kind: "list", of: { kind: "object" } })
      if (field?.kind !== "list" || field.of.kind !== "object") continue
      expect(field.unique).toContain("slug")
      expect(field.of.type.fields.slug).toMatchObject({ kind: "text", slug: true })
    }
  })
})
