/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * Every rule of the field check, on a small model and a throwaway folder of JSON written by the test, with a media
 * inspector that answers from a list instead of the disk (validate.test.ts does the same on a copy of the real
 * content, which is slower and reaches fewer edge cases).
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { ARCHIVE_ROUTES, ROUTES } from "../constants"
import {
  boolean,
  file,
  httpsUrl,
  image,
  integer,
  list,
  object,
  objectType,
  reference,
  route,
  slug,
  text,
  type ObjectType,
  type ReferenceTarget,
} from "./fields"
import type { SniffedFormat } from "./file-kind"
import { EXPORT_AS_JPEG } from "./media-checks"
import type { Collection } from "./model"
import { REMOVE_LEFTOVERS_COMMAND } from "./leftovers"
import {
  describeJsonError,
  formatProblems,
  formatRemarks,
  isAbsent,
  isError,
  type MediaInspector,
  type Problem,
  validateContent,
} from "./validate"

const BIRD: ReferenceTarget = { collection: "birds/birds.json", list: "birds", noun: "bird" }

const Birds = objectType("BirdsJson", {
  birds: list(object(objectType("Bird", { slug: slug(), name: text() })), { unique: ["slug"] }),
})

let root: string
let contentDir: string
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-validate-"))
  contentDir = path.join(root, "content")
})
afterEach(() => fs.rm(root, { recursive: true, force: true }))

const writeJson = async (file: string, data: unknown) => {
  await fs.mkdir(path.dirname(path.join(contentDir, file)), { recursive: true })
  await fs.writeFile(path.join(contentDir, file), typeof data === "string" ? data : JSON.stringify(data))
}

/**
 * Media that "exist", relative to content/: what their bytes say they are (a format, or unknown), and what decoding
 * them gives (a 10×10 picture unless an Error is named).
 */
type Medium = SniffedFormat | { sniffed: SniffedFormat | undefined; decoded: Error }
const inspectorFor = (media: Record<string, Medium> = {}): MediaInspector => {
  const medium = (absolute: string) => media[path.relative(contentDir, absolute)]
  return {
    exists: (absolute) => Promise.resolve(path.relative(contentDir, absolute) in media),
    sniff: (absolute) => {
      const found = medium(absolute)
      return Promise.resolve(typeof found === "object" ? found.sniffed : found)
    },
    decodeImage: (absolute) => {
      const found = medium(absolute)
      return Promise.resolve(typeof found === "object" ? found.decoded : { width: 10, height: 10 })
    },
  }
}

/** The messages for one file checked against one type, as "field: message". */
const check = async (type: ObjectType, data: unknown, media?: Record<string, Medium>): Promise<string[]> => {
  await writeJson("things/things.json", data)
  const problems = await validateContent({
    contentDir,
    inspector: inspectorFor(media),
    collections: [{ file: "things/things.json", type }],
  })
  for (const p of problems) expect(p.file).toBe("content/things/things.json")
  return problems.map((p) => `${p.field}: ${p.message}`)
}

const one = (name: string, field: Parameters<typeof objectType>[1][string]) => objectType("Things", { [name]: field })

describe("text fields", () => {
  it("need text, a slug's shape, one of the listed values, and something other than spaces", async () => {
    expect(await check(one("t", text()), { t: 7 })).toEqual(["t: must be text (got 7)"])
    expect(await check(one("t", slug()), { t: "Two Words" })).toEqual([
      't: must be a slug of lower-case letters, digits and hyphens (got "Two Words")',
    ])
    expect(await check(one("t", slug()), { t: "two-words-2" })).toEqual([])
    expect(await check(one("t", text({ oneOf: ["a", "b"] })), { t: "c" })).toEqual([
      't: must be one of "a", "b" (got "c")',
    ])
    expect(await check(one("t", text({ oneOf: ["a", "b"] })), { t: "b" })).toEqual([])
    expect(await check(one("t", text()), { t: "  " })).toEqual(["t: must not be empty"])
    expect(await check(one("t", text({ allowEmpty: true })), { t: "" })).toEqual([])
  })

  it('are required unless optional, and say what they are for; "" counts as absent only when optional', async () => {
    expect(await check(one("t", text({ doc: "the heading" })), {})).toEqual(["t: is required (the heading)"])
    expect(await check(one("t", text()), { t: null })).toEqual(["t: is required"])
    expect(await check(one("t", text({ optional: true })), {})).toEqual([])
    expect(await check(one("t", text({ optional: true })), { t: "" })).toEqual([])
    expect(isAbsent(text(), "")).toBe(false)
    expect(isAbsent(text({ optional: true }), "")).toBe(true)
    expect(isAbsent(text({ optional: true }), 0)).toBe(false)
  })

  it("shorten a long wrong value in the message", async () => {
    const long = { nested: "x".repeat(80) }
    const [message] = await check(one("t", text()), { t: long })
    expect(message).toBe(`t: must be text (got ${JSON.stringify(long).slice(0, 57)}...)`)
    const exactly60 = "y".repeat(58)
    expect(await check(one("t", text({ oneOf: ["a"] })), { t: exactly60 })).toEqual([
      `t: must be one of "a" (got "${exactly60}")`,
    ])
  })
})

