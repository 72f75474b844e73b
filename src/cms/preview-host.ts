/**
 * The preview pane's templates, registered with Decap by the editor's script (./editor-script.ts). Each is a host:
 * Decap renders it inside the preview pane's iframe with Decap's own React, and it hands a plain element and the
 * entry's draft to the preview bundle (src/cms-preview/), which renders the site's own views there with the site's
 * React and Emotion. The bundle (React, the views, the fonts' rules) is loaded the first time a preview is shown,
 * not with /admin/, so the editor's first load does not grow by it.
 */
import { ADMIN_PATH } from "../security-headers"
import { CMS_COLLECTION } from "./decap"
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
  entry: { getIn(path: readonly string[]): Immutable | undefined }
  getAsset: (path: string) => { toString(): string } | undefined
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

/** What the preview is told about the entry on screen now. */
export const previewRequest = (file: PreviewedFile, props: HostProps): PreviewRequest => ({
  file,
  data: plain(props.entry.getIn(["data"])) ?? {},
  asset: (path) => props.getAsset(path)?.toString() ?? path,
  other: async (name) => plain((await props.getCollection(CMS_COLLECTION, name))?.get("data")),
})

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

const paint = (instance: HostInstance, file: PreviewedFile, load: () => Promise<PreviewRenderer>) => {
  const container = instance.container
  if (!container) return
  const request = previewRequest(file, instance.props)
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
