import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { toTypeDefs } from "../content-model/sdl"
import { outlineText } from "./text-outline"

/** Types the build derives from content rather than reads from it. */
const DERIVED_TYPES = `
type TextOutline @dontInfer {
  viewBox: String!
  width: Float!
  height: Float!
  letters: [String!]!
}
`

/** The whole content schema, declared rather than inferred (see src/content-model/model.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs(COLLECTIONS) + DERIVED_TYPES)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: {
      titleOutline: {
        type: "TextOutline!",
        description: "The site title in capitals, one SVG path per letter",
        resolve: (source: { title: string }) => outlineText(source.title.toUpperCase()),
      },
    },
  })
}
