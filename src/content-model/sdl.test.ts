import { boolean, file, image, integer, list, object, objectType, text } from "./fields"
import { COLLECTIONS } from "./model"
import { toTypeDefs } from "./sdl"

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
})
