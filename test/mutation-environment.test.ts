/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import * as path from "node:path"

// Stryker learns which test reached which mutant through hooks in the test environment it configures. A test file
// under src/ that picks another environment in its docblock (a plain `@jest-environment node`) bypasses those hooks,
// and the mutation run stops at its first step with "Missing coverage results" (docs/mutation-testing.md, "How it
// is set up, and why"). Such a file passes in `npm test`, so only this check notices it before a mutation run does.

const root = path.resolve(__dirname, "..")
const PROJECT_NODE_ENVIRONMENT = "<rootDir>/test/support/node-environment.cjs"

/** The environment a test file names in its leading docblock, if it names one. */
const docblockEnvironment = (source: string): string | undefined => {
  const docblock = /^\s*\/\*\*[\s\S]*?\*\//.exec(source)?.[0]
  return docblock ? /@jest-environment\s+(\S+)/.exec(docblock)?.[1] : undefined
}

describe("test environments Stryker can follow", () => {
  it("reads the environment from a file's leading docblock only", () => {
    expect(docblockEnvironment("/**\n * @jest-environment node\n */\nimport x from 'y'")).toBe("node")
    expect(docblockEnvironment(`/** @jest-environment ${PROJECT_NODE_ENVIRONMENT} */`)).toBe(PROJECT_NODE_ENVIRONMENT)
    expect(docblockEnvironment("import x from 'y'\n/** @jest-environment node */")).toBeUndefined()
    expect(docblockEnvironment("/** A test of the picker. */\nit('…', () => {})")).toBeUndefined()
  })

  it("every test file under src/ that picks an environment picks the project's node environment", () => {
    const testFiles = execFileSync(
      "git",
      ["ls-files", "-co", "--exclude-standard", "src/**/*.test.ts", "src/**/*.test.tsx"],
      {
        cwd: root,
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(Boolean)
    expect(testFiles.length).toBeGreaterThan(20)
    const others = testFiles
      .map((file) => ({ file, environment: docblockEnvironment(readFileSync(path.join(root, file), "utf8")) }))
      .filter(({ environment }) => environment !== undefined && environment !== PROJECT_NODE_ENVIRONMENT)
      .map(({ file, environment }) => `${file}: @jest-environment ${environment}`)
    expect(others).toEqual([])
  })
})
