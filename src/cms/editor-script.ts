/**
 * Our script in the admin page, loaded after Decap's bundle (src/cms/admin.html), bundled for the browser by
 * src/gatsby-node/admin.ts. It adds what the generated config cannot say:
 * - the yes-or-no widget the config uses for answers an editor must choose (consent), with neither preselected;
 * - the check before every save (./pre-save.ts): the build's own rules over the entry and the stored content files,
 *   which refuses the save with the problems named instead of "Entry saved", in the editor's words
 *   (./editor-messages.ts), each marked on its field (./field-marks.ts);
 * - only the media an entry names are written with it (./referenced-media.ts);
 * - a pop-up that does not call a malformed value a missing one;
 * - the format every content file is written in: the repository's order and layout (./content-format.ts);
 * - the motion inspector under an archive entry's motion file (./motion-widgets.ts).
 * - the preview pane's templates, which render the site's own pages from the draft (./preview-host.ts).
 * Everything reaches Decap through its documented globals (`CMS`, `h`, `createClass`).
 */
import { CMS_COLLECTION, CMS_TRANSLATED_COLLECTION, YES_NO_WIDGET } from "./decap"
import { SNIFF_BYTES } from "../content-model/file-kind"
import { ADMIN_PATH } from "../security-headers"
import { COLLECTIONS } from "../content-model/model"
import { CONTENT_FORMAT, CONTENT_FORMAT_EXTENSION, contentFormat } from "./content-format"
import {
  FAILED_SAVE_PHRASE,
  INVALID_FIELDS_TOAST,
  problemsBeforeSave,
  Refusal,
  refusalFor,
  savedFile,
  storedUploadName,
  chosenFileRefusal,
} from "./pre-save"
import {
  clearMarks,
  markFields,
  nameEntriesInFieldsToast,
  sayFieldRefusals,
  showRefusal,
  showToastLines,
} from "./field-marks"
import { reloadOnEntryChange } from "./admin-navigation"
import { DECAP_BACKENDS, guardRegisteredBackends, type BackendRegistry } from "./referenced-media"
import { LoadedVersions, lostDataRefusal, lostLoadedFile, staleRefusal, type ChangedBy } from "./stale-saves"
import { registerMotionInspector, type DecapWidgetGlobals } from "./motion-widgets"
import { registerPreviews, type PreviewGlobals } from "./preview-host"

/**
 * The parts of Decap's immutable entry the check reads. A file stored with its languages has its English as `data`
 * and each translation in `i18n` (`{ es: { data } }`, Decap's single_file i18n).
 */
interface DecapEntry {
  get(key: "path" | "collection" | "slug"): string
  get(key: "data"): { toJS(): unknown }
  get(key: "i18n"): { toJS(): unknown } | undefined
}
interface WidgetProps {
  value: unknown
  forID: string
  classNameWrapper: string
  field: { get: (key: string, fallback?: string) => string }
  onChange: (value: boolean) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
}
type Element = unknown
interface DecapGlobals {
  CMS: {
    registerWidget(name: string, control: unknown): void
    registerEventListener(listener: { name: "preSave"; handler(args: { entry: DecapEntry }): Promise<unknown> }): void
    getLocale(name: string): Record<string, Record<string, Record<string, string>>> | undefined
    registerLocale(name: string, phrases: unknown): void
    registerCustomFormat(name: string, extension: string, format: typeof contentFormat): void
  } & BackendRegistry
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element
  createClass: (spec: { render(this: { props: WidgetProps }): Element }) => unknown
}

/** The content file's path in a Decap entry ("content/sponsors/sponsors.json") below content/. */
const CONTENT_PREFIX = "content/"

/**
 * Two radio buttons, "Yes" and "No", writing true or false; nothing is checked until the editor picks one, so an
 * untouched answer is missing (Decap's `required` then refuses the save) rather than silently "no".
 */
const yesNoWidget = ({ h, createClass }: DecapGlobals) =>
  createClass({
    render() {
      const { value, forID, classNameWrapper, field, onChange, setActiveStyle, setInactiveStyle } = this.props
      const choice = (answer: boolean, text: string) =>
        h(
          "label",
          { style: { marginRight: "1.5em", cursor: "pointer" } },
          h("input", {
            type: "radio",
            name: forID,
            value: text,
            checked: value === answer,
            onChange: () => onChange(answer),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
            style: { marginRight: "0.4em" },
          }),
          text,
        )
      return h(
        "div",
        {
          id: forID,
          role: "radiogroup",
          "aria-label": field.get("label", field.get("name")),
          className: classNameWrapper,
        },
        choice(true, "Yes"),
        choice(false, "No"),
      )
    },
  })

