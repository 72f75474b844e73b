/**
 * Marks each refused field in the form: its input gets `aria-invalid="true"` and `aria-describedby` pointing at a
 * line of red text under its label saying what to do, and a collapsed list entry that holds it is opened.
 *
 * What Decap allows: its own field errors (the red label and the list under it) live in its store, written only by
 * a field's Widget when Decap validates it (at Publish, before the preSave event); a custom widget may add its own
 * error through `isValid`, but the built-in widgets cannot be given one, and the store is not reachable from outside.
 * The check before a save runs after that validation, so its problems cannot enter the store. So the mark is placed
 * in the page from the problem's path: Decap renders each field as a container whose label is `for` an id that
 * starts with the field's name (`slug-field-9`), and each list as an element with that id whose second child holds
 * the entries in order. A mark goes when its field is changed and before every new check. Browser only.
 */
import type { EditorMessage } from "./editor-messages"
import { pathParts } from "./editor-messages"
import { EDITOR_MARK_COLOUR } from "../theme/editor-marks"
import { LABEL_SEPARATOR } from "../content-model/labels"

/** The attribute on our marks and the fields they mark, so they can be found and cleared. */
const MARK = "data-editor-problem"
const MARK_STYLE = `color:${EDITOR_MARK_COLOUR};font-size:13px;font-weight:600;margin:4px 0 0;`

