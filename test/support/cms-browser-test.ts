/**
 * Runs one of the CMS browser tests (e2e/cms.spec.ts) from an integration test, with decap-server writing into a
 * project copy's content/ (CMS_E2E_CONTENT_DIR) and the admin served from this checkout's build. Asynchronous, so a
 * development server the caller runs beside it keeps being read while the editor works.
 */
import { spawn } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { PROJECT_DIR } from "./content-copy"

const withoutJest = (vars: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(vars).filter(([name]) => !name.startsWith("JEST_")))
/** A test's title as a literal pattern for Playwright's --grep. */
export const grepLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Passed tests in a Playwright run's output; a run that picked none fails the caller's count. */
const passedIn = (output: string) => Number(/(\d+) passed/.exec(output)?.[1] ?? 0)

/**
 * Fails, with the end of Playwright's own report, unless the run passed and at least `count` tests passed on their
 * first try: a test that passed only on its retry (Playwright's "1 flaky") is a failure here as in `npm test`.
 */
export const expectPlaywrightPassed = (result: { output: string; status: number | null }, count: number) => {
  const problem =
    /\d+ (failed|flaky)/.exec(result.output)?.[0] ??
    (passedIn(result.output) < count ? `${passedIn(result.output)} passed` : "")
  if (problem || result.status !== 0)
    throw new Error(
      `Playwright: ${problem || `exit ${result.status}`}, where ${count} should pass.\n` + result.output.slice(-6000),
    )
}

/**
 * `playwright test` in `cwd` with `args`, without Jest's variables (Playwright refuses to run beside JEST_WORKER_ID)
 * and with `extraEnv`; resolves with its output and exit status, or rejects once `timeoutMs` has passed.
 */
export const runPlaywright = (
  args: readonly string[],
  { cwd = PROJECT_DIR, extraEnv = {}, timeoutMs }: { cwd?: string; extraEnv?: NodeJS.ProcessEnv; timeoutMs: number },
) =>
  new Promise<{ output: string; status: number | null }>((resolve, reject) => {
    const child = spawn(path.join(PROJECT_DIR, "node_modules", ".bin", "playwright"), ["test", ...args], {
      cwd,
      env: {
        ...withoutJest(process.env),
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "1",
        NODE_ENV: undefined,
        PLAYWRIGHT_JSON_OUTPUT_NAME: undefined,
        ...extraEnv,
      },
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill("SIGTERM")
      reject(new Error(`Playwright did not finish within ${timeoutMs} ms:\n${output.slice(-6000)}`))
    }, timeoutMs)
    child.on("error", reject)
    child.on("exit", (status) => {
      clearTimeout(timer)
      resolve({ output, status })
    })
  })

/**
 * One CMS browser test, by its title, saving into `contentDir` (a project copy's content/). The admin comes from this
 * checkout's build, served on `port`, and decap-server listens on `backendPort`. Integration tests run two at a time,
 * so each caller has ports of its own, and Playwright writes its results under test-results/ in a folder named by
 * `port` (Playwright empties its output folder when it starts, which would take another run's files away).
 */
export const runCmsTest = async (
  title: string | readonly string[],
  contentDir: string,
  { port, backendPort }: { port: string; backendPort: string },
  timeoutMs: number,
) => {
  const titles = typeof title === "string" ? [title] : title
  await fs.access(path.join(PROJECT_DIR, "public", "admin", "index.html")).catch(() => {
    throw new Error("No built admin in public/admin/: run `npm run build` first (npm test does)")
  })
  const result = await runPlaywright(
    [
      "e2e/cms.spec.ts",
      "--grep",
      titles.map(grepLiteral).join("|"),
      "--retries",
      "0",
      "--output",
      path.join("test-results", `cms-${port}`),
    ],
    { extraEnv: { E2E_PORT: port, CMS_E2E_BACKEND_PORT: backendPort, CMS_E2E_CONTENT_DIR: contentDir }, timeoutMs },
  )
  expectPlaywrightPassed(result, titles.length)
}
