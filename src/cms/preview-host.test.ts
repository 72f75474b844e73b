/** The preview hosts Decap renders: one per previewed file, each handing the draft to the preview bundle. */
import { list, object, objectType, text } from "../content-model/fields"
import type { Collection } from "../content-model/model"
import { CMS_COLLECTION, CMS_TRANSLATED_COLLECTION } from "./decap"
import { PREVIEWED_FILES, type PreviewRenderer, type PreviewRequest } from "./preview-files"
import { previewRequest, registerPreviews, type PreviewGlobals } from "./preview-host"
import { mediaResolver, mediaType } from "./preview-media"

/** Decap's immutable values, as far as the host reads them. */
const immutable = (value: unknown) => ({ toJS: () => value })
const props = {
  entry: {
    getIn: (path: readonly string[]) => (path.join() === "data" ? immutable({ heading: "Draft" }) : undefined),
    get: () => immutable([{ path: "content/publications/thumbnails/new.jpg", url: "blob:draft/new" }]),
  },
  getCollection: jest.fn((collection: string, file: string) =>
    Promise.resolve({ get: () => immutable({ from: `${collection}/${file}` }) }),
  ),
}

/** The credits' file as it was before its partners' heading was translatable: a file in one language. */
const ONE_LANGUAGE_CREDITS: Collection = {
  file: "credits/credits.json",
  type: objectType("CreditsJson", { partnersHeading: text() }),
}

