import * as path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { fileSystemInspector } from "../content-model/inspect-media"
import { formatProblems, validateContent } from "../content-model/validate"
import { writeAdmin } from "./admin"

export const CONTENT_DIR = path.resolve(process.cwd(), "content")

/**
 * Reports content problems with file and field named. `panicOnBuild` stops `gatsby build`
 * (so a deploy preview fails loudly) and only logs during `gatsby develop`, which keeps running.
 */
export const reportContentProblems = async (reporter: Reporter): Promise<boolean> => {
  const activity = reporter.activityTimer("Checking content/")
  activity.start()
  const problems = await validateContent({ contentDir: CONTENT_DIR, inspector: fileSystemInspector })
  activity.end()
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems))
  return problems.length === 0
}

/**
 * Before anything is sourced, so a broken file is named by us rather than by a plugin's stack trace; then the
 * editors' admin is assembled into static/ (src/gatsby-node/admin.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await reportContentProblems(reporter)
  await writeAdmin(reporter)
}

/** During `gatsby develop`, pages are re-created when content changes: check again then. */
export const createPages: GatsbyNode["createPages"] = async ({ reporter }) => {
  if (process.env.NODE_ENV === "development") await reportContentProblems(reporter)
}
