/**
 * Content in more than one language (issue 62, docs/languages.md). A collection with `translatable` text fields is
 * stored the way Decap CMS's `single_file` i18n structure writes it: one file, the English values under `en` and
 * each other language's translations under its code, holding only what is translated:
 *
 *     { "en": { "tagline": "…", "siteUrl": "…", "pages": [{ "key": "people", "title": "People", … }] },
 *       "es": { "tagline": "…", "pages": [{ "key": "people", "title": "Personas" }] } }
 *
 * English is the content as the model describes it (every other check reads it alone); a translation names the
 * same fields, nested the same way. A list's items are matched to the English ones by the list's first `unique`
 * field (its identity, e.g. `key` or `slug`) where the translated item carries it, else by position, as the editor
 * lists them side by side. A page in a language shows each translated value and the English where a translation is
 * missing, and lists those fields (`untranslated`) so they can be marked `lang="en"`; the build reports each missing
 * translation by file, field and entry.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages"
import type { Field, ObjectType } from "./fields"
import { entryNamed } from "./labels"
import { describe, type Problem } from "./problem"
import { sentenceSlugs } from "./sentence"

/** The languages a content file translates into: every language but English. */
export const TRANSLATIONS: readonly Language[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

/** The field, on each object with translatable fields, that lists those showing the English instead. */
export const UNTRANSLATED_FIELD = "untranslated"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A text field visitors read in the page's language. */
export const isTranslatable = (field: Field): boolean => field.kind === "text" && field.translatable === true

/** Whether a field holds something translatable: itself, or a field of its object or of its list's items. */
export const holdsTranslations = (field: Field, seen: Set<ObjectType> = new Set()): boolean => {
  if (isTranslatable(field)) return true
  if (field.kind === "list") return holdsTranslations(field.of, seen)
  if (field.kind === "object") return hasTranslations(field.type, seen)
  return false
}

/** Whether a type holds translatable fields anywhere below it: its file is stored with its languages. */
export const hasTranslations = (type: ObjectType, seen: Set<ObjectType> = new Set()): boolean => {
  if (seen.has(type)) return false
  seen.add(type)
  return Object.values(type.fields).some((field) => holdsTranslations(field, seen))
}

/** A list of translatable texts (a page's paragraphs, the landing page's questions). */
const isTranslatableList = (field: Field): boolean => field.kind === "list" && isTranslatable(field.of)

/**
 * The fields of a type that are translatable texts themselves, or lists of them: those its `untranslated` list can
 * name (a list's item as `questions[1]`).
 */
export const translatableNames = (type: ObjectType): string[] =>
  Object.entries(type.fields)
    .filter(([, field]) => isTranslatable(field) || isTranslatableList(field))
    .map(([name]) => name)

/** The item type of a list of objects that hold translations (a file's pages, sponsors, entries), else undefined. */
const translatedItemType = (field: Field): ObjectType | undefined =>
  field.kind === "list" && field.of.kind === "object" && hasTranslations(field.of.type) ? field.of.type : undefined

/** The field that names a list's items across languages: its first `unique` field, if the items are objects. */
export const identityOf = (field: Field & { kind: "list" }): string | undefined =>
  field.of.kind === "object" ? field.unique?.[0] : undefined

/** The English values of a file stored with its languages (a file of any other shape, as it is). */
export const englishOf = (type: ObjectType, file: unknown): unknown =>
  hasTranslations(type) && isRecord(file) ? file[DEFAULT_LANGUAGE] : file

/** One language's translations in a file stored with its languages (undefined when there are none). */
export const translationOf = (type: ObjectType, file: unknown, language: Language): unknown =>
  hasTranslations(type) && isRecord(file) ? file[language] : undefined

/** A file's contents in its stored shape, from its English and its translations. */
export const withLanguages = (
  type: ObjectType,
  english: unknown,
  translations: Partial<Record<Language, unknown>> = {},
): unknown => {
  if (!hasTranslations(type)) return english
  const file: Record<string, unknown> = { [DEFAULT_LANGUAGE]: english }
  for (const language of TRANSLATIONS) if (translations[language] !== undefined) file[language] = translations[language]
  return file
}

/** The translated item that stands for the English item at `index` (see the module's note). */
const itemFor = (
  translated: readonly unknown[],
  english: readonly unknown[],
  index: number,
  identity: string | undefined,
): unknown => {
  const own = english[index]
  // An English item not yet named (no identity) is matched by its place: by identity, `undefined` would match the
  // first translated item that names none, whichever English item that one translates.
  if (identity !== undefined && isRecord(own) && own[identity] !== undefined && own[identity] !== null) {
    const named = translated.find((item) => isRecord(item) && item[identity] === own[identity])
    if (named !== undefined) return named
  }
  const atPlace = translated[index]
  // An item that names another English item is that one's, never this one's.
  if (identity !== undefined && isRecord(atPlace) && atPlace[identity] !== undefined) return undefined
  return atPlace
}

/** Whether two JSON values are the same value (objects whatever their keys' order). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]))
  }
  return a === b
}

/** The English item a translated list's item stands for: the one it names by its identity, else the one in its place. */
const englishFor = (
  item: unknown,
  english: readonly unknown[],
  index: number,
  identity: string | undefined,
): unknown => {
  if (identity !== undefined && isRecord(item) && item[identity] !== undefined)
    return english.find((own) => isRecord(own) && own[identity] === item[identity])
  return english[index]
}

/** One translation (or an object or item in it) without the English values it holds as they are (see below). */
const withoutCopies = (type: ObjectType, translated: unknown, english: unknown, identity?: string): unknown => {
  if (!isRecord(translated)) return translated
  const own = isRecord(english) ? english : {}
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(translated)) {
    const field = type.fields[name]
    const itemType = field === undefined ? undefined : translatedItemType(field)
    if (field === undefined || name === identity || isTranslatable(field) || isTranslatableList(field))
      kept[name] = value
    else if (field.kind === "object" && hasTranslations(field.type)) {
      const inner = withoutCopies(field.type, value, own[name])
      // An object that held copies alone goes with them (a decorative picture's image, its alt "" untranslated).
      const emptied =
        isRecord(inner) && Object.keys(inner).length === 0 && isRecord(value) && Object.keys(value).length > 0
      if (!emptied) kept[name] = inner
    } else if (field.kind === "list" && itemType !== undefined && Array.isArray(value)) {
      const itemIdentity = identityOf(field)
      const englishItems = Array.isArray(own[name]) ? (own[name] as unknown[]) : []
      kept[name] = value.map((item, index) =>
        withoutCopies(itemType, item, englishFor(item, englishItems, index, itemIdentity), itemIdentity),
      )
    } else if (!sameValue(value, own[name])) kept[name] = value
  }
  return kept
}

