// Gatsby's Node APIs; each lives in src/gatsby-node/.
export { createResolvers, createSchemaCustomization } from "./src/gatsby-node/schema"
export { onCreateNode } from "./src/gatsby-node/entry-nodes"
export { onPostBuild } from "./src/gatsby-node/post-build"
export { onCreateDevServer } from "./src/gatsby-node/publication-pdfs"
export { createPages, onPreBootstrap } from "./src/gatsby-node/validate-content"
