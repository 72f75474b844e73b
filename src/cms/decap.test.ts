/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_FORMAT } from "./content-format"
import { ARCHIVE_ROUTES, BANNER_LAYER_COUNT, BVH_UP_AXES, CREDIT_GROUPS, ROUTES } from "../constants"
import { image, integer, list, object, objectType, text, type Field, type ObjectType } from "../content-model/fields"
import { COLLECTIONS, type Collection } from "../content-model/model"
import { englishOf, hasTranslations } from "../content-model/translations"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages"
import {
  CMS_COLLECTION,
  CMS_TRANSLATED_COLLECTION,
  cmsCollectionOf,
  cmsCollectionOfFile,
  decapConfig,
  extensionPattern,
  humanize,
  TRANSLATED_COLLECTION_LABEL,
  YES_NO_WIDGET,
  type DecapField,
} from "./decap"
import { isPreviewed, PREVIEWED_FILES } from "./preview-files"
import { CMS_SETTINGS, type CmsSettings } from "./settings"

const SETTINGS: CmsSettings = {
  repo: "example-collective/site",
  branch: "main",
  siteDomain: "example.netlify.app",
  localBackendPort: 8081,
}
/**
 * The config is built inside each test, not while Jest collects the tests: code run at a test file's top level is
 * "static" to Stryker, which then cannot tie a wrong line in decap.ts to the test that catches it.
 */
const generated = () => decapConfig(COLLECTIONS, SETTINGS)
/**
 * A file with no translatable text, stored in one language. Every content file has texts to translate since the
 * credits' partners heading became one; a file added without any is edited in the one-language collection.
 */
const NOTES: Collection = {
  file: "notes/notes.json",
  type: objectType("NotesJson", { heading: text(), items: list(object(objectType("Note", { body: text() }))) }),
  label: "Notes",
}
/** Every content file of the config, whichever collection lists it. */
const cmsFiles = () => generated().collections.flatMap((collection) => collection.files)
const fileNamed = (name: string) => {
  const found = cmsFiles().find((f) => f.name === name)
  if (!found) throw new Error(`no CMS file ${name}`)
  return found
}
const fieldAt = (fields: readonly DecapField[], ...names: string[]): DecapField => {
  const [first, ...rest] = names
  const found = fields.find((f) => f.name === first)
  if (!found) throw new Error(`no CMS field ${first}`)
  if (rest.length === 0) return found
  const inner = (found.fields ?? (found.field ? [found.field] : [])) as DecapField[]
  return fieldAt(inner, ...rest)
}

/** Every field path of the model ("portraits.stills.item" for a list of scalars). */
const modelPaths = (type: ObjectType, prefix = ""): string[] =>
  Object.entries(type.fields).flatMap(([name, field]) => fieldPaths(`${prefix}${name}`, field))
const fieldPaths = (at: string, field: Field): string[] => {
  if (field.kind === "object") return [at, ...modelPaths(field.type, `${at}.`)]
  if (field.kind === "list")
    return field.of.kind === "object"
      ? [at, ...modelPaths(field.of.type, `${at}.`)]
      : [at, ...fieldPaths(`${at}.item`, field.of)]
  return [at]
}
/** Every field path of a generated CMS file. */
const cmsPaths = (fields: readonly DecapField[], prefix = ""): string[] =>
  fields.flatMap((f) => {
    const at = `${prefix}${f.name}`
    const inner = (f.fields ?? (f.field ? [f.field] : [])) as DecapField[]
    return [at, ...cmsPaths(inner, `${at}.`)]
  })

