#!/usr/bin/env node
/**
 * `npm test`: every check the project has, then one closing line "N passed, N failed". The machine has two cores,
 * so the steps run in stages, and within a stage side by side only where each side leaves a core to the other:
 *   0. Set-up, only when missing: the pinned Netlify CLI, which the build runs (scripts/netlify-cli.mjs; it is not a
 *      dependency of the site, so `npm install` stays small).
 *   1. Three lanes. The build, as Netlify builds it (`netlify build --offline`, which runs gatsby build and writes the
 *      GraphQL types; SKIP_BUILD=1 reuses an existing public/), made in the run folder the integration tests share
 *      (test/support/build-site-for-tests.ts), so that one cold build serves them and every later step, which read
 *      the copied public/ and query types from the project; then, warm in the same copy, the deploy preview of an
 *      editor's change that the deploy check serves (kept in the run folder). A cold build keeps about one core
 *      busy (112 % of one, measured), so beside it: Chromium for the browser tests (installed from Debian's packages
 *      when missing and we are root), the checks that read no generated types (prettier --check, the import check
 *      over src/, scripts/ and the Gatsby entry files, the sample-content generator's type check with its own
 *      tsconfig), then Jest's unit, component and content-validation tests (MU_JEST_PART=unit, one worker: they read
 *      no build output). Once the build has put the query types into the project (its `types-ready` file), the
 *      third lane: tsc --noEmit (every query against the generated types), ESLint with type information
 *      (0 warnings) and knip (unused files, exports and dependencies) in turn, beside the preview's build and the
 *      unit tests.
 *   2. Jest's integration tests (test/integration: real builds of broken and edited copies, gatsby develop, the
 *      editor's round trip), two at a time: alone, one at a time, they kept 1.34 of the two cores busy on average.
 *      bad-media-develop's cold develop server, in a folder of its own, starts first (test/support/
 *      integration-sequencer.js) and runs beside the others, which take the shared built copy in turn.
 *   3. Playwright: browser tests against the built site served on 127.0.0.1, in the pass BROWSER_PASSES lists
 *      (the steady and timed projects together with two workers; the timed specs run on a virtual clock). The CMS
 *      edit test is left out: the integration test content-edits runs that same test (and builds what it saved),
 *      so it runs once per `npm test`.
 * `npm run test:quick` (`--quick`) runs the checks and the unit tests alone, a worker a core beside the checks: no
 * build, no integration tests, no browser; the typed checks read the query types of the last build or develop run.
 * The static checks count as one test each in the closing line; Jest and Playwright count their own tests. Each
 * step's time is printed, and a table of them at the end, then the whole run's length and its ratio to the run's own
 * cold `gatsby build` (scripts/test-run-figures.mjs). A side lane's output is printed when it ends, so the log reads
 * step by step.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { currentDecision as netlifyCliDecision } from "./netlify-cli.mjs"
import { coldBuildSeconds, ratioLine } from "./test-run-figures.mjs"

const root = path.resolve(import.meta.dirname, "..")
const results = path.join(root, ".cache", "test-results")
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const bin = (name) => path.join(root, "node_modules", ".bin", name)
/**
 * The CMS tests that integration tests run (test/integration): content-edits builds on the saves of the first two
 * (and looks for the Spanish one on /es/), and bad-media-develop watches the development server follow the third.
 * The steady pass leaves them to those.
 */
const CMS_EDIT_TEST = "an editor adds a credit, recaptions a portrait and uploads a sponsor logo"
const CMS_SPANISH_EDIT_TEST = "an editor changes the Spanish tagline beside the English"
const CMS_NEW_ENTRY_TEST = "an archive entry added through the form adds only its own lines"
/** `npm run test:quick` (--quick): the unit tests and the static checks alone, against the last build's types. */
const QUICK = process.argv.includes("--quick")
/**
 * The browser tests' passes. The timed project (playwright.config.ts) once had a pass of its own with one worker, so
 * that nothing competed with the specs that measured real intervals; they now step Playwright's virtual clock and
 * seek CSS animations (e2e/clock.ts), so both projects run in one pass with two workers.
 */
