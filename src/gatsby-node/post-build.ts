import type { GatsbyNode } from "gatsby"
import { writeContentSecurityPolicy } from "./csp"
import { writeSiteFiles } from "./site-files"

/** After the pages are written: sitemap, robots.txt and manifest, then the headers that need the HTML. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSiteFiles(args)
  await writeContentSecurityPolicy(args.reporter)
}
