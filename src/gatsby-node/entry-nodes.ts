import type { GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { entryNodes, REFERENCE_KEY } from "../content-model/sdl"

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
 */
type EntryArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType">

/** Creates (or, unchanged, touches) the entry nodes of one collection node, and deletes those no longer listed. */
const syncEntries = (node: Node, { actions, createNodeId, createContentDigest, getNodesByType }: EntryArgs) => {
  for (const { collectionType, list, entryType } of ENTRY_NODES) {
    if (node.internal.type !== collectionType) continue
    const entries = (node as Record<string, unknown>)[list]
    if (!Array.isArray(entries)) continue
    const ids = new Set<string>()
    for (const entry of entries as Record<string, unknown>[]) {
      const key = entry[REFERENCE_KEY]
      // Bad content has already stopped the build (onPreBootstrap validates); skip rather than guess.
      if (typeof key !== "string") continue
      const id = createNodeId(`${entryType} ${key}`)
      ids.add(id)
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