const BROWSER_PASSES = [
  {
    projects: ["steady", "timed"],
    workers: "2",
    grepInvert: `${CMS_EDIT_TEST}|${CMS_SPANISH_EDIT_TEST}|${CMS_NEW_ENTRY_TEST}`,
  },
]

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)
const timings = []
/** Labels of the steps that installed something missing: set-up, left out of the run's ratio to its cold build. */
const setupSteps = new Set()

/**
 * Runs a command; resolves true when it exits 0. In the main lane (`quiet` false) its output goes straight to the
 * terminal; in a side lane it is kept and printed in one piece when the command ends.
 */
const run = (label, command, args, { extraEnv = {}, quiet = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    const chunks = []
    if (!quiet) console.log(`\n▶ ${label}`)
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...env, ...extraEnv },
    })
    if (quiet) {
      child.stdout.on("data", (chunk) => chunks.push(chunk))
      child.stderr.on("data", (chunk) => chunks.push(chunk))
    }
    const done = (ok) => {
      timings.push([label, Number(seconds(started))])
      if (quiet) process.stdout.write(`\n▶ ${label} (ran beside the step above)\n${Buffer.concat(chunks).toString()}`)
      resolve(ok)
    }
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      done(false)
    })
    child.on("close", (status) => done(status === 0))
  })

/** Steps one after the other; resolves to their results in order. */
const inTurn = async (steps) => {
  const outcomes = []
  for (const step of steps) outcomes.push(await step())
  return outcomes
}

const ensureChromium = async ({ quiet }) => {
  if (existsSync(CHROMIUM)) return true
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")
  if (!canInstall) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" and then npm test again.`,
    )
    return false
  }
  setupSteps.add("Installing Chromium from Debian's packages: apt-get update")
  setupSteps.add("Installing Chromium from Debian's packages: apt-get install")
  return (
    (await run("Installing Chromium from Debian's packages: apt-get update", "apt-get", ["update", "-qq"], {
      quiet,
    })) &&
    (await run(
      "Installing Chromium from Debian's packages: apt-get install",
      "apt-get",
      ["install", "-y", "-qq", "chromium"],
      {
        extraEnv: { DEBIAN_FRONTEND: "noninteractive" },
        quiet,
      },
    ))
  )
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return undefined
  }
}

/** Each test in a Playwright JSON report, with its spec and the titles of the suites around it. */
const eachTest = (report, visit) => {
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(test, spec, trail)
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
}

/** Titles of the tests Playwright marked flaky (failed, then passed on a retry), from its JSON report. */
const flakyTests = (report) => {
  const titles = []
  eachTest(report, (test, spec, trail) => {
    if (test.status === "flaky") titles.push([...trail, spec.title].filter(Boolean).join(" › "))
  })
  return titles
}

/**
 * The notes e2e/support.ts left where headless Chromium stopped drawing a page (`twoFrames`: brought to the front;
 * `eachWidth`: checked again in a new browser), NO_FRAME_ANNOTATION there (this plain JavaScript cannot import that
 * TypeScript module), each once.
 */
const NO_FRAME_ANNOTATION = "no frame"
const noFrameNotes = (report) => {
  const notes = new Set()
  eachTest(report, (test, spec) => {
    const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])]
    for (const annotation of annotations)
      if (annotation.type === NO_FRAME_ANNOTATION) notes.add(`${spec.title}: ${annotation.description}`)
  })
  return [...notes]
}
const noFrames = []

mkdirSync(results, { recursive: true })
const runStarted = Date.now()
let passed = 0
let failed = 0
const stepFailed = []
const flaky = []

/** A static check: one test in the closing line. */
const check =
  (name, label, command, args, quiet = false) =>
  async () => {
    const ok = await run(label, command, args, { quiet })
    console.log(`${ok ? "✔" : "✘"} ${name}`)
    if (ok) passed += 1
    else stepFailed.push(name)
    return ok
  }

/**
 * Jest's workers for the unit part. Beside the static checks alone (`--quick`), one a core: Jest's own default (a core
 * less than the machine has) left a core idle for the unit tests' last 110 s once the checks beside them were done
 * (236 s with one worker, 187 s with two; docs/performance-log.md). In the full run one, beside the build and then
 * the typed checks, each of which keeps about one core busy. The integration part has two (INTEGRATION_WORKERS).
 */
