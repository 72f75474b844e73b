/**
 * The editor's preview bundle (/admin/editor-preview.js, bundled by src/gatsby-node/admin-preview.ts): loaded by
 * the editor's script the first time Decap shows a preview (src/cms/preview-host.ts), it renders the site's views
 * with the site's React into the element the host gives it inside Decap's preview iframe.
 */
import { createRoot, type Root } from "react-dom/client"
import { PREVIEW_GLOBAL, type PreviewRenderer, type PreviewRequest } from "../cms/preview-files"
import { changedEntry } from "./changed-entry"
import { items, record } from "./draft"
import { PreviewFrame } from "./frame"
import { FilePreview } from "./templates"

interface Shown {
  root: Root
  /** The last draft's list entries, to tell which one the editor changes next. */
  entries: readonly unknown[]
  focus?: number
}

const shown = new WeakMap<HTMLElement, Shown>()

export const renderer: PreviewRenderer = {
  render(container: HTMLElement, request: PreviewRequest) {
    const entries = items(record(request.data).entries)
    let state = shown.get(container)
    if (!state) {
      state = { root: createRoot(container), entries }
      shown.set(container, state)
    }
    state.focus = changedEntry(state.entries, entries) ?? state.focus
    state.entries = entries
    state.root.render(
      <PreviewFrame doc={container.ownerDocument}>
        <FilePreview request={request} focus={state.focus} />
      </PreviewFrame>,
    )
  },
  unmount(container: HTMLElement) {
    shown.get(container)?.root.unmount()
    shown.delete(container)
  },
}

;(window as unknown as Record<string, PreviewRenderer>)[PREVIEW_GLOBAL] = renderer
