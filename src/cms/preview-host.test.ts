/** The preview hosts Decap renders: one per previewed file, each handing the draft to the preview bundle. */
import { CMS_COLLECTION } from "./decap"
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
    expect(await request.other("press")).toEqual({ from: `${CMS_COLLECTION}/press` })
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
