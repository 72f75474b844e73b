import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { toTypeDefs } from "../content-model/sdl"
import { ARCHIVE_TYPES, archiveResolvers } from "./archive"
import { intrinsicSize } from "./intrinsic-size"
import { outlineText } from "./text-outline"

/** Types the build derives from content rather than reads from it. */
const DERIVED_TYPES = `
type TextOutline @dontInfer {
  viewBox: String!
  width: Float!
  height: Float!
  letters: [String!]!
}
type IntrinsicSize @dontInfer {
  width: Int!
  height: Int!
}
`

/** The whole content schema, declared rather than inferred (see src/content-model/model.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs(COLLECTIONS) + DERIVED_TYPES + ARCHIVE_TYPES)
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  // Gatsby types this action as a bare `Function`; it takes one resolver map.
  const createResolvers = args.createResolvers as (resolvers: Record<string, unknown>) => void
  createResolvers({
    ...archiveResolvers,
    SiteJson: {
      titleOutline: {
        type: "TextOutline!",
        description: "The site title in capitals, one SVG path per letter",
        resolve: (source: { title: string }) => outlineText(source.title.toUpperCase()),
      },
    },
    File: {
      intrinsicSize: {
        type: "IntrinsicSize",
        description: "A picture's width and height as shown (an SVG's viewBox); null for other files",
        resolve: (source: { absolutePath: string }) => intrinsicSize(source.absolutePath),
      },
    },
  })
}
