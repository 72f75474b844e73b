import { readFileSync } from "node:fs"
import * as path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import type { MotionCheckMemo } from "../content-model/archive-checks"
import { fileSystemInspector } from "../content-model/inspect-media"
import { formatProblems, formatRemarks, isError, validateContent, type Problem } from "../content-model/validate"
import { writeAdmin } from "./admin"
import { archiveCodeVersion, buildCacheDir, PassRecord, sha256Hex, stampOf } from "./build-cache"
import { serveProblemPages } from "./problem-page"

export const CONTENT_DIR = path.resolve(process.cwd(), "content")

/** The build cache's record of takes the content check found clean (docs/archive-scale.md). */
const MOTION_CHECKS = "content-motion-checks"

/**
 * The build's memory of the content check's takes (../content-model/archive-checks.ts `MotionCheckMemo`): each take
 * found clean, by its file's size and modification time and the entry's settings, under the version of the code
 * that checks it (the archive's code and constants, and the check itself). Without it every build parses and reads
 * the body of every take in the archive, which at a thousand entries is most of a warm rebuild.
 */
export const motionCheckRecord = async (
  dir: string = buildCacheDir(),
  root: string = process.cwd(),
): Promise<MotionCheckMemo & { save: () => Promise<void> }> => {
  const version = sha256Hex(
    archiveCodeVersion(root) + readFileSync(path.join(root, "src", "content-model", "archive-checks.ts"), "utf8"),
  )
  const record = await PassRecord.open<string>(MOTION_CHECKS, version, dir)
  const looked: string[] = []
  return {
    look: async (file, settings) => {
      looked.push(file)
      const stamp = await stampOf(file)
      return {
        clean: record.get(file, stamp) === settings,
        remember: () => {
          if (stamp) record.set(file, stamp, settings)
        },
      }
    },
    save: async () => {
      // Takes no entry names any more are forgotten.
      record.keepOnly(looked)
      await record.save()
    },
  }
}

/** The latest check's findings, for the development server's problem pages. */
let latest: readonly Problem[] = []

/**
 * Reports content problems with file and field named. `panicOnBuild` stops `gatsby build`
 * (so a deploy preview fails loudly) and only logs during `gatsby develop`, which keeps running.
 * Warnings (a still the page would crop) and notices (leftover files) are logged and stop nothing.
 */
export const reportContentProblems = async (reporter: Reporter): Promise<boolean> => {
  const activity = reporter.activityTimer("Checking content/")
  activity.start()
  const motionMemo = await motionCheckRecord()
  const problems = await validateContent({ contentDir: CONTENT_DIR, inspector: fileSystemInspector, motionMemo })
  await motionMemo.save()
  activity.end()
  latest = problems
  const errors = problems.filter(isError)
  const warnings = problems.filter((p) => p.severity === "warning")
  const notices = problems.filter((p) => p.severity === "notice")
  if (warnings.length > 0) reporter.warn(`Content warnings (the build carries on):\n${formatRemarks(warnings)}`)
  if (notices.length > 0) reporter.info(`Content notices:\n${formatRemarks(notices)}`)
  if (errors.length > 0) reporter.panicOnBuild(formatProblems(errors))
  return errors.length === 0
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

/** During `gatsby develop`: pages whose content has errors answer with those errors (./problem-page.ts). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  serveProblemPages(app, () => latest)
}
