/**
 * Which content files the editor previews as the site shows them (src/cms-preview/), and how the admin page reaches
 * that preview: a second script, loaded the first time a preview is shown, so /admin/'s first load stays as it was.
 * Shared by the generated config (./decap.ts turns the preview pane on for these files only), the editor's script
 * (./preview-host.ts registers their templates) and the preview bundle itself.
 */

/** The files with a preview, by their name in the CMS (the content file's folder). */
export const PREVIEWED_FILES = [
  "landing",
  "portraits",
  "portraits-page",
  "credits",
  "sponsors",
  "publications",
  "press",
  "archive",
] as const
export type PreviewedFile = (typeof PREVIEWED_FILES)[number]

export const isPreviewed = (name: string): name is PreviewedFile =>
  (PREVIEWED_FILES as readonly string[]).includes(name)

/** The preview's bundle in /admin/ (src/gatsby-node/admin-preview.ts writes it). */
export const PREVIEW_SCRIPT = "editor-preview.js"

/** The global through which the preview bundle hands its renderer to the editor's script. */
export const PREVIEW_GLOBAL = "muEditorPreview"

/** What the editor's script tells the preview each time Decap renders the preview pane. */
export interface PreviewRequest {
  file: PreviewedFile
  /**
   * The entry's draft, as plain data (Decap's entry.getIn(["data"]), unsaved changes included); for a file stored
   * with its languages, shown in another language, that language's draft laid over the English (./preview-host.ts).
   */
  data: unknown
  /**
   * The URL a media value of a content file (by its CMS name) shows at: a blob: URL of the editor's new upload or of
   * the stored file; "" while the stored file is still on its way (the preview is drawn again when it arrives).
   */
  asset: (value: string, file: string) => string
  /** Another content file's English data (Decap's getCollection), for what the page shows beside this file's. */
  other: (file: string) => Promise<unknown>
}

/** What the preview bundle offers, per container the host gives it. */
export interface PreviewRenderer {
  render(container: HTMLElement, request: PreviewRequest): void
  unmount(container: HTMLElement): void
}
