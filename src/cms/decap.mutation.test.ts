/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * The parts of the CMS config that the content-model walk in decap.test.ts does not reach: the defaults a
 * collection or field falls back on, the validation patterns at their edges, and the settings-derived addresses.
 */
import { ROUTES } from "../constants"
import { boolean, file, httpsUrl, image, integer, list, object, objectType, slug, text } from "../content-model/fields"
import { decapConfig, decapField, extensionPattern, HTTPS_PATTERN, humanize, SUMMARY_LENGTH } from "./decap"
import type { CmsSettings } from "./settings"

const SETTINGS: CmsSettings = {
  repo: "example-collective/site",
  branch: "publish",
  siteDomain: "example.netlify.app",
  localBackendPort: 9123,
}

/**
 * Built inside each test, not in the describe body: code that runs while tests are collected counts as "static"
 * for Stryker, which then cannot tie a mutant there to the test that would catch it.
 */
const notesConfig = () =>
  decapConfig([{ file: "field-notes/field-notes.json", type: objectType("NotesJson", { heading: text() }) }], SETTINGS)

describe("decapConfig", () => {
  it("links the CMS to the site, saves through squashed pull requests and uses the local backend's port", () => {
    const config = notesConfig()
    expect(config.site_url).toBe("https://example.netlify.app")
    expect(config.display_url).toBe("https://example.netlify.app")
    expect(config.backend).toEqual({
      name: "github",
      repo: "example-collective/site",
      branch: "publish",
      base_url: "https://api.netlify.com",
      site_domain: "example.netlify.app",
      squash_merges: true,
    })
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:9123/api/v1" })
  })

  it("shows content/ as the media library and keeps Decap's preview pane off", () => {
    const config = notesConfig()
    const collection = config.collections[0]
    expect([config.media_folder, config.public_folder]).toEqual(["content", ""])
    expect(collection).toMatchObject({ name: "content", label: "Content", editor: { preview: false } })
  })

  it("names a file without its own label after its folder and previews it on the project page", () => {
    expect(notesConfig().collections[0].files).toEqual([
      {
        name: "field-notes",
        label: "Field-notes",
        file: "content/field-notes/field-notes.json",
        media_folder: "",
        public_folder: "",
        preview_path: ROUTES.project,
        fields: [{ name: "heading", label: "Heading", required: true, widget: "string" }],
      },
    ])
  })
})