/** The control container of a field named `name`, nearest to `scope` (fields nested deeper have the same names). */
const fieldIn = (scope: Element, name: string): HTMLLabelElement | undefined => {
  const labels = [...scope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`)]
  const depth = (label: Element) => {
    let count = 0
    for (let node = label.parentElement; node && node !== scope; node = node.parentElement)
      if (node.matches("[aria-label$=' field']")) count++
    return count
  }
  return labels.sort((a, b) => depth(a) - depth(b))[0]
}

/** Opens a collapsed list entry (its first button toggles it) so the marked field inside it shows. */
const openEntry = (item: Element) => {
  const toggle = item.children[0]?.querySelector("button")
  if (toggle && item.children[2]?.querySelector("[aria-label$=' field']")?.checkVisibility() === false) toggle.click()
}

/** The form element for a problem's path, or undefined when the form shows no such field. */
const locate = (root: Element, fieldPath: string): { label?: HTMLLabelElement; item?: Element } | undefined => {
  let scope: Element = root
  let label: HTMLLabelElement | undefined
  let item: Element | undefined
  for (const part of pathParts(fieldPath)) {
    if (typeof part === "string") {
      label = fieldIn(scope, part)
      if (!label) return undefined
      scope = label.closest("[aria-label$=' field']") ?? scope
      item = undefined
    } else {
      const list = label && document.getElementById(label.htmlFor)
      item = list?.children[1]?.children[part]
      if (!item) return undefined
      openEntry(item)
      scope = item
      label = undefined
    }
  }
  return { ...(label ? { label } : {}), ...(item ? { item } : {}) }
}

/** Removes every mark. */
export const clearMarks = (root: ParentNode = document): void => {
  for (const element of root.querySelectorAll(`[${MARK}]`)) {
    if (element.tagName === "P") element.remove()
    else {
      element.removeAttribute(MARK)
      element.removeAttribute("aria-invalid")
      element.removeAttribute("aria-describedby")
      if (element instanceof HTMLElement) element.style.outline = ""
    }
  }
}

let counter = 0

/** Marks the fields of the problems in the entry being edited; returns how many it could place. */
export const markFields = (messages: readonly EditorMessage[], file: string, root: Element = document.body): number => {
  clearMarks(root)
  let placed = 0
  for (const message of messages.filter((m) => m.file === file)) {
    const found = locate(root, message.path)
    const container = found?.label?.closest("[aria-label$=' field']") ?? found?.item
    if (!found || !container) continue
    const note = document.createElement("p")
    note.id = `editor-problem-${++counter}`
    note.setAttribute(MARK, "")
    note.setAttribute("style", MARK_STYLE)
    note.textContent = `⚠ ${message.text}`
    const control =
      (found.label && document.getElementById(found.label.htmlFor)) ??
      container.querySelector("input, textarea, select, button")
    if (found.label) found.label.parentElement?.after(note)
    else container.prepend(note)
    const target = control instanceof HTMLElement ? control : (container as HTMLElement)
    target.setAttribute(MARK, "")
    target.setAttribute("aria-invalid", "true")
    target.setAttribute("aria-describedby", note.id)
    if (!found.label) target.style.outline = `2px solid ${EDITOR_MARK_COLOUR}`
    const clear = () => {
      note.remove()
      target.removeAttribute("aria-invalid")
      target.removeAttribute("aria-describedby")
      target.removeAttribute(MARK)
      target.style.outline = ""
    }
    container.addEventListener("input", clear, { once: true })
    container.addEventListener("change", clear, { once: true })
    placed++
  }
  return placed
}

/** Decap's pop-ups show text on one line; a refusal lists one thing to fix a line. */
const TOAST_LINES_CSS = ".Toastify__toast-body { white-space: pre-line; }"
export const showToastLines = (): void => {
  const style = document.createElement("style")
  style.textContent = TOAST_LINES_CSS
  document.head.append(style)
}

/** The list entry (outermost) a form element is in: an element of a list's second child, the list's id a label's. */
const outermostEntry = (element: Element): { item: Element; list: Element } | undefined => {
  let found: { item: Element; list: Element } | undefined
  for (let node = element.parentElement; node; node = node.parentElement) {
    const list = node.parentElement?.parentElement
    if (
      list?.id &&
      node.parentElement === list.children[1] &&
      document.querySelector(`label[for="${CSS.escape(list.id)}"]`)
    )
      found = { item: node, list }
  }
  return found
}

/**
 * Where Decap's own field checks (required, pattern, list sizes) found something, entry by entry, in the form's
 * words: `Sponsor "Jacob's Pillow" → Url, Short name`. Decap shows each error under its field's label (a list
 * beside the label); the entry is named by its collapsed summary (the model's label fields, ./decap.ts) and its
 * noun by the list's "Add …" button.
 */
const fieldsWithErrors = (root: ParentNode = document): string[] => {
  const byEntry = new Map<string, string[]>()
  for (const errors of root.querySelectorAll("label + ul")) {
    const label = errors.previousElementSibling?.textContent?.replace(/ \(optional\)$/, "").trim() ?? ""
    const entry = outermostEntry(errors)
    const add = [...(entry?.list.children[0]?.querySelectorAll("button") ?? [])].map((b) => b.textContent?.trim() ?? "")
    const noun = add.map((text) => /^Add (.+)$/.exec(text)?.[1]).find((word) => word !== undefined)
    // Decap's summary of an entry whose label fields are empty reads "No <first field>"; one with some of them
    // empty keeps their separators ("Data Collection · " for a credit whose name was cleared): named, as the
    // check before a save names it (../content-model/labels.ts), by the parts that are filled in.
    const summary = (entry?.item.children[1]?.textContent?.trim().replace(/^No [\w-]+$/, "") ?? "")
      .split(LABEL_SEPARATOR.trim())
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .join(LABEL_SEPARATOR)
    const name =
      entry && noun
        ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${summary ? JSON.stringify(summary) : "(not named yet)"}`
        : ""
    byEntry.set(name, [...(byEntry.get(name) ?? []), label])
  }
  return [...byEntry].map(([entry, labels]) => (entry === "" ? labels.join(", ") : `${entry} → ${labels.join(", ")}`))
}

/**
 * Decap's pop-up for its own field checks is one fixed phrase (the editor's script sets it, ./pre-save.ts's
 * INVALID_FIELDS_TOAST); when it appears, the entries and fields it is about are added to it.
 */