/**
 * A file stored with its languages, each translation without the values it holds of fields that are not
 * translatable where they are the English value in the same place (a list's item's identity aside, which says
 * which English item it translates). Decap puts such copies there: a relation field it hides in the Spanish pane
 * still mounts there and sets its value, the English's (seen with the Portraits page's `mocapPortrait`). They
 * translate nothing, so the editor leaves them out before its check and its write (../cms/pre-save.ts,
 * ../cms/content-format.ts); a value that differs from the English is kept, and refused as before.
 */
export const withoutEnglishCopies = (type: ObjectType, file: unknown): unknown => {
  if (!hasTranslations(type) || !isRecord(file)) return file
  const english = file[DEFAULT_LANGUAGE]
  return Object.fromEntries(
    Object.entries(file).map(([language, values]) => [
      language,
      language === DEFAULT_LANGUAGE ? values : withoutCopies(type, values, english),
    ]),
  )
}

/** One translation (or an object or item in it) with each list item that lost its English item to a rename following it. */
const followingRenames = (type: ObjectType, translated: unknown, english: unknown): unknown => {
  if (!isRecord(translated)) return translated
  const own = isRecord(english) ? english : {}
  const followed: Record<string, unknown> = { ...translated }
  for (const [name, field] of Object.entries(type.fields)) {
    const value = translated[name]
    const itemType = translatedItemType(field)
    if (field.kind === "object" && hasTranslations(field.type) && isRecord(value))
      followed[name] = followingRenames(field.type, value, own[name])
    else if (field.kind === "list" && itemType !== undefined && Array.isArray(value)) {
      const identity = identityOf(field)
      const englishItems = Array.isArray(own[name]) ? (own[name] as unknown[]) : []
      const idOf = (item: unknown): unknown => (identity !== undefined && isRecord(item) ? item[identity] : undefined)
      const englishIds = new Set(englishItems.map(idOf).filter((id) => id !== undefined))
      const translatedIds = new Set(value.map(idOf).filter((id) => id !== undefined))
      followed[name] = (value as unknown[]).map((item, index) => {
        const theirs = idOf(item)
        const atPlace = idOf(englishItems[index])
        const renamed =
          identity !== undefined &&
          theirs !== undefined &&
          !englishIds.has(theirs) &&
          atPlace !== undefined &&
          !translatedIds.has(atPlace)
        const next = renamed ? { ...(item as Record<string, unknown>), [identity]: atPlace } : item
        return followingRenames(itemType, next, englishFor(next, englishItems, index, identity))
      })
    }
  }
  return followed
}

