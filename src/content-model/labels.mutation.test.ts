/**
 * Which list entry a problem names beside its field (`sponsors[12].slug` → `sponsor "Harbour Lights"`), on a small
 * hand-made model: long lists, labels with blanks and wrong types, entries without a label, and paths the data or
 * the model does not have. validate.mutation.test.ts checks that the build's problems carry the name.
 */
import { list, object, objectType, text, type ObjectType } from "./fields"
import { entryNamed, labelOf, nounOf } from "./labels"

/** A page with sponsors (named by name, then slug), sections holding items, a size, and a title. */
const pageType = (): ObjectType => {
  const Sponsor = objectType("Sponsor", { name: text(), slug: text() }, { label: ["name", "slug"] })
  const Item = objectType("Item", { title: text(), note: text() })
  const Size = objectType("Size", { width: text(), height: text() })
  const Section = objectType("TechnologySection", { heading: text(), items: list(object(Item)) })
  return objectType("PageJson", {
    title: text(),
    size: object(Size),
    sponsors: list(object(Sponsor)),
    sections: list(object(Section)),
  })
}

describe("entryNamed", () => {
  it("names the entry at a list position of two digits", () => {
    const sponsors = Array.from({ length: 13 }, (_, i) => ({ name: `Sponsor ${i}`, slug: `sponsor-${i}` }))
    expect(entryNamed(pageType(), { sponsors }, "sponsors[12].slug")).toBe('sponsor "Sponsor 12 · sponsor-12"')
  })

  it("trims each label field and leaves out blank ones and ones that are not text", () => {
    const sponsors = [
      { name: "  Harbour Lights  ", slug: " harbour-lights " },
      { name: "   ", slug: "tidewater" },
      { name: 42, slug: "quay" },
    ]
    expect(
      ["sponsors[0].slug", "sponsors[1].name", "sponsors[2].name"].map((field) =>
        entryNamed(pageType(), { sponsors }, field),
      ),
    ).toEqual(['sponsor "Harbour Lights · harbour-lights"', 'sponsor "tidewater"', 'sponsor "quay"'])
  })

  it("passes over an entry with no label filled in and names the entry inside it that has one", () => {
    const data = { sections: [{ heading: "  ", items: [{ note: "no title" }, { title: "Wiring", note: "" }] }] }
    expect(entryNamed(pageType(), data, "sections[0].items[1].note")).toBe('item "Wiring"')
    expect(entryNamed(pageType(), data, "sections[0].items[0].note")).toBeUndefined()
  })

  it("names nothing where the data has no entry, or an entry that is not an object", () => {
    const data = { sponsors: [null, "Harbour Lights", ["Harbour Lights"]] }
    expect(
      ["sponsors[0].slug", "sponsors[1].slug", "sponsors[2].slug", "sponsors[3].slug", "size.width"].map((field) =>
        entryNamed(pageType(), data, field),
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  it("follows the model, not the data: nothing is named past a text field or a key the model does not have", () => {
    const hidden = { sponsors: [{ name: "Hidden", slug: "hidden" }] }
    const data = { title: hidden, extra: hidden }
    expect(entryNamed(pageType(), data, "title.sponsors[0].name")).toBeUndefined()
    expect(entryNamed(pageType(), data, "extra.sponsors[0].name")).toBeUndefined()
  })
})

describe("labelOf", () => {
  it("is undefined for an entry without any label field filled in", () => {
    const Sponsor = objectType("Sponsor", { name: text(), slug: text() }, { label: ["name", "slug"] })
    expect([labelOf(Sponsor, { name: "", slug: " " }), labelOf(Sponsor, {}), labelOf(Sponsor, null)]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe("nounOf", () => {
  it("drops the Json only at the end of a type's name", () => {
    expect(nounOf(objectType("SponsorsJson", {}))).toBe("sponsors")
    expect(nounOf(objectType("JsonFeedEntry", {}))).toBe("json feed entry")
  })
})
