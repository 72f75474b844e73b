/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * The headers file the build writes, on a small public/ folder made for the test, and the edge cases of the
 * inline-script hashing and of the policy paths.
 */
import { createHash } from "node:crypto"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { PassRecord } from "./build-cache"
import { headersBlock, htmlFiles, inlineScriptHashes, strictPolicyPaths, writeContentSecurityPolicy } from "./csp"

const sha = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact body, across lines and with markup-like text inside", () => {
    const first = "\n  if (a < b) document.write('<b>')\n"
    const html = `<head><script>${first}</script></head><body><p>x</p><script defer>two()</script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha("two()")])
  })

  it("skips external scripts and JSON-LD blocks whatever their other attributes", () => {
    const html = [
      `<script async src="/app.js"></script>`,
      `<script id="ld" type="application/ld+json">{"a":1}</script>`,
      `<script type="module">module()</script>`,
      `<script type="application/json">{"b":2}</script>`,
    ].join("")
    expect(inlineScriptHashes(html)).toEqual([sha("module()"), sha(`{"b":2}`)])
  })

  it("finds nothing in a page without scripts", () => {
    expect(inlineScriptHashes("<p>script</p>")).toEqual([])
  })
})

describe("strictPolicyPaths", () => {
  it("always covers / and lists the other paths sorted, folders with a trailing /*", () => {
    expect(
      strictPolicyPaths([
        { name: "technology", isDirectory: true, hasPages: true },
        { name: "archive", isDirectory: true, hasPages: true },
        { name: "index.html", isDirectory: false },
        { name: "404.html", isDirectory: false },
        { name: "page-data", isDirectory: true, hasPages: false },
        { name: "icons", isDirectory: true },
        { name: "app.js", isDirectory: false },
      ]),
    ).toEqual(["/", "/404.html", "/archive/*", "/index.html", "/technology/*"])
  })

  it("leaves the admin out, but not a folder whose name merely contains it", () => {
    expect(
      strictPolicyPaths([
        { name: "admin", isDirectory: true, hasPages: true },
        { name: "administration", isDirectory: true, hasPages: true },
      ]),
    ).toEqual(["/", "/administration/*"])
  })
})

describe("headersBlock", () => {
  it("is one marked block: the security headers on every path, the site's policy on / by default, then the admin's rule", () => {
    const lines = headersBlock(["sha256-x"], undefined).split("\n")
    expect(lines[0]).toBe("# movement-undercommons headers start")
    expect(lines.at(-2)).toBe("# movement-undercommons headers end")
    expect(lines.at(-1)).toBe("")
    expect(lines.slice(1, 4)).toEqual([
      "/*",
      "  Strict-Transport-Security: max-age=63072000; includeSubDomains",
      expect.stringMatching(/^ {2}Permissions-Policy: camera=\(\)/),
    ])
    expect(lines.slice(4, 6)).toEqual(["/", expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'none';/)])
    expect(lines.slice(6, 9)).toEqual([
      "/admin/*",
      expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'unsafe-eval';/),
      "  X-Robots-Tag: noindex",
    ])
    expect(lines).toHaveLength(11)
  })

  it("keeps branch deploys out of search engines too, and nothing else when the context is unknown", () => {
    expect(headersBlock([], "branch-deploy")).toContain("/*\n  X-Robots-Tag: noindex\n")
    expect(headersBlock([], "production")).not.toContain("/*\n  X-Robots-Tag")
    expect(headersBlock([], undefined)).not.toContain("/*\n  X-Robots-Tag")
  })

  it("has each stably named file revalidated", () => {
    const block = headersBlock([], undefined, ["/publications/a.pdf", "/publications/b.pdf"])
    expect(block).toContain(
      "/publications/a.pdf\n  Cache-Control: public, max-age=3600, must-revalidate\n" +
        "/publications/b.pdf\n  Cache-Control: public, max-age=3600, must-revalidate\n",
    )
  })
})

describe("writeContentSecurityPolicy", () => {
  let dir: string
  let publicDir: string
  const info = jest.fn()
  const reporter = { info } as unknown as Reporter
  const context = process.env.CONTEXT

  const write = async (file: string, body: string) => {
    await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true })
    await fs.writeFile(path.join(publicDir, file), body)
  }

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "mu-csp-"))
    publicDir = path.join(dir, "public")
    jest.spyOn(process, "cwd").mockReturnValue(dir)
    info.mockClear()
    delete process.env.CONTEXT
    await write("index.html", "<script>home()</script><script>shared()</script>")
    await write("portraits/index.html", "<script>shared()</script><script>portraits()</script>")
    await write("portraits/one/index.html", "<p>no script</p>")
    await write("admin/index.html", "<script src='/admin/cms.js'></script>")
    await write("static/picture.jpg", "not a page")
    await write("publications/paper.pdf", "%PDF")
    await write("publications/notes.txt", "not a pdf")
    await write("404.html", "<p>not found</p>")
  })

  afterEach(async () => {
    jest.restoreAllMocks()
    if (context === undefined) delete process.env.CONTEXT
    else process.env.CONTEXT = context
    await fs.rm(dir, { recursive: true, force: true })
  })

  const headers = () => fs.readFile(path.join(publicDir, "_headers"), "utf8")

  it("finds every HTML file below a folder, however deep", async () => {
    const files = (await htmlFiles(publicDir)).map((f) => path.relative(publicDir, f)).sort()
    expect(files).toEqual([
      "404.html",
      "admin/index.html",
      "index.html",
      "portraits/index.html",
      "portraits/one/index.html",
    ])
  })

  it("writes the block for the build's pages: each inline script once, sorted; PDFs revalidated", async () => {
    await writeContentSecurityPolicy(reporter)
    const hashes = [sha("home()"), sha("shared()"), sha("portraits()")].sort()
    expect(await headers()).toBe(
      headersBlock(hashes, undefined, ["/publications/paper.pdf"], ["/", "/404.html", "/index.html", "/portraits/*"]),
    )
    expect(info).toHaveBeenCalledWith(
      "Content-Security-Policy allows 3 inline script hashes, on 4 paths; /admin/ has its own",
    )
  })

  it("replaces its own earlier block and keeps what the adapter wrote", async () => {
    const adapter = "/static/*\n  Cache-Control: public, max-age=31536000, immutable\n"
    await write("_headers", `${headersBlock(["sha256-stale"], undefined)}${adapter}`)
    await writeContentSecurityPolicy(reporter)
    const written = await headers()
    expect(written).not.toContain("sha256-stale")
    expect(written.match(/headers start/g)).toHaveLength(1)
    expect(written.endsWith(`# movement-undercommons headers end\n${adapter}`)).toBe(true)
  })

  it("with a record, reads only the pages written since it last ran, and still lists every page's hashes", async () => {
    const open = () => PassRecord.open<string[]>("csp", "test", path.join(dir, "cache"))
    await writeContentSecurityPolicy(reporter, await open())
    expect(info).toHaveBeenLastCalledWith(expect.stringContaining("(5 of 5 pages read"))
    await write("portraits/one/index.html", "<script>one()</script>")
    await writeContentSecurityPolicy(reporter, await open())
    expect(info).toHaveBeenLastCalledWith(expect.stringContaining("(1 of 5 pages read"))
    const hashes = [sha("home()"), sha("shared()"), sha("portraits()"), sha("one()")].sort()
    expect(await headers()).toBe(
      headersBlock(hashes, undefined, ["/publications/paper.pdf"], ["/", "/404.html", "/index.html", "/portraits/*"]),
    )
  })

  it("follows the deploy context and copes with a build without publications", async () => {
    process.env.CONTEXT = "deploy-preview"
    await fs.rm(path.join(publicDir, "publications"), { recursive: true })
    await writeContentSecurityPolicy(reporter)
    const written = await headers()
    expect(written).toContain("/*\n  X-Robots-Tag: noindex\n")
    expect(written).not.toContain("Cache-Control")
  })
})