/**
 * A file stored with its languages as the editor writes it (../cms/content-format.ts) and checks it before a save
 * (../cms/pre-save.ts):
 * - A translated list item naming an English item that is no longer there, in the place of an English item no
 *   translated item names, translates that one: the editor renamed its identity (a sponsor's slug) in English, and
 *   Decap does not carry a rename into the translations beside it.
 * - Without the English copies Decap puts in a translation (`withoutEnglishCopies`).
 */
export const asTheEditorWrites = (type: ObjectType, file: unknown): unknown => {
  if (!hasTranslations(type) || !isRecord(file)) return file
  const english = file[DEFAULT_LANGUAGE]
  const followed = Object.fromEntries(
    Object.entries(file).map(([language, values]) => [
      language,
      language === DEFAULT_LANGUAGE ? values : followingRenames(type, values, english),
    ]),
  )
  return withoutEnglishCopies(type, followed)
}

/** A translated text: non-empty text. An empty box in the editor is a translation not yet made. */
const translatedText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

/** An English text that has something to translate (an optional field left empty, or alt "" for decoration, has not). */
const hasText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

export interface InLanguage {
  /** The English values with the translated ones in their place, and `untranslated` on every object that can. */
  value: unknown
  /** Where English stands in for a missing translation, as English paths (e.g. `pages[2].title`). */
  missing: string[]
}

/** The language an object's text was said in, by its field naming it (a language tag); English when it names none. */
const saidIn = (holder: Record<string, unknown>, languageField: string): string => {
  const named = holder[languageField]
  return typeof named === "string" && named.trim() !== "" ? named.trim() : DEFAULT_LANGUAGE
}

const fieldInLanguage = (
  field: Field,
  english: unknown,
  translated: unknown,
  at: string,
  missing: string[],
  language: Language,
): { value: unknown; fellBack: boolean; itemsFellBack?: number[] } => {
  if (isTranslatable(field)) {
    if (translatedText(translated)) return { value: translated, fellBack: false }
    if (hasText(english)) missing.push(at)
    return { value: english, fellBack: hasText(english) }
  }
  if (field.kind === "object" && hasTranslations(field.type))
    return { value: objectInLanguage(field.type, english, translated, at, missing, language), fellBack: false }
  if (field.kind === "list" && holdsTranslations(field.of) && Array.isArray(english)) {
    const items = Array.isArray(translated) ? translated : []
    const identity = identityOf(field)
    const itemsFellBack: number[] = []
    const value = english.map((item, index) => {
      const result = fieldInLanguage(
        field.of,
        item,
        itemFor(items, english, index, identity),
        `${at}[${index}]`,
        missing,
        language,
      )
      if (result.fellBack) itemsFellBack.push(index)
      return result.value
    })
    return { value, fellBack: false, itemsFellBack }
  }
  return { value: english, fellBack: false }
}

const objectInLanguage = (
  type: ObjectType,
  english: unknown,
  translated: unknown,
  at: string,
  missing: string[],
  language: Language,
): unknown => {
  if (!isRecord(english)) return english
  const own = isRecord(translated) ? translated : {}
  const prefix = at === "" ? "" : `${at}.`
  const value: Record<string, unknown> = { ...english }
  const untranslated: string[] = []
  for (const [name, field] of Object.entries(type.fields)) {
    if (!holdsTranslations(field)) continue
    // A translation of words said in this language (the mover's own) has nothing to translate here.
    const said = field.kind === "text" && field.translates ? saidIn(english, field.translates.language) : undefined
    const result = fieldInLanguage(
      field,
      english[name],
      own[name],
      `${prefix}${name}`,
      said === language ? [] : missing,
      language,
    )
    value[name] = result.value
    if (result.fellBack) untranslated.push(name)
    for (const index of result.itemsFellBack ?? []) untranslated.push(`${name}[${index}]`)
  }
  if (translatableNames(type).length > 0) value[UNTRANSLATED_FIELD] = untranslated
  return value
}

/**
 * What a page in `language` shows of a file's values (its English, for English). Every object with translatable
 * fields gets `untranslated`: the names of those showing the English (an item of a list of texts as `questions[1]`),
 * [] in English.
 */