describe("links, numbers and switches", () => {
  it("need an absolute https:// URL", async () => {
    expect(await check(one("u", httpsUrl()), { u: "https://example.org/x" })).toEqual([])
    for (const bad of ["http://example.org", "example.org", 3])
      expect(await check(one("u", httpsUrl()), { u: bad })).toEqual([
        `u: must be an absolute https:// URL (got ${JSON.stringify(bad)})`,
      ])
  })

  it("need one of the site's routes, listing them", async () => {
    const routes = [...Object.values(ROUTES), ...Object.values(ARCHIVE_ROUTES)].join(", ")
    expect(await check(one("r", route()), { r: ARCHIVE_ROUTES.lexicon })).toEqual([])
    expect(await check(one("r", route()), { r: "/nowhere/" })).toEqual([
      `r: must be one of the site's pages: ${routes} (got "/nowhere/")`,
    ])
    expect(await check(one("r", route()), { r: 1 })).toEqual([`r: must be one of the site's pages: ${routes} (got 1)`])
  })

  it("need whole numbers, at least the minimum", async () => {
    expect(await check(one("n", integer({ min: 2 })), { n: 2 })).toEqual([])
    expect(await check(one("n", integer({ min: 2 })), { n: 1 })).toEqual(["n: must be at least 2 (got 1)"])
    expect(await check(one("n", integer()), { n: -5 })).toEqual([])
    expect(await check(one("n", integer()), { n: 1.5 })).toEqual(["n: must be a whole number (got 1.5)"])
    expect(await check(one("n", integer()), { n: "3" })).toEqual(['n: must be a whole number (got "3")'])
  })

  it("need true or false", async () => {
    expect(await check(one("b", boolean()), { b: false })).toEqual([])
    expect(await check(one("b", boolean()), { b: "yes" })).toEqual(['b: must be true or false (got "yes")'])
  })
})

describe("media fields", () => {
  const picture = one("p", image("pictures"))

  it("need a relative path inside the field's one folder", async () => {
    for (const bad of ["", "  ", "/etc/passwd", "https://example.org/a.jpg", "C:/a.jpg"])
      expect(await check(picture, { p: bad })).toEqual([
        `p: must be a path relative to content/things/things.json, e.g. "images/picture.jpg" (got ${JSON.stringify(bad)})`,
      ])
    expect(await check(picture, { p: "../../outside.jpg" })).toEqual([
      'p: must point to a file inside content/ (got "../../outside.jpg")',
    ])
    for (const bad of ["other/a.jpg", "pictures/deeper/a.jpg", "pictures/", "a.jpg"])
      expect(await check(picture, { p: bad })).toEqual([
        `p: must be a file in content/things/pictures/, written "pictures/<file name>" (got ${JSON.stringify(bad)})`,
      ])
    expect(await check(picture, { p: 5 })).toEqual(["p: must be a file path (got 5)"])
  })

  it("take a file name with a word and a colon in it as a relative path, not as a web address", async () => {
    const named = "pictures/rehearsal:part-two.jpg"
    expect(await check(picture, { p: named }, { [`things/${named}`]: "jpeg" })).toEqual([])
  })

  it("need an allowed extension, in any case, and a file that exists", async () => {
    expect(await check(picture, { p: "pictures/a.JPG" }, { "things/pictures/a.JPG": "jpeg" })).toEqual([])
    expect(await check(picture, { p: "pictures/a.svg" })).toEqual([
      'p: must be a .jpg, .jpeg, .png, .webp, .avif, .tif, .tiff file (got "pictures/a.svg")',
    ])
    expect(await check(picture, { p: "pictures/b.png" })).toEqual(["p: file not found: content/things/pictures/b.png"])
    const pdf = one("f", file("pdfs", [".pdf"]))
    expect(await check(pdf, { f: "pdfs/a.doc" })).toEqual(['f: must be a .pdf file (got "pdfs/a.doc")'])
    // A file field's contents are not decoded as an image.
    const pdfMedium = { sniffed: "pdf", decoded: new Error("not an image") } as const
    expect(await check(pdf, { f: "pdfs/a.pdf" }, { "things/pdfs/a.pdf": pdfMedium })).toEqual([])
  })

  it("need a picture, by its bytes, in a format the image pipeline transforms; vectors only where allowed", async () => {
    const broken = { sniffed: "png", decoded: new Error("bad header") } as const
    expect(await check(picture, { p: "pictures/a.png" }, { "things/pictures/a.png": broken })).toEqual([
      "p: cannot be read whole as a picture (bad header); it may be cut off: pictures/a.png",
    ])
    const unknown = { sniffed: undefined, decoded: new Error("never decoded") }
    expect(await check(picture, { p: "pictures/a.png" }, { "things/pictures/a.png": unknown })).toEqual([
      `p: is not a picture (its bytes match no image format); ${EXPORT_AS_JPEG}: pictures/a.png`,
    ])
    expect(await check(picture, { p: "pictures/a.png" }, { "things/pictures/a.png": "gif" })).toEqual([
      `p: is a GIF animation named ".png"; ${EXPORT_AS_JPEG}: pictures/a.png`,
    ])
    expect(await check(picture, { p: "pictures/a.png" }, { "things/pictures/a.png": "svg" })).toEqual([
      `p: is an SVG drawing named ".png"; ${EXPORT_AS_JPEG}: pictures/a.png`,
    ])
    const logo = one("l", image("logos", { vector: true }))
    expect(await check(logo, { l: "logos/a.svg" }, { "things/logos/a.svg": "svg" })).toEqual([])
    // A drawing is never handed to the raster decoder (here it would fail if it were).
    const drawing = { sniffed: "svg", decoded: new Error("sharp was asked to decode a drawing") } as const
    expect(await check(logo, { l: "logos/a.svg" }, { "things/logos/a.svg": drawing })).toEqual([])
    expect(await check(logo, { l: "logos/a.svg" }, { "things/logos/a.svg": "gif" })).toEqual([
      `l: is a GIF animation named ".svg"; ${EXPORT_AS_JPEG}: logos/a.svg`,
    ])
  })
})