const QUICK_UNIT_WORKERS = String(os.availableParallelism())
const RUN_UNIT_WORKERS = "1"
/**
 * The integration tests' workers: bad-media-develop's cold develop server on one, the tests that take the shared
 * built copy in turn (test/support/built-copy.ts) on the other. With Jest's default (one, on two cores) the part
 * kept 1.34 cores busy on average over its 270 s (sampled every 2 s, 2026-11-30).
 */
const INTEGRATION_WORKERS = "2"
/**
 * The file the build writes in the run folder once the query types and public/ are in the project (TYPES_READY in
 * test/support/build-site-for-tests.ts, which this plain JavaScript cannot import).
 */
const TYPES_READY_FILE = "types-ready"

/** Jest's unit or integration part; `workers` sets its worker count, and `quiet` keeps its output until it ends. */
const jest =
  (part, { workers, quiet = false } = {}) =>
  async () => {
    const jestJson = path.join(results, `jest-${part}.json`)
    rmSync(jestJson, { force: true })
    await run(
      `Jest: ${part === "unit" ? "unit, component and content-validation tests" : "integration tests"}`,
      bin("jest"),
      ["--json", `--outputFile=${jestJson}`, ...(workers ? ["--maxWorkers", workers] : [])],
      {
        // The variable is RUN_FOLDER_VARIABLE in test/support/built-copy.ts (this script is plain JavaScript, so it
        // cannot import that TypeScript module).
        extraEnv: { MU_JEST_PART: part, ...(runFolder ? { MU_BUILT_COPY_RUN_FOLDER: runFolder } : {}) },
        quiet,
      },
    )
    const report = readJson(jestJson)
    if (report) {
      passed += report.numPassedTests
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
    } else stepFailed.push(`jest (${part})`)
  }

const playwright =
  ({ projects, workers, grepInvert }) =>
  async () => {
    const name = projects.join("+")
    const playwrightJson = path.join(results, `playwright-${name}.json`)
    rmSync(playwrightJson, { force: true })
    await run(
      `Browser tests (Playwright + Chromium): ${projects.join(" and ")}, ${workers} worker${workers === "1" ? "" : "s"}`,
      bin("playwright"),
      // Each pass keeps its own artifacts: Playwright empties its output folder when it starts, so with one folder
      // a later pass would delete an earlier pass's screenshots and traces of a failure.
      [
        "test",
        ...projects.flatMap((project) => ["--project", project]),
        "--workers",
        workers,
        "--output",
        path.join("test-results", name),
        ...(grepInvert ? ["--grep-invert", grepInvert] : []),
      ],
      {
        extraEnv: {
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
          // The deploy preview the build step made (test/support/netlify-build.ts; the variable is
          // DEPLOY_PREVIEW_VARIABLE there), which e2e/netlify-deploy.spec.ts serves.
          ...(runFolder ? { MU_DEPLOY_PREVIEW_DIR: path.join(runFolder, "deploy-preview") } : {}),
        },
      },
    )
    const report = readJson(playwrightJson)
    if (report?.stats) {
      // A test that passed only on its retry is a failure to fix, not a pass: it counts as failed.
      passed += report.stats.expected
      failed += report.stats.unexpected + (report.stats.flaky ?? 0)
      flaky.push(...flakyTests(report))
      noFrames.push(...noFrameNotes(report))
    } else stepFailed.push(`playwright (${name})`)
  }

const typeFreeChecks = [
  check("prettier", "Formatting (prettier --check)", bin("prettier"), ["--check", "."], true),
  check("cycles", "Import cycles (dependency-cruiser)", "npm", ["run", "--silent", "cycles"], true),
  check(
    "typecheck:generator",
    "Type-checking the sample-content generator",
    bin("tsc"),
    ["--noEmit", "-p", "scripts/sample-content"],
    true,
  ),
]
const typedChecks = [
  check("typecheck", "Type-checking (tsc --noEmit)", bin("tsc"), ["--noEmit"], true),
  check("eslint", "Linting (ESLint, 0 warnings)", bin("eslint"), ["--max-warnings", "0", "."], true),
  check("knip", "Dead code and dependencies (knip)", bin("knip"), [], true),
]

