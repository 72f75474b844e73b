/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { integer, list, object, objectType, text } from "./fields"
import { COLLECTIONS } from "./model"
import { normaliseContentFile, normaliseObject, toEditorJson } from "./normalise"

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
    // What Decap does on save: the entry's data, one string field changed, written back.
    const field = Object.keys(data).find((key) => typeof data[key] === "string")
    if (!field) continue
    data[field] = `${String(data[field])} (edited)`
    const before = committed.split("\n")
    const after = toEditorJson(data).split("\n")
    expect(after).toHaveLength(before.length)
    expect(after.filter((line, index) => line !== before[index])).toHaveLength(1)
  }
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
