/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { cacheState, clearMovedCache, onPostBootstrap, ROOT_RECORD } from "./project-root"

const project = () => fs.mkdtempSync(path.join(os.tmpdir(), "mu-moved-"))
const built = (root: string, recordedRoot?: string) => {
  fs.mkdirSync(path.join(root, ".cache", "caches"), { recursive: true })
  fs.writeFileSync(path.join(root, ".cache", "caches", "node"), "/somewhere/else/content/site/site.json")
  fs.mkdirSync(path.join(root, "public"), { recursive: true })
  fs.writeFileSync(path.join(root, "public", "index.html"), "<!doctype html>")
  if (recordedRoot) fs.writeFileSync(path.join(root, ROOT_RECORD), `${recordedRoot}\n`)
}

describe("a moved or copied project's stale Gatsby caches (project-root.ts)", () => {
  it("leaves a project built where it is alone", () => {
    const root = project()
    built(root, root)
    expect(cacheState(root)).toBe("fresh")
    expect(clearMovedCache(root)).toBeUndefined()
    expect(fs.existsSync(path.join(root, ".cache", "caches", "node"))).toBe(true)
    expect(fs.existsSync(path.join(root, "public", "index.html"))).toBe(true)
  })

  it("clears .cache and public of a project built in another folder, naming both folders, and records the new one", () => {
    const root = project()
    built(root, "/work/old-place")
    expect(cacheState(root)).toEqual({ movedFrom: "/work/old-place" })
    const said = clearMovedCache(root)
    expect(said).toContain("/work/old-place")
    expect(said).toContain(root)
    expect(fs.existsSync(path.join(root, ".cache", "caches"))).toBe(false)
    expect(fs.existsSync(path.join(root, "public"))).toBe(false)
    expect(fs.readFileSync(path.join(root, ROOT_RECORD), "utf8")).toBe(`${root}\n`)
    expect(cacheState(root)).toBe("fresh")
  })

  it("clears caches that do not say where they were made", () => {
    const root = project()
    built(root)
    expect(cacheState(root)).toEqual({ movedFrom: undefined })
    expect(clearMovedCache(root)).toMatch(/did not say which folder/)
    expect(fs.existsSync(path.join(root, "public"))).toBe(false)
  })

  it("has nothing to clear in a fresh clone, and records the folder for the build to come", () => {
    const root = project()
    expect(cacheState(root)).toBe("none")
    expect(clearMovedCache(root)).toBeUndefined()
    expect(cacheState(root)).toBe("fresh")
  })

  it("is recorded again by Gatsby after its bootstrap, which empties .cache on a cold start", async () => {
    const root = project()
    built(root, root)
    fs.rmSync(path.join(root, ".cache"), { recursive: true })
    const store = { getState: () => ({ program: { directory: root } }) }
    await onPostBootstrap?.({ store } as never, {} as never, () => undefined)
    expect(cacheState(root)).toBe("fresh")
  })
})
