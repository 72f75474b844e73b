import * as path from "node:path"
import type { GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { COLLECTIONS, type Collection } from "../content-model/model"
import { LANGUAGE_FIELD, storedTypeName } from "../content-model/sdl"
import { hasTranslations, inLanguage } from "../content-model/translations"
import { LANGUAGES } from "../i18n/languages"
import {
  gatsbyTypeOwners,
  releaseStaleOwner,
  SITE_PLUGIN,
  TRANSFORMER_PLUGIN,
  type TypeOwners,
} from "./stale-type-owners"

/**
 * A content file stored with its languages (src/content-model/translations.ts: `{ "en": {…}, "es": {…} }`) is read
 * by gatsby-transformer-json as one node of its stored type (`SiteJsonLanguages`, see `transformerTypeName`); here it
 * becomes one node of the model's type per language (`SiteJson` with `language: "en"`, `language: "es"`), each
 * holding that language's values with the English where a translation is missing and, on each object with
 * translatable fields, `untranslated` naming those. A page reads its language's node (`siteJson(language: { eq:
 * $language })`, the twins' context); media paths still resolve beside the file, through the parent.
 */

const TRANSLATED = COLLECTIONS.filter((collection) => hasTranslations(collection.type))

/** The name gatsby-transformer-json gives a single-object file: its folder's, e.g. portraits-page → PortraitsPageJson. */
const folderTypeName = (dir: string): string =>
  `${path
    .basename(dir)
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")}Json`

/**
 * gatsby-transformer-json's `typeName`: a translated file's stored type, every other file the transformer's own
 * name (the model's type names are those, src/content-model/model.ts). `files` are the translated files as
 * gatsby-config.ts lists them (see there why); a file the model translates but the list leaves out, or the other way
 * round, stops the build here rather than leaving a type with two makers.
 */
export const transformerTypeName = (files: readonly string[]) => {
  const listed = [...files].sort().join(", ")
  const modelled = TRANSLATED.map((collection) => collection.file)
    .sort()
    .join(", ")
  if (listed !== modelled)
    throw new Error(
      `gatsby-config.ts TRANSLATED_FILES lists ${listed || "nothing"}, but the content model translates ${modelled || "nothing"}: list exactly those`,
    )
  return ({ node }: { node: { relativePath?: unknown; dir?: unknown } }): string => {
    const translated = TRANSLATED.find((collection) => collection.file === node.relativePath)
    if (translated) return storedTypeName(translated.type)
    return folderTypeName(typeof node.dir === "string" ? node.dir : "")
  }
}

type LanguageArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">

/** The node of each language made from one stored file's node. */
export const languageNodes = (
  collection: Collection,
  stored: Node,
  { createNodeId }: Pick<LanguageArgs, "createNodeId">,
) =>
  LANGUAGES.map((language) => {
    const { value } = inLanguage(collection.type, stored, language)
    return {
      ...(value as Record<string, unknown>),
      [LANGUAGE_FIELD]: language,
      id: createNodeId(`${stored.id} ${language}`),
      parent: stored.id,
      children: [],
    }
  })

/** A stored file's node was read (first build, or the file changed): its languages' nodes follow. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  const collection = TRANSLATED.find((c) => storedTypeName(c.type) === node.internal.type)
  if (!collection) return
  for (const content of languageNodes(collection, node, { createNodeId })) {
    const { id, parent, children, ...fields } = content
    const child = {
      ...fields,
      id,
      parent,
      children,
      internal: { type: collection.type.name, contentDigest: createContentDigest(fields) },
    }
    void actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  }
}

/**
 * Before any node is made: a content type may be recorded with another maker than it has now by a cache from
 * before its file became translatable (or stopped being), a record Gatsby keeps even when it empties that cache
 * (./stale-type-owners.ts). Each such record is dropped, and said in the build's log.
 */
export const releaseContentTypes = async (
  { getNodesByType, reporter }: Pick<NodePluginArgs, "getNodesByType" | "reporter">,
  owners: TypeOwners | Promise<TypeOwners> = gatsbyTypeOwners(),
  collections: readonly Collection[] = COLLECTIONS,
): Promise<void> => {
  const record = await owners
  for (const collection of collections) {
    const translated = hasTranslations(collection.type)
    const type = collection.type.name
    const maker = translated ? SITE_PLUGIN : TRANSFORMER_PLUGIN
    const dropped = releaseStaleOwner(record, type, (name) => getNodesByType(name).length > 0, maker)
    if (dropped)
      reporter.info(
        `${type} (content/${collection.file}, ${translated ? "stored with its languages" : "in one language"}) is made by ${maker} now, no longer by ${dropped}: the cache's record of its maker is dropped`,
      )
  }
}
