// Gatsby's Node APIs; each lives in src/gatsby-node/.
export { createSchemaCustomization } from "./src/gatsby-node/schema"
export { createPages, onPreBootstrap } from "./src/gatsby-node/validate-content"