describe("the Decap CMS config generated from the content model", () => {
  it("lists every content file once, read and written as the repository's JSON where it lives", () => {
    // The files in one language in one collection, those stored with their languages in the other (./decap.ts says
    // why), each in the model's order.
    const plain = COLLECTIONS.filter((c) => !hasTranslations(c.type))
    const translated = COLLECTIONS.filter((c) => hasTranslations(c.type))
    expect(translated.map((c) => c.file)).toContain("site/site.json")
    const listed = (collections: readonly Collection[]) =>
      decapConfig(collections, SETTINGS).collections.map((c) => [c.name, c.files.map((f) => f.file)])
    const files = (collections: readonly Collection[]) => collections.map((c) => `content/${c.file}`)
    // A collection with no file is left out: Decap shows an empty collection as a list with nothing to open.
    expect(listed(COLLECTIONS)).toEqual(
      plain.length === 0
        ? [[CMS_TRANSLATED_COLLECTION, files(translated)]]
        : [
            [CMS_COLLECTION, files(plain)],
            [CMS_TRANSLATED_COLLECTION, files(translated)],
          ],
    )
    expect(listed([NOTES, ...COLLECTIONS])).toEqual([
      [CMS_COLLECTION, files([NOTES, ...plain])],
      [CMS_TRANSLATED_COLLECTION, files(translated)],
    ])
    expect(listed([NOTES])).toEqual([[CMS_COLLECTION, files([NOTES])]])
    for (const collection of generated().collections) expect(collection.format).toBe(CONTENT_FORMAT)
    const byFile = (c: Collection) => cmsFiles().find((f) => f.file === `content/${c.file}`)
    expect(COLLECTIONS.map((c) => byFile(c)?.label)).toEqual(COLLECTIONS.map((c) => c.label))
    expect(COLLECTIONS.map((c) => byFile(c)?.preview_path)).toEqual(COLLECTIONS.map((c) => c.page))
    expect(cmsFiles()).toHaveLength(COLLECTIONS.length)
    for (const f of cmsFiles()) {
      expect(f).not.toHaveProperty("format")
      expect(fs.existsSync(path.join(__dirname, "..", "..", f.file))).toBe(true)
      expect([...Object.values(ROUTES), ...Object.values(ARCHIVE_ROUTES)]).toContain(f.preview_path)
    }
  })

  it("shows the preview pane for the files with a preview template, and only for those", () => {
    for (const collection of generated().collections) expect(collection.editor).toEqual({ preview: false })
    const previewed = cmsFiles().filter((f) => f.editor?.preview === true)
    expect(previewed.map((f) => f.name).sort()).toEqual([...PREVIEWED_FILES].sort())
    for (const f of cmsFiles()) if (!isPreviewed(f.name)) expect(f).not.toHaveProperty("editor")
  })

  it("covers every model field with exactly one CMS field, and no CMS field without a model field", () => {
    for (const collection of COLLECTIONS) {
      const cms = cmsPaths(fileNamed(collection.file.split("/")[0] ?? "").fields)
      expect(cms.sort()).toEqual(modelPaths(collection.type).sort())
    }
  })

  it("adds a new model field to the CMS with no second edit", () => {
    const Extra = objectType("ExtraJson", {
      heading: text(),
      count: integer({ min: 2, optional: true, doc: "how many" }),
      items: list(object(objectType("ExtraItem", { title: text(), picture: image("pictures") })), { max: 4 }),
    })
    const extra: Collection = { file: "extra/extra.json", type: Extra, label: "Extra", page: ROUTES.people }
    const generated = decapConfig([...COLLECTIONS, extra], SETTINGS).collections[0].files.at(-1)
    expect(generated?.fields).toEqual([
      { name: "heading", label: "Heading", required: true, widget: "string" },
      { name: "count", label: "Count", required: false, hint: "how many", widget: "number", value_type: "int", min: 2 },
      expect.objectContaining({
        name: "items",
        widget: "list",
        max: 4,
        label_singular: "Extra item",
        summary: "{{fields.title | truncate(60)}}",
        fields: [
          { name: "title", label: "Title", required: true, widget: "string" },
          expect.objectContaining({ name: "picture", widget: "image", media_folder: "pictures" }),
        ],
      }),
    ])
  })

  it("leaves the fields of an optional object optional in the form, so a card without a video can be saved", () => {
    const video = fieldAt(fileNamed("landing").fields, "cards", "video")
    expect(video).toMatchObject({ widget: "object", required: false })
    expect((video.fields as DecapField[]).map((f) => [f.name, f.required])).toEqual([
      ["src", false],
      ["poster", false],
      ["description", false],
    ])
    // A required object's fields stay required, and so do a required list's entries.
    expect(fieldAt(fileNamed("landing").fields, "heroVideo", "src").required).toBe(true)
    expect(fieldAt(fileNamed("landing").fields, "cards", "heading").required).toBe(true)
  })

  it("saves integers as integers and keeps the model's minimum", () => {
    expect(fieldAt(fileNamed("portraits").fields, "portraits", "aspectRatio", "width")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      required: true,
    })
  })

  it("turns slug references into relation widgets over the named file's list", () => {
    const relation = {
      widget: "relation",
      // The portraits are stored with their languages; the slugs are the English's.
      collection: CMS_TRANSLATED_COLLECTION,
      file: "portraits",
      value_field: "portraits.*.slug",
      search_fields: ["portraits.*.slug"],
    }
    const page = fileNamed("portraits-page").fields
    expect(fieldAt(page, "mocapPortrait")).toMatchObject({ ...relation, required: true })
    expect(fieldAt(page, "samplePortraits")).toMatchObject({ widget: "list", min: 1 })
    expect(fieldAt(page, "samplePortraits", "item")).toMatchObject(relation)
    expect(fieldAt(fileNamed("landing").fields, "cards", "portrait")).toMatchObject({ ...relation, required: false })
  })

  it("gives each image and file field its folder, relative to the entry, with no URL choice", () => {
    const still = fieldAt(fileNamed("portraits").fields, "portraits", "stills", "item")
    expect(still).toMatchObject({
      widget: "image",
      media_folder: "stills",
      public_folder: "stills",
      choose_url: false,
    })
    expect(fieldAt(fileNamed("publications").fields, "publications", "pdf")).toMatchObject({
      widget: "file",
      media_folder: "pdfs",
      public_folder: "pdfs",
    })
    for (const f of cmsFiles()) expect([f.media_folder, f.public_folder]).toEqual(["", ""])
  })

  it("carries required, one-of lists, list sizes, hints, labels and summaries over from the model", () => {
    const credit = fieldAt(fileNamed("credits").fields, "credits")
    expect(credit).toMatchObject({ widget: "list", min: 1, label_singular: "Credit" })
    expect(fieldAt(fileNamed("credits").fields, "credits", "group")).toMatchObject({
      widget: "select",
      options: [...CREDIT_GROUPS],
    })
    expect(fieldAt(fileNamed("credits").fields, "credits", "url")).toMatchObject({
      required: false,
      hint: "a profile page; leave out for plain text",
      label: "Url",
    })
    expect(fieldAt(fileNamed("banners").fields, "banners", "layers")).toMatchObject({
      min: BANNER_LAYER_COUNT,
      max: BANNER_LAYER_COUNT,
    })
    expect(fieldAt(fileNamed("sponsors").fields, "sponsors", "shortName").label).toBe("Short name")
    expect(fieldAt(fileNamed("landing").fields, "cards", "linkTo")).toMatchObject({
      widget: "select",
      options: Object.values(ROUTES),
    })
    // "" is a real value for decorative alt text, and Decap's `required` refuses "".
    expect(fieldAt(fileNamed("site").fields, "shareImage", "alt").required).toBe(false)
    expect(fieldAt(fileNamed("portraits").fields, "portraits", "description").widget).toBe("text")
  })

  it("offers an archive entry's six up axes, the old y and z among them", () => {
    const up = fieldAt(fileNamed("archive").fields, "entries", "motionUp")
    expect(up.options).toEqual([...BVH_UP_AXES])
    expect(up.options).toEqual(expect.arrayContaining(["y", "z", "-y", "-z", "x", "-x"]))
  })

  it('names every list\'s collapsed entries by what they hold, never a bare "Item"', () => {
    const summary = (file: string, ...names: string[]) => fieldAt(fileNamed(file).fields, ...names).summary
    expect(summary("credits", "credits")).toBe("{{fields.group | truncate(60)}} · {{fields.name | truncate(60)}}")
    expect(summary("sponsors", "sponsors")).toBe("{{fields.name | truncate(60)}}")
    expect(summary("portraits", "portraits")).toBe("{{fields.subject | truncate(60)}}")
    expect(summary("archive", "entries")).toBe("{{fields.title | truncate(60)}}")
    // Lists of single values show the value: a question's first words, a still's file, a sample portrait's slug.
    for (const [file, list] of [
      ["landing", "questions"],
      ["portraits-page", "samplePortraits"],
    ] as const)
      expect(summary(file, list)).toBe("{{fields.item | truncate(60)}}")
    expect(summary("portraits", "portraits", "stills")).toBe("{{fields.item | truncate(60)}}")
    // Every list in every file has one, and it names fields the list's entries have.
    const lists = (fields: readonly DecapField[]): DecapField[] =>
      fields.flatMap((f) => [
        ...(f.widget === "list" ? [f] : []),
        ...lists((f.fields ?? (f.field ? [f.field] : [])) as DecapField[]),
      ])
    const all = cmsFiles().flatMap((f) => lists(f.fields))
    expect(all.length).toBeGreaterThan(20)
    for (const list of all) {
      const names = [...String(list.summary).matchAll(/\{\{fields\.(\w+)/g)].map((m) => m[1])
      const inner = ((list.fields ?? [list.field]) as DecapField[]).map((f) => f.name)
      expect([list.name, names.length > 0 && names.every((n) => inner.includes(n ?? ""))]).toEqual([list.name, true])
    }
  })

  it("writes a credit's switch from its default, and asks for consent as a yes-or-no with neither picked", () => {
    expect(fieldAt(fileNamed("credits").fields, "credits", "active")).toMatchObject({
      widget: "boolean",
      default: true,
      required: true,
    })
    expect(fieldAt(fileNamed("archive").fields, "entries", "offerDownloads")).toMatchObject({
      widget: "boolean",
      default: false,
    })
    for (const name of ["display", "download", "derivatives", "machineLearning", "commercial"]) {
      const consent = fieldAt(fileNamed("archive").fields, "entries", "consent", name)
      expect(consent).toMatchObject({ widget: YES_NO_WIDGET, required: true })
      expect(consent).not.toHaveProperty("default")
    }
  })

  it("has patterns that accept every value in the committed content and refuse the usual mistakes", () => {
    const checkAll = (fields: readonly DecapField[], value: unknown, at: string): number => {
      let checked = 0
      for (const f of fields) {
        const v = (value as Record<string, unknown> | undefined)?.[f.name]
        const values = f.widget === "list" ? ((v as unknown[] | undefined) ?? []) : [v]
        for (const item of values) {
          if (f.widget === "list" && f.field) checked += checkAll([{ ...(f.field as DecapField) }], { item }, at)
          else if (f.fields) checked += checkAll(f.fields as DecapField[], item, `${at}.${f.name}`)
          else if (Array.isArray(f.pattern) && typeof item === "string" && item !== "") {
            expect([`${at}.${f.name}`, new RegExp(f.pattern[0] as string).test(item)]).toEqual([
              `${at}.${f.name}`,
              true,
            ])
            checked++
          }
        }
      }
      return checked
    }
    let checked = 0
    for (const f of cmsFiles()) {
      const stored: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", f.file), "utf8"))
      // A file stored with its languages has the form's fields under "en" (the translations hold only texts).
      const type = COLLECTIONS.find((c) => `content/${c.file}` === f.file)?.type
      checked += checkAll(f.fields, type === undefined ? stored : englishOf(type, stored), f.name)
    }
    expect(checked).toBeGreaterThan(100)

    const pattern = (file: string, ...names: string[]) =>
      new RegExp((fieldAt(fileNamed(file).fields, ...names).pattern as string[])[0] ?? "")
    expect(pattern("sponsors", "sponsors", "url").test("http://www.arts.gov/")).toBe(false)
    expect(pattern("sponsors", "sponsors", "slug").test("Pepper Harvest")).toBe(false)
    expect(pattern("sponsors", "sponsors", "slug").test("pepper-harvest")).toBe(true)
    expect(pattern("portraits", "portraits", "stills", "item").test("stills/clip.mov")).toBe(false)
    expect(pattern("portraits", "portraits", "stills", "item").test("stills/STILL-01.JPG")).toBe(true)
    expect(pattern("sponsors", "sponsors", "logo").test("logos/acme.svg")).toBe(true)
    expect(pattern("portraits", "portraits", "stills", "item").test("stills/acme.svg")).toBe(false)
  })

  it("publishes through pull requests on the configured repository and tries the local backend first", () => {
    expect(generated().backend).toMatchObject({
      name: "github",
      repo: "example-collective/site",
      branch: "main",
      base_url: "https://api.netlify.com",
      site_domain: "example.netlify.app",
    })
    expect(generated().publish_mode).toBe("editorial_workflow")
    expect(generated().local_backend.url).toBe("http://127.0.0.1:8081/api/v1")
    expect(decapConfig(COLLECTIONS, CMS_SETTINGS).backend.repo).toBe(CMS_SETTINGS.repo)
  })

  it("declares the site's languages for Decap's single-file translations, English the default", () => {
    expect(generated().i18n).toEqual({ structure: "single_file", locales: [...LANGUAGES], default_locale: "en" })
    expect(generated().i18n.locales[0]).toBe(DEFAULT_LANGUAGE)
  })

  it("edits the files with translations side by side in a collection of their own, and no other file", () => {
    const [content, translated] = decapConfig([NOTES, ...COLLECTIONS], SETTINGS).collections
    // Decap reads i18n per collection: every file of a collection with i18n is read as { en, es }.
    expect(content).toMatchObject({ name: CMS_COLLECTION })
    expect(content?.files.map((f) => f.name)).toEqual([
      "notes",
      ...COLLECTIONS.filter((c) => !hasTranslations(c.type)).map((c) => c.file.split("/")[0]),
    ])
    expect(content).not.toHaveProperty("i18n")
    expect(translated).toMatchObject({ name: CMS_TRANSLATED_COLLECTION, i18n: true })
    expect(translated?.label).toBe(TRANSLATED_COLLECTION_LABEL)
    expect(TRANSLATED_COLLECTION_LABEL).toBe("Content in English and Spanish")
    // Decap needs i18n on the file as well as its collection; a file in one language has none, at any depth.
    for (const f of translated?.files ?? []) expect([f.name, f.i18n]).toEqual([f.name, true])
    const anyI18n = (fields: readonly DecapField[]): string[] =>
      fields.flatMap((f) => [
        ...("i18n" in f ? [f.name] : []),
        ...anyI18n((f.fields ?? (f.field ? [f.field] : [])) as DecapField[]),
      ])
    for (const f of content?.files ?? []) {
      expect(f).not.toHaveProperty("i18n")
      expect([f.name, anyI18n(f.fields)]).toEqual([f.name, []])
    }
    for (const c of COLLECTIONS)
      expect([
        c.file,
        cmsCollectionOf(c),
        cmsCollectionOfFile(c.file),
        cmsCollectionOfFile(c.file.split("/")[0] ?? ""),
      ]).toEqual([c.file, ...Array(3).fill(hasTranslations(c.type) ? CMS_TRANSLATED_COLLECTION : CMS_COLLECTION)])
  })

  it("translates the site's texts, shows a page's key beside its translation and hides the rest in Spanish", () => {
    const site = fileNamed("site").fields
    const i18n = (...names: string[]) => fieldAt(site, ...names).i18n
    for (const name of ["tagline", "bylinePrefix", "description", "notFoundTitle", "notFoundText", "homeLinkText"])
      expect([name, i18n(name)]).toEqual([name, true])
    for (const name of ["title", "leadArtist", "siteUrl"]) expect([name, i18n(name)]).toEqual([name, "none"])
    // A list holding translations is translated item by item; its items' identity is shown, read-only.
    expect(i18n("pages")).toBe(true)
    expect(i18n("pages", "key")).toBe("duplicate")
    for (const name of ["navLabel", "title", "description"]) expect([name, i18n("pages", name)]).toEqual([name, true])
    // The share image's alt text is translated inside it; its file is English alone, hidden in Spanish.
    expect(i18n("shareImage")).toBe(true)
    expect([i18n("shareImage", "image"), i18n("shareImage", "alt")]).toEqual(["none", true])
  })

  it("says how every field of a translated file is edited in the other languages, following the model", () => {
    const Caption = objectType("Caption", { text: text({ translatable: true }), credit: text() })
    const Card = objectType("Card", {
      slug: text({ slug: true }),
      heading: text({ translatable: true }),
      picture: image("pictures"),
      caption: object(Caption),
      sizes: list(integer()),
    })
    const Plain = objectType("Plain", { slug: text({ slug: true }), name: text() })
    const Extra = objectType("ExtraJson", {
      cards: list(object(Card), { unique: ["slug"] }),
      plain: list(object(Plain), { unique: ["slug"] }),
      questions: list(text({ translatable: true })),
      numbers: list(integer()),
    })
    const extra: Collection = { file: "extra/extra.json", type: Extra, label: "Extra" }
    const config = decapConfig([...COLLECTIONS, extra], SETTINGS)
    const fields = config.collections.find((c) => c.name === CMS_TRANSLATED_COLLECTION)?.files.at(-1)?.fields ?? []
    const shape = (list: readonly DecapField[]): unknown =>
      list.map((f) => [
        f.name,
        f.i18n,
        ...(f.fields ? [shape(f.fields as DecapField[])] : f.field ? [shape([f.field as DecapField])] : []),
      ])
    expect(shape(fields)).toEqual([
      [
        "cards",
        true,
        [
          ["slug", "duplicate"],
          ["heading", true],
          ["picture", "none"],
          [
            "caption",
            true,
            [
              ["text", true],
              ["credit", "none"],
            ],
          ],
          ["sizes", false, [["item", "none"]]],
        ],
      ],
      // A list with nothing to translate is English alone, its identity included.
      [
        "plain",
        false,
        [
          ["slug", "none"],
          ["name", "none"],
        ],
      ],
      ["questions", true, [["item", true]]],
      ["numbers", false, [["item", "none"]]],
    ])
  })

  it("keeps one collection, without translations, for a model with none, and no empty one for a model all translated", () => {
    const plain = COLLECTIONS.filter((c) => !hasTranslations(c.type))
    expect(decapConfig(plain, SETTINGS).collections.map((c) => c.name)).toEqual([CMS_COLLECTION])
    const translated = COLLECTIONS.filter((c) => hasTranslations(c.type))
    expect(decapConfig(translated, SETTINGS).collections.map((c) => c.name)).toEqual([CMS_TRANSLATED_COLLECTION])
  })

  it("labels fields for people", () => {
    expect(humanize("interviewCaptionsLanguage")).toBe("Interview captions language")
    expect(humanize("logoAlt")).toBe("Logo alt")
    expect(extensionPattern([".pdf"])).toBe("\\.(?:[pP][dD][fF])$")
  })
})
