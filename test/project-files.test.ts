/**
 * @jest-environment node
 *
 * The list of what a copy of the project needs (scripts/project-files.ts) against what git tracks: every top-level
 * file or folder is either copied or left out here with the reason, so a new one the build reads (a config file,
 * a folder src/ imports from) cannot be missing from the integration tests' and benches' copies unnoticed.
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import * as path from "node:path"
import { BROWSER_TEST_FILES, PROJECT_FILES } from "../scripts/project-files"
import { PROJECT_DIR } from "./support/content-copy"

/** Tracked at the top level, not copied, and why neither `gatsby build` nor the copied browser tests read it. */
const LEFT_OUT: Record<string, string> = {
  ".ci": "the CI entry point runs npm test in the checkout",
  ".dependency-cruiser.cjs": "lint: the import check",
  ".gitignore": "git's",
  ".prettierignore": "lint: formatting",
  ".prettierrc.json": "lint: formatting",
  "README.md": "documentation",
  __mocks__: "Jest's file mocks",
  docs: "documentation",
  "eslint.config.mjs": "lint",
  "graphql.config.js": "editors' GraphQL language server",
  "jest-preprocess.js": "Jest's transform",
  "jest.config.js": "Jest's",
  "jest.setup.ts": "Jest's",
  "knip.jsonc": "lint: unused code",
  "loadershim.js": "Jest's Gatsby loader shim",
  "mutation-groups.json": "mutation testing",
  "package-lock.json": "npm install's; the copies link the checkout's node_modules",
  reports: "mutation testing's records",
  "stryker.config.mjs": "mutation testing",
  test: "Jest's tests and their support",
  "tsconfig.stryker.json": "mutation testing",
}

const topLevel = (entry: string) => entry.split("/")[0]!

const tracked = () => {
  const result = spawnSync("git", ["ls-files"], { cwd: PROJECT_DIR, encoding: "utf8" })
  expect(result.status).toBe(0)
  return [...new Set(result.stdout.split("\n").filter(Boolean).map(topLevel))]
}

it("copies, or leaves out with a reason, every top-level file and folder git tracks", () => {
  const copied = new Set([...PROJECT_FILES, ...BROWSER_TEST_FILES].map(topLevel))
  const unaccounted = tracked().filter((entry) => !copied.has(entry) && !(entry in LEFT_OUT))
  expect(unaccounted).toEqual([])
})

it("lists only what exists, and leaves out nothing it copies", () => {
  for (const entry of [...PROJECT_FILES, ...BROWSER_TEST_FILES])
    expect(existsSync(path.join(PROJECT_DIR, entry))).toBe(true)
  const copied = new Set([...PROJECT_FILES, ...BROWSER_TEST_FILES].map(topLevel))
  expect(Object.keys(LEFT_OUT).filter((entry) => copied.has(entry))).toEqual([])
  // A reason for something git no longer tracks would hide nothing, but says the list is stale.
  const now = new Set(tracked())
  expect(Object.keys(LEFT_OUT).filter((entry) => !now.has(entry))).toEqual([])
})
