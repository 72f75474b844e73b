/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { integer, list, object, objectType, text } from "./fields"
import { COLLECTIONS } from "./model"
import { normaliseContentFile, normaliseObject, toEditorJson } from "./normalise"
import { englishOf } from "./translations"

const read = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")

it("keeps every content file in the order and layout the editor writes (npm run content:normalise)", () => {
  const outOfOrder = COLLECTIONS.filter((c) => normaliseContentFile(c.type, read(c.file)) !== read(c.file)).map(
    (c) => `content/${c.file}`,
  )
  expect(outOfOrder).toEqual([])
})

it("makes a one-field edit in the editor a one-line change", () => {
  for (const collection of COLLECTIONS) {
    const committed = read(collection.file)
    const data = JSON.parse(committed) as Record<string, unknown>
    // What Decap does on save: the entry's data, one string field changed, written back. A file stored with its
    // languages has its fields under each language's code: the English one is changed.
    const english = englishOf(collection.type, data) as Record<string, unknown>
    const field = Object.keys(english).find((key) => typeof english[key] === "string")
    if (!field) continue
    english[field] = `${String(english[field])} (edited)`
    const before = committed.split("\n")
    const after = toEditorJson(data).split("\n")
    expect(after).toHaveLength(before.length)
    expect(after.filter((line, index) => line !== before[index])).toHaveLength(1)
  }
})

describe("a file stored with its languages", () => {
  const Entry = objectType("Entry", { key: text(), name: text({ translatable: true }), size: integer() })
  const Stored = objectType("StoredJson", {
    title: text({ translatable: true }),
    url: text(),
    entries: list(object(Entry), { unique: ["key"] }),
  })

  it("puts English first, then each translation, each in the model's order, other keys last, values untouched", () => {
    const messy = {
      zz: 1,
      es: { entries: [{ name: "Uno", key: "one" }], title: "Título" },
      en: { entries: [{ size: 1, name: "One", key: "one" }], url: "https://example.org", title: "Title" },
    }
    const once = normaliseContentFile(Stored, JSON.stringify(messy))
    expect(once).toBe(
      toEditorJson({
        en: { title: "Title", url: "https://example.org", entries: [{ key: "one", name: "One", size: 1 }] },
        es: { title: "Título", entries: [{ key: "one", name: "Uno" }] },
        zz: 1,
      }),
    )
    expect(normaliseContentFile(Stored, once)).toBe(once)
  })

  it("brings the site's file back to its committed text from any order of its keys", () => {
    const site = COLLECTIONS.find((c) => c.file === "site/site.json")!
    const committed = read(site.file)
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reversed(item)]),
            )
          : value
    const shuffled = toEditorJson(reversed(JSON.parse(committed)))
    expect(shuffled).not.toBe(committed)
    expect(normaliseContentFile(site.type, shuffled)).toBe(committed)
  })

  it("leaves a file without its English as the content check will report it, in the model's order", () => {
    expect(normaliseContentFile(Stored, '{"url": "u", "title": "t"}')).toBe(toEditorJson({ title: "t", url: "u" }))
  })
})

describe("normaliseObject", () => {
  const Point = objectType("Point", { x: integer(), y: integer() })
  const Shape = objectType("Shape", { name: text(), points: list(object(Point)), centre: object(Point) })

  it("puts keys in the model's field order at every depth, unknown keys last, values untouched", () => {
    const messy = {
      points: [
        { y: 2, x: 1 },
        { y: 4, x: 3 },
      ],
      extra: true,
      centre: { y: 0, x: 9 },
      name: "Ø ✓",
    }
    expect(toEditorJson(normaliseObject(Shape, messy))).toBe(
      toEditorJson({
        name: "Ø ✓",
        points: [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ],
        centre: { x: 9, y: 0 },
        extra: true,
      }),
    )
  })

  it("writes two-space indentation and one final newline, and changes nothing the second time", () => {
    const once = normaliseContentFile(Shape, '{"centre": {"y": 1, "x": 2}, "name": "a"}\n')
    expect(once).toBe('{\n  "name": "a",\n  "centre": {\n    "x": 2,\n    "y": 1\n  }\n}\n')
    expect(normaliseContentFile(Shape, once)).toBe(once)
  })

  it("leaves values of the wrong shape for the content check to report", () => {
    expect(normaliseObject(Shape, { points: "none", centre: [1] })).toEqual({ points: "none", centre: [1] })
    expect(normaliseObject(Shape, { centre: "middle", points: [7, "east"] })).toEqual({
      points: [7, "east"],
      centre: "middle",
    })
    expect(normaliseObject(Shape, null)).toBeNull()
    expect(normaliseObject(Shape, "a shape")).toBe("a shape")
  })
})
