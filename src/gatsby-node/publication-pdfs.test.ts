/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Node, NodePluginArgs } from "gatsby"
import { ROUTES } from "../constants"
import { publicationPdfPath, slugFromPdfPath } from "../site-files"
import { onCreateDevServer, pdfTarget, publicationPdfSources, writePublicationPdfs } from "./publication-pdfs"

const fileNode = { id: "file-1", dir: "/site/content/publications", parent: null } as unknown as Node
const jsonNode = {
  id: "json-1",
  parent: "file-1",
  publications: [
    { slug: "first-paper", pdf: "pdfs/first.pdf" },
    { slug: "second-paper", pdf: "../elsewhere/second.pdf" },
  ],
} as unknown as Node
const lookup = {
  getNode: ((id: string) => [fileNode, jsonNode].find((n) => n.id === id)) as NodePluginArgs["getNode"],
  getNodesByType: ((type: string) =>
    type === "PublicationsJson" ? [jsonNode] : []) as NodePluginArgs["getNodesByType"],
}

describe("publication PDF addresses", () => {
  it("are absolute and sit beside the Publications page, named by slug", () => {
    expect(publicationPdfPath("white-paper")).toBe(`${ROUTES.publications}white-paper.pdf`)
    expect(publicationPdfPath("white-paper")).toMatch(/^\//)
  })

  it("are recognised in request paths, and nothing else is", () => {
    expect(slugFromPdfPath(publicationPdfPath("white-paper"))).toBe("white-paper")
    expect(slugFromPdfPath(ROUTES.publications)).toBeUndefined()
    expect(slugFromPdfPath(`${ROUTES.publications}index.html`)).toBeUndefined()
    expect(slugFromPdfPath(`${ROUTES.publications}../secret.pdf`)).toBeUndefined()
    expect(slugFromPdfPath(`${ROUTES.publications}nested/x.pdf`)).toBeUndefined()
  })
})

describe("publicationPdfSources", () => {
  it("resolves each PDF relative to the JSON file it is named in", () => {
    expect(publicationPdfSources(lookup)).toEqual([
      { slug: "first-paper", source: "/site/content/publications/pdfs/first.pdf" },
      { slug: "second-paper", source: "/site/content/elsewhere/second.pdf" },
    ])
  })

  it("reads a file stored with its languages once, through its node per language, each under the stored node", () => {
    const stored = { id: "stored-1", parent: "file-1", children: [] } as unknown as Node
    const inLanguage = (language: string) =>
      ({ ...jsonNode, id: `json-${language}`, parent: "stored-1", language }) as unknown as Node
    const nodes = [fileNode, stored, inLanguage("en"), inLanguage("es")]
    expect(
      publicationPdfSources({
        getNode: (id: string) => nodes.find((n) => n.id === id),
        getNodesByType: (type: string) => (type === "PublicationsJson" ? nodes.slice(2) : []),
      }),
    ).toEqual([
      { slug: "first-paper", source: "/site/content/publications/pdfs/first.pdf" },
      { slug: "second-paper", source: "/site/content/elsewhere/second.pdf" },
    ])
  })
})

describe("writePublicationPdfs", () => {
  let root: string
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-pdfs-"))
  })
  afterEach(() => fs.rm(root, { recursive: true, force: true }))

  it("copies each PDF to its address, keeps the page's index.html and drops PDFs no longer listed", async () => {
    const publicDir = path.join(root, "public")
    const source = path.join(root, "a.pdf")
    await fs.writeFile(source, "%PDF-1.4 a")
    const folder = path.dirname(pdfTarget(publicDir, "x"))
    await fs.mkdir(folder, { recursive: true })
    await fs.writeFile(path.join(folder, "index.html"), "<html>")
    await fs.writeFile(path.join(folder, "removed-paper.pdf"), "%PDF old")

    const written = await writePublicationPdfs(publicDir, [{ slug: "a-paper", source }])

    expect(written).toEqual([pdfTarget(publicDir, "a-paper")])
    expect(await fs.readFile(pdfTarget(publicDir, "a-paper"), "utf8")).toBe("%PDF-1.4 a")
    expect((await fs.readdir(folder)).sort()).toEqual(["a-paper.pdf", "index.html"])
  })
})

describe("onCreateDevServer", () => {
  it("serves a listed PDF from content/ and passes anything else on", async () => {
    let handler: (req: { path: string }, res: { sendFile: (f: string) => void }, next: () => void) => void = () => {}
    const app = { use: (h: typeof handler) => (handler = h) }
    await onCreateDevServer!({ app, ...lookup } as never, {} as never, () => {})
    const sendFile = jest.fn()
    const next = jest.fn()
    handler({ path: publicationPdfPath("first-paper") }, { sendFile }, next)
    expect(sendFile).toHaveBeenCalledWith("/site/content/publications/pdfs/first.pdf")
    handler({ path: publicationPdfPath("no-such-paper") }, { sendFile }, next)
    handler({ path: ROUTES.publications }, { sendFile }, next)
    expect(sendFile).toHaveBeenCalledTimes(1)
    expect(next).toHaveBeenCalledTimes(2)
  })
})
