import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { PassRecord } from "./build-cache"
import { rewriteBuiltPages, rewritesVersion, type PageRewrite } from "./page-html"

describe("rewriteBuiltPages", () => {
  let dir: string
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await fs.writeFile(path.join(dir, file), text)
  }
  const read = (file: string) => fs.readFile(path.join(dir, file), "utf8")

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "pages-"))
  })
  afterEach(() => fs.rm(dir, { recursive: true, force: true }))

  it("applies every rewrite in order to each page but the admin's and Gatsby's slices, and reports what each changed", async () => {
    await write("index.html", "<p>a</p>")
    await write("people/index.html", "<p>b</p>")
    await write("_gatsby/slices/_gatsby-scripts-1.html", "<p>slice</p>")
    await write("admin/index.html", "<p>admin</p>")
    await write("page-data/index/page-data.json", "<p>not html</p>")
    const info = jest.fn()
    await rewriteBuiltPages(
      { info } as unknown as Reporter,
      [
        { what: "p to q", rewrite: (html) => html.replace(/p>/g, "q>") },
        { what: "q marked", rewrite: (html) => html.replace("<q>", "<q data-seen>") },
      ],
      dir,
    )
    expect(await read("index.html")).toBe("<q data-seen>a</q>")
    expect(await read("people/index.html")).toBe("<q data-seen>b</q>")
    // Left as Gatsby wrote it, so Gatsby does not stitch it into every page again on the next build.
    expect(await read("_gatsby/slices/_gatsby-scripts-1.html")).toBe("<p>slice</p>")
    expect(await read("admin/index.html")).toBe("<p>admin</p>")
    expect(await read("page-data/index/page-data.json")).toBe("<p>not html</p>")
    expect(info.mock.calls).toEqual([["p to q on 2 of 2 HTML files"], ["q marked on 2 of 2 HTML files"]])
  })

  it("with a record, reads again only the pages written since it last ran, or all of them when a rewrite changes", async () => {
    const cache = await fs.mkdtemp(path.join(os.tmpdir(), "pages-cache-"))
    try {
      await write("index.html", "<p>a</p>")
      await write("people/index.html", "<p>b</p>")
      const seen: string[] = []
      const mark: PageRewrite = {
        what: "marked",
        rewrite: (html) => {
          seen.push(html)
          return html.includes("data-marked") ? html : html.replace("<p>", "<p data-marked>")
        },
      }
      const run = async (rewrites: PageRewrite[]) => {
        const record = await PassRecord.open<true>("rewrites", rewritesVersion(rewrites), cache)
        await rewriteBuiltPages({ info: jest.fn() } as unknown as Reporter, rewrites, dir, record)
      }
      await run([mark])
      expect(seen).toEqual(expect.arrayContaining(["<p>a</p>", "<p>b</p>"]))
      seen.length = 0
      await run([mark])
      expect(seen).toEqual([])
      // The build writes one page anew: only that one is read.
      await write("people/index.html", "<p>c</p>")
      await run([mark])
      expect(seen).toEqual(["<p>c</p>"])
      expect(await read("people/index.html")).toBe("<p data-marked>c</p>")
      // Another set of rewrites: every page again.
      seen.length = 0
      await run([mark, { what: "nothing", rewrite: (html) => html }])
      expect(seen).toHaveLength(2)
    } finally {
      await fs.rm(cache, { recursive: true, force: true })
    }
  })
})
