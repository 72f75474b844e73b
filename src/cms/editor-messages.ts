/**
 * The editor's refusals in the editor's words: each problem the check before a save finds (./pre-save.ts) is said
 * as the entry by its name first (the sponsor's name, the portrait's subject, the archive entry's title, or the
 * file's own label for a field outside any list), then the field by the label the form shows, then what to do:
 * `Sponsor "Jacob's Pillow" → Slug: another sponsor, Doris Duke Foundation, already uses the slug
 * "doris-duke-foundation". Choose another.` Everything named comes from the content model (../content-model/model.ts:
 * the collections' labels, the types' nouns and label fields, the fields' names through the same `humanize` the
 * form's labels come from, ./decap.ts); only the sentence of each kind of rule is written here. Pure.
 */
import type { Field, ObjectType } from "../content-model/fields"
import { humanize, labelOf, nounOf } from "../content-model/labels"
import type { Collection } from "../content-model/model"
import type { Problem, Rule } from "../content-model/problem"
import { hasTranslations, languageNamed, TRANSLATIONS } from "../content-model/translations"
import type { Language } from "../i18n/languages"

/** Between the labels of nested fields, as the form nests them ("Consent › Display"). */
const FIELD_SEPARATOR = " › "
/** Between the entry and the field, and the field and what to do. */
const ENTRY_SEPARATOR = " → "

