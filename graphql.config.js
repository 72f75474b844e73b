// GraphQL Config for editors' GraphQL tooling (e.g. the GraphQL: Language Feature Support extension for VS Code):
// completion, validation and go-to-definition in the `graphql` queries and fragments under src/.
// Gatsby's typegen (gatsby-config.ts → graphqlTypegen) writes the schema and the fragments it collected into
// .cache/typegen/ when `npm run develop` starts; the endpoint is develop's GraphQL explorer. These are the paths
// and address Gatsby's own generated .cache/typegen/graphql.config.json uses, written out here so the file exists in a
// fresh clone and does not depend on the port develop picked.
module.exports = {
  schema: ".cache/typegen/schema.graphql",
  documents: ["src/**/*.{ts,tsx}", ".cache/typegen/fragments.graphql"],
  extensions: {
    endpoints: { default: { url: "http://127.0.0.1:8000/___graphql" } },
  },
}
