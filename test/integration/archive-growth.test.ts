/**
 * @jest-environment node
 *
 * The archive past one page, built for real: on a copy of the project with two pages and one entry of synthetic
 * entries beside the samples (scripts/archive-scale/synthetic-entries.ts),
 *   1. the cold build of the unchanged copy (the run's shared built copy, test/support/built-copy.ts) derives every
 *      entry; with the synthetic entries added, the build derives those alone, and the index's browser tests
 *      (e2e/archive-pages.spec.ts: budgets, the pages' links without JavaScript, rel prev/next, the filter across
 *      pages, the sitemap) pass on it;
 *   2. after one more entry is added, the warm rebuild derives that entry alone, copies only its files, and
 *      rewrites and rehashes only the pages the build wrote again.
 * The 1,000-entry build is the bench's (npm run bench:archive-scale): too slow for CI; the index's pages hold a
 * fixed number of entries, so their size at 31 entries is their size at 1,000.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { addSyntheticEntries } from "../../scripts/archive-scale/synthetic-entries"
import { ARCHIVE_PAGE_SIZE } from "../../src/constants"
import { LANGUAGES } from "../../src/i18n/languages"
import { builtCopy, COLD_BUILD_TIMEOUT_MS, type BuiltCopy } from "../support/built-copy"
import { PROJECT_DIR } from "../support/content-copy"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: undefined }
const bin = (name: string) => path.join(PROJECT_DIR, "node_modules", ".bin", name)
/** Its own port, so it never meets the main browser run's server (CI=1 also stops Playwright reusing one). */
const PORT = process.env.ARCHIVE_GROWTH_E2E_PORT ?? "9126"
/** A build of the grown archive, warm from the shared copy; a shared, busy machine has needed many minutes. */
const BUILD_TIMEOUT_MS = 20 * 60_000
const SYNTHETIC = 2 * ARCHIVE_PAGE_SIZE + 1
const withoutJest = (vars: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(vars).filter(([name]) => !name.startsWith("JEST_")))

let copy: BuiltCopy
let project: string
let samples = 0
const build = () => {
  const result = spawnSync(bin("gatsby"), ["build"], { cwd: project, env, encoding: "utf8", timeout: BUILD_TIMEOUT_MS })
  const output = `${result.stdout}\n${result.stderr}`
  // A build cut off by the timeout says so, rather than failing on missing output alone.
  expect(result.error?.message ?? "").toBe("")
  expect(output).toContain("Done building")
  expect(result.status).toBe(0)
  return output
}
const entryCount = async () =>
  (
    JSON.parse(await fs.readFile(path.join(project, "content/archive/archive.json"), "utf8")) as {
      en: { entries: unknown[] }
    }
  ).en.entries.length

beforeAll(async () => {
  copy = await builtCopy()
  project = copy.dir
  samples = await entryCount()
  await addSyntheticEntries(project, SYNTHETIC)
}, COLD_BUILD_TIMEOUT_MS + 60_000)
afterAll(async () => {
  await copy?.release()
})

it(
  "builds an archive of three index pages, whose browser tests pass",
  async () => {
    expect(Math.ceil((await entryCount()) / ARCHIVE_PAGE_SIZE)).toBe(3)
    // Cold, every entry is derived; with the synthetic ones added, those alone.
    expect(copy.coldBuildOutput).toContain(
      `Archive: ${samples} of ${samples} entries derived, 0 read back from the build cache`,
    )
    const output = build()
    expect(output).toContain(
      `Archive: ${SYNTHETIC} of ${samples + SYNTHETIC} entries derived, ${samples} read back from the build cache`,
    )
    const result = spawnSync(bin("playwright"), ["test", "e2e/archive-pages.spec.ts"], {
      cwd: project,
      // Without Jest's variables: Playwright refuses to run when it sees JEST_WORKER_ID.
      env: { ...withoutJest(env), E2E_PORT: PORT, PLAYWRIGHT_JSON_OUTPUT_NAME: undefined },
      encoding: "utf8",
      timeout: 600_000,
    })
    const browser = `${result.stdout}\n${result.stderr}`
    expect(browser).not.toMatch(/\d+ failed/)
    expect(Number(/(\d+) passed/.exec(browser)?.[1] ?? 0)).toBe(6)
    expect(result.status).toBe(0)
  },
  BUILD_TIMEOUT_MS + 660_000,
)

it(
  "after one more entry, the warm rebuild derives, copies and rereads that entry's work, not the archive's",
  async () => {
    await addSyntheticEntries(project, 1, SYNTHETIC + 1)
    const total = await entryCount()
    const output = build()
    expect(output).toContain(`Archive: 1 of ${total} entries derived, ${total - 1} read back from the build cache`)
    const files = /Archive files: (\d+) for (\d+) entries, (\d+) copied/.exec(output)
    expect(Number(files?.[2])).toBe(total)
    // Each entry offers the same set of files: one entry's share is copied, no more.
    expect(Number(files?.[3])).toBe(Number(files?.[1]) / total)
    const read = /\((\d+) of (\d+) pages read, the others unchanged since the last build\)/.exec(output)
    expect(read).not.toBeNull()
    // The new entry's page and the index's pages (whose count and filter index changed), give or take a few of
    // Gatsby's own, and the pages of the entries whose "moves like this" list the new entry entered (their list
    // changed, so their pages did; docs/similarity.md), each in every language (docs/languages.md); far fewer than
    // the 80-odd pages the site has in its two languages.
    const lists = /Archive similarity: .*; (\d+) lists changed since the last build/.exec(output)
    expect(lists).not.toBeNull()
    // The new entry's own list, and at most the lists of the few near-copies of its sample take.
    expect(Number(lists?.[1])).toBeGreaterThanOrEqual(1)
    expect(Number(lists?.[1])).toBeLessThanOrEqual(total / 3)
    expect(Number(read?.[1])).toBeLessThanOrEqual((10 + Number(lists?.[1]) - 1) * LANGUAGES.length)
    expect(Number(read?.[2])).toBeGreaterThan(total)
  },
  BUILD_TIMEOUT_MS + 60_000,
)
