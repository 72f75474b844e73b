/**
 * The preview pane's templates, registered with Decap by the editor's script (./editor-script.ts). Each is a host:
 * Decap renders it inside the preview pane's iframe with Decap's own React, and it hands a plain element and the
 * entry's draft to the preview bundle (src/cms-preview/), which renders the site's own views there with the site's
 * React and Emotion. The bundle (React, the views, the fonts' rules) is loaded the first time a preview is shown,
 * not with /admin/, so the editor's first load does not grow by it.
 */
import { COLLECTIONS, type Collection } from "../content-model/model"
import { englishOf, hasTranslations, inLanguage } from "../content-model/translations"
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages"
import { ADMIN_PATH } from "../security-headers"
import { inLanguagesLayout } from "./content-format"
import { cmsCollectionOfFile } from "./decap"
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
  /** The language the form on the left is written in: Decap previews that language's data (its i18n). */
  locale?: string
}
interface HostInstance {
  props: HostProps
  container?: HTMLElement | null
  english?: EnglishDraft
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

/** The content file a CMS name stands for ("site" → site/site.json). */
const collectionNamed = (name: string, collections: readonly Collection[]): Collection | undefined =>
  collections.find((collection) => collection.file.split("/")[0] === name)

/** A content file's English values, as every preview reads them (a file stored with its languages, its `en`). */
const englishValues = (name: string, data: unknown, collections: readonly Collection[]): unknown => {
  const collection = collectionNamed(name, collections)
  return collection !== undefined && inLanguagesLayout(data) ? englishOf(collection.type, data) : data
}

/**
 * The English a preview in another language stands on, per preview pane: the English draft it last showed, else the
 * English as stored (read once, then the preview is drawn again).
 */
export interface EnglishDraft {
  data?: unknown
  reading?: boolean
}

/**
 * The draft a preview shows. Decap hands a preview in another language only that language's data, which for a file
 * stored with its languages holds the translated texts alone: the page would lose everything else (its pictures,
 * its links, every text not translated yet). An editor writing Spanish expects the Spanish page, as visitors of
 * /es/ will see it: so the translation is laid over the English, with the English where a translation is missing,
 * by the site's own rule (`inLanguage`, ../content-model/translations.ts).
 */
const draftIn = (
  file: PreviewedFile,
  props: HostProps,
  english: EnglishDraft,
  arrived: () => void,
  collections: readonly Collection[],
): unknown => {
  const draft = plain(props.entry.getIn(["data"])) ?? {}
  const collection = collectionNamed(file, collections)
  if (collection === undefined || !hasTranslations(collection.type)) return draft
  const language = LANGUAGES.find((l) => l === props.locale) ?? DEFAULT_LANGUAGE
  if (language === DEFAULT_LANGUAGE) {
    english.data = draft
    return draft
  }
  if (english.data === undefined && english.reading !== true) {
    english.reading = true
    // Unreadable (the backend is unreachable): the translation is shown over nothing, as far as it goes.
    void props.getCollection(cmsCollectionOfFile(file, collections), file).then(
      (stored) => {
        english.data ??= englishValues(file, plain(stored?.get("data")), collections)
        arrived()
      },
      () => undefined,
    )
  }
  const stored = { [DEFAULT_LANGUAGE]: english.data ?? {}, [language]: draft } as Record<Language, unknown>
  return inLanguage(collection.type, stored, language).value
}

/**
 * What the preview is told about the entry on screen now. `arrived` is called when a stored media file the
 * preview asked for (or the stored English a translation stands on) has been read, to draw the preview again.
 */
export const previewRequest = (
  file: PreviewedFile,
  props: HostProps,
  arrived: () => void = () => undefined,
  resolveMedia: ReturnType<typeof mediaResolver> = resolve,
  { english = {}, collections = COLLECTIONS }: { english?: EnglishDraft; collections?: readonly Collection[] } = {},
): PreviewRequest => {
  const drafts = draftMedia(props)
  return {
    file,
    data: draftIn(file, props, english, arrived, collections),
    asset: (value, owner) => (value === "" ? "" : resolveMedia(mediaPath(value, owner), drafts, arrived)),
    other: async (name) =>
      englishValues(
        name,
        plain((await props.getCollection(cmsCollectionOfFile(name, collections), name))?.get("data")),
        collections,
      ),
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
  instance.english ??= {}
  const request = previewRequest(file, instance.props, () => paint(instance, file, load), resolve, {
    english: instance.english,
  })
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