/** The first bytes of every file chosen for upload in this session, by the name Decap stores it under. */
const uploads = new Map<string, Uint8Array>()
/** Records each chosen file's first bytes, and names at once a file that is not what its name says. */
const recordUploads = (event: Event) => {
  const input = event.target
  if (!(input instanceof HTMLInputElement) || input.type !== "file") return
  for (const file of input.files ?? [])
    void file
      .slice(0, SNIFF_BYTES)
      .arrayBuffer()
      .then((buffer) => {
        const bytes = new Uint8Array(buffer)
        uploads.set(storedUploadName(file.name), bytes)
        const refusal = chosenFileRefusal(file.name, bytes)
        if (refusal !== undefined) showRefusal(refusal)
      })
}

interface AdminConfig {
  backend: { repo: string; branch: string }
  local_backend: { url: string }
}
let configLoaded: Promise<AdminConfig> | undefined
const adminConfig = () =>
  (configLoaded ??= fetch(`${ADMIN_PATH}config.yml`).then((r) => r.json() as Promise<AdminConfig>))

const isLoopback = () => ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname)

/** The stored content files, from decap-server when editing locally, else from GitHub with the editor's login. */
const storedFiles = async (): Promise<Map<string, unknown>> => {
  const config = await adminConfig()
  const paths = COLLECTIONS.map((c) => `${CONTENT_PREFIX}${c.file}`)
  const toMap = (entries: readonly (readonly [string, string])[]) =>
    new Map(entries.map(([file, text]) => [file.slice(CONTENT_PREFIX.length), JSON.parse(text) as unknown]))
  if (isLoopback()) {
    const response = await fetch(config.local_backend.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        action: "entriesByFiles",
        params: { branch: config.backend.branch, files: paths.map((path) => ({ path })) },
      }),
    })
    if (response.ok) {
      const entries = (await response.json()) as { file: { path: string }; data: string }[]
      return toMap(entries.map((e) => [e.file.path, e.data] as const))
    }
  }
  const token = (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }).token
  const entries = await Promise.all(
    paths.map(async (file) => {
      const response = await fetch(
        `https://api.github.com/repos/${config.backend.repo}/contents/${file}?ref=${config.backend.branch}`,
        {
          headers: {
            Accept: "application/vnd.github.raw+json",
            ...(token === undefined ? {} : { Authorization: `token ${token}` }),
          },
        },
      )
      return response.ok ? ([[file, await response.text()] as const] as const) : []
    }),
  )
  return toMap(entries.flat())
}

/** What each content file held when this tab loaded it, from the backend's own reads (./stale-saves.ts). */
const versions = new LoadedVersions()

/** The newest commit touching a file on the live site's branches (its pull request's first), for a stale save's message. */
const lastChangeOnGitHub = async (file: string, branches: readonly string[]): Promise<ChangedBy> => {
  const config = await adminConfig()
  const token = (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }).token
  for (const branch of branches) {
    const response = await fetch(
      `https://api.github.com/repos/${config.backend.repo}/commits?path=${encodeURIComponent(file)}&sha=${encodeURIComponent(branch)}&per_page=1`,
      { headers: token === undefined ? {} : { Authorization: `token ${token}` } },
    ).catch(() => undefined)
    const commits = response?.ok
      ? ((await response.json()) as { commit: { author: { name: string; date: string } } }[])
      : []
    const author = commits[0]?.commit.author
    if (author) return { kind: "person", name: author.name, when: new Date(author.date).toLocaleString() }
  }
  return { kind: "someone" }
}

/**
 * Refuses a save made from a stale copy of its file, or from a form that does not hold the file it shows
 * (./stale-saves.ts). Reading the current text can fail (the backend is unreachable): then the save is let through
 * to the backend, which will fail the same way.
 */