const skipBuild = process.env.SKIP_BUILD === "1" && existsSync(path.join(root, "public", "index.html"))
/** The integration tests' shared run folder (test/support/built-copy.ts), holding this run's cold build. */
const runFolder = skipBuild || QUICK ? undefined : mkdtempSync(path.join(os.tmpdir(), "mu-built-copy-"))
const removeRunFolder = () => {
  if (runFolder) rmSync(runFolder, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
}
process.on("exit", removeRunFolder)

if (QUICK) {
  // The inner loop: no build, no browser. The typed checks read the query types of the last build or develop run.
  if (!existsSync(path.join(root, "src", "gatsby-types.d.ts"))) {
    console.error(
      "test:quick type-checks against the query types a build writes (src/gatsby-types.d.ts): run `npm run build` " +
        "(or `npm run develop`) once, then npm run test:quick again.\n0 passed, 1 failed",
    )
    process.exit(1)
  }
  await Promise.all([jest("unit", { workers: QUICK_UNIT_WORKERS })(), inTurn([...typeFreeChecks, ...typedChecks])])
} else {
  // Set-up: the Netlify CLI, which the build runs, is installed on first use (scripts/netlify-cli.mjs).
  if (netlifyCliDecision() === "install") {
    const label = "Installing the Netlify CLI (missing; pinned in tools/netlify-cli)"
    setupSteps.add(label)
    if (!(await run(label, "node", [path.join(root, "scripts", "netlify-cli.mjs"), "--ensure"]))) {
      console.error("\nThe Netlify CLI could not be installed, so nothing can be built.\n0 passed, 1 failed")
      process.exit(1)
    }
  }
  // Stage 1: the build; beside it Chromium, the checks that need no generated types and the unit tests; and once the
  // build has put the query types into the project, the checks that read them.
  let buildEnded = false
  const building = (
    runFolder
      ? run("Building the site and a deploy preview (netlify build --offline)", bin("tsx"), [
          "test/support/build-site-for-tests.ts",
          runFolder,
        ])
      : Promise.resolve(true)
  ).then((ok) => {
    buildEnded = true
    return ok
  })
  /** True once the query types are in the project; false if the build ended without putting them there. */
  const typesInProject = async () => {
    if (!runFolder) return true
    const ready = path.join(runFolder, TYPES_READY_FILE)
    while (!existsSync(ready) && !buildEnded) await new Promise((resolve) => setTimeout(resolve, 500))
    return existsSync(ready)
  }
  const [built, [chromium]] = await Promise.all([
    building,
    inTurn([
      () => ensureChromium({ quiet: true }),
      ...typeFreeChecks,
      jest("unit", { workers: RUN_UNIT_WORKERS, quiet: true }),
    ]),
    typesInProject().then((ready) => (ready ? inTurn(typedChecks) : undefined)),
  ])
  if (!built) {
    console.error("\nThe build failed, so nothing else can be tested.\n0 passed, 1 failed")
    process.exit(1)
  }
  if (!chromium) process.exit(1)

  // Stages 2 and 3, one after the other.
  await jest("integration", { workers: INTEGRATION_WORKERS })()
  for (const pass of BROWSER_PASSES) await playwright(pass)()
}

if (noFrames.length > 0)
  console.log(`\nPages Chromium stopped drawing, and how each went on:\n  ${noFrames.join("\n  ")}`)
if (flaky.length > 0) console.error(`\nFailed, then passed on the retry (counted as failed):\n  ${flaky.join("\n  ")}`)
if (stepFailed.length > 0) console.error(`\nSteps that failed outright: ${stepFailed.join(", ")}`)
failed += stepFailed.length
console.log(`\nStep times (s):\n${timings.map(([label, s]) => `  ${String(s).padStart(6)}  ${label}`).join("\n")}`)
const coldBuildLog = runFolder ? path.join(runFolder, "cold-build.log") : undefined
console.log(
  ratioLine({
    wholeSeconds: Number(seconds(runStarted)),
    setupSeconds: timings.filter(([label]) => setupSteps.has(label)).reduce((sum, [, s]) => sum + s, 0),
    // The log test/support/built-copy.ts keeps of the run's cold build (runFolderParts there).
    coldSeconds:
      coldBuildLog && existsSync(coldBuildLog) ? coldBuildSeconds(readFileSync(coldBuildLog, "utf8")) : undefined,
    besideBuild: "the unit tests and the static checks",
  }),
)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
