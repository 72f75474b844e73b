/**
 * The motion inspector in the content editor: when an archive entry's motion file is chosen (uploaded now or
 * already stored), the form reads it in a worker with the inspector's own code and shows what it finds under the
 * field (./motion-findings.ts), with a button that fills the entry's unit and up axis from the suggestion.
 *
 * Two widgets, both Decap's own controls with something added (the config names them, src/cms/decap.ts):
 * - `motion-file` on the motion field: Decap's file control, then the findings;
 * - `motion-reading` on the unit and up-axis fields: Decap's string or select control (`base_widget`), which the
 *   button can fill. Each writes only its own value through its own `onChange`, Decap's one way for a widget to
 *   change the entry; the editor can still change the value afterwards.
 * Decap gives a widget no way to change a sibling field, so the fillable fields register a setter under their
 * entry (the `parentIds` Decap gives every control of one object, the same for siblings) and the motion widget
 * calls them. A list entry applies a change to the entry as it was last rendered, so the second setter waits until
 * the first value is shown (see `fillableControl`), or the second change would undo the first.
 */
import { ADMIN_PATH } from "../security-headers"
import { FINDINGS_CSS, findingsView, type Findings, type H, type Suggestion } from "./motion-findings"
import {
  MOTION_FILE_WIDGET,
  MOTION_READING_WIDGET,
  MOTION_WORKER,
  type InspectReply,
  type InspectRequest,
} from "./motion-inspection"

/** An Immutable map as Decap hands a field's config to its widget. */
interface FieldConfig {
  get(key: string): unknown
}
interface ControlProps {
  value?: unknown
  field: FieldConfig
  forID: string
  parentIds?: readonly unknown[]
  onChange: (value: unknown) => void
  getAsset: (path: string, field: FieldConfig) => { path?: string; url?: string; fileObj?: Blob } | undefined
  [other: string]: unknown
}
interface Component<S = Record<string, unknown>> {
  props: ControlProps
  state: S
  setState(state: Partial<S>): void
}
type Spec<C> = ThisType<C> & Record<string, unknown>
export interface DecapWidgetGlobals {
  CMS: {
    registerWidget(name: string, control: unknown, preview?: unknown): void
    getWidget(name: string): { control: unknown; preview?: unknown } | undefined
  }
  h: H
  createClass: (spec: Record<string, unknown>) => unknown
}

/** A reading in progress, which a newer choice of file ends. */
export interface Inspection {
  reply: Promise<InspectReply>
  cancel(): void
}
export type Inspector = (request: InspectRequest) => Inspection

/** Reads the file in a worker from the admin folder, so a long take does not hold up the form. */
export const inspectInWorker: Inspector = (request) => {
  const worker = new Worker(`${ADMIN_PATH}${MOTION_WORKER}`)
  const reply = new Promise<InspectReply>((resolve) => {
    worker.onmessage = (event: MessageEvent<InspectReply>) => {
      resolve(event.data)
      worker.terminate()
    }
    worker.onerror = (event) => {
      resolve({ problem: `the inspector stopped (${event.message || "its script could not run"})` })
      worker.terminate()
    }
  })
  worker.postMessage(request)
  return { reply, cancel: () => worker.terminate() }
}

/** The asset Decap returns while it is still fetching a stored file (decap-cms-core's `emptyAsset`). */
export const LOADING_ASSET_PATH = "empty.svg"
/** How often, and how many times, the widget asks again for a stored file Decap is still fetching. */
export const ASSET_RETRY_MS = 250
export const ASSET_RETRIES = 40
/** How long a fill waits for Decap to show one value before it writes the next anyway. */
export const FILL_SETTLE_MS = 1000

/** The setters of the fillable fields on the page, by entry and field name. */
const fillable = new Map<string, (value: string) => Promise<void>>()
const fillKey = (parentIds: readonly unknown[] | undefined, name: unknown) =>
  JSON.stringify([parentIds ?? [], String(name)])

/** The names of the fields the motion widget fills (the config's `reading_fields`: { unit, up }). */
const readingFields = (field: FieldConfig): { unit: string; up: string } => {
  const fields = field.get("reading_fields") as FieldConfig | Record<string, string> | undefined
  const get = (role: string) =>
    String(
      fields === undefined
        ? ""
        : typeof (fields as FieldConfig).get === "function"
          ? (fields as FieldConfig).get(role)
          : (fields as Record<string, string>)[role],
    )
  return { unit: get("unit"), up: get("up") }
}

/** Props without the ref React may include, to hand to the control the widget wraps. */
const passOn = (props: ControlProps): ControlProps => {
  const rest = { ...props }
  delete rest.ref
  return rest
}

interface Pending {
  value: string
  done: () => void
}

/** A fillable field: Decap's own control (`base_widget`), plus a setter the motion widget calls. */
export const fillableControl = ({ CMS, h, createClass }: DecapWidgetGlobals): unknown => {
  type Self = Component & { key?: string; pending?: Pending; set(value: string): Promise<void> }
  return createClass({
    componentDidMount() {
      this.key = fillKey(this.props.parentIds, this.props.field.get("name"))
      fillable.set(this.key, (value) => this.set(value))
    },
    componentDidUpdate() {
      if (this.pending !== undefined && this.props.value === this.pending.value) this.pending.done()
    },
    componentWillUnmount() {
      if (this.key !== undefined) fillable.delete(this.key)
      this.pending?.done()
    },
    set(value: string): Promise<void> {
      if (this.props.value === value) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), FILL_SETTLE_MS)
        const done = () => {
          clearTimeout(timer)
          this.pending = undefined
          resolve()
        }
        this.pending = { value, done }
        this.props.onChange(value)
      })
    },
    render() {
      const name = this.props.field.get("base_widget")
      const base = CMS.getWidget(typeof name === "string" ? name : "string")?.control
      return h(base as string, passOn(this.props))
    },
  } satisfies Spec<Self>)
}

