#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, then one closing line "N passed, N failed".
 *   1. Chromium for the browser tests (installed from Debian's packages when missing and we are root)
 *   2. gatsby build (also generates the GraphQL types; SKIP_BUILD=1 reuses an existing public/). It is made in the
 *      run folder the integration tests share (test/support/build-site-for-tests.ts), so that one cold build serves
 *      both them and every later step, which read the copied public/ and query types from the project.
 *   3. tsc --noEmit (type-checks every query against the generated types), then the sample-content generator
 *      against its own tsconfig (scripts/sample-content/tsconfig.json, Node module resolution)
 *   4. Lint: ESLint with type information (eslint.config.mjs, 0 warnings allowed), prettier --check, then knip
 *      (unused files, exports and dependencies; knip.jsonc, 0 findings allowed)
 *   5. Import cycles: dependency-cruiser over src/, scripts/ and the Gatsby entry files (.dependency-cruiser.cjs)
 *   6. Jest: unit, component and content-validation tests, including real builds of broken and of edited content
 *   7. Playwright: browser tests against the built site served on 127.0.0.1, in two passes: the steady project with
 *      two workers (in the fresh-clone CI run of 2026-11-26, 8.3 min for tests that took 10.4 min one at a time),
 *      then the specs that time behaviours (the timed project, playwright.config.ts) with one, so nothing competes
 *      with them for the CPU
 * Steps 3–5 count as one test each in the closing line; Jest and Playwright count their own tests.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const results = path.join(root, ".cache", "test-results")
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

const run = (label, command, args, extraEnv = {}) => {
  console.log(`\n▶ ${label}`)
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } })
  return status === 0
}
const bin = (name) => path.join(root, "node_modules", ".bin", name)

const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")
  if (!canInstall) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" and then npm test again.`,
    )
    return false
  }
  return (
    run("Installing Chromium from Debian's packages", "apt-get", ["update", "-qq"]) &&
    run("", "apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" })
  )
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return undefined
  }
}

/** Titles of the tests Playwright marked flaky (failed, then passed on a retry), from its JSON report. */
const flakyTests = (report) => {
  const titles = []
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") titles.push([...trail, spec.title].filter(Boolean).join(" › "))
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return titles
}

mkdirSync(results, { recursive: true })
let passed = 0
let failed = 0
const stepFailed = []

if (!ensureChromium()) process.exit(1)

const skipBuild = process.env.SKIP_BUILD === "1" && existsSync(path.join(root, "public", "index.html"))
/** The integration tests' shared run folder (test/support/built-copy.ts), holding this run's cold build. */
const runFolder = skipBuild ? undefined : mkdtempSync(path.join(os.tmpdir(), "mu-built-copy-"))
const removeRunFolder = () => {
  if (runFolder) rmSync(runFolder, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
}
process.on("exit", removeRunFolder)
if (
  runFolder &&
  !run("Building the site (gatsby build)", bin("tsx"), ["test/support/build-site-for-tests.ts", runFolder])
) {
  console.error("\nThe build failed, so nothing else can be tested.\n0 passed, 1 failed")
  process.exit(1)
}

const check = (name, label, command, args) => {
  const started = Date.now()
  const ok = run(label, command, args)
  console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (ok) passed += 1
  else stepFailed.push(name)
}
check("typecheck", "Type-checking (tsc --noEmit)", bin("tsc"), ["--noEmit"])
check("typecheck:generator", "Type-checking the sample-content generator", bin("tsc"), [
  "--noEmit",
  "-p",
  "scripts/sample-content",
])
check("eslint", "Linting (ESLint, 0 warnings)", bin("eslint"), ["--max-warnings", "0", "."])
check("prettier", "Formatting (prettier --check)", bin("prettier"), ["--check", "."])
check("knip", "Dead code and dependencies (knip)", bin("knip"), [])
check("cycles", "Import cycles (dependency-cruiser)", "npm", ["run", "--silent", "cycles"])

const jestJson = path.join(results, "jest.json")
// The variable is RUN_FOLDER_VARIABLE in test/support/built-copy.ts (this script is plain JavaScript, so it cannot
// import that TypeScript module).
run("Unit and component tests (Jest)", bin("jest"), ["--json", `--outputFile=${jestJson}`], {
  ...(runFolder ? { MU_BUILT_COPY_RUN_FOLDER: runFolder } : {}),
})
const jest = readJson(jestJson)
if (jest) {
  passed += jest.numPassedTests
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0)
} else stepFailed.push("jest")

for (const [project, workers] of [
  ["steady", "2"],
  ["timed", "1"],
]) {
  const playwrightJson = path.join(results, `playwright-${project}.json`)
  run(
    `Browser tests (Playwright + Chromium): ${project}, ${workers} worker${workers === "1" ? "" : "s"}`,
    bin("playwright"),
    ["test", "--project", project, "--workers", workers],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  )
  const playwright = readJson(playwrightJson)
  if (playwright?.stats) {
    passed += playwright.stats.expected + (playwright.stats.flaky ?? 0)
    failed += playwright.stats.unexpected
    const flaky = flakyTests(playwright)
    if (flaky.length > 0) console.warn(`\nPassed only on a retry (flaky, worth a look):\n  ${flaky.join("\n  ")}`)
  } else stepFailed.push(`playwright (${project})`)
}

if (stepFailed.length > 0) console.error(`\nSteps that failed outright: ${stepFailed.join(", ")}`)
failed += stepFailed.length
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
