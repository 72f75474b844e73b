/**
 * `npm test`'s build (scripts/test.mjs runs this with tsx): the run's one cold build of the unchanged site, Netlify's
 * own (`netlify build --offline`, production context), made in the run folder the integration tests share
 * (test/support/built-copy.ts builds the same seed itself when Jest runs without it). The built site (public/) and
 * the query types the build generates (src/gatsby-types.d.ts) are then copied into the project, where the type
 * check, ESLint and the browser tests read them; everything in them is relative, so they are the same as those of a
 * build in place. Once they are there, it writes `types-ready` in the run folder, and `npm test` starts the checks
 * that read the types. Then, warm in the same copy, the deploy preview of an editor's change (./netlify-build.ts),
 * kept in the run folder for the deploy check.
 *
 *   tsx test/support/build-site-for-tests.ts <run folder>
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { buildSeed, COLD_BUILD_TIMEOUT_MS, runFolderParts } from "./built-copy"
import { PROJECT_DIR } from "./content-copy"
import { buildDeployPreview, deployPreviewDir } from "./netlify-build"

/**
 * Written in the run folder once the cold build's outputs are in the project (TYPES_READY_FILE in scripts/test.mjs,
 * plain JavaScript, which cannot import this).
 */
const TYPES_READY = "types-ready"
/** What a build writes that the steps after it read from the project itself. */
const BUILD_OUTPUTS = ["public", path.join("src", "gatsby-types.d.ts")] as const

const main = async () => {
  const folder = process.argv[2]
  if (!folder) throw new Error("Usage: tsx test/support/build-site-for-tests.ts <run folder>")
  const { dir } = runFolderParts(folder)
  console.log(`Building an unchanged copy of the site in ${dir}`)
  const started = Date.now()
  try {
    console.log(await buildSeed(folder))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  for (const output of BUILD_OUTPUTS) {
    await fs.rm(path.join(PROJECT_DIR, output), { recursive: true, force: true })
    await fs.cp(path.join(dir, output), path.join(PROJECT_DIR, output), { recursive: true, preserveTimestamps: true })
  }
  // scripts/test.mjs starts the checks that read the query types once this is written, beside the preview's build.
  await fs.writeFile(path.join(folder, TYPES_READY), "")
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s; public/ copied into the project`)
  const previewStarted = Date.now()
  try {
    // The copy is restored from the seed before the integration tests use it (built-copy.ts), so the change and
    // the preview's build leave it as they find it.
    const output = await buildDeployPreview(dir, deployPreviewDir(folder), COLD_BUILD_TIMEOUT_MS)
    // Its summary: the whole log repeats the cold build's.
    console.log(output.trimEnd().split("\n").slice(-12).join("\n"))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  console.log(
    `The deploy preview built in ${((Date.now() - previewStarted) / 1000).toFixed(0)} s; kept in ${deployPreviewDir(folder)}`,
  )
}

void main()
