/**
 * @jest-environment node
 *
 * scripts/test.mjs (`npm test`) is plain JavaScript and names two things of the TypeScript tests by their text: the
 * CMS edit test it leaves out of the steady browser pass (content-edits runs it), and the Jest parts it runs. A
 * renamed test or part would silently run twice or not at all, so both are checked here. Its closing figures
 * (scripts/test-run-figures.mjs, plain JavaScript too) are run in a Node child process.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"

const root = path.resolve(__dirname, "..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const runner = read("scripts/test.mjs")

/** Calls an export of scripts/test-run-figures.mjs with JSON arguments in a Node child process. */
const figures = (name: string, ...args: unknown[]): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import * as f from ${JSON.stringify(path.join(root, "scripts", "test-run-figures.mjs"))}
         console.log(JSON.stringify(f[${JSON.stringify(name)}](...${JSON.stringify(args)}) ?? null))`,
      ],
      { encoding: "utf8" },
    ),
  )

describe("scripts/test.mjs", () => {
  it.each([
    ["CMS_EDIT_TEST", "content-edits"],
    ["CMS_SPANISH_EDIT_TEST", "content-edits"],
    ["CMS_NEW_ENTRY_TEST", "bad-media-develop"],
  ])("leaves out of the steady pass exactly the CMS test (%s) that %s runs", (constant, integration) => {
    const left = new RegExp(`const ${constant} = "([^"]+)"`).exec(runner)?.[1]
    expect(left).toBeDefined()
    expect(runner).toContain(`\${${constant}}`)
    // The test that the integration test runs, by the same words.
    expect(read(`test/integration/${integration}.test.ts`)).toContain(`const ${constant} = "${left}"`)
    // And one test in the CMS spec has that title.
    const titles = [...read("e2e/cms.spec.ts").matchAll(/^test\("([^"]+)"/gm)].map((m) => m[1])
    expect(titles.filter((title) => title?.includes(left ?? "\u0000"))).toHaveLength(1)
  })

  it("runs Jest's unit and integration parts, which between them are every Jest test, each once", () => {
    expect(runner).toMatch(/jest\("unit"[,)]/)
    expect(runner).toMatch(/jest\("integration"[,)]/)
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

  it("gives every Playwright project exactly one browser pass", () => {
    const projects = [...read("playwright.config.ts").matchAll(/\{ name: "([a-z-]+)"/g)].map((m) => m[1])
    expect(projects.length).toBeGreaterThan(0)
    const passes = /const BROWSER_PASSES = ([\s\S]*?)\n\n/.exec(runner)?.[1] ?? ""
    const inPasses = [...passes.matchAll(/projects: \[([^\]]*)\]/g)].flatMap((m) =>
      [...(m[1] ?? "").matchAll(/"([a-z-]+)"/g)].map((n) => n[1]),
    )
    expect(inPasses.sort()).toEqual(projects.sort())
  })
})

describe("npm test's ratio to its own cold build", () => {
  it("reads the cold build's seconds from Gatsby's last closing line", () => {
    const log =
      "info Done building in 0.5 sec\nsuccess Building production JavaScript\ninfo Done building in 153.274 sec\n"
    expect(figures("coldBuildSeconds", log)).toBe(153.274)
    expect(figures("coldBuildSeconds", "Netlify Build completed\n")).toBeNull()
  })

  it("divides the run without its set-up by the cold build, and says what it left out", () => {
    expect(figures("ratioLine", { wholeSeconds: 1010.2, setupSeconds: 60.1, coldSeconds: 153.2 })).toBe(
      "Whole run: 1010.2 s; without set-up (installing what was missing, 60.1 s) 950.1 s = 6.2 × this run's cold gatsby build (153.2 s)",
    )
    expect(figures("ratioLine", { wholeSeconds: 800, setupSeconds: 0, coldSeconds: 160 })).toBe(
      "Whole run: 800.0 s = 5.0 × this run's cold gatsby build (160.0 s)",
    )
    // What shared the machine with the build, which is slower for it than alone.
    expect(
      figures("ratioLine", { wholeSeconds: 800, setupSeconds: 0, coldSeconds: 160, besideBuild: "the unit tests" }),
    ).toBe("Whole run: 800.0 s = 5.0 × this run's cold gatsby build (160.0 s, built beside the unit tests)")
  })

  it("prints no ratio when the run made no cold build", () => {
    expect(figures("ratioLine", { wholeSeconds: 120, setupSeconds: 0 })).toBe(
      "Whole run: 120.0 s (no cold build in this run to compare with)",
    )
  })

  it("names the file that says the query types are in the project as the build writes it", () => {
    const name = /const TYPES_READY_FILE = "([^"]+)"/.exec(runner)?.[1]
    expect(name).toBeDefined()
    expect(read("test/support/build-site-for-tests.ts")).toContain(`const TYPES_READY = "${name}"`)
  })

  it("lists the pages Chromium stopped drawing under the note's name the frame wait gives it", () => {
    const name = /const NO_FRAME_ANNOTATION = "([^"]+)"/.exec(runner)?.[1]
    expect(name).toBeDefined()
    expect(read("e2e/support.ts")).toContain(`export const NO_FRAME_ANNOTATION = "${name}"`)
  })

  it("keeps the cold build's log where the ratio reads it", () => {
    expect(runner).toContain('path.join(runFolder, "cold-build.log")')
    expect(read("test/support/built-copy.ts")).toContain('log: path.join(folder, "cold-build.log")')
  })
})
