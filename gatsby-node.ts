// Gatsby's Node APIs; each lives in src/gatsby-node/.
import type { GatsbyNode } from "gatsby"
import { onCreateDevServer as serveAdmin } from "./src/gatsby-node/admin"
import { createArchivePages, serveArchiveFiles } from "./src/gatsby-node/archive"
import { onCreateNode as createLanguageNodes, releaseContentTypes } from "./src/gatsby-node/content-languages"
import { onCreateNode as createEntryNodes } from "./src/gatsby-node/entry-nodes"
import { createNotFoundRules } from "./src/gatsby-node/languages"
import { onCreateDevServer as servePublicationPdfs } from "./src/gatsby-node/publication-pdfs"
import {
  onPreBootstrap as checkContent,
  createPages as recheckContent,
  onCreateDevServer as serveProblemPages,
} from "./src/gatsby-node/validate-content"

export { createResolvers, createSchemaCustomization } from "./src/gatsby-node/schema"
export { sourceNodes } from "./src/gatsby-node/entry-nodes"
export { onCreatePage } from "./src/gatsby-node/languages"
export { onCreateWebpackConfig } from "./src/gatsby-node/compile-hints"
export { onPostBuild } from "./src/gatsby-node/post-build"
export { onPostBootstrap } from "./src/gatsby-node/project-root"

// Two parameters, not three: Gatsby waits for a callback from any API function that declares a third.
const noCallback = () => undefined

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  await releaseContentTypes(args)
  await checkContent?.(args, options, noCallback)
}

export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  await recheckContent?.(args, options, noCallback)
  await createArchivePages(args)
  createNotFoundRules(args)
}

/** A file stored with its languages gets a node per language, and a file's listed entries nodes of their own. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  await createLanguageNodes?.(args, options, noCallback)
  await createEntryNodes?.(args, options, noCallback)
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args, options) => {
  // First, so a page whose content has errors is answered with them rather than drawn from what is left.
  await serveProblemPages?.(args, options, noCallback)
  await serveAdmin?.(args, options, noCallback)
  await servePublicationPdfs?.(args, options, noCallback)
  await serveArchiveFiles?.(args, options, noCallback)
}