describe("lists and objects", () => {
  it("need a list, within its sizes", async () => {
    expect(await check(one("l", list(text())), { l: "a" })).toEqual(['l: must be a list [ … ] (got "a")'])
    expect(await check(one("l", list(text(), { min: 1 })), { l: [] })).toEqual(["l: must not be empty"])
    expect(await check(one("l", list(text(), { min: 2 })), { l: ["a"] })).toEqual([
      "l: must have at least 2 entries (has 1)",
    ])
    expect(await check(one("l", list(text(), { min: 2, max: 2 })), { l: ["a", "b"] })).toEqual([])
    expect(await check(one("l", list(text(), { max: 2 })), { l: ["a", "b", "c"] })).toEqual([
      "l: must have at most 2 entries (has 3)",
    ])
    expect(await check(one("l", list(text())), { l: ["a", 2] })).toEqual(["l[1]: must be text (got 2)"])
  })

  it("name each duplicate of a unique field with the entry that had it first", async () => {
    const data = {
      birds: [
        { slug: "wren", name: "A" },
        { slug: "owl", name: "B" },
        { slug: "wren", name: "C" },
      ],
    }
    expect(await check(Birds, data)).toEqual(['birds[2].slug: duplicate slug "wren" (already used by birds[0])'])
    const Named = one("l", list(object(objectType("N", { name: text({ optional: true }) })), { unique: ["name"] }))
    expect(await check(Named, { l: [{}, {}, { name: "x" }, { name: "x" }] })).toEqual([
      'l[3].name: duplicate name "x" (already used by l[2])',
    ])
  })

  it("check a unique field past entries that are empty or not objects, naming each of those", async () => {
    const data = { birds: [null, { slug: "wren", name: "A" }, null, ["wren"], { slug: "wren", name: "B" }] }
    expect(await check(Birds, data)).toEqual([
      "birds[0]: is required",
      "birds[2]: is required",
      'birds[3]: must be an object { … } (got ["wren"])',
      'birds[4].slug: duplicate slug "wren" (already used by birds[1])',
    ])
  })

  it("need an object, name unknown fields with the known ones, and nest field names", async () => {
    const Outer = objectType("Outer", {
      inner: object(objectType("Inner", { a: text(), b: text({ optional: true }) })),
    })
    expect(await check(Outer, { inner: { a: "x", c: 1 } })).toEqual(["inner.c: unknown field; expected one of: a, b"])
    expect(await check(Outer, { inner: [] })).toEqual(["inner: must be an object { … } (got [])"])
    expect(await check(Outer, ["not", "an", "object"])).toEqual([
      '(file): must be an object { … } (got ["not","an","object"])',
    ])
    expect(await check(Outer, {})).toEqual(["inner: is required"])
  })
})

