/**
 * @jest-environment node
 *
 * scripts/test.mjs (`npm test`) is plain JavaScript and names two things of the TypeScript tests by their text: the
 * CMS edit test it leaves out of the steady browser pass (content-edits runs it), and the Jest parts it runs. A
 * renamed test or part would silently run twice or not at all, so both are checked here.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"

const root = path.resolve(__dirname, "..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const runner = read("scripts/test.mjs")

describe("scripts/test.mjs", () => {
  it("leaves out of the steady pass exactly the CMS test that content-edits runs", () => {
    const left = /const CMS_EDIT_TEST = "([^"]+)"/.exec(runner)?.[1]
    expect(left).toBeDefined()
    // The test that content-edits runs, by the same words.
    expect(read("test/integration/content-edits.test.ts")).toContain(`const CMS_EDIT_TEST = "${left}"`)
    // And one test in the CMS spec has that title.
    const titles = [...read("e2e/cms.spec.ts").matchAll(/^test\("([^"]+)"/gm)].map((m) => m[1])
    expect(titles.filter((title) => title?.includes(left ?? "\u0000"))).toHaveLength(1)
  })

  it("runs Jest's unit and integration parts, which between them are every Jest test, each once", () => {
    expect(runner).toMatch(/jest\("unit"\)/)
    expect(runner).toMatch(/jest\("integration"\)/)
    const list = (part?: string) =>
      execFileSync(path.join(root, "node_modules", ".bin", "jest"), ["--listTests"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, MU_JEST_PART: part },
      })
        .split("\n")
        .filter(Boolean)
        .map((file) => path.relative(root, file))
        .sort()
    const [all, unit, integration] = [list(), list("unit"), list("integration")]
    expect(integration.length).toBeGreaterThan(0)
    expect(integration.every((file) => file.startsWith("test/integration/"))).toBe(true)
    expect(unit.some((file) => file.startsWith("test/integration/"))).toBe(false)
    expect([...unit, ...integration].sort()).toEqual(all)
  }, 60_000)
})
