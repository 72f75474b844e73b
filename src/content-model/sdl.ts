/**
 * Turns the content model into GraphQL type definitions for createSchemaCustomization:
 * every type `@dontInfer`, required fields non-null, media linked with `@fileByRelativePath`.
 *
 * References: an entry that another file names by slug (a portrait, a sponsor) becomes a node of its own
 * (created by src/gatsby-node/entry-nodes.ts from the file's list), the list in its own file links to those
 * nodes, and every reference field links to one by `@link(by: "slug")`. So a page queries exactly the
 * entries it names, not the whole file.
 */
import type { Field, ObjectType, ReferenceTarget } from "./fields"
import type { Collection } from "./model"
import {
  hasTranslations,
  holdsTranslations,
  isTranslatable,
  translatableNames,
  TRANSLATIONS,
  UNTRANSLATED_FIELD,
} from "./translations"
import { DEFAULT_LANGUAGE } from "../i18n/languages"

/** A file stored with its languages (./translations.ts) is read as a node of this type, e.g. SiteJsonLanguages. */
export const storedTypeName = (type: { name: string }): string => `${type.name}Languages`
/** The field of a file's node in one language that names its language. */
export const LANGUAGE_FIELD = "language"

/** The field of a referenced entry's node that holds its other languages (src/gatsby-node/entry-nodes.ts). */
export const TRANSLATIONS_FIELD = "translations"

/** The type of a translation of an object of `type` (./translations.ts `translatedPart`), e.g. PortraitTranslation. */
export const translationTypeName = (type: { name: string }): string => `${type.name}Translation`

/** The field of a referenced entry that a reference names. */
export const REFERENCE_KEY = "slug"

/** A list of entries that other files refer to: each entry is created as a node of type `entryType`. */
export interface EntryNodes {
  /** The collection's node type, e.g. PortraitsJson. */
  collectionType: string
  /** The list field holding the entries, e.g. "portraits". */
  list: string
  /** The entries' type, now a node type, e.g. Portrait. */
  entryType: string
}

const walkFields = (type: ObjectType, visit: (field: Field) => void, seen = new Set<ObjectType>()) => {
  if (seen.has(type)) return
  seen.add(type)
  for (const field of Object.values(type.fields)) {
    visit(field)
    const inner = field.kind === "list" ? field.of : field
    if (inner.kind === "list") visit(inner.of)
    if (inner.kind === "object") walkFields(inner.type, visit, seen)
  }
}

/**
 * Every reference target the model uses (reference fields and `{slug}` marks) and every list marked `nodes`, each
 * once, resolved to the entry type it names.
 */
export const entryNodes = (collections: readonly Collection[]): EntryNodes[] => {
  const targets = new Map<string, Pick<ReferenceTarget, "collection" | "list">>()
  for (const { type } of collections)
    walkFields(type, (field) => {
      const target = field.kind === "list" ? field.of : field
      if (target.kind === "reference") targets.set(`${target.to.collection}#${target.to.list}`, target.to)
      if (target.kind === "text" && target.marks)
        targets.set(`${target.marks.collection}#${target.marks.list}`, target.marks)
    })
  // Lists marked `nodes: true` make nodes of their entries whether or not anything refers to them.
  for (const { file, type } of collections)
    for (const [name, field] of Object.entries(type.fields))
      if (field.kind === "list" && field.nodes) targets.set(`${file}#${name}`, { collection: file, list: name })
  return [...targets.values()].map((target) => {
    const collection = collections.find((c) => c.file === target.collection)
    const list = collection?.type.fields[target.list]
    if (!collection || list?.kind !== "list" || list.of.kind !== "object")
      throw new Error(`A reference names ${target.collection} → ${target.list}, which is not a list of entries`)
    if (list.of.type.fields[REFERENCE_KEY] === undefined)
      throw new Error(`${list.of.type.name} is referenced but has no ${REFERENCE_KEY} field`)
    return { collectionType: collection.type.name, list: target.list, entryType: list.of.type.name }
  })
}

/** A text field with `{slug}` marks and the derived field that lists the entries it names. */
export interface MarkedText {
  /** The object type holding the field, e.g. LandingJson. */
  typeName: string
  field: string
  /** e.g. partnersSentenceSponsors: the field's name followed by the target list's name. */
  entriesField: string
  entryType: string
}

/** Every text field with `{slug}` marks; schema.ts resolves each one's entries field from the same parse. */
export const markedTexts = (collections: readonly Collection[]): MarkedText[] => {
  const entries = entryNodes(collections)
  const found: MarkedText[] = []
  for (const { type } of collectTypes(collections).values())
    for (const [name, field] of Object.entries(type.fields)) {
      if (field.kind !== "text" || !field.marks) continue
      const marks = field.marks
      const collection = collections.find((c) => c.file === marks.collection)
      const entry = entries.find((e) => e.collectionType === collection?.type.name && e.list === marks.list)
      if (!entry) throw new Error(`No entry type for ${marks.collection} → ${marks.list}`)
      const list = marks.list.charAt(0).toUpperCase() + marks.list.slice(1)
      found.push({ typeName: type.name, field: name, entriesField: `${name}${list}`, entryType: entry.entryType })
    }
  return found
}