interface FileState extends Record<string, unknown> {
  findings: Findings
}

/** The motion file's widget: Decap's file control, and under it what the inspector finds in the chosen file. */
export const motionFileControl = (
  { CMS, h, createClass }: DecapWidgetGlobals,
  inspect: Inspector = inspectInWorker,
): unknown => {
  type Self = Component<FileState> & {
    current?: string
    inspection?: Inspection
    retry?: ReturnType<typeof setTimeout>
    retries: number
    alive: boolean
    read(): void
    load(value: string): void
    valueOf(): string
    stop(): void
    start(value: string, file: Blob): Promise<void>
    fill(suggestion: Suggestion): Promise<void>
  }
  return createClass({
    getInitialState(): FileState {
      return { findings: { kind: "none" } }
    },
    // Decap re-renders a control only when its value changes unless the control says otherwise; the file control
    // inside must also see the media library's choice (its `mediaPaths`), so this one always updates.
    shouldComponentUpdate() {
      return true
    },
    componentDidMount() {
      this.alive = true
      this.retries = 0
      // A file the entry already names is read when the editor asks, not on opening the file: an archive of many
      // entries would otherwise fetch every take each time it is opened.
      this.current = this.valueOf()
      if (this.current !== "") this.setState({ findings: { kind: "stored", file: this.current } })
    },
    componentDidUpdate() {
      this.read()
    },
    componentWillUnmount() {
      this.alive = false
      this.stop()
    },
    valueOf(): string {
      return typeof this.props.value === "string" ? this.props.value : ""
    },
    stop() {
      this.inspection?.cancel()
      this.inspection = undefined
      clearTimeout(this.retry)
      this.retry = undefined
    },
    /** Reads the field's file when the editor has chosen another one. */
    read() {
      const value = this.valueOf()
      if (value === this.current) return
      this.stop()
      this.current = value
      this.retries = 0
      if (value === "") this.setState({ findings: { kind: "none" } })
      else this.load(value)
    },
    /** Gets the file from Decap (a blob for an upload, the backend's copy for a stored file) and reads it. */
    load(value: string) {
      const asset = this.props.getAsset(value, this.props.field)
      if (asset === undefined || asset.path === LOADING_ASSET_PATH || (!asset.fileObj && !asset.url)) {
        // Decap is still fetching a stored file; it answers with the file on a later call.
        this.setState({ findings: { kind: "reading", file: value } })
        if (this.retries < ASSET_RETRIES) {
          this.retries += 1
          this.retry = setTimeout(() => {
            this.retry = undefined
            if (this.alive && this.current === value) this.load(value)
          }, ASSET_RETRY_MS)
        } else this.setState({ findings: { kind: "failed", file: value, problem: "the editor could not fetch it" } })
        return
      }
      this.setState({ findings: { kind: "reading", file: value } })
      const file = asset.fileObj
        ? Promise.resolve(asset.fileObj)
        : fetch(asset.url as string).then((response) => {
            if (!response.ok) throw new Error(`the editor could not fetch it (HTTP ${response.status})`)
            return response.blob()
          })
      file.then(
        (blob) => this.start(value, blob),
        (error: unknown) => {
          if (this.alive && this.current === value)
            this.setState({ findings: { kind: "failed", file: value, problem: String((error as Error).message) } })
        },
      )
    },
    async start(value: string, file: Blob) {
      if (!this.alive || this.current !== value) return
      const inspection = inspect({ name: value, file })
      this.inspection = inspection
      const reply = await inspection.reply
      if (!this.alive || this.inspection !== inspection) return
      this.inspection = undefined
      this.setState({
        findings:
          "reading" in reply
            ? { kind: "read", reading: reply.reading, filled: null }
            : { kind: "failed", file: value, problem: reply.problem },
      })
    },
    async fill(suggestion: Suggestion) {
      const names = readingFields(this.props.field)
      for (const [name, value] of [
        [names.unit, suggestion.unit],
        [names.up, suggestion.up],
      ] as const) {
        const set = fillable.get(fillKey(this.props.parentIds, name))
        if (set === undefined) {
          const file = typeof this.props.value === "string" ? this.props.value : ""
          this.setState({ findings: { kind: "failed", file, problem: `this entry has no field "${name}" to fill` } })
          return
        }
        await set(value)
      }
      const { findings } = this.state
      if (this.alive && findings.kind === "read") this.setState({ findings: { ...findings, filled: suggestion } })
    },
    render() {
      const file = CMS.getWidget("file")?.control
      return h(
        "div",
        null,
        h(file as string, passOn(this.props)),
        findingsView(h, this.state.findings, {
          id: `${this.props.forID}-inspector`,
          onFill: (suggestion) => void this.fill(suggestion),
          onRead: () => {
            this.retries = 0
            this.load(this.valueOf())
          },
        }),
      )
    },
  } satisfies Spec<Self>)
}

/** Registers both widgets (with Decap's own previews) and the findings' style rules. */
export const registerMotionInspector = (globals: DecapWidgetGlobals, doc: Document | undefined): void => {
  const { CMS } = globals
  CMS.registerWidget(MOTION_FILE_WIDGET, motionFileControl(globals), CMS.getWidget("file")?.preview)
  CMS.registerWidget(MOTION_READING_WIDGET, fillableControl(globals), CMS.getWidget("string")?.preview)
  if (doc?.head) {
    const style = doc.createElement("style")
    style.textContent = FINDINGS_CSS
    doc.head.append(style)
  }
}