export const inLanguage = (type: ObjectType, file: unknown, language: Language): InLanguage => {
  const missing: string[] = []
  const english = englishOf(type, file)
  const translated = language === DEFAULT_LANGUAGE ? english : translationOf(type, file, language)
  const value = objectInLanguage(type, english, translated, "", language === DEFAULT_LANGUAGE ? [] : missing, language)
  return { value, missing: language === DEFAULT_LANGUAGE ? [] : missing }
}

/**
 * Of an object as a page in one language shows it (`inLanguage`'s value, or an object or item in it), only what a
 * translation can change: its translatable texts, the objects and lists of objects holding some (each the same way),
 * and `untranslated`. A referenced entry is one node with its English, carrying this of each other language as
 * `translations` (src/gatsby-node/entry-nodes.ts); a list keeps the English's items in the English's order.
 */
export const translatedPart = (type: ObjectType, value: unknown): Record<string, unknown> => {
  if (!isRecord(value)) return {}
  const part: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(type.fields)) {
    if (!holdsTranslations(field) || !Object.hasOwn(value, name)) continue
    const own = value[name]
    const itemType = translatedItemType(field)
    if (field.kind === "object" && isRecord(own)) part[name] = translatedPart(field.type, own)
    else if (itemType !== undefined && Array.isArray(own))
      part[name] = own.map((item) => translatedPart(itemType, item))
    else part[name] = own
  }
  if (translatableNames(type).length > 0)
    part[UNTRANSLATED_FIELD] = Array.isArray(value[UNTRANSLATED_FIELD]) ? value[UNTRANSLATED_FIELD] : []
  return part
}

const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", es: "Spanish" }

/** A language's name in the build's messages, which are English. */
export const languageNamed = (language: Language): string => LANGUAGE_NAMES_IN_ENGLISH[language]

/**
 * Reports a problem at `at`, a place in the translation; `englishAt`, the English place it translates (or the
 * nearest English place above it), names the entry, which a translated list's order need not follow.
 */
type Report = (at: string, message: string, englishAt: string) => void

const joined = (at: string, name: string): string => (at === "" ? name : `${at}.${name}`)

const marksNamed = (sentence: string): string => {
  const slugs = sentenceSlugs(sentence)
  return slugs.length === 0 ? "none" : slugs.map((slug) => `{${slug}}`).join(", ")
}

/**
 * How a translation's `{slug}` marks differ from its English's, or undefined when they name the same entries as
 * often (in any order: a sentence's order changes with its language). The English's marks are checked against
 * their list by the build (./cross-checks.ts); a translation naming the same is right with them.
 */
const marksDiffer = (english: string, translated: string): string | undefined => {
  const count = (sentence: string) => {
    const counts = new Map<string, number>()
    for (const slug of sentenceSlugs(sentence)) counts.set(slug, (counts.get(slug) ?? 0) + 1)
    return counts
  }
  const own = count(english)
  const theirs = count(translated)
  const extra = [...theirs].filter(([slug, n]) => n > (own.get(slug) ?? 0)).map(([slug]) => `{${slug}}`)
  const lacking = [...own].filter(([slug, n]) => n > (theirs.get(slug) ?? 0)).map(([slug]) => `{${slug}}`)
  const said = [
    ...(extra.length > 0 ? [`it names ${extra.join(", ")} beyond the English's`] : []),
    ...(lacking.length > 0 ? [`it leaves out ${lacking.join(", ")}`] : []),
  ]
  return said.length === 0 ? undefined : said.join("; ")
}

/** The problems of one translation's shape: what it holds must be translatable and in the English's places. */
const checkTranslatedObject = (
  type: ObjectType,
  english: unknown,
  translated: unknown,
  at: string,
  englishAt: string,
  report: Report,
): void => {
  if (translated === undefined || translated === null) return
  if (!isRecord(translated)) return report(at, `must be an object { … } (got ${describe(translated)})`, englishAt)
  const englishValues = isRecord(english) ? english : {}
  const translatable = Object.entries(type.fields)
    .filter(([, field]) => holdsTranslations(field))
    .map(([name]) => name)
  for (const [name, value] of Object.entries(translated)) {
    const field = type.fields[name]
    if (field === undefined || !holdsTranslations(field)) {
      report(
        joined(at, name),
        `is not translated: a translation holds only ${translatable.join(", ")} (the rest is the English's)`,
        joined(englishAt, name),
      )
      continue
    }
    checkTranslatedField(field, englishValues[name], value, joined(at, name), joined(englishAt, name), report)
  }
}