describe("previewRequest", () => {
  it("gives the draft as plain data, a new upload's own URL, stored media once read, and other files' data", async () => {
    const read = jest.fn((path: string) => Promise.resolve(new Blob([path], { type: mediaType(path) })))
    const arrived = jest.fn()
    Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:stored/${blob.size}` })
    const request = previewRequest("publications", props, arrived, mediaResolver(read))
    expect(request.file).toBe("publications")
    expect(request.data).toEqual({ heading: "Draft" })
    expect(request.asset("thumbnails/new.jpg", "publications")).toBe("blob:draft/new")
    // A stored file of another content file: read by its path in the repository, then shown from its own URL.
    expect(request.asset("logos/fund.svg", "sponsors")).toBe("")
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(read).toHaveBeenCalledWith("content/sponsors/logos/fund.svg")
    expect(arrived).toHaveBeenCalledTimes(1)
    expect(request.asset("logos/fund.svg", "sponsors")).toBe(`blob:stored/${"content/sponsors/logos/fund.svg".length}`)
    expect(read).toHaveBeenCalledTimes(1)
    // Another file in one language (none is today: every file has texts to translate) is read as it is stored.
    const inOneLanguage = previewRequest("publications", props, arrived, mediaResolver(read), {
      collections: [ONE_LANGUAGE_CREDITS],
    })
    expect(await inOneLanguage.other("credits")).toEqual({ from: `${CMS_COLLECTION}/credits` })
  })

  it("reads another file stored with its languages as its English, from the translated files' collection", async () => {
    const getCollection = jest.fn((collection: string, file: string) =>
      Promise.resolve({ get: () => immutable({ en: { title: `${collection}/${file}` }, es: { tagline: "Lema" } }) }),
    )
    const request = previewRequest("landing", { ...props, getCollection })
    expect(await request.other("site")).toEqual({ title: `${CMS_TRANSLATED_COLLECTION}/site` })
    expect(getCollection).toHaveBeenCalledWith(CMS_TRANSLATED_COLLECTION, "site")
  })

  it("shows a Spanish draft over the English, as the Spanish page shows it, the English where it is untranslated", async () => {
    // A previewed file with translations (none is yet: the site's file, the only one, has no preview of its own).
    const Card = objectType("Card", { key: text(), heading: text({ translatable: true }), link: text() })
    const Landing = objectType("LandingJson", {
      headline: text({ translatable: true }),
      hint: text({ translatable: true }),
      cards: list(object(Card), { unique: ["key"] }),
    })
    const collections: Collection[] = [{ file: "landing/landing.json", type: Landing }]
    const english = { headline: "Moving", hint: "Scroll", cards: [{ key: "a", heading: "One", link: "/a/" }] }
    const spanish = { headline: "Moviendo", cards: [{ key: "a", heading: "Uno" }] }
    const shown = (data: unknown, locale: string) => ({
      ...props,
      locale,
      entry: {
        ...props.entry,
        getIn: (path: readonly string[]) => (path.join() === "data" ? immutable(data) : undefined),
      },
    })
    const inSpanish = {
      headline: "Moviendo",
      hint: "Scroll",
      cards: [{ key: "a", heading: "Uno", link: "/a/", untranslated: [] }],
      untranslated: ["hint"],
    }
    // The English draft the pane showed last is the one the translation stands on.
    const memory = {}
    expect(
      previewRequest("landing", shown(english, "en"), undefined, undefined, { english: memory, collections }).data,
    ).toEqual(english)
    const edited = { ...english, hint: "Scroll down" }
    previewRequest("landing", shown(edited, "en"), undefined, undefined, { english: memory, collections })
    expect(
      previewRequest("landing", shown(spanish, "es"), undefined, undefined, { english: memory, collections }).data,
    ).toEqual({ ...inSpanish, hint: "Scroll down" })
    // A pane that never showed the English reads it as stored once, and is drawn again when it arrives.
    const arrived = jest.fn()
    const getCollection = jest.fn(() => Promise.resolve({ get: () => immutable({ en: english, es: spanish }) }))
    const fresh = { ...shown(spanish, "es"), getCollection }
    const first = previewRequest("landing", fresh, arrived, undefined, { english: {}, collections })
    expect(first.data).toMatchObject({ headline: "Moviendo" })
    const stored = {}
    previewRequest("landing", fresh, arrived, undefined, { english: stored, collections })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(arrived).toHaveBeenCalled()
    expect(getCollection).toHaveBeenCalledWith(CMS_TRANSLATED_COLLECTION, "landing")
    expect(previewRequest("landing", fresh, arrived, undefined, { english: stored, collections }).data).toEqual(
      inSpanish,
    )
    // A file in one language is previewed as Decap hands it over, whatever the pane's language.
    const oneLanguage = { collections: [ONE_LANGUAGE_CREDITS] }
    expect(
      previewRequest("credits", shown({ partnersHeading: "H" }, "es"), undefined, undefined, oneLanguage).data,
    ).toEqual({ partnersHeading: "H" })
  })

  it("types a stored file's bytes by its extension, so an SVG logo and a video show from a blob: URL", () => {
    expect(mediaType("logos/fund.SVG")).toBe("image/svg+xml")
    expect(mediaType("videos/hero.mp4")).toBe("video/mp4")
    expect(mediaType("stills/a.jpeg")).toBe("image/jpeg")
  })
})

describe("registerPreviews", () => {
  it("registers a host for each previewed file, which renders the draft into its own element and lets go of it", async () => {
    const templates = new Map<string, Record<string, (this: unknown) => unknown>>()
    const globals: PreviewGlobals = {
      CMS: { registerPreviewTemplate: (name, component) => templates.set(name, component as never) },
      h: (type, attributes) => ({ type, attributes }),
      createClass: (spec) => spec,
    }
    const rendered: [HTMLElement, PreviewRequest][] = []
    const unmounted: HTMLElement[] = []
    const renderer: PreviewRenderer = {
      render: (container, request) => rendered.push([container, request]),
      unmount: (container) => unmounted.push(container),
    }
    registerPreviews(globals, () => Promise.resolve(renderer))
    expect([...templates.keys()]).toEqual([...PREVIEWED_FILES])

    const spec = templates.get("archive")!
    const instance: { props: typeof props; container?: HTMLElement | null } = { props }
    const element = spec.render!.call(instance) as { type: string; attributes: { ref: (e: HTMLElement) => void } }
    expect(element.type).toBe("div")
    const container = document.createElement("div")
    element.attributes.ref(container)
    spec.componentDidMount!.call(instance)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(rendered).toHaveLength(1)
    expect(rendered[0]?.[0]).toBe(container)
    expect(rendered[0]?.[1].file).toBe("archive")
    expect(rendered[0]?.[1].data).toEqual({ heading: "Draft" })
    spec.componentWillUnmount!.call(instance)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(unmounted).toEqual([container])
  })

  it("says in the pane when the preview bundle cannot be loaded", async () => {
    const templates = new Map<string, Record<string, (this: unknown) => unknown>>()
    const globals: PreviewGlobals = {
      CMS: { registerPreviewTemplate: (name, component) => templates.set(name, component as never) },
      h: (type, attributes) => ({ type, attributes }),
      createClass: (spec) => spec,
    }
    registerPreviews(globals, () => Promise.reject(new Error("editor-preview.js could not be loaded")))
    const container = document.createElement("div")
    const instance = { props, container }
    templates.get("landing")!.componentDidMount!.call(instance)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.textContent).toBe("The preview could not start: editor-preview.js could not be loaded")
  })
})
