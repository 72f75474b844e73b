/**
 * Checks that a view marks each translatable text with its own language (src/i18n/page-language.tsx, fieldLang):
 * on a Spanish page, a translated text must read as Spanish and one showing the English as English, whatever the
 * elements around it say. The views are rendered inside content marked English, as the site's frame still marks a
 * page's content, so a missing mark shows either way a text can go.
 */
import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { parseInline } from "../../src/components/rich-text"
import type { Field, ObjectType } from "../../src/content-model/fields"
import { translatableNames, UNTRANSLATED_FIELD } from "../../src/content-model/translations"
import { CATALOGUE_ES } from "../../src/i18n/es"
import { PageLanguage, registerWords } from "../../src/i18n/page-language"

/** One translatable text a view shows, and the language it must read in. */
export interface Expected {
  /** Where it is in the data, e.g. `sections[2].paragraphs[1]`. */
  at: string
  text: string
  lang: "en" | "es"
}

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The data with `untranslated` set on every object the model gives translatable texts, by `untranslated(at)` for
 * each text (at: its path); and what each text must read as. The texts themselves stay as they are.
 */
export const withUntranslated = <T,>(
  type: ObjectType,
  value: T,
  untranslated: (at: string) => boolean,
): { data: T; expected: Expected[] } => {
  const expected: Expected[] = []
  const object = (objectType: ObjectType, holder: unknown, at: string): unknown => {
    if (!isRecord(holder)) return holder
    const copy: Json = { ...holder }
    const names = translatableNames(objectType)
    const marked: string[] = []
    const note = (path: string, name: string, text: unknown) => {
      if (typeof text !== "string" || text.trim() === "") return
      const english = untranslated(path)
      if (english) marked.push(name)
      expected.push({ at: path, text, lang: english ? "en" : "es" })
    }
    for (const [name, field] of Object.entries(objectType.fields)) {
      const path = at === "" ? name : `${at}.${name}`
      const own = holder[name]
      if (names.includes(name) && field.kind === "text") note(path, name, own)
      else if (names.includes(name) && field.kind === "list" && Array.isArray(own))
        own.forEach((text, index) => note(`${path}[${index}]`, `${name}[${index}]`, text))
      else copy[name] = nested(field, own, path)
    }
    if (names.length > 0 && UNTRANSLATED_FIELD in holder) copy[UNTRANSLATED_FIELD] = marked
    return copy
  }
  const nested = (field: Field, own: unknown, at: string): unknown => {
    if (field.kind === "object") return object(field.type, own, at)
    if (field.kind === "list" && field.of.kind === "object" && Array.isArray(own)) {
      const of = field.of
      return own.map((item, index) => nested(of, item, `${at}[${index}]`))
    }
    return own
  }
  return { data: object(type, value, "") as T, expected }
}

/** The patterns a view is checked under: every text translated, none, and every other one each way round. */
export const PATTERNS: readonly { name: string; untranslated: (at: string, index: number) => boolean }[] = [
  { name: "every text translated", untranslated: () => false },
  { name: "every text showing the English", untranslated: () => true },
  { name: "every other text showing the English", untranslated: (_, index) => index % 2 === 0 },
  { name: "the other texts showing the English", untranslated: (_, index) => index % 2 === 1 },
]

/** Numbers each text in the order the model walks them, for the alternating patterns. */
export const byPattern = (pattern: (typeof PATTERNS)[number]) => {
  const seen = new Map<string, number>()
  return (at: string) => {
    if (!seen.has(at)) seen.set(at, seen.size)
    return pattern.untranslated(at, seen.get(at)!)
  }
}

/** Renders a view on a Spanish page, inside content marked English as the site's frame marks it. */
export const renderOnSpanishPage = (view: ReactElement) => {
  registerWords("es", CATALOGUE_ES)
  return render(
    <PageLanguage language="es">
      <div lang="en">{view}</div>
    </PageLanguage>,
  )
}

/** Content text as it reads: its **strong** and *em* marks removed (as the views' RichText reads them), spaces as one. */
const reading = (text: string) =>
  parseInline(text)
    .map((segment) => segment.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim()

/**
 * An element's text as it shows, without the interface's words hidden for screen readers inside it (an external
 * link's "opens in a new tab", marked with the page's language on its own).
 */
const shownText = (element: Element): string => {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll(".visually-hidden")) hidden.remove()
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim()
}

/**
 * The elements that show a text: those whose own text is it (the innermost), or whose text alternative
 * (aria-label, alt) is. A sentence with `{slug}` marks is found by its words before the first mark. `shown` gives an
 * element's text as it shows (`shownText`); `misread` passes one that remembers, since it asks for every text.
 */
export const showing = (container: HTMLElement, text: string, shown: (element: Element) => string = shownText) => {
  const words = reading(text.split("{")[0] ?? text)
  const marked = text.includes("{")
  const all = [...container.querySelectorAll("*")]
  const byAlternative = all.filter((e) => e.getAttribute("aria-label") === text || e.getAttribute("alt") === text)
  const holds = (element: Element) => {
    const own = shown(element)
    return marked ? own.startsWith(words) : own === words
  }
  // The innermost elements that hold the whole text.
  const byText = all.filter((element) => holds(element) && ![...element.children].some(holds))
  return [...byAlternative, ...byText]
}

/** Each text that is not shown in the language it must read in: `at` and the language it reads in, or "not shown". */
export const misread = (container: HTMLElement, expected: readonly Expected[]): string[] => {
  // Each element's shown text once, not once per expected text: a deep copy of every element for each of a page's
  // dozens of texts took seconds per view (the Technology page's diagrams hold hundreds of elements).
  const texts = new Map<Element, string>()
  const shown = (element: Element) => {
    let text = texts.get(element)
    if (text === undefined) texts.set(element, (text = shownText(element)))
    return text
  }
  return expected.flatMap(({ at, text, lang }) => {
    const elements = showing(container, text, shown)
    if (elements.length === 0) return [`${at}: not shown`]
    return elements.flatMap((element) => {
      const read = element.closest("[lang]")?.getAttribute("lang")
      return read === lang ? [] : [`${at}: reads as ${read ?? "nothing"}, not ${lang}`]
    })
  })
}