const checkTranslatedField = (
  field: Field,
  english: unknown,
  translated: unknown,
  at: string,
  englishAt: string,
  report: Report,
): void => {
  if (translated === undefined || translated === null) return
  if (isTranslatable(field)) {
    if (typeof translated !== "string") return report(at, `must be text (got ${describe(translated)})`, englishAt)
    if (field.kind === "text" && field.marks && typeof english === "string" && translatedText(translated)) {
      const differ = marksDiffer(english, translated)
      if (differ)
        report(
          at,
          `must name the same ${field.marks.noun}s as the English, as often: ${differ} (the English names ${marksNamed(english)})`,
          englishAt,
        )
    }
    return
  }
  if (field.kind === "object") return checkTranslatedObject(field.type, english, translated, at, englishAt, report)
  if (field.kind !== "list") return
  if (!Array.isArray(translated)) return report(at, `must be a list [ … ] (got ${describe(translated)})`, englishAt)
  const englishItems = Array.isArray(english) ? english : []
  const identity = identityOf(field)
  const firstNaming = new Map<unknown, number>()
  translated.forEach((item, index) => {
    const itemAt = `${at}[${index}]`
    const named = identity !== undefined && isRecord(item) ? item[identity] : undefined
    if (named !== undefined) {
      const first = firstNaming.get(named)
      if (first !== undefined)
        return report(
          `${itemAt}.${identity}`,
          `translates the same English item as ${at}[${first}] (${identity} ${describe(named)}); only the first is used`,
          englishAt,
        )
      firstNaming.set(named, index)
      const englishIndex = englishItems.findIndex((own) => isRecord(own) && own[identity!] === named)
      if (englishIndex < 0)
        return report(
          `${itemAt}.${identity}`,
          `names no English item: ${describe(named)} is not a ${identity} there`,
          englishAt,
        )
      const { [identity!]: _, ...rest } = item as Record<string, unknown>
      if (field.of.kind === "object")
        checkTranslatedObject(
          field.of.type,
          englishItems[englishIndex],
          rest,
          itemAt,
          `${englishAt}[${englishIndex}]`,
          report,
        )
      return
    }
    if (index >= englishItems.length)
      return report(itemAt, `has no English item to translate (the English list has ${englishItems.length})`, englishAt)
    checkTranslatedField(field.of, englishItems[index], item, itemAt, `${englishAt}[${index}]`, report)
  })
}

/**
 * Everything wrong with a file stored with its languages, and every missing translation: errors for a file whose
 * languages are not where they belong, or a translation of something that is not translatable or not in the
 * English; a warning per missing translation, or an error when the language is `complete`. Fields are named from the
 * file's top, so a translation's start with its language (`es.pages[2].title`); the entry is named from the English.
 */
export const checkLanguages = (
  type: ObjectType,
  file: unknown,
  options: { fileLabel: string; complete: readonly Language[] },
): Problem[] => {
  const problems: Problem[] = []
  const { fileLabel } = options
  if (!hasTranslations(type) || !isRecord(file)) return problems
  const english = file[DEFAULT_LANGUAGE]
  for (const key of Object.keys(file))
    if (!(LANGUAGES as readonly string[]).includes(key))
      problems.push({
        file: fileLabel,
        field: key,
        message: `is not a language of the site; the file holds ${LANGUAGES.join(", ")} (English under "${DEFAULT_LANGUAGE}", each translation under its code)`,
      })
  for (const language of TRANSLATIONS) {
    const translated = file[language]
    const name = languageNamed(language)
    checkTranslatedObject(type, english, translated, language, "", (at, message, englishAt) =>
      problems.push({
        file: fileLabel,
        field: at,
        message: `${name}: ${message}`,
        ...entryOf(type, english, englishAt),
      }),
    )
    const complete = options.complete.includes(language)
    for (const at of inLanguage(type, file, language).missing)
      problems.push({
        file: fileLabel,
        field: `${language}.${at}`,
        ...(complete ? {} : { severity: "warning" as const }),
        message: complete
          ? `has no ${name} translation, and ${name} is declared complete (COMPLETE_LANGUAGES): translate it`
          : `has no ${name} translation yet: the ${name} page shows the English, marked as English`,
        ...entryOf(type, english, at),
      })
  }
  return problems
}

const entryOf = (type: ObjectType, english: unknown, at: string): { entry?: string } => {
  const entry = entryNamed(type, english, at)
  return entry === undefined ? {} : { entry }
}
