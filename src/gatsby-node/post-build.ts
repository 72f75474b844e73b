import type { GatsbyNode } from "gatsby"
import { copyPublicationPdfs } from "./publication-pdfs"
import { writeSiteFiles } from "./site-files"

/** Everything written into public/ once the pages are built; Gatsby takes one onPostBuild per site. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSiteFiles(args)
  await copyPublicationPdfs(args)
}
