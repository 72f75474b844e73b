import { Compilation } from "webpack"
import {
  COMPILE_HINT,
  COMPILE_HINT_STAGE,
  EAGERLY_COMPILED_CHUNKS,
  compileHintOptions,
  BROWSER_ALIASES,
  onCreateWebpackConfig,
} from "./compile-hints"
import * as fs from "node:fs"

type Args = Parameters<NonNullable<typeof onCreateWebpackConfig>>[0]

/** Runs the API for one Gatsby stage; returns the options the banner factory got and the config set. */
const run = (stage: string) => {
  const banner = jest.fn((options: unknown) => ({ plugin: "banner", options }))
  const setWebpackConfig = jest.fn()
  const args = { stage, actions: { setWebpackConfig }, plugins: { banner } } as unknown as Args
  void onCreateWebpackConfig?.(args, { plugins: [] }, () => undefined)
  return { banner, setWebpackConfig }
}

describe("compile hints", () => {
  it("writes the hint as it stands (raw), not wrapped in the block comment webpack puts around a banner", () => {
    expect(compileHintOptions).toMatchObject({ banner: COMPILE_HINT, raw: true })
  })

  it("marks the framework and app chunks only, not page chunks, lazy chunks or source maps", () => {
    for (const name of ["framework-776727e800c07f670108.js", "app-5a978dacf1cd65d0e075.js"])
      expect(name).toMatch(EAGERLY_COMPILED_CHUNKS)
    for (const name of [
      "component---src-pages-index-tsx-2d54e59fc9fdca809ffe.js",
      "eb7df012-1301301f58c91cd8da4a.js",
      "webpack-runtime-cb6e12e14b377d87af1c.js",
      "app-5a978dacf1cd65d0e075.js.map",
      "static/app-icon.js",
    ])
      expect(name).not.toMatch(EAGERLY_COMPILED_CHUNKS)
  })

  it("adds the banner after minification and before source maps and content hashes", () => {
    expect(COMPILE_HINT_STAGE).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE)
    expect(COMPILE_HINT_STAGE).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING)
    expect(COMPILE_HINT_STAGE).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH)
  })

  it("gives the browser build a Partytown integration with nothing to run, and only what the runtime imports", async () => {
    const target = BROWSER_ALIASES["@builder.io/partytown/integration$"]
    expect(fs.existsSync(target)).toBe(true)
    const stub = (await import(target)) as Record<string, unknown>
    // Everything Gatsby's runtime takes from the real module is there, under the same names.
    const real = jest.requireActual<Record<string, unknown>>("@builder.io/partytown/integration")
    for (const name of ["partytownSnippet", "SCRIPT_TYPE"]) expect(typeof stub[name]).toBe(typeof real[name])
    expect(stub.SCRIPT_TYPE).toBe(real.SCRIPT_TYPE)
    expect(() => (stub.partytownSnippet as () => string)()).toThrow(/Partytown/)
  })

  it("gives the browser build a gatsby-script with every name the real one exports, and nothing to load", async () => {
    const stub = (await import(BROWSER_ALIASES["gatsby-script$"])) as Record<string, unknown>
    const real = jest.requireActual<Record<string, unknown>>("gatsby-script")
    const names = (module: Record<string, unknown>) => Object.keys(module).filter((name) => name !== "__esModule")
    expect(names(stub).sort()).toEqual(names(real).sort())
    expect(stub.ScriptStrategy).toEqual(real.ScriptStrategy)
    expect((stub.collectedScriptsByPage as { get: (path: string) => unknown[] }).get("/")).toEqual([])
    expect(() => (stub.Script as () => unknown)()).toThrow(/Script/)
  })

  it("changes the browser build only", () => {
    const browser = run("build-javascript")
    expect(browser.banner).toHaveBeenCalledWith(compileHintOptions)
    expect(browser.setWebpackConfig).toHaveBeenCalledWith({
      plugins: [{ plugin: "banner", options: compileHintOptions }],
      resolve: { alias: BROWSER_ALIASES },
    })
    for (const stage of ["develop", "develop-html", "build-html"]) {
      const other = run(stage)
      expect(other.setWebpackConfig).not.toHaveBeenCalled()
    }
  })
})
