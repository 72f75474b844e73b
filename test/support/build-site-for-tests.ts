/**
 * `npm test`'s build (scripts/test.mjs runs this with tsx): the run's one cold `gatsby build` of the unchanged site,
 * made in the run folder the integration tests share (test/support/built-copy.ts builds the same seed itself when
 * Jest runs without it). The built site (public/) and the query types the build generates
 * (src/gatsby-types.d.ts) are then copied into the project, where the type check, ESLint and the browser tests read
 * them; everything in them is relative, so they are the same as those of a build in place.
 *
 *   tsx test/support/build-site-for-tests.ts <run folder>
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { buildSeed, runFolderParts } from "./built-copy"
import { PROJECT_DIR } from "./content-copy"

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
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s; public/ copied into the project`)
}

void main()