const graphqlType = (field: Field, entryTypeOf: (to: ReferenceTarget) => string): string => {
  const bang = field.optional ? "" : "!"
  switch (field.kind) {
    case "text":
    case "https":
    case "route":
      return `String${bang}`
    case "reference":
      return `${entryTypeOf(field.to)}${bang} @link(by: "${REFERENCE_KEY}")`
    case "integer":
      return `Int${bang}`
    case "boolean":
      return `Boolean${bang}`
    case "image":
    case "file":
      return `File${bang} @fileByRelativePath`
    case "list": {
      // A directive on a list field applies to each item, so strip it from the inner type and re-append.
      const [inner, ...directives] = graphqlType({ ...field.of, optional: false }, entryTypeOf).split(" ")
      return [`[${inner}]${bang}`, ...directives].join(" ")
    }
    case "object":
      return `${field.type.name}${bang}`
  }
}

/** Every object type reachable from the collections, each once, in a stable order. */
const collectTypes = (collections: readonly Collection[]): Map<string, { type: ObjectType; isNode: boolean }> => {
  const seen = new Map<string, { type: ObjectType; isNode: boolean }>()
  const visit = (type: ObjectType, isNode: boolean) => {
    const known = seen.get(type.name)
    if (known) {
      if (known.type !== type) throw new Error(`Two content types share the name ${type.name}`)
      return
    }
    seen.set(type.name, { type, isNode })
    for (const field of Object.values(type.fields)) {
      const target = field.kind === "list" ? field.of : field
      if (target.kind === "object") visit(target.type, false)
    }
  }
  for (const collection of collections) visit(collection.type, true)
  return seen
}

/**
 * The types of a referenced entry's translations: the entry's translation type (with its `language`) and one for
 * each object type below it that holds translations, each with only those fields (./translations.ts
 * `translatedPart`).
 */
const translationTypeDefs = (entry: ObjectType): string[] => {
  const defs = new Map<string, string>()
  const visit = (type: ObjectType, top: boolean) => {
    if (defs.has(type.name)) return
    defs.set(type.name, "")
    const fields: string[] = top ? [`  ${LANGUAGE_FIELD}: String!`] : []
    for (const [name, field] of Object.entries(type.fields)) {
      if (!holdsTranslations(field)) continue
      const bang = field.optional ? "" : "!"
      if (isTranslatable(field)) fields.push(`  ${name}: String${bang}`)
      else if (field.kind === "object") {
        visit(field.type, false)
        fields.push(`  ${name}: ${translationTypeName(field.type)}${bang}`)
      } else if (field.kind === "list" && field.of.kind === "object") {
        visit(field.of.type, false)
        fields.push(`  ${name}: [${translationTypeName(field.of.type)}!]${bang}`)
      } else if (field.kind === "list") fields.push(`  ${name}: [String!]${bang}`)
    }
    if (translatableNames(type).length > 0) fields.push(`  ${UNTRANSLATED_FIELD}: [String!]!`)
    defs.set(type.name, `type ${translationTypeName(type)} @dontInfer {\n${fields.join("\n")}\n}`)
  }
  visit(entry, true)
  return [...defs.values()]
}

export const toTypeDefs = (collections: readonly Collection[]): string => {
  const entries = entryNodes(collections)
  const entryTypeOf = (to: ReferenceTarget) => {
    const collection = collections.find((c) => c.file === to.collection)
    const found = entries.find((e) => e.collectionType === collection?.type.name && e.list === to.list)
    if (!found) throw new Error(`No entry type for ${to.collection} → ${to.list}`)
    return found.entryType
  }
  return [...collectTypes(collections).values()]
    .map(({ type, isNode }) => {
      const fields = Object.entries(type.fields).map(([name, field]) => {
        const linked = entries.find((e) => e.collectionType === type.name && e.list === name)
        // The file's own list resolves to the entry nodes, in the file's order.
        const link = linked ? ` @link(by: "${REFERENCE_KEY}", from: "${name}.${REFERENCE_KEY}")` : ""
        return `  ${name}: ${graphqlType(field, entryTypeOf)}${link}`
      })
      // One node per language (src/gatsby-node/content-languages.ts), each naming its language, and on every object
      // with translatable fields the names of those showing the English.
      if (isNode && hasTranslations(type))
        fields.unshift(`  ${LANGUAGE_FIELD}: String! # ${[DEFAULT_LANGUAGE, ...TRANSLATIONS].join(", ")}`)
      if (translatableNames(type).length > 0) fields.push(`  ${UNTRANSLATED_FIELD}: [String!]!`)
      const isEntry = entries.some((e) => e.entryType === type.name)
      // A referenced entry is one node, its English, with its other languages beside it.
      if (isEntry && hasTranslations(type))
        fields.push(`  ${TRANSLATIONS_FIELD}: [${translationTypeName(type)}!]! # ${TRANSLATIONS.join(", ")}`)
      const node = isNode || isEntry
      const head = node ? `type ${type.name} implements Node @dontInfer` : `type ${type.name} @dontInfer`
      return `${head} {\n${fields.join("\n")}\n}`
    })
    .concat([
      // An object type below two entries' types is defined once.
      ...new Set(
        [...collectTypes(collections).values()]
          .filter(({ type }) => entries.some((e) => e.entryType === type.name) && hasTranslations(type))
          .flatMap(({ type }) => translationTypeDefs(type)),
      ),
    ])
    .concat(
      collections
        .filter(({ type }) => hasTranslations(type))
        .map(
          ({ type }) =>
            `type ${storedTypeName(type)} implements Node @dontInfer {\n${[DEFAULT_LANGUAGE, ...TRANSLATIONS].map((language) => `  ${language}: JSON`).join("\n")}\n}`,
        ),
    )
    .join("\n\n")
}
