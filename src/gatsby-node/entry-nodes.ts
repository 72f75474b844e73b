import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { entryNodes, REFERENCE_KEY } from "../content-model/sdl"

const ENTRY_NODES = entryNodes(COLLECTIONS)

/**
 * Each entry of a list that other files refer to (portraits, sponsors) becomes a node of its own, a child
 * of its file's node, so `@link(by: "slug")` can find it and media paths still resolve beside the JSON
 * file. The JSON files keep their shape: the nodes are derived, never written back.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  for (const { collectionType, list, entryType } of ENTRY_NODES) {
    if (node.internal.type !== collectionType) continue
    const entries = (node as Record<string, unknown>)[list]
    if (!Array.isArray(entries)) continue
    for (const entry of entries as Record<string, unknown>[]) {
      const key = entry[REFERENCE_KEY]
      // Bad content has already stopped the build (onPreBootstrap validates); skip rather than guess.
      if (typeof key !== "string") continue
      const child = {
        ...entry,
        id: createNodeId(`${entryType} ${key}`),
        parent: node.id,
        children: [],
        internal: { type: entryType, contentDigest: createContentDigest(entry) },
      }
      void actions.createNode(child)
      actions.createParentChildLink({ parent: node, child: child })
    }
  }
}
