/**
 * The site built as Netlify builds it: `netlify build --offline` from the pinned netlify-cli (scripts/netlify-cli.mjs), which reads
 * netlify.toml, runs its build command (`npm run build`) with Netlify's environment (CONTEXT, DEPLOY_URL, NETLIFY…)
 * and then its own steps over the publish folder. `npm test`'s one cold build is this build in the production
 * context (test/support/built-copy.ts); the deploy preview is a second, warm build of the same copy in the
 * deploy-preview context, made from an editor's change (one mover now allows machine learning), kept in the run
 * folder and named to e2e/netlify-deploy.spec.ts by DEPLOY_PREVIEW_VARIABLE (e2e/deploy-preview.ts); the spec serves both with Netlify's own
 * server.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { type ArchiveEntryConsent, previewConsentingSlug, refusingSlug } from "../../e2e/deploy-preview"
import { PROJECT_DIR } from "./content-copy"

export type NetlifyContext = "production" | "deploy-preview"

/**
 * Netlify's build installs @netlify/plugin-gatsby for any Gatsby site unless told not to; the adapter replaces that
 * plugin, whose old sharp cannot install offline (docs/development.md, "Deploy"). The same variable is set on the
 * Netlify site.
 */
export const NETLIFY_BUILD_ENV = {
  NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true",
  NETLIFY_TELEMETRY_DISABLED: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
} as const

/** Where a run folder (test/support/built-copy.ts) keeps the deploy preview. */
export const deployPreviewDir = (runFolder: string) => path.join(runFolder, "deploy-preview")

/** Runs the pinned CLI, installing it first when it is missing (the CLI is not a dependency of the site). */
const NETLIFY_CLI = path.join(PROJECT_DIR, "scripts", "netlify-cli.mjs")

/** What both Netlify's build and Gatsby's print when they finish. */
const FINISHED = ["Done building", "Netlify Build completed"] as const

/**
 * Runs `netlify build --offline --context <context>` in a project folder; returns its output and throws with its
 * end when the build fails. `timeoutMs` bounds it (a cold build on a busy 2-core machine has needed over 10 min).
 */
export const netlifyBuild = (dir: string, context: NetlifyContext, timeoutMs: number): string => {
  const { NODE_ENV: _unset, ...inherited } = process.env
  const result = spawnSync(process.execPath, [NETLIFY_CLI, "build", "--offline", "--context", context], {
    cwd: dir,
    env: { ...inherited, ...NETLIFY_BUILD_ENV, CI: "1" },
    encoding: "utf8",
    timeout: timeoutMs,
  })
  // Netlify's build colours its log even without a terminal; the checks and the logs read plain text.
  // eslint-disable-next-line no-control-regex -- the colour codes are what is being removed
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
  if (result.status !== 0 || !FINISHED.every((line) => output.includes(line)))
    throw new Error(
      `netlify build --offline --context ${context} in ${dir} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output.slice(-4000)}`,
    )
  return output
}

const ARCHIVE_FILE = path.join("content", "archive", "archive.json")

/**
 * Builds the deploy preview in `dir` (a built copy of the project, whose cache makes this build warm): applies the
 * preview's change to its content, builds in the deploy-preview context, and moves the result to `target` with its
 * netlify.toml, so Netlify's server can serve it as the project it was built in. Returns the build's output.
 */
export const buildDeployPreview = async (dir: string, target: string, timeoutMs: number): Promise<string> => {
  const file = path.join(dir, ARCHIVE_FILE)
  // Stored with its languages: the consent answers are the English's (every language's).
  const stored = JSON.parse(await fs.readFile(file, "utf8")) as { en: { entries: ArchiveEntryConsent[] } }
  const archive = stored.en
  const consenting = previewConsentingSlug(archive.entries, refusingSlug(archive.entries))
  for (const entry of archive.entries) if (entry.slug === consenting) entry.consent.machineLearning = true
  await fs.writeFile(file, `${JSON.stringify(stored, null, 2)}\n`)
  const output = netlifyBuild(dir, "deploy-preview", timeoutMs)
  await fs.rm(target, { recursive: true, force: true })
  await fs.mkdir(target, { recursive: true })
  await fs.cp(path.join(dir, "public"), path.join(target, "public"), { recursive: true, preserveTimestamps: true })
  await fs.copyFile(path.join(dir, "netlify.toml"), path.join(target, "netlify.toml"))
  return output
}
