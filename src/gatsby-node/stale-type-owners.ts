/**
 * A workaround for a Gatsby 5 cache bug that making a content file translatable walks into.
 *
 * Gatsby records which plugin made each node type (its `typeOwners` state) and refuses a node of that type from any
 * other plugin (ERROR #11321, "created a node of a type owned by another plugin"). The record is kept in the cache
 * with the nodes. When Gatsby drops a cache (gatsby-config.ts, gatsby-node.ts, package.json or a plugin changed,
 * node_modules/gatsby/dist/services/initialize.js) it empties the nodes but not that record: the type-owners reducer
 * does not handle `DELETE_CACHE` (node_modules/gatsby/dist/redux/reducers/type-owners.js).
 *
 * A file made translatable moves its type from gatsby-transformer-json to src/gatsby-node/content-languages.ts: the
 * transformer now makes `LandingJsonLanguages`, and our code `LandingJson` per language. On any cache from before
 * (a developer's, or the one Netlify keeps between deploys and Gatsby's adapter restores), the build then stopped
 * with ERROR #11321, although Gatsby had just emptied that cache (seen 2026-11-30, building landing.json's
 * conversion over the build before it).
 *
 * The same holds the other way, for a file no longer translatable: its type goes back to the transformer. So
 * before any node is made, a content type's record naming another maker than the one that makes it now is
 * dropped, when no node of that type is left (what an emptied cache leaves). A type that still has another
 * plugin's nodes keeps its owner, and Gatsby's own error stands.
 */

/** The part of Gatsby's state this reads and mends (`IGatsbyState["typeOwners"]`). */
export interface TypeOwners {
  typesToPlugins: Map<string, string>
  pluginsToTypes: Map<string, Set<string>>
}

/** The name Gatsby gives the site's own gatsby-node.ts when it records an owner. */
export const SITE_PLUGIN = "default-site-plugin"
/** The plugin that makes the node of a content file not stored with its languages. */
export const TRANSFORMER_PLUGIN = "gatsby-transformer-json"

/**
 * Drops the stale owner of `type`, if a plugin other than `maker` (the one that makes it now) is recorded as its
 * owner and no node of it exists. Returns the owner dropped, if one was.
 */
export const releaseStaleOwner = (
  owners: TypeOwners,
  type: string,
  hasNodes: (type: string) => boolean,
  maker: string = SITE_PLUGIN,
): string | undefined => {
  const owner = owners.typesToPlugins.get(type)
  if (owner === undefined || owner === maker || hasNodes(type)) return undefined
  owners.typesToPlugins.delete(type)
  owners.pluginsToTypes.get(owner)?.delete(type)
  return owner
}

/** Gatsby's record of type owners, in the build's process. */
export const gatsbyTypeOwners = async (): Promise<TypeOwners> => {
  const { store } = await import("gatsby/dist/redux")
  return store.getState().typeOwners
}
