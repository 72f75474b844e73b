import { Compilation } from "webpack"
import {
  COMPILE_HINT,
  COMPILE_HINT_STAGE,
  EAGERLY_COMPILED_CHUNKS,
  compileHintOptions,
  onCreateWebpackConfig,
} from "./compile-hints"

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

  it("changes the browser build only", () => {
    const browser = run("build-javascript")
    expect(browser.banner).toHaveBeenCalledWith(compileHintOptions)
    expect(browser.setWebpackConfig).toHaveBeenCalledWith({
      plugins: [{ plugin: "banner", options: compileHintOptions }],
    })
    for (const stage of ["develop", "develop-html", "build-html"]) {
      const other = run(stage)
      expect(other.setWebpackConfig).not.toHaveBeenCalled()
    }
  })
})
