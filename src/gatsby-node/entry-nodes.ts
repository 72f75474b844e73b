import type { GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { entryNodes, LANGUAGE_FIELD, REFERENCE_KEY, TRANSLATIONS_FIELD } from "../content-model/sdl"
import { hasTranslations, inLanguage, translatedPart, TRANSLATIONS } from "../content-model/translations"
import { DEFAULT_LANGUAGE } from "../i18n/languages"

const ENTRY_NODES = entryNodes(COLLECTIONS)

/**
 * Each entry of a list that other files refer to (portraits, sponsors) or that is marked `nodes` (the archive's
 * entries) becomes a node of its own, so `@link(by: "slug")` can find it and a page can query one entry by slug.
 * The JSON files keep their shape: the nodes are derived, never written back.
 *
 * An entry node names its file's node as its `parent` (so media paths still resolve beside the JSON file, and the
 * node lives as long as the file's) but is not listed among that node's children. Gatsby deletes a changed node's
 * children before re-creating them, which would count every entry as changed (and re-run every page that queries
 * one) whenever any entry of the file changed; unlisted, an entry whose own content is the same is only touched,
 * and a page that queries it stays as it was. Entries no longer in the file are deleted here instead.
 *
 * A file stored with its languages (../content-model/translations.ts) is one node per language
 * (./content-languages.ts); its entries are made from the English one alone, one node per entry for every language,
 * so a reference by slug from any file finds exactly one. Each carries, as `translations`, what a page in each
 * other language shows differently (its translated texts, with `untranslated` naming those showing the English),
 * read from the stored file, the language node's parent; a view lays its page's language over the English.
 */
type EntryArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType"> & {
  getNode: NodePluginArgs["getNode"]
}

/** Each other language's translated part of every entry of a stored file's list, by the entry's key. */
const translationsOf = (
  node: Node,
  list: string,
  entryType: string,
  getNode: EntryArgs["getNode"],
): Map<unknown, Record<string, unknown>[]> | undefined => {
  const collection = COLLECTIONS.find((c) => c.type.name === node.internal.type)
  const field = collection?.type.fields[list]
  if (!collection || !hasTranslations(collection.type) || field?.kind !== "list" || field.of.kind !== "object")
    return undefined
  const itemType = field.of.type
  if (itemType.name !== entryType || !hasTranslations(itemType)) return undefined
  const stored = node.parent ? getNode(node.parent) : undefined
  const byKey = new Map<unknown, Record<string, unknown>[]>()
  for (const language of TRANSLATIONS) {
    const shown = (inLanguage(collection.type, stored, language).value as Record<string, unknown> | undefined)?.[list]
    for (const item of Array.isArray(shown) ? (shown as Record<string, unknown>[]) : []) {
      const key = item[REFERENCE_KEY]
      byKey.set(key, [...(byKey.get(key) ?? []), { [LANGUAGE_FIELD]: language, ...translatedPart(itemType, item) }])
    }
  }
  return byKey
}

/** Creates (or, unchanged, touches) the entry nodes of one collection node, and deletes those no longer listed. */
const syncEntries = (
  node: Node,
  { actions, createNodeId, createContentDigest, getNodesByType, getNode }: EntryArgs,
) => {
  for (const { collectionType, list, entryType } of ENTRY_NODES) {
    if (node.internal.type !== collectionType) continue
    // Another language's node of a file stored with its languages: its entries are the English node's.
    const language = (node as Record<string, unknown>)[LANGUAGE_FIELD]
    if (language !== undefined && language !== DEFAULT_LANGUAGE) continue
    const entries = (node as Record<string, unknown>)[list]
    if (!Array.isArray(entries)) continue
    const translations = translationsOf(node, list, entryType, getNode)
    const ids = new Set<string>()
    for (const english of entries as Record<string, unknown>[]) {
      const key = english[REFERENCE_KEY]
      // Bad content has already stopped the build (onPreBootstrap validates); skip rather than guess.
      if (typeof key !== "string") continue
      const id = createNodeId(`${entryType} ${key}`)
      ids.add(id)
      const entry = translations ? { ...english, [TRANSLATIONS_FIELD]: translations.get(key) ?? [] } : english
      void actions.createNode({
        ...entry,
        id,
        parent: node.id,
        children: [],
        internal: { type: entryType, contentDigest: createContentDigest(entry) },
      })
    }
    for (const old of getNodesByType(entryType))
      if (old.parent === node.id && !ids.has(old.id)) void actions.deleteNode(old)
  }
}

/** A collection's file was read (first build, or it changed): its entries follow. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => syncEntries(args.node, args)

/**
 * Every build, from the collection nodes already in the store: a cache made before a list became `nodes` (or any
 * cache missing entry nodes) gets them without a clean build, and entries that are already there are only touched.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  for (const type of new Set(ENTRY_NODES.map((e) => e.collectionType)))
    for (const node of args.getNodesByType(type)) syncEntries(node, args)
}
