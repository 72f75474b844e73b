/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { objectType, text } from "../content-model/fields"
import { COLLECTIONS, type Collection } from "../content-model/model"
import { chosenFileRefusal, problemsBeforeSave, Refusal, refusalFor, savedFile, storedUploadName } from "./pre-save"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The committed content, as the editor's check reads it from the backend. */
const storedContent = async (): Promise<Map<string, Json>> =>
  new Map(
    await Promise.all(
      COLLECTIONS.map(
        async (c) => [c.file, JSON.parse(await fs.readFile(path.join(CONTENT_DIR, c.file), "utf8"))] as [string, Json],
      ),
    ),
  )

const HEIC_HEADER = new Uint8Array([
  ...[0, 0, 0, 0x18],
  ...new TextEncoder().encode("ftypheic"),
  ...[0, 0, 0, 0],
  ...new TextEncoder().encode("mif1heic"),
])
const JPEG_HEADER = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])

describe("the editor's check before a save", () => {
  it("lets the committed content be saved again unchanged", async () => {
    const stored = await storedContent()
    for (const c of COLLECTIONS)
      expect(await problemsBeforeSave({ file: c.file, data: stored.get(c.file), stored, uploads: new Map() })).toEqual(
        [],
      )
  })

  it("refuses a duplicate sponsor slug, naming the sponsor by its name", async () => {
    const stored = await storedContent()
    const data = structuredClone(stored.get("sponsors/sponsors.json"))
    data?.en.sponsors.push({ ...data.en.sponsors[0], name: "The Tidewater Arts Trust" })
    const problems = await problemsBeforeSave({ file: "sponsors/sponsors.json", data, stored, uploads: new Map() })
    const last = (data?.en.sponsors.length ?? 0) - 1
    expect(problems).toEqual([
      {
        file: "content/sponsors/sponsors.json",
        field: `sponsors[${last}].slug`,
        message: expect.stringMatching(/^duplicate slug/),
        entry: 'sponsor "The Tidewater Arts Trust"',
      },
    ])
    expect(refusalFor({ problems, file: "sponsors/sponsors.json", data, stored }).text).toBe(
      `Not saved.\nSponsor "The Tidewater Arts Trust" → Slug: Another sponsor, ${data?.en.sponsors[0].name}, already uses ` +
        `the slug ${JSON.stringify(data?.en.sponsors[0].slug)}. Choose another.`,
    )
  })

  it("refuses renaming a portrait's slug while the Portraits page still names it, naming that page", async () => {
    const stored = await storedContent()
    const page = stored.get("portraits-page/portraits-page.json")
    const data = structuredClone(stored.get("portraits/portraits.json"))
    const index = data?.en.portraits.findIndex((p: Json) => p.slug === page?.en.samplePortraits[0])
    const old = data!.en.portraits[index].slug
    data!.en.portraits[index].slug = "renamed-portrait"
    const problems = await problemsBeforeSave({ file: "portraits/portraits.json", data, stored, uploads: new Map() })
    expect(problems).toContainEqual({
      file: "content/portraits-page/portraits-page.json",
      field: "samplePortraits[0]",
      message: expect.stringMatching(/^names no portrait/),
    })
    // Said once, with the portrait by its subject, its old slug, the places that still name it and the two ways out.
    const { text, messages } = refusalFor({ problems, file: "portraits/portraits.json", data, stored })
    // The renamed slug's own field is marked in the form, saying what to do.
    expect(messages).toContainEqual(
      expect.objectContaining({
        file: "portraits/portraits.json",
        path: `portraits[${index}].slug`,
        text: expect.stringMatching(new RegExp(`^It was ${JSON.stringify(old)}, and .*Rename it back`)),
      }),
    )
    expect(text).toContain(
      `Portrait ${JSON.stringify(data!.en.portraits[index].subject)} → Slug: it was ${JSON.stringify(old)}, and `,
    )
    expect(text).toContain("Portraits page → Sample portraits, the first")
    expect(text).toContain(`Rename it back to ${JSON.stringify(old)}, or first change`)
    expect(text).not.toMatch(/\[\d+\]/)
  })

  it("refuses a partners sentence naming no sponsor, a card with both portrait and video, and broken consent", async () => {
    const stored = await storedContent()
    // The landing page's file holds its English under "en" and its Spanish under "es".
    const landing = structuredClone(stored.get("landing/landing.json"))!
    landing.en.partnersSentence = "Supported by {no-such-sponsor}."
    const withVideo = landing.en.cards.find((c: Json) => c.video)
    withVideo.portrait = stored.get("portraits/portraits.json")?.en.portraits[0].slug
    const landingProblems = await problemsBeforeSave({
      file: "landing/landing.json",
      data: landing,
      stored,
      uploads: new Map(),
    })
    expect(landingProblems.map((p) => p.field)).toEqual([
      `cards[${landing.en.cards.indexOf(withVideo)}]`,
      "partnersSentence",
      // The Spanish sentence still names the sponsors the English did.
      "es.partnersSentence",
    ])

    // The archive's file holds its English under "en" too.
    const archive = structuredClone(stored.get("archive/archive.json"))!
    archive.en.entries[0].consent.display = false
    const archiveProblems = await problemsBeforeSave({
      file: "archive/archive.json",
      data: archive,
      stored,
      uploads: new Map(),
    })
    expect(archiveProblems).toEqual([
      expect.objectContaining({
        field: "entries[0].consent.display",
        entry: `archive entry "${archive.en.entries[0].title}"`,
      }),
    ])
  })

  it("refuses a phone's HEIC uploaded as .jpg, naming the file, and takes a real JPEG", async () => {
    const stored = await storedContent()
    const data = structuredClone(stored.get("portraits/portraits.json"))!
    data.en.portraits[0].stills.push("stills/img-4101.jpg")
    const save = (bytes: Uint8Array) =>
      problemsBeforeSave({
        file: "portraits/portraits.json",
        data,
        stored,
        uploads: new Map([[storedUploadName("IMG 4101.JPG"), bytes]]),
      })
    const problems = await save(HEIC_HEADER)
    expect(problems).toEqual([
      expect.objectContaining({
        field: `portraits[0].stills[${data.en.portraits[0].stills.length - 1}]`,
        message: expect.stringMatching(
          /^is a HEIC photo .* named "\.jpg"; export it as JPEG .*: stills\/img-4101\.jpg$/,
        ),
        entry: `portrait "${data.en.portraits[0].subject}"`,
      }),
    ])
    expect(await save(JPEG_HEADER)).toEqual([])
  })

  it("does not block a save on a problem another file already had", async () => {
    const stored = await storedContent()
    const brokenPage = structuredClone(stored.get("portraits-page/portraits-page.json"))!
    brokenPage.en.mocapPortrait = "no-such-portrait"
    stored.set("portraits-page/portraits-page.json", brokenPage)
    const credits = stored.get("credits/credits.json")
    expect(
      await problemsBeforeSave({ file: "credits/credits.json", data: credits, stored, uploads: new Map() }),
    ).toEqual([])
    // Saving the page itself, though, must fix it.
    expect(
      await problemsBeforeSave({
        file: "portraits-page/portraits-page.json",
        data: brokenPage,
        stored,
        uploads: new Map(),
      }),
    ).toEqual([expect.objectContaining({ field: "mocapPortrait" })])
  })

  it("reads the English of the site's file, stored with its languages, and names its fields as the form does", async () => {
    const stored = await storedContent()
    const site = structuredClone(stored.get("site/site.json"))!
    site.en.tagline = ""
    const problems = await problemsBeforeSave({ file: "site/site.json", data: site, stored, uploads: new Map() })
    expect(problems).toEqual([expect.objectContaining({ file: "content/site/site.json", field: "tagline" })])
    expect(refusalFor({ problems, file: "site/site.json", data: site, stored }).text).toBe(
      "Not saved.\nSite settings and page titles → Tagline: Is empty. Write something in it.",
    )
    // A page entry is named by its English title, as the form's collapsed list names it.
    const page = structuredClone(stored.get("site/site.json"))!
    page.en.pages[1].navLabel = ""
    const pageProblems = await problemsBeforeSave({ file: "site/site.json", data: page, stored, uploads: new Map() })
    expect(refusalFor({ problems: pageProblems, file: "site/site.json", data: page, stored }).text).toBe(
      `Not saved.\nPage entry ${JSON.stringify(page.en.pages[1].title)} → Nav label: Is empty. Write something in it.`,
    )
    // Saving another file while the site's is stored with its languages: the other files are read in English too.
    const portraits = stored.get("portraits/portraits.json")
    expect(
      await problemsBeforeSave({ file: "portraits/portraits.json", data: portraits, stored, uploads: new Map() }),
    ).toEqual([])
  })

  it("lets a missing Spanish translation through, and refuses a translation of a page the English does not have", async () => {
    const stored = await storedContent()
    const untranslated = structuredClone(stored.get("site/site.json"))!
    delete untranslated.es.tagline
    untranslated.es.pages[1].title = ""
    // The build warns of a missing translation (the Spanish page shows the English); the save goes ahead.
    expect(
      await problemsBeforeSave({ file: "site/site.json", data: untranslated, stored, uploads: new Map() }),
    ).toEqual([])
    const extra = structuredClone(stored.get("site/site.json"))!
    extra.es.pages.push({ navLabel: "Extra" })
    const problems = await problemsBeforeSave({ file: "site/site.json", data: extra, stored, uploads: new Map() })
    const count = extra.en.pages.length
    expect(problems).toEqual([
      expect.objectContaining({
        field: `es.pages[${count}]`,
        message: `Spanish: has no English item to translate (the English list has ${count})`,
      }),
    ])
    // Said in the editor's words: the language first, then the field as the form labels it.
    expect(refusalFor({ problems, file: "site/site.json", data: extra, stored }).text).toBe(
      `Not saved.\nPage entry (the sixth, not named yet) → Spanish: Has no English item to translate (the English list has ${count}).`,
    )
  })

  it("checks the file as Decap will store it: the form's English with each translation Decap keeps beside it", async () => {
    const stored = await storedContent()
    const site = stored.get("site/site.json")!
    // Decap's single_file entry: the English as `data`, each other language's under `i18n`.
    expect(savedFile("site/site.json", site.en, { es: { data: site.es } })).toEqual(site)
    expect(savedFile("site/site.json", site.en, undefined)).toEqual({ en: site.en })
    expect(savedFile("site/site.json", site.en, { es: {} })).toEqual({ en: site.en })
    // A file in one language (none today: every file has texts to translate) is the form's data as it is.
    const notes: Collection = { file: "notes/notes.json", type: objectType("NotesJson", { heading: text() }) }
    const data = { heading: "Notes" }
    expect(savedFile(notes.file, data, { es: { data: { x: 1 } } }, [notes, ...COLLECTIONS])).toBe(data)
    expect(savedFile("unknown/unknown.json", data, { es: { data: { x: 1 } } })).toBe(data)
  })

  it("refuses with an error whose text is the message alone, as Decap's pop-up shows it", () => {
    const refusal = new Refusal('Not saved.\nSponsor "A" → Slug: Choose another.')
    expect(String(refusal)).toBe('Not saved.\nSponsor "A" → Slug: Choose another.')
    expect(`${refusal}`).not.toMatch(/^(Refusal|Error):/)
  })

  it("names a file that is not what its name says as soon as it is chosen", () => {
    const avif = new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode("ftypavif"), 0, 0, 0, 0])
    expect(chosenFileRefusal("Field Photo.JPG", avif)).toBe(
      'Not saved: the file "field-photo.jpg" is an AVIF picture named ".jpg"; rename it to end in ".avif" (and the ' +
        'field with it), or export it as JPEG (on an iPhone: Settings → Camera → Formats → "Most Compatible", or ' +
        "Export in Photos) and upload it again. Publish refuses it until it is replaced or removed.",
    )
    expect(chosenFileRefusal("IMG 4101.JPG", HEIC_HEADER)).toMatch(/^Not saved: the file "img-4101.jpg" is a HEIC/)
    expect(chosenFileRefusal("still.jpg", JPEG_HEADER)).toBeUndefined()
    // A name that promises no known format (a motion take, captions) is for the save's own check.
    expect(chosenFileRefusal("take.bvh", JPEG_HEADER)).toBeUndefined()
  })

  it("stores an upload under the name Decap gives it", () => {
    expect(storedUploadName("IMG 4101.JPG")).toBe("img-4101.jpg")
    expect(storedUploadName("Café  (2).png")).toBe("café-2-.png")
  })
})
