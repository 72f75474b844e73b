/** @jest-environment <rootDir>/test/support/node-environment.cjs */
/**
 * The Gatsby entry files' composition: Gatsby takes one function per API from gatsby-node.ts, gatsby-browser.tsx and
 * gatsby-ssr.tsx, so where several parts of src/ implement one API the entry file renames and chains them. Each
 * part must run exactly once, in the stated order, each finished before the next starts, with Gatsby's arguments.
 * The parts are replaced here by recorders; what each part does is tested beside it.
 */
import type { GatsbyNode } from "gatsby"

const mockLog: string[] = []
/** A part that records its call and finishes only when the test says so. */
const mockPart = (name: string) =>
  jest.fn((...args: unknown[]) => {
    mockLog.push(`${name} start (${args.length} args)`)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        mockLog.push(`${name} end`)
        resolve()
      }, 5),
    )
  })

jest.mock("../src/gatsby-node/admin", () => ({ onCreateDevServer: mockPart("admin.onCreateDevServer") }))
jest.mock("../src/gatsby-node/archive", () => ({
  createArchivePages: mockPart("archive.createArchivePages"),
  serveArchiveFiles: mockPart("archive.serveArchiveFiles"),
}))
jest.mock("../src/gatsby-node/publication-pdfs", () => ({
  onCreateDevServer: mockPart("publication-pdfs.onCreateDevServer"),
}))
jest.mock("../src/gatsby-node/validate-content", () => ({
  createPages: mockPart("validate-content.createPages"),
  onCreateDevServer: mockPart("validate-content.onCreateDevServer"),
  onPreBootstrap: mockPart("validate-content.onPreBootstrap"),
}))
jest.mock("../src/gatsby-node/schema", () => ({
  createResolvers: mockPart("schema.createResolvers"),
  createSchemaCustomization: mockPart("schema.createSchemaCustomization"),
}))
jest.mock("../src/gatsby-node/entry-nodes", () => ({
  onCreateNode: mockPart("entry-nodes.onCreateNode"),
  sourceNodes: mockPart("entry-nodes.sourceNodes"),
}))
jest.mock("../src/gatsby-node/content-languages", () => ({
  onCreateNode: mockPart("content-languages.onCreateNode"),
  releaseContentTypes: mockPart("content-languages.releaseContentTypes"),
}))
jest.mock("../src/gatsby-node/compile-hints", () => ({
  onCreateWebpackConfig: mockPart("compile-hints.onCreateWebpackConfig"),
}))
jest.mock("../src/gatsby-node/languages", () => ({
  onCreatePage: mockPart("languages.onCreatePage"),
  // Synchronous, as the real one is: it only declares redirects.
  createNotFoundRules: jest.fn((...args: unknown[]) => {
    mockLog.push(`languages.createNotFoundRules start (${args.length} args)`, "languages.createNotFoundRules end")
  }),
}))
jest.mock("../src/gatsby-node/post-build", () => ({ onPostBuild: mockPart("post-build.onPostBuild") }))
jest.mock("../src/gatsby/client-entry", () => ({ onClientEntry: mockPart("client-entry.onClientEntry") }))
jest.mock("../src/gatsby/scroll", () => ({ shouldUpdateScroll: mockPart("scroll.shouldUpdateScroll") }))
jest.mock("../src/gatsby/emotion-cache", () => ({ wrapRootElement: mockPart("emotion-cache.wrapRootElement") }))
jest.mock("../src/gatsby/wrap-page-element", () => ({ wrapPageElement: mockPart("wrap-page-element") }))

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks above, as Jest hoists them */
const gatsbyNode = require("../gatsby-node") as Record<string, unknown>
const gatsbyBrowser = require("../gatsby-browser") as Record<string, unknown>
const gatsbySsr = require("../gatsby-ssr") as Record<string, unknown>
const part = (module: string, name: string): unknown => (require(module) as Record<string, unknown>)[name]
/* eslint-enable @typescript-eslint/no-require-imports */

/** The APIs a compiled entry file offers (Babel adds an `__esModule` flag beside them). */
const apis = (module: Record<string, unknown>) => Object.keys(module).filter((key) => key !== "__esModule")
const args = { reporter: {}, app: {} }
const options = { plugins: [] }

beforeEach(() => {
  mockLog.length = 0
})

