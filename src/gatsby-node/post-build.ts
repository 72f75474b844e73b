import type { GatsbyNode } from "gatsby"
import * as path from "node:path"
import { writeArchiveFiles } from "./archive"
import { PassRecord } from "./build-cache"
import { inlineScriptHashes, writeContentSecurityPolicy } from "./csp"
import { NOT_FOUND_IN_LANGUAGE } from "./languages"
import { NOT_FOUND_POLICY } from "./not-found-policy"
import { writeMachineConsent } from "./machine-consent"
import { copyPublicationPdfs } from "./publication-pdfs"
import { STYLES_IN_HEAD } from "./emotion-styles"
import { rewriteBuiltPages, rewritesVersion } from "./page-html"
import { SCRIPTS_AFTER_PAINT } from "./start-scripts"
import { writeSiteFiles } from "./site-files"

/**
 * Everything written into public/ once the pages are built (Gatsby takes one onPostBuild per site):
 * sitemap, robots.txt and manifest; the PDFs at their stable addresses; the archive's files, and the machine-readable
 * consent of the entries that refuse machine learning (their header rules, tdmrep.json, robots.txt's AI crawler
 * groups: machine-consent.ts); the pages' styles gathered into their
 * heads and their scripts set to start once the first screen is complete; then the headers, which need the final
 * HTML and file list. The archive's files, the page rewrites and the policy's hashes each keep a record in the build
 * cache, so a rebuild works on the files that changed, not on every page.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSiteFiles(args)
  await copyPublicationPdfs(args)
  await writeArchiveFiles(args)
  await writeMachineConsent(args)
  const rewrites = [STYLES_IN_HEAD, SCRIPTS_AFTER_PAINT, NOT_FOUND_IN_LANGUAGE, NOT_FOUND_POLICY]
  const rewritten = await PassRecord.open<true>("page-rewrites", rewritesVersion(rewrites))
  await rewriteBuiltPages(args.reporter, rewrites, path.resolve(process.cwd(), "public"), rewritten)
  const hashed = await PassRecord.open<string[]>("csp-hashes", inlineScriptHashes.toString())
  await writeContentSecurityPolicy(args.reporter, hashed)
}
