import {
  httpsUrl,
  integer,
  list,
  object,
  objectType,
  reference,
  route,
  slug,
  text,
  type ReferenceTarget,
} from "./fields"
import { entryNodes, markedTexts, toTypeDefs } from "./sdl"

const BIRD: ReferenceTarget = { collection: "birds/birds.json", list: "birds", noun: "bird" }
const Bird = objectType("Bird", { slug: slug(), name: text() })
const Birds = objectType("BirdsJson", { birds: list(object(Bird)) })

describe("markedTexts", () => {
  it("finds every text with {slug} marks, in nested types too, and names its entries field after the list", () => {
    const Note = objectType("Note", { body: text({ marks: BIRD }), plain: text() })
    const Page = objectType("PageJson", {
      intro: text({ marks: BIRD, optional: true }),
      notes: list(object(Note)),
    })
    const collections = [
      { file: "birds/birds.json", type: Birds },
      { file: "page/page.json", type: Page },
    ]
    expect(markedTexts(collections)).toEqual([
      { typeName: "PageJson", field: "intro", entriesField: "introBirds", entryType: "Bird" },
      { typeName: "Note", field: "body", entriesField: "bodyBirds", entryType: "Bird" },
    ])
    // A target named only by marks still becomes an entry node type.
    expect(entryNodes(collections)).toEqual([{ collectionType: "BirdsJson", list: "birds", entryType: "Bird" }])
    expect(toTypeDefs(collections)).toContain("type Bird implements Node @dontInfer {")
  })

  it("finds none in a model without marks", () => {
    expect(markedTexts([{ file: "birds/birds.json", type: Birds }])).toEqual([])
  })
})

describe("entryNodes", () => {
  it("lists each target once, however many fields name it", () => {
    const Page = objectType("PageJson", {
      a: reference(BIRD),
      b: list(reference(BIRD)),
      c: object(objectType("Inner", { d: reference(BIRD), e: text({ marks: BIRD }) })),
    })
    expect(
      entryNodes([
        { file: "birds/birds.json", type: Birds },
        { file: "page/page.json", type: Page },
      ]),
    ).toEqual([{ collectionType: "BirdsJson", list: "birds", entryType: "Bird" }])
  })

  it("refuses a target that is not a list, not a list of objects, or whose entries have no slug", () => {
    const Page = objectType("PageJson", { a: reference(BIRD) })
    const with_ = (type: ReturnType<typeof objectType>) => [
      { file: "birds/birds.json", type },
      { file: "page/page.json", type: Page },
    ]
    expect(() => entryNodes(with_(objectType("BirdsJson", { birds: text() })))).toThrow(
      "A reference names birds/birds.json → birds, which is not a list of entries",
    )
    expect(() => entryNodes(with_(objectType("BirdsJson", { birds: list(text()) })))).toThrow("not a list of entries")
    expect(() =>
      entryNodes(with_(objectType("BirdsJson", { birds: list(object(objectType("Bird", { name: text() }))) }))),
    ).toThrow("Bird is referenced but has no slug field")
  })

  it("walks a type used in two places only once", () => {
    const Shared = objectType("Shared", { a: reference(BIRD) })
    const Page = objectType("PageJson", { one: object(Shared), two: list(object(Shared)) })
    const collections = [
      { file: "birds/birds.json", type: Birds },
      { file: "page/page.json", type: Page },
    ]
    expect(entryNodes(collections)).toHaveLength(1)
    expect(toTypeDefs(collections).match(/type Shared /g)).toHaveLength(1)
  })
})

describe("toTypeDefs", () => {
  it("types links and routes as strings, and keeps a directive after a list of references", () => {
    const Page = objectType("PageJson", {
      site: httpsUrl(),
      next: route({ optional: true }),
      picks: list(reference(BIRD), { optional: true }),
    })
    const sdl = toTypeDefs([
      { file: "birds/birds.json", type: Birds },
      { file: "page/page.json", type: Page },
    ])
    expect(sdl).toContain(
      'type PageJson implements Node @dontInfer {\n  site: String!\n  next: String\n  picks: [Bird!] @link(by: "slug")\n}',
    )
    expect(sdl.split("\n\n")).toHaveLength(3)
  })

  it("tells apart two entry lists in one file, and lists of one name in two files", () => {
    const ZOO_BIRD: ReferenceTarget = { collection: "zoo/zoo.json", list: "birds", noun: "zoo bird" }
    const ZOO_FISH: ReferenceTarget = { collection: "zoo/zoo.json", list: "fish", noun: "fish" }
    const FARM_BIRD: ReferenceTarget = { collection: "farm/farm.json", list: "birds", noun: "farm bird" }
    // A nested type that is no entry stays a plain type, even inside an entry.
    const Size = objectType("Size", { grams: integer() })
    const Fish = objectType("Fish", { slug: slug(), size: object(Size) })
    const Hen = objectType("Hen", { slug: slug() })
    const collections = [
      {
        file: "zoo/zoo.json",
        type: objectType("ZooJson", { birds: list(object(Bird)), fish: list(object(Fish)), keepers: list(text()) }),
      },
      { file: "farm/farm.json", type: objectType("FarmJson", { birds: list(object(Hen)) }) },
      {
        file: "page/page.json",
        type: objectType("PageJson", {
          zooBird: reference(ZOO_BIRD),
          fish: reference(ZOO_FISH),
          farmBird: reference(FARM_BIRD),
          henNote: text({ marks: FARM_BIRD }),
          fishNote: text({ marks: ZOO_FISH }),
        }),
      },
    ]
    const blocks = toTypeDefs(collections).split("\n\n")
    const block = (name: string) => blocks.find((b) => b.startsWith(`type ${name} `))
    expect(block("PageJson")).toBe(
      [
        "type PageJson implements Node @dontInfer {",
        '  zooBird: Bird! @link(by: "slug")',
        '  fish: Fish! @link(by: "slug")',
        '  farmBird: Hen! @link(by: "slug")',
        "  henNote: String!",
        "  fishNote: String!",
        "}",
      ].join("\n"),
    )
    expect(block("ZooJson")).toBe(
      [
        "type ZooJson implements Node @dontInfer {",
        '  birds: [Bird!]! @link(by: "slug", from: "birds.slug")',
        '  fish: [Fish!]! @link(by: "slug", from: "fish.slug")',
        "  keepers: [String!]!",
        "}",
      ].join("\n"),
    )
    expect(block("FarmJson")).toBe(
      'type FarmJson implements Node @dontInfer {\n  birds: [Hen!]! @link(by: "slug", from: "birds.slug")\n}',
    )
    expect(block("Fish")).toMatch(/^type Fish implements Node @dontInfer \{/)
    expect(block("Size")).toBe("type Size @dontInfer {\n  grams: Int!\n}")
    expect(markedTexts(collections)).toEqual([
      { typeName: "PageJson", field: "henNote", entriesField: "henNoteBirds", entryType: "Hen" },
      { typeName: "PageJson", field: "fishNote", entriesField: "fishNoteFish", entryType: "Fish" },
    ])
  })

  it("refuses a reference whose target collection is not in the model", () => {
    const Page = objectType("PageJson", { a: reference(BIRD) })
    expect(() => toTypeDefs([{ file: "page/page.json", type: Page }])).toThrow(
      "A reference names birds/birds.json → birds, which is not a list of entries",
    )
  })
})