/** One step of a problem's path through its file's data. */
type Step =
  | { kind: "field"; name: string; field: Field; value: unknown }
  | { kind: "item"; index: number; of: Field; value: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** "sponsors[1].slug" → ["sponsors", 1, "slug"]. */
export const pathParts = (fieldPath: string): (string | number)[] =>
  (fieldPath.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((part) => (part.startsWith("[") ? Number(part.slice(1, -1)) : part))

/** The steps of a path through the model and the data; stops where the model ends (an unknown field). */
const walk = (type: ObjectType, data: unknown, fieldPath: string): Step[] => {
  const steps: Step[] = []
  let fields: ObjectType["fields"] | undefined = type.fields
  let value = data
  let current: Field | undefined
  for (const part of pathParts(fieldPath)) {
    if (typeof part === "number") {
      if (current?.kind !== "list") break
      value = Array.isArray(value) ? value[part] : undefined
      steps.push({ kind: "item", index: part, of: current.of, value })
      current = current.of
    } else {
      if (current?.kind === "object") fields = current.type.fields
      else if (current !== undefined) break
      const field = fields?.[part]
      value = isRecord(value) ? value[part] : undefined
      if (field === undefined) {
        // An unknown field (written by hand): named as written, so the editor can find it.
        steps.push({ kind: "field", name: part, field: { kind: "text" }, value })
        break
      }
      steps.push({ kind: "field", name: part, field, value })
      current = field
    }
  }
  return steps
}

const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
/** "the third" for index 2; "number 14" past the tenth. */
export const ordinal = (index: number): string => ORDINAL_WORDS[index] ?? `number ${index + 1}`

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** How a list item is named: its label, or its place in the list while it has none (a new entry). */
const itemName = (step: Step & { kind: "item" }): { noun?: string; label?: string; place: string } => {
  const place = `the ${ordinal(step.index)}`
  if (step.of.kind !== "object") return { place }
  const label = labelOf(step.of.type, step.value)
  return { noun: nounOf(step.of.type), place, ...(label === undefined ? {} : { label }) }
}

/** `"Jacob's Pillow"`, or `(the sixth, not named yet)`. */
const calledBy = (item: { label?: string; place: string }) =>
  item.label === undefined ? `(${item.place}, not named yet)` : JSON.stringify(item.label)

/** Where a problem is, in the editor's words. */
export interface Place {
  /** The entry by its name (`Sponsor "Jacob's Pillow"`), or the file's label for a field outside any list. */
  entry: string
  /** The field's label, nested labels joined ("Consent › Display"); "" when the problem is the entry as a whole. */
  field: string
  /** The last field's own label ("Display"). */
  label: string
  /** What one entry of the list is called ("sponsor"), when the problem is in a list entry. */
  noun?: string
}

/** Names the problem's entry and field from the model and the data the editor is saving. */
export const placeOf = (problem: Problem, collection: Collection, data: unknown): Place => {
  const steps = walk(collection.type, data, problem.field)
  const entryAt = steps.findIndex((step) => step.kind === "item" && step.of.kind === "object")
  const fileLabel = collection.label ?? humanize(collection.file.split("/")[0] ?? collection.file)
  const entryStep = steps[entryAt]
  const named = entryStep?.kind === "item" ? itemName(entryStep) : undefined
  const entry = named?.noun === undefined ? fileLabel : `${capitalised(named.noun)} ${calledBy(named)}`
  const within = steps.slice(entryAt + 1)
  const labels = within.flatMap((step): string[] => {
    if (step.kind === "field") return [humanize(step.name)]
    const item = itemName(step)
    return [item.noun === undefined ? item.place : `${item.noun} ${calledBy(item)}`]
  })
  const last = [...within].reverse().find((step) => step.kind === "field")
  return {
    entry,
    field: labels.join(FIELD_SEPARATOR).replaceAll(`${FIELD_SEPARATOR}the `, ", the "),
    label: last?.kind === "field" ? humanize(last.name) : "",
    ...(named?.noun === undefined ? {} : { noun: named.noun }),
  }
}

const quoted = (value: unknown) => JSON.stringify(value)
const listed = (values: readonly unknown[]) => values.map(quoted).join(", ")
/** "lower-case words, digits and hyphens" from what the editor typed, e.g. "Tidewater Trust" → "tidewater-trust". */
const suggestedSlug = (value: string): string =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/** The other entries of the same list, by index, for a duplicate's message. */
interface Siblings {
  nameOf(index: number): string
}

/** What is wrong and what to do, for one rule (the sentence after the field). */
const whatToDo = (rule: Rule | undefined, problem: Problem, place: Place, siblings: Siblings): string => {
  if (rule === undefined) return `${problem.message}.`
  switch (rule.kind) {
    case "required":
      return rule.answer === "yes-no" ? "answer Yes or No." : "is empty. Fill it in."
    case "wrong-type":
      return `should be ${rule.expected}. Set it again in the form.`
    case "slug": {
      const suggestion = suggestedSlug(rule.value)
      return `${quoted(rule.value)} cannot be used in an address. Use lower-case letters, digits and hyphens${suggestion === "" ? "" : `, e.g. ${quoted(suggestion)}`}.`
    }
    case "one-of":
      return `choose one of ${listed(rule.options)}.`
    case "empty":
      return "is empty. Write something in it."
    case "https":
      return "must be a full address starting with https://. Copy it from the browser's address bar."
    case "route":
      return `choose one of the site's pages: ${listed(rule.options)}.`
    case "at-least":
      return `must be ${rule.min} or more.`
    case "reference":
      return `names ${quoted(rule.slug)}, which is no ${rule.to.noun}. Pick one from the list (${listed(rule.known)}).`
    case "media-place":
      return `${quoted(rule.value)} is not in this field's folder (${rule.folder}/). Choose the file again with this field's button.`
    case "extension":
      return `${quoted(rule.value)} is not a ${rule.allowed.join(", ")} file. Choose one that is.`
    case "missing-file":
      return `${quoted(rule.value)} is not there. Upload it again.`
    case "file-kind":
      return `the file ${quoted(rule.value)} ${rule.why}, or remove it from the entry.`
    case "list-size":
      if (rule.min !== undefined && rule.min === rule.max)
        return `needs exactly ${rule.min} (it has ${rule.count}). ${rule.count < rule.min ? "Add" : "Remove"} ${Math.abs(rule.min - rule.count)}.`
      if (rule.min !== undefined && rule.count < rule.min)
        return rule.min === 1 ? "is empty. Add one." : `needs at least ${rule.min} (it has ${rule.count}). Add more.`
      return `may have at most ${rule.max ?? rule.count} (it has ${rule.count}). Remove some.`
    case "duplicate":
      return `another ${place.noun ?? "entry"}, ${siblings.nameOf(rule.firstIndex)}, already uses the ${place.label.toLowerCase()} ${quoted(rule.value)}. Choose another.`
    case "unknown-field":
      return `is not a field here (the fields are ${rule.known.map(humanize).join(", ")}). Remove it from the file.`
    case "fallback-banner":
      return `the ${quoted(rule.section)} banner is missing; it stands in for every section without its own. Add it back.`
    case "portrait-or-video":
      return "give it either a portrait or a video: one of the two, not both and not neither."
    case "sentence-mark":
      return `{${rule.slug}} names no sponsor. Use one of ${rule.known.map((slug) => `{${slug}}`).join(", ")}, or add that sponsor first.`
    case "consent-display":
      return "is No: the mover did not agree to be shown, so this entry cannot be published. Remove the entry, or answer Yes only if the mover agreed."
    case "consent-download":
      return "is on, but the mover did not agree to downloads (Consent › Download is No). Switch it off."
    case "attributed-as-needed":
      return `is empty, but Attribution is ${quoted(rule.attribution)}. Write the name to show.`
    case "attributed-as-anonymous":
      return `must be empty when Attribution is "anonymous". Clear it.`
    case "term-names-itself":
      return "names this term itself. Remove it."
    case "term-one-way":
      return `names ${quoted(rule.other)}, so that term's ${humanize(rule.inverse)} must name ${quoted(rule.term)} too. Add it there.`
  }
}

/** One problem, said in full: entry, field, what to do. */
export interface EditorMessage {
  /** The content file the problem is in, below content/. */
  file: string
  /** The problem's path in that file (sponsors[1].slug), to mark its field in the form. */
  path: string
  place: Place
  /** What is wrong and what to do, capitalised; shown beside the field. */
  text: string
  /** The whole sentence, entry first. */
  sentence: string
}

const CONTENT_PREFIX = "content/"

/** The language of a translation a problem's path is in (`es.pages[2].title`), in a file stored with its languages. */
const translationOfPath = (collection: Collection, fieldPath: string): Language | undefined =>
  hasTranslations(collection.type)
    ? TRANSLATIONS.find((language) => fieldPath === language || fieldPath.startsWith(`${language}.`))
    : undefined

/**
 * A problem in a translation (../content-model/translations.ts `checkLanguages`): the entry named from the English
 * (the translation's items stand for the English ones), the field after the language's name ("Spanish › Title").
 */
const translationMessage = (
  problem: Problem,
  file: string,
  collection: Collection,
  english: unknown,
  language: Language,
): EditorMessage => {
  const name = languageNamed(language)
  const place = placeOf({ ...problem, field: problem.field.slice(language.length + 1) }, collection, english)
  const field = place.field === "" ? name : `${name}${FIELD_SEPARATOR}${place.field}`
  const said = problem.message.startsWith(`${name}: `) ? problem.message.slice(name.length + 2) : problem.message
  const text = capitalised(`${said}.`)
  return {
    file,
    path: problem.field,
    place: { ...place, field },
    text,
    sentence: `${place.entry}${ENTRY_SEPARATOR}${field}: ${text}`,
  }
}

/** Said for the editor: each problem's entry, field and what to do. `parsed` holds every file as it would be saved. */
export const messagesFor = (
  problems: readonly Problem[],
  parsed: ReadonlyMap<string, unknown>,
  collections: readonly Collection[],
): EditorMessage[] =>
  problems.map((problem) => {
    const file = problem.file.replace(CONTENT_PREFIX, "")
    const collection = collections.find((c) => c.file === file)
    const data = parsed.get(file)
    const translation = collection && translationOfPath(collection, problem.field)
    if (collection && translation) return translationMessage(problem, file, collection, data, translation)
    const place: Place = collection
      ? placeOf(problem, collection, data)
      : { entry: file, field: problem.field, label: problem.field }
    const listPath = problem.field.slice(0, problem.field.lastIndexOf("["))
    const siblings: Siblings = {
      nameOf: (index) => {
        const step = collection && walk(collection.type, data, `${listPath}[${index}]`).at(-1)
        return step?.kind === "item" ? (itemName(step).label ?? itemName(step).place) : `the ${ordinal(index)}`
      },
    }
    const text = capitalised(whatToDo(problem.rule, problem, place, siblings))
    const where = place.field === "" ? place.entry : `${place.entry}${ENTRY_SEPARATOR}${place.field}`
    return { file, path: problem.field, place, text, sentence: `${where}: ${text}` }
  })

/**
 * Unanswered Yes/No questions of one entry and group, said once: `Archive entry "Hands" → Consent: answer Yes or No
 * to Display, Download and Commercial.` instead of a line each.
 */
const joinAnswers = (labels: readonly string[]) =>
  labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`

export const groupedSentences = (messages: readonly EditorMessage[], problems: readonly Problem[]): string[] => {
  const sentences: string[] = []
  const groups = new Map<string, { at: number; labels: string[]; entry: string; parent: string }>()
  messages.forEach((message, index) => {
    const rule = problems[index]?.rule
    if (rule?.kind !== "required" || rule.answer !== "yes-no") return void sentences.push(message.sentence)
    const parent = message.place.field.split(FIELD_SEPARATOR).slice(0, -1).join(FIELD_SEPARATOR)
    const key = `${message.file}\n${message.place.entry}\n${parent}`
    const group = groups.get(key)
    if (group) group.labels.push(message.place.label)
    else {
      groups.set(key, { at: sentences.length, labels: [message.place.label], entry: message.place.entry, parent })
      sentences.push("")
    }
  })
  for (const { at, labels, entry, parent } of groups.values()) {
    const where = parent === "" ? entry : `${entry}${ENTRY_SEPARATOR}${parent}`
    sentences[at] = `${where}: Answer Yes or No to ${joinAnswers(labels)}.`
  }
  return sentences
}
