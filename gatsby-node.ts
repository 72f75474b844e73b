// Gatsby's Node APIs; each lives in src/gatsby-node/.
export { createResolvers, createSchemaCustomization } from "./src/gatsby-node/schema"
export { createPages, onPreBootstrap } from "./src/gatsby-node/validate-content"
export { onPostBuild } from "./src/gatsby-node/post-build"