describe("gatsby-node.ts", () => {
  it("offers exactly the Node APIs the site implements", () => {
    expect(apis(gatsbyNode).sort()).toEqual([
      "createPages",
      "createResolvers",
      "createSchemaCustomization",
      "onCreateDevServer",
      "onCreateNode",
      "onCreatePage",
      "onCreateWebpackConfig",
      "onPostBootstrap",
      "onPostBuild",
      "onPreBootstrap",
      "sourceNodes",
    ])
  })

  it("passes single-part APIs through unchanged", () => {
    expect(gatsbyNode.createResolvers).toBe(part("../src/gatsby-node/schema", "createResolvers"))
    expect(gatsbyNode.createSchemaCustomization).toBe(part("../src/gatsby-node/schema", "createSchemaCustomization"))
    expect(gatsbyNode.onCreatePage).toBe(part("../src/gatsby-node/languages", "onCreatePage"))
    expect(gatsbyNode.sourceNodes).toBe(part("../src/gatsby-node/entry-nodes", "sourceNodes"))
    expect(gatsbyNode.onCreateWebpackConfig).toBe(part("../src/gatsby-node/compile-hints", "onCreateWebpackConfig"))
    expect(gatsbyNode.onPostBuild).toBe(part("../src/gatsby-node/post-build", "onPostBuild"))
  })

  it("declares no API function with a third parameter (Gatsby would wait for a callback)", () => {
    for (const name of apis(gatsbyNode))
      expect([name, (gatsbyNode[name] as () => void).length <= 2]).toEqual([name, true])
  })

  it("createPages: rechecks the content, makes the archive's pages, then each language's not-found rule, in turn", async () => {
    await (gatsbyNode.createPages as NonNullable<GatsbyNode["createPages"]>)(args as never, options, () => {})
    expect(mockLog).toEqual([
      "validate-content.createPages start (3 args)",
      "validate-content.createPages end",
      "archive.createArchivePages start (1 args)",
      "archive.createArchivePages end",
      "languages.createNotFoundRules start (1 args)",
      "languages.createNotFoundRules end",
    ])
  })

  it("onPreBootstrap: drops a cache's stale record of the language types' maker, then checks the content, in turn", async () => {
    await (gatsbyNode.onPreBootstrap as NonNullable<GatsbyNode["onPreBootstrap"]>)(args as never, options, () => {})
    expect(mockLog).toEqual([
      "content-languages.releaseContentTypes start (1 args)",
      "content-languages.releaseContentTypes end",
      "validate-content.onPreBootstrap start (3 args)",
      "validate-content.onPreBootstrap end",
    ])
  })

  it("onCreateNode: a file's nodes in each language first, then the entries of each node, in turn", async () => {
    await (gatsbyNode.onCreateNode as NonNullable<GatsbyNode["onCreateNode"]>)(args as never, options, () => {})
    expect(mockLog).toEqual([
      "content-languages.onCreateNode start (3 args)",
      "content-languages.onCreateNode end",
      "entry-nodes.onCreateNode start (3 args)",
      "entry-nodes.onCreateNode end",
    ])
  })

  it("onCreateDevServer: problem pages first, then the admin, the PDFs and the archive's files, each once and in turn", async () => {
    const api = gatsbyNode.onCreateDevServer as NonNullable<GatsbyNode["onCreateDevServer"]>
    await api(args as never, options, () => {})
    expect(mockLog).toEqual([
      "validate-content.onCreateDevServer start (3 args)",
      "validate-content.onCreateDevServer end",
      "admin.onCreateDevServer start (3 args)",
      "admin.onCreateDevServer end",
      "publication-pdfs.onCreateDevServer start (3 args)",
      "publication-pdfs.onCreateDevServer end",
      "archive.serveArchiveFiles start (3 args)",
      "archive.serveArchiveFiles end",
    ])
  })

  it("hands each part Gatsby's own arguments", async () => {
    await (gatsbyNode.createPages as NonNullable<GatsbyNode["createPages"]>)(args as never, options, () => {})
    const recheck = part("../src/gatsby-node/validate-content", "createPages") as jest.Mock
    const archive = part("../src/gatsby-node/archive", "createArchivePages") as jest.Mock
    expect(recheck.mock.lastCall?.slice(0, 2)).toEqual([args, options])
    expect(archive.mock.lastCall).toEqual([args])
    const notFound = part("../src/gatsby-node/languages", "createNotFoundRules") as jest.Mock
    expect(notFound.mock.lastCall).toEqual([args])
  })
})

describe("gatsby-browser.tsx and gatsby-ssr.tsx", () => {
  it("the browser takes the client entry, scrolling, the style cache and the page wrapper, each from its one module", () => {
    expect(apis(gatsbyBrowser).sort()).toEqual([
      "onClientEntry",
      "shouldUpdateScroll",
      "wrapPageElement",
      "wrapRootElement",
    ])
    expect(gatsbyBrowser.wrapRootElement).toBe(part("../src/gatsby/emotion-cache", "wrapRootElement"))
    expect(gatsbyBrowser.onClientEntry).toBe(part("../src/gatsby/client-entry", "onClientEntry"))
    expect(gatsbyBrowser.shouldUpdateScroll).toBe(part("../src/gatsby/scroll", "shouldUpdateScroll"))
  })

  it("server rendering wraps pages with the very same wrapper, so the first render hydrates without a mismatch", () => {
    expect(apis(gatsbySsr).sort()).toEqual(["onRenderBody", "wrapPageElement"])
    expect(gatsbySsr.wrapPageElement).toBe(gatsbyBrowser.wrapPageElement)
    expect(gatsbySsr.wrapPageElement).toBe(part("../src/gatsby/wrap-page-element", "wrapPageElement"))
  })
})
