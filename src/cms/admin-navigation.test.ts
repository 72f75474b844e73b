import { editorRoute, needsReload } from "./admin-navigation"

describe("navigation inside the admin", () => {
  it("knows an entry's editor from the other views", () => {
    expect(editorRoute("#/collections/content/entries/landing")).toBe("#/collections/content/entries/landing")
    expect(editorRoute("#/collections/content/new")).toBe("#/collections/content/new")
    expect(editorRoute("#/collections/content")).toBeUndefined()
    expect(editorRoute("#/workflow")).toBeUndefined()
    expect(editorRoute("")).toBeUndefined()
  })

  it("reloads only when the address moves from one entry's editor to another's", () => {
    const sponsors = "#/collections/content/entries/sponsors"
    const landing = "#/collections/content/entries/landing"
    expect(needsReload(sponsors, landing)).toBe(true)
    expect(needsReload(landing, sponsors)).toBe(true)
    // Through the list (how the admin's own links go), Decap opens the entry itself.
    expect(needsReload(sponsors, "#/collections/content")).toBe(false)
    expect(needsReload("#/collections/content", landing)).toBe(false)
    expect(needsReload(landing, landing)).toBe(false)
  })
})
