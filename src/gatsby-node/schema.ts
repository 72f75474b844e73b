import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { toTypeDefs } from "../content-model/sdl"

/** The whole content schema, declared rather than inferred (see src/content-model/model.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs(COLLECTIONS))
}