describe("references", () => {
  const Pick = objectType("Pick", { favourite: reference(BIRD), more: list(reference(BIRD), { optional: true }) })
  const collections: Collection[] = [
    { file: "birds/birds.json", type: Birds },
    { file: "picks/picks.json", type: Pick },
  ]
  const validate = () => validateContent({ contentDir, inspector: inspectorFor(), collections })

  it("name an entry that does not exist, with the known ones; a malformed slug is refused before", async () => {
    await writeJson("birds/birds.json", {
      birds: [
        { slug: "wren", name: "W" },
        { slug: "owl", name: "O" },
      ],
    })
    await writeJson("picks/picks.json", { favourite: "kite", more: ["owl", "Not A Slug"] })
    expect(await validate()).toEqual([
      { file: "content/picks/picks.json", field: "more[1]", message: 'must be the slug of a bird (got "Not A Slug")' },
      {
        file: "content/picks/picks.json",
        field: "favourite",
        message: 'names no bird: "kite" is not a slug in content/birds/birds.json (known: wren, owl)',
      },
    ])
  })

  it("are not checked against a file that did not parse (its own problem is reported)", async () => {
    await writeJson("birds/birds.json", "{ nope")
    await writeJson("picks/picks.json", { favourite: "kite" })
    const problems = await validate()
    expect(problems.map((p) => [p.file, p.field])).toEqual([["content/birds/birds.json", "(file)"]])
  })
})

describe("the content folder as a whole", () => {
  const collections: Collection[] = [
    { file: "birds/birds.json", type: Birds },
    { file: "things/things.json", type: one("t", text()) },
  ]
  const validate = () => validateContent({ contentDir, inspector: inspectorFor(), collections })

  it("names a missing file, a JSON file outside the model, and sorts problems in the model's file order", async () => {
    await writeJson("things/things.json", { t: 1 })
    await writeJson("things/extra/stray.json", {})
    expect(await validate()).toEqual([
      {
        file: "content/things/extra/stray.json",
        field: "(file)",
        message:
          "is not part of the content model, so the site would ignore it; expected only: birds/birds.json, things/things.json",
      },
      { file: "content/birds/birds.json", field: "(file)", message: "is missing" },
      { file: "content/things/things.json", field: "t", message: "must be text (got 1)" },
    ])
  })

  it("names several JSON files outside the model in the order of their paths", async () => {
    await writeJson("birds/birds.json", { birds: [] })
    await writeJson("things/things.json", { t: "x" })
    for (const stray of ["things/m.json", "a.json", "things/z/b.json", "birds/c.json", "things/a.json", "z.json"])
      await writeJson(stray, {})
    expect((await validate()).map((p) => p.file)).toEqual(
      ["a.json", "birds/c.json", "things/a.json", "things/m.json", "things/z/b.json", "z.json"].map(
        (f) => `content/${f}`,
      ),
    )
  })

  it("does not read files that are not JSON as content, and names them as leftovers", async () => {
    await writeJson("birds/birds.json", { birds: [] })
    await writeJson("things/things.json", { t: "x" })
    await writeJson("things/notes.txt", "not json")
    await writeJson("things/things.json.bak", "{")
    const problems = await validate()
    expect(problems.filter(isError)).toEqual([])
    expect(problems.map((p) => `${p.file} ${p.severity}`).sort()).toEqual([
      "content/things/notes.txt notice",
      "content/things/things.json.bak notice",
    ])
    for (const p of problems) {
      expect(p.field).toBe("(file)")
      expect(p.message).toBe(`is named by no entry (a leftover); remove it with \`${REMOVE_LEFTOVERS_COMMAND}\``)
    }
  })

  it("names no leftovers while a content file does not parse (what it names is unknown)", async () => {
    await writeJson("birds/birds.json", "{ nope")
    await writeJson("things/things.json", { t: "x" })
    await writeJson("things/notes.txt", "not json")
    expect((await validate()).map((p) => `${p.file} ${p.field}`)).toEqual(["content/birds/birds.json (file)"])
  })
})

