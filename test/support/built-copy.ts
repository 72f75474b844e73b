/**
 * One cold build per Jest run (Netlify's own, `netlify build --offline`: ./netlify-build.ts), shared warm by the integration tests that change content and build again.
 *
 * Gatsby keys its finished image jobs by their absolute output folder, so a built project copied to another path
 * redoes every image job: a warm start needs the same path. The first test to ask builds an unchanged copy of the
 * project (with the browser tests) at `<run folder>/project` and keeps it, .cache/ and public/ included, as
 * `<run folder>/seed`; each test after that gets `<run folder>/project` restored from the seed, changes its content
 * and builds warm, which is what an editor's change meets on the host (the build cache kept between deploys).
 * The run folder is made by test/support/built-copy-setup.ts (Jest's globalSetup) and removed by its teardown, unless
 * `npm test` made it: there the site's own build is this cold build (scripts/test.mjs runs
 * test/support/build-site-for-tests.ts, which builds the seed and hands its public/ to the browser tests), so a
 * whole run builds the unchanged site once, not twice. A lock folder lets one test at a time hold the copy, whatever
 * Jest's number of workers.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { copyProjectTo } from "./content-copy"
import { netlifyBuild } from "./netlify-build"

export const RUN_FOLDER_VARIABLE = "MU_BUILT_COPY_RUN_FOLDER"
/** A cold build takes about 2.5 min on an idle 2-core machine; a shared, busy one has needed over 10. */
export const COLD_BUILD_TIMEOUT_MS = 20 * 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  )
/** Copies a project folder as it is: timestamps kept (Gatsby reads them), node_modules left a link. */
const copyTree = (from: string, to: string) =>
  fs.cp(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true })

const runFolder = () => {
  const folder = process.env[RUN_FOLDER_VARIABLE]
  if (!folder) throw new Error(`${RUN_FOLDER_VARIABLE} is unset: jest.config.js's globalSetup makes it`)
  return folder
}

export interface BuiltCopy {
  /** The project copy, built from unchanged content; the test may change it and build again. */
  dir: string
  /** The output of the cold build of the unchanged copy (the same for every test in the run). */
  coldBuildOutput: string
  /** Lets the next test have the copy; call it in afterAll. */
  release: () => Promise<void>
}

/** Where a run folder keeps the copy, its built seed and the cold build's output. */
export const runFolderParts = (folder: string) => ({
  dir: path.join(folder, "project"),
  seed: path.join(folder, "seed"),
  log: path.join(folder, "cold-build.log"),
})

/**
 * Copies the project into the run folder and builds it cold, keeping the built copy as the seed. Returns the build's
 * output; throws with its end when the build fails.
 */
export const buildSeed = async (folder: string): Promise<string> => {
  const { dir, seed, log } = runFolderParts(folder)
  await fs.rm(dir, { recursive: true, force: true })
  await fs.mkdir(dir)
  await copyProjectTo(dir, { withBrowserTests: true })
  const output = netlifyBuild(dir, "production", COLD_BUILD_TIMEOUT_MS)
  // The adapter keeps a copy of Gatsby's caches there for Netlify's next build; the seed has them in place.
  await fs.rm(path.join(dir, ".netlify"), { recursive: true, force: true })
  await fs.writeFile(log, output)
  await copyTree(dir, seed)
  return output
}

/** Waits for the copy, builds it cold the first time, and hands it over restored to its built, unchanged state. */
export const builtCopy = async (): Promise<BuiltCopy> => {
  const folder = runFolder()
  const lock = path.join(folder, "lock")
  while (
    !(await fs.mkdir(lock).then(
      () => true,
      () => false,
    ))
  )
    await sleep(1000)
  const { dir, seed, log } = runFolderParts(folder)
  try {
    if (!(await exists(path.join(seed, "public", "index.html")))) {
      await buildSeed(folder)
    } else {
      await fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
      await copyTree(seed, dir)
    }
    return { dir, coldBuildOutput: await fs.readFile(log, "utf8"), release: () => fs.rm(lock, { recursive: true }) }
  } catch (error) {
    await fs.rm(lock, { recursive: true })
    throw error
  }
}
