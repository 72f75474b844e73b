import type { GatsbyNode } from "gatsby"
import { writeArchiveFiles } from "./archive"
import { writeContentSecurityPolicy } from "./csp"
import { copyPublicationPdfs } from "./publication-pdfs"
import { STYLES_IN_HEAD } from "./emotion-styles"
import { rewriteBuiltPages } from "./page-html"
import { SCRIPTS_AFTER_PAINT } from "./start-scripts"
import { writeSiteFiles } from "./site-files"

/**
 * Everything written into public/ once the pages are built (Gatsby takes one onPostBuild per site):
 * sitemap, robots.txt and manifest; the PDFs at their stable addresses; the pages' styles gathered into their
 * heads and their scripts set to start after the first paint; then the headers, which need the final HTML and
 * file list.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSiteFiles(args)
  await copyPublicationPdfs(args)
  await writeArchiveFiles(args)
  await rewriteBuiltPages(args.reporter, [STYLES_IN_HEAD, SCRIPTS_AFTER_PAINT])
  await writeContentSecurityPolicy(args.reporter)
}