describe("the rules across files, as validateContent runs them", () => {
  /**
   * A type with no fields: the field check names every field of such a file as unknown, and the files they name as
   * leftovers; these tests look past both.
   */
  const Loose = objectType("Loose", {})
  const acrossFiles = (problems: Problem[]) =>
    problems.filter((p) => isError(p) && !p.message.startsWith("unknown field"))

  it("warn about a portrait still its box would crop", async () => {
    const Portraits = objectType("PortraitsJson", {
      portraits: list(
        object(
          objectType("Portrait", {
            aspectRatio: object(objectType("Box", { width: integer(), height: integer() })),
            stills: list(image("portraits")),
          }),
        ),
      ),
    })
    await writeJson("portraits/portraits.json", {
      portraits: [{ aspectRatio: { width: 4, height: 5 }, stills: ["portraits/a.jpg"] }],
    })
    const problems = await validateContent({
      contentDir,
      inspector: inspectorFor({ "portraits/portraits/a.jpg": "jpeg" }),
      collections: [{ file: "portraits/portraits.json", type: Portraits }],
    })
    // The inspector decodes every picture as 10×10: square, 20% off the 4:5 box.
    expect(problems.map((p) => [p.file, p.field, p.severity])).toEqual([
      ["content/portraits/portraits.json", "portraits[0].stills[0]", "warning"],
    ])
  })

  it("refuse a lexicon term that names itself and an entry published without consent", async () => {
    await writeJson("lexicon/lexicon.json", { terms: [{ slug: "sway", related: ["sway"] }] })
    await writeJson("archive/archive.json", { entries: [{ consent: { display: false } }] })
    const problems = await validateContent({
      contentDir,
      inspector: inspectorFor(),
      collections: [
        { file: "lexicon/lexicon.json", type: Loose },
        { file: "archive/archive.json", type: Loose },
      ],
    })
    expect(acrossFiles(problems).map((p) => `${p.file} → ${p.field}`)).toEqual([
      "content/lexicon/lexicon.json → terms[0].related[0]",
      "content/archive/archive.json → entries[0].consent.display",
    ])
  })

  it("read each archive take, and sort every problem into the model's file order, strays first", async () => {
    await writeJson("archive/archive.json", { entries: [{ motion: "motion/take.bvh" }] })
    await writeJson("archive/motion/take.bvh", "HIERARCHY\nthis is no skeleton\n")
    await writeJson("things/things.json", { t: 1 })
    await writeJson("stray.json", {})
    const problems = await validateContent({
      contentDir,
      inspector: inspectorFor(),
      collections: [
        { file: "archive/archive.json", type: Loose },
        { file: "things/things.json", type: one("t", text()) },
      ],
    })
    expect(acrossFiles(problems).map((p) => `${p.file} → ${p.field}`)).toEqual([
      "content/stray.json → (file)",
      "content/archive/archive.json → entries[0].motion",
      "content/things/things.json → t",
    ])
    expect(acrossFiles(problems)[1]?.message).toMatch(/^is not a readable BVH: /)
  })
})

describe("messages", () => {
  it("turn a parse error without a position into a plain message, and one with a position into line and column", () => {
    expect(describeJsonError("{", new Error("Unexpected end of JSON input"))).toBe(
      "is not valid JSON: Unexpected end of JSON input",
    )
    expect(describeJsonError("{", "odd")).toBe("is not valid JSON: odd")
    const source = '{\n  "a": 1,\n  "b": x\n}'
    expect(describeJsonError(source, new Error("Unexpected token at position 19"))).toBe(
      "is not valid JSON at line 3, column 8: Unexpected token at position 19",
    )
    expect(describeJsonError("x", new Error("bad at position 0"))).toBe(
      "is not valid JSON at line 1, column 1: bad at position 0",
    )
  })

  it("count one problem or several", () => {
    const p = { file: "content/a/a.json", field: "x", message: "is required" }
    expect(formatProblems([p])).toBe(
      "The content has 1 problem; fix it and rebuild:\n  content/a/a.json → x: is required",
    )
    expect(formatProblems([p, p]).split("\n")[0]).toBe("The content has 2 problems; fix them and rebuild:")
  })

  it("name the entry a problem is in, and say which remarks are warnings or notices", () => {
    const p = { file: "content/a/a.json", field: "l[1].x", entry: 'sponsor "Kite Fund"', message: "is required" }
    expect(formatProblems([p]).split("\n")[1]).toBe('  content/a/a.json → l[1].x (sponsor "Kite Fund"): is required')
    expect(
      formatRemarks([
        { ...p, severity: "warning", message: "would be cropped" },
        { file: "content/b.txt", field: "(file)", severity: "notice", message: "is a leftover" },
        { file: "content/c.json", field: "y", message: "is odd" },
      ]),
    ).toBe(
      [
        '  content/a/a.json → l[1].x (sponsor "Kite Fund"): warning: would be cropped',
        "  content/b.txt → (file): notice: is a leftover",
        "  content/c.json → y: error: is odd",
      ].join("\n"),
    )
  })
})