const refuseStaleSave = async (entry: DecapEntry, data: unknown): Promise<void> => {
  const entryPath = entry.get("path")
  const collection = COLLECTIONS.find((c) => `${CONTENT_PREFIX}${c.file}` === entryPath)
  const label = collection?.label ?? entryPath
  const freshness = await versions.freshness(entryPath, {
    collection: entry.get("collection"),
    slug: entry.get("slug"),
    // The local backend (decap-server as `npm run cms` starts it) publishes directly; the live site reviews.
    workflow: !isLoopback(),
  })
  if (freshness.kind === "not-loaded") throw new Refusal(lostDataRefusal(label))
  if (freshness.kind === "unknown")
    console.warn("The editor could not read the file's current version:", freshness.error)
  if (freshness.kind === "changed") {
    const config = await adminConfig()
    const by = isLoopback()
      ? ({ kind: "local" } as const)
      : await lastChangeOnGitHub(entryPath, [
          `cms/${entry.get("collection")}/${entry.get("slug")}`,
          config.backend.branch,
        ])
    throw new Refusal(staleRefusal(label, by))
  }
  const loaded = versions.loaded(entryPath)
  if (loaded !== undefined && lostLoadedFile(collection?.type, loaded, data)) throw new Refusal(lostDataRefusal(label))
}

/** The collections of content files: those in one language, and those stored with their languages (./decap.ts). */
const CONTENT_COLLECTIONS: readonly string[] = [CMS_COLLECTION, CMS_TRANSLATED_COLLECTION]

/** How many saves got past Decap's own field checks to this one (./field-marks.ts's `sayFieldRefusals`). */
let savesChecked = 0

const checkBeforeSave = async ({ entry }: { entry: DecapEntry }): Promise<undefined> => {
  savesChecked++
  const entryPath = entry.get("path")
  if (!CONTENT_COLLECTIONS.includes(entry.get("collection")) || !entryPath.startsWith(CONTENT_PREFIX)) return undefined
  clearMarks()
  await refuseStaleSave(entry, entry.get("data").toJS())
  let stored: Map<string, unknown>
  try {
    stored = await storedFiles()
  } catch (error) {
    // Without the other files, the rules within this one still run; the build checks the rest.
    console.warn("The editor's check could not read the stored content files:", error)
    stored = new Map()
  }
  const file = entryPath.slice(CONTENT_PREFIX.length)
  // The file as it will be stored: with its translations, if it has them (the checks read its English).
  const data = savedFile(file, entry.get("data").toJS(), entry.get("i18n")?.toJS())
  const problems = await problemsBeforeSave({ file, data, stored, uploads })
  clearMarks()
  if (problems.length === 0) return undefined
  // Said in the editor's words, each problem marked on its field (./editor-messages.ts, ./field-marks.ts).
  const refusal = refusalFor({ problems, file, data, stored })
  markFields(refusal.messages, file)
  throw new Refusal(refusal.text)
}

const start = (globals: DecapGlobals) => {
  globals.CMS.registerCustomFormat(CONTENT_FORMAT, CONTENT_FORMAT_EXTENSION, contentFormat)
  globals.CMS.registerWidget(YES_NO_WIDGET, yesNoWidget(globals))
  // The motion inspector under an archive entry's motion file, filling its unit and up axis (./motion-widgets.ts).
  registerMotionInspector(globals as unknown as DecapWidgetGlobals, document)
  globals.CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave })
  // Only the media an entry names are written with it (./referenced-media.ts), and what each file held when loaded
  // is remembered, so a save from a stale copy is refused (./stale-saves.ts).
  guardRegisteredBackends(globals.CMS, DECAP_BACKENDS, (backend) => versions.watch(backend))
  const english = globals.CMS.getLocale("en")
  if (english)
    globals.CMS.registerLocale("en", {
      ...english,
      ui: {
        ...english.ui,
        toast: {
          ...english.ui?.toast,
          missingRequiredField: INVALID_FIELDS_TOAST,
          onFailToPersist: FAILED_SAVE_PHRASE,
        },
      },
    })
  document.addEventListener("change", recordUploads, true)
  showToastLines()
  nameEntriesInFieldsToast(INVALID_FIELDS_TOAST)
  sayFieldRefusals(INVALID_FIELDS_TOAST, () => savesChecked)
  reloadOnEntryChange()
  registerPreviews(globals as unknown as PreviewGlobals)
}

start(window as unknown as DecapGlobals)