describe("decapField", () => {
  it("maps each scalar kind to the widget that stores what the build expects", () => {
    expect(decapField("body", text({ multiline: true }))).toEqual({
      name: "body",
      label: "Body",
      required: true,
      widget: "text",
    })
    expect(decapField("visible", boolean({ optional: true }))).toEqual({
      name: "visible",
      label: "Visible",
      required: false,
      widget: "boolean",
    })
    expect(decapField("count", integer())).toEqual({
      name: "count",
      label: "Count",
      required: true,
      widget: "number",
      value_type: "int",
    })
    expect(decapField("slug", slug())).toMatchObject({
      widget: "string",
      pattern: [expect.any(String), "must be a slug of lower-case letters, digits and hyphens, e.g. pepper-harvest"],
    })
    expect(decapField("url", httpsUrl())).toMatchObject({
      widget: "string",
      pattern: [HTTPS_PATTERN, "must be an absolute https:// URL"],
    })
  })

  it('keeps a field optional where "" is a value, even inside a required object', () => {
    expect(decapField("alt", text({ allowEmpty: true })).required).toBe(false)
    expect(decapField("alt", text()).required).toBe(true)
  })

  it("offers one upload per media field, in the field's folder, for the field's extensions only", () => {
    const pdf = decapField("pdf", file("pdfs", [".pdf"]))
    expect(pdf).toEqual({
      name: "pdf",
      label: "Pdf",
      required: true,
      widget: "file",
      choose_url: false,
      allow_multiple: false,
      media_folder: "pdfs",
      public_folder: "pdfs",
      pattern: [extensionPattern([".pdf"]), "must be a .pdf file"],
    })
    const logo = decapField("logo", image("logos", { vector: true }))
    expect(logo).toMatchObject({ widget: "image", allow_multiple: false })
    expect((logo.pattern as string[])[1]).toBe("must be a .jpg, .jpeg, .png, .webp, .avif, .tif, .tiff, .svg file")
    expect((decapField("photo", image("photos")).pattern as string[])[1]).not.toContain(".svg")
  })

  it("lists scalars with one item field and only the sizes the model gives", () => {
    expect(decapField("tags", list(text(), { min: 2 }))).toEqual({
      name: "tags",
      label: "Tags",
      required: true,
      widget: "list",
      collapsed: true,
      min: 2,
      summary: `{{fields.item | truncate(${SUMMARY_LENGTH})}}`,
      field: { name: "item", label: "Item", required: true, widget: "string" },
    })
    expect(decapField("tags", list(text(), { max: 3, optional: true }))).toEqual({
      name: "tags",
      label: "Tags",
      required: false,
      widget: "list",
      collapsed: true,
      max: 3,
      summary: `{{fields.item | truncate(${SUMMARY_LENGTH})}}`,
      field: { name: "item", label: "Item", required: true, widget: "string" },
    })
  })

  it("shows an object open, and makes everything inside an optional object optional, lists included", () => {
    const Clip = objectType("Clip", {
      src: file("clips", [".mp4"]),
      chapters: list(object(objectType("Chapter", { title: text() }))),
    })
    const required = decapField("clip", object(Clip))
    expect(required).toMatchObject({ widget: "object", collapsed: false, required: true })
    const optional = decapField("clip", object(Clip, { optional: true }))
    const [src, chapters] = optional.fields as ReturnType<typeof decapField>[]
    expect(optional.required).toBe(false)
    expect(src?.required).toBe(false)
    expect(chapters?.required).toBe(false)
    expect((chapters?.fields as ReturnType<typeof decapField>[])[0]?.required).toBe(false)
    // A required object's list keeps its entries' fields required.
    const [, requiredChapters] = required.fields as ReturnType<typeof decapField>[]
    expect((requiredChapters?.fields as ReturnType<typeof decapField>[])[0]?.required).toBe(true)
  })

  it("summarises a list entry by the preferred field it has, else its first text or media field, else not at all", () => {
    const summary = (fields: Parameters<typeof objectType>[1]) =>
      decapField("entries", list(object(objectType("Entry", fields)))).summary
    expect(summary({ slug: slug(), name: text() })).toBe(`{{fields.name | truncate(${SUMMARY_LENGTH})}}`)
    expect(summary({ slug: slug(), title: text() })).toBe(`{{fields.title | truncate(${SUMMARY_LENGTH})}}`)
    expect(summary({ count: integer(), caption: text(), other: text() })).toBe(
      `{{fields.caption | truncate(${SUMMARY_LENGTH})}}`,
    )
    expect(summary({ count: integer(), picture: image("pictures") })).toBe(
      `{{fields.picture | truncate(${SUMMARY_LENGTH})}}`,
    )
    expect(summary({ count: integer(), pdf: file("pdfs", [".pdf"]) })).toBe(
      `{{fields.pdf | truncate(${SUMMARY_LENGTH})}}`,
    )
    const none = decapField("entries", list(object(objectType("Entry", { count: integer(), shown: boolean() }))))
    expect(none).not.toHaveProperty("summary")
    expect(none.label_singular).toBe("Entry")
  })
})

describe("humanize", () => {
  it("splits camel case and runs of capitals into words, capitalising only the first", () => {
    expect(humanize("URLPath")).toBe("Url path")
    expect(humanize("pdf2Html")).toBe("Pdf2 html")
    expect(humanize("x")).toBe("X")
    expect(humanize("")).toBe("")
  })
})

describe("the validation patterns", () => {
  it("accepts a file name ending in any of the extensions, in any case, and nothing else", () => {
    const pattern = new RegExp(extensionPattern([".mp4", "webm"]))
    expect(pattern.source).toBe("\\.(?:[mM][pP]4|[wW][eE][bB][mM])$")
    expect(pattern.test("clips/a.MP4")).toBe(true)
    expect(pattern.test("clips/a.WebM")).toBe(true)
    expect(pattern.test("clips/a.mp4.txt")).toBe(false)
    expect(pattern.test("clips/amp4")).toBe(false)
    // Extensions written in capitals give the same pattern.
    expect(extensionPattern([".MP4", "WebM"])).toBe(pattern.source)
  })

  it("accepts absolute https:// URLs only", () => {
    const https = new RegExp(HTTPS_PATTERN)
    for (const url of ["https://example.org", "https://example.org/a/b?c=d#e", "https://sub.example.org:8443/"])
      expect([url, https.test(url)]).toEqual([url, true])
    for (const url of [
      "http://example.org",
      "https://",
      "https:///path",
      "https://?q",
      "https://#top",
      "https://exa mple.org",
      "https://example.org/a b",
      " https://example.org",
      "see https://example.org",
      "ftp://example.org",
    ])
      expect([url, https.test(url)]).toEqual([url, false])
  })
})