export const nameEntriesInFieldsToast = (phrase: string): MutationObserver => {
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll(".Toastify__toast-body div"))
      if (toast.childElementCount === 0 && toast.textContent === phrase) {
        const where = fieldsWithErrors()
        if (where.length > 0) toast.textContent = `${phrase}\n${where.join("\n")}`
      }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return observer
}

/** How long Decap shows its refusal pop-ups (its `dismissAfter` for them); ours stays as long. */
const REFUSAL_SHOWN_MS = 8000
/** Decap's words under a required field left empty ("Short name is required."): the one refusal it pops up itself. */
const PRESENCE_ERROR = / is required\.$/
/** The menu items and buttons that ask Decap to save an entry (local publishing, and the live site's workflow). */
const SAVE_COMMANDS = new Set(["Publish now", "Publish and create new", "Publish and duplicate", "Save"])
/** How many ancestors of a click's target may carry a command's name (Decap wraps the words in a span or two). */
const COMMAND_DEPTH = 3

/**
 * A pop-up in Decap's own look: react-toastify's classes, which Decap's pop-ups use and style, with a close button.
 * For the refusals Decap itself says nothing about (below); every other one is Decap's own pop-up.
 */
export const showRefusal = (text: string, root: Document = document): HTMLElement => {
  const container = root.createElement("div")
  container.className = "Toastify__toast-container Toastify__toast-container--top-right"
  const toast = root.createElement("div")
  toast.className = "Toastify__toast Toastify__toast-theme--colored Toastify__toast--error"
  const body = root.createElement("div")
  body.className = "Toastify__toast-body"
  // As react-toastify marks its own: the words are the alert, the close button beside them is not.
  body.setAttribute("role", "alert")
  const words = root.createElement("div")
  words.textContent = text
  body.append(words)
  const close = root.createElement("button")
  close.className = "Toastify__close-button"
  close.type = "button"
  close.setAttribute("aria-label", "close")
  close.textContent = "✖"
  close.addEventListener("click", () => container.remove())
  toast.append(body, close)
  container.append(toast)
  ;(root.querySelector(".Toastify") ?? root.body).append(container)
  setTimeout(() => container.remove(), REFUSAL_SHOWN_MS)
  return container
}

const commandOf = (target: EventTarget | null): string | undefined => {
  let node = target instanceof Element ? target : null
  for (let depth = 0; node && depth <= COMMAND_DEPTH; depth++, node = node.parentElement) {
    const words = node.textContent?.trim() ?? ""
    if (SAVE_COMMANDS.has(words)) return words
  }
  return undefined
}

/**
 * Decap refuses a save whose form fails its own field checks, but pops up only when a required field is empty: an
 * `http://` link or a slug with capitals was refused with no word but the red line under the field, which may be
 * off screen. After every press of a save command, once Decap has checked the form (its check and the redraw run
 * before the next task), when the form shows field errors and none is a required field's, the same pop-up Decap
 * shows for those (`phrase`, with the entries and fields named) is shown. `savesStarted` counts the saves that got
 * past Decap's checks to the editor's own (which speaks for itself).
 */
export const sayFieldRefusals = (phrase: string, savesStarted: () => number): void => {
  document.addEventListener("click", (event) => {
    if (commandOf(event.target) === undefined) return
    const before = savesStarted()
    const check = (): boolean => {
      if (savesStarted() !== before) return true
      const errors = [...document.querySelectorAll("label + ul li")].map((li) => li.textContent?.trim() ?? "")
      if (errors.length === 0) return false
      if (!errors.some((error) => PRESENCE_ERROR.test(error))) showRefusal([phrase, ...fieldsWithErrors()].join("\n"))
      return true
    }
    // Once more after the next frames, in case Decap's redraw waited for one.
    setTimeout(() => check() || requestAnimationFrame(() => requestAnimationFrame(() => void check())), 0)
  })
}
