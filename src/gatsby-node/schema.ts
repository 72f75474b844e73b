import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { markedTexts, REFERENCE_KEY, toTypeDefs } from "../content-model/sdl"
import { sentenceSlugs } from "../content-model/sentence"
import { FLIPBOOK_FRAME_TYPES, flipbookFramesResolvers } from "./flipbook-frames"
import { ARCHIVE_TYPES, archiveResolvers } from "./archive"
import { intrinsicSize } from "./intrinsic-size"
import { orientedImageResolvers } from "./oriented-images"
import { outlineText } from "./text-outline"

/** The part of Gatsby's node model a resolver here uses. */
interface NodeModel {
  findAll<T>(args: { type: string; query: object }): Promise<{ entries: Iterable<T> }>
}

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
  actions.createTypes(toTypeDefs(COLLECTIONS) + DERIVED_TYPES + FLIPBOOK_FRAME_TYPES + ARCHIVE_TYPES)
}

/** For each text with `{slug}` marks (e.g. partnersSentence), the entries it names, in the text's order. */
const markedTextResolvers = () => {
  const resolvers: Record<string, Record<string, unknown>> = {}
  for (const { typeName, field, entriesField, entryType } of markedTexts(COLLECTIONS)) {
    resolvers[typeName] = {
      ...resolvers[typeName],
      [entriesField]: {
        type: `[${entryType}!]!`,
        description: `The ${entryType} entries that ${field} names with {${REFERENCE_KEY}} marks, in order`,
        resolve: async (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) => {
          const text = source[field]
          const slugs = typeof text === "string" ? [...new Set(sentenceSlugs(text))] : []
          const { entries } = await context.nodeModel.findAll<Record<string, unknown>>({
            type: entryType,
            query: { filter: { [REFERENCE_KEY]: { in: slugs } } },
          })
          const found = [...entries]
          return slugs.flatMap((slug) => found.filter((entry) => entry[REFERENCE_KEY] === slug))
        },
      },
    }
  }
  return resolvers
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  // Gatsby types this action as a bare `Function`; it takes one resolver map.
  const createResolvers = args.createResolvers as (resolvers: Record<string, unknown>) => void
  createResolvers({
    ...archiveResolvers,
    ...markedTextResolvers(),
    ...flipbookFramesResolvers(args.reporter),
    ...orientedImageResolvers,
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
