/**
 * The preview pane's templates, registered with Decap by the editor's script (./editor-script.ts). Each is a host:
 * Decap renders it inside the preview pane's iframe with Decap's own React, and it hands a plain element and the
 * entry's draft to the preview bundle (src/cms-preview/), which renders the site's own views there with the site's
 * React and Emotion. The bundle (React, the views, the fonts' rules) is loaded the first time a preview is shown,
 * not with /admin/, so the editor's first load does not grow by it.
 */
import { ADMIN_PATH } from "../security-headers"
import { CMS_COLLECTION } from "./decap"
import { mediaPath, mediaResolver } from "./preview-media"
import {
  PREVIEW_GLOBAL,
  PREVIEW_SCRIPT,
  PREVIEWED_FILES,
  type PreviewedFile,
  type PreviewRenderer,
  type PreviewRequest,
} from "./preview-files"

/** The parts of Decap's immutable values the host reads. */
interface Immutable {
  toJS(): unknown
}
interface HostProps {
  entry: { getIn(path: readonly string[]): Immutable | undefined; get(key: "mediaFiles"): Immutable | undefined }
  getCollection: (collection: string, file: string) => Promise<{ get(key: "data"): unknown } | undefined>
}
interface HostInstance {
  props: HostProps
  container?: HTMLElement | null
}
export interface PreviewGlobals {
  CMS: { registerPreviewTemplate(name: string, component: unknown): void }
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
  createClass: (spec: Record<string, unknown>) => unknown
}

const plain = (value: unknown): unknown =>
  value !== null && typeof value === "object" && "toJS" in value && typeof value.toJS === "function"
    ? (value as Immutable).toJS()
    : value

let loading: Promise<PreviewRenderer> | undefined

/** The preview bundle, loaded once into the admin page (script-src 'self': no inline code, no eval). */
export const loadRenderer = (win: Window = window): Promise<PreviewRenderer> =>
  (loading ??= new Promise<PreviewRenderer>((resolve, reject) => {
    const script = win.document.createElement("script")
    script.src = `${ADMIN_PATH}${PREVIEW_SCRIPT}`
    script.onload = () => {
      const renderer = (win as unknown as Record<string, PreviewRenderer | undefined>)[PREVIEW_GLOBAL]
      if (renderer) resolve(renderer)
      else reject(new Error(`${PREVIEW_SCRIPT} loaded without its renderer`))
    }
    script.onerror = () => {
      loading = undefined
      reject(new Error(`${PREVIEW_SCRIPT} could not be loaded`))
    }
    win.document.head.append(script)
  }))

const resolve = mediaResolver()

/**
 * The files the editor has chosen for this entry and not saved yet, by repository path: their blob: URLs (Decap's
 * entry.mediaFiles). Not Decap's getAsset: without each field's config it looks for "stills/x.jpg" beside the JSON
 * file, and asks the backend for that wrong path.
 */
const draftMedia = (props: HostProps): Map<string, string> => {
  const files = plain(props.entry.get("mediaFiles"))
  const drafts = new Map<string, string>()
  if (Array.isArray(files))
    for (const file of files as { path?: unknown; url?: unknown }[])
      if (typeof file.path === "string" && typeof file.url === "string") drafts.set(file.path, file.url)
  return drafts
}

/**
 * What the preview is told about the entry on screen now. `arrived` is called when a stored media file the
 * preview asked for has been read, to draw the preview again with it.
 */
export const previewRequest = (
  file: PreviewedFile,
  props: HostProps,
  arrived: () => void = () => undefined,
  resolveMedia: ReturnType<typeof mediaResolver> = resolve,
): PreviewRequest => {
  const drafts = draftMedia(props)
  return {
    file,
    data: plain(props.entry.getIn(["data"])) ?? {},
    asset: (value, owner) => (value === "" ? "" : resolveMedia(mediaPath(value, owner), drafts, arrived)),
    other: async (name) => plain((await props.getCollection(CMS_COLLECTION, name))?.get("data")),
  }
}

const host = ({ h, createClass }: PreviewGlobals, file: PreviewedFile, load: () => Promise<PreviewRenderer>) =>
  createClass({
    componentDidMount(this: HostInstance) {
      paint(this, file, load)
    },
    componentDidUpdate(this: HostInstance) {
      paint(this, file, load)
    },
    componentWillUnmount(this: HostInstance) {
      const container = this.container
      if (container) void load().then((renderer) => renderer.unmount(container))
    },
    render(this: HostInstance) {
      return h("div", {
        ref: (element: HTMLElement | null) => {
          this.container = element
        },
      })
    },
  })

/** The name of Decap's preview frame for assistive technology (Decap gives its iframe none). */
export const PREVIEW_FRAME_TITLE = "Preview of the page, as the site shows it"

const paint = (instance: HostInstance, file: PreviewedFile, load: () => Promise<PreviewRenderer>) => {
  const container = instance.container
  if (!container) return
  const frame = container.ownerDocument.defaultView?.frameElement
  if (frame && !frame.hasAttribute("title")) frame.setAttribute("title", PREVIEW_FRAME_TITLE)
  const request = previewRequest(file, instance.props, () => paint(instance, file, load))
  void load().then(
    (renderer) => renderer.render(container, request),
    (error: unknown) => {
      container.textContent = `The preview could not start: ${error instanceof Error ? error.message : String(error)}`
    },
  )
}

/** Registers a preview template for every previewed file. */
export const registerPreviews = (
  globals: PreviewGlobals,
  load: () => Promise<PreviewRenderer> = loadRenderer,
): void => {
  for (const file of PREVIEWED_FILES) globals.CMS.registerPreviewTemplate(file, host(globals, file, load))
}
