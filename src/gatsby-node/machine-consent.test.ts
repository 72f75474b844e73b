/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { AI_TRAINING_CRAWLERS, TDMREP_PATH } from "../constants"
import {
  aiCrawlerRobotsRules,
  consentHeadersBlock,
  entryUrlPaths,
  refusalRobotsTag,
  refusesMachineLearning,
  tdmrepJson,
  withConsentBlock,
  writeMachineConsent,
} from "./machine-consent"

const entry = (slug: string, machineLearning: boolean) => ({ slug, consent: { machineLearning } })

describe("which entries refuse machine learning", () => {
  it("refuses unless the mover said yes", () => {
    expect(refusesMachineLearning(entry("a", false))).toBe(true)
    expect(refusesMachineLearning(entry("a", true))).toBe(false)
    // A missing answer is not a yes (the content check requires the field; this is the last line of defence).
    expect(refusesMachineLearning({ slug: "a", consent: {} as { machineLearning: boolean } })).toBe(true)
  })
})

describe("the header rules", () => {
  it("name each path of a refusing entry exactly: its page, its page data and each file", () => {
    expect(entryUrlPaths("walk", ["walk.bvh", "index.html"])).toEqual([
      "/archive/walk/",
      "/page-data/archive/walk/page-data.json",
      "/archive/walk/index.html",
      "/archive/walk/walk.bvh",
    ])
    const block = consentHeadersBlock([{ slug: "walk", fileNames: ["walk.bvh"] }], undefined)
    expect(block.split("\n")).toEqual([
      "# movement-undercommons consent start",
      "/archive/walk/",
      "  tdm-reservation: 1",
      "  X-Robots-Tag: noai, noimageai",
      "/page-data/archive/walk/page-data.json",
      "  tdm-reservation: 1",
      "  X-Robots-Tag: noai, noimageai",
      "/archive/walk/walk.bvh",
      "  tdm-reservation: 1",
      "  X-Robots-Tag: noai, noimageai",
      "# movement-undercommons consent end",
      "",
    ])
    // No wildcard: Netlify reads /archive/walk/* as matching /archive/walking/ too.
    expect(block).not.toContain("*")
  })

  it("keep the no-index of a deploy preview or branch deploy in their X-Robots-Tag, and not in production", () => {
    expect(refusalRobotsTag("deploy-preview")).toBe("noindex, noai, noimageai")
    expect(refusalRobotsTag("branch-deploy")).toBe("noindex, noai, noimageai")
    expect(refusalRobotsTag("production")).toBe("noai, noimageai")
    expect(refusalRobotsTag(undefined)).toBe("noai, noimageai")
  })

  it("replace the block of an earlier build and keep everything else", () => {
    const first = consentHeadersBlock([{ slug: "walk", fileNames: [] }], undefined)
    const others = "/*\n  X-Frame-Options: DENY\n"
    const once = withConsentBlock(others, first)
    const again = withConsentBlock(once, consentHeadersBlock([], undefined))
    expect(once).toBe(first + others)
    expect(again).not.toContain("/archive/walk/")
    expect(again.endsWith(others)).toBe(true)
  })
})

describe("tdmrep.json and robots.txt", () => {
  it("tdmrep.json reserves each refusing entry's folder, everything under it and its page data", () => {
    expect(JSON.parse(tdmrepJson(["walk"]))).toEqual([
      { location: "/archive/walk/", "tdm-reservation": 1 },
      { location: "/archive/walk/*", "tdm-reservation": 1 },
      { location: "/page-data/archive/walk/page-data.json", "tdm-reservation": 1 },
    ])
    expect(JSON.parse(tdmrepJson([]))).toEqual([])
  })

  it("robots.txt gets a group per AI training crawler disallowing the refusing entries, and none without one", () => {
    const rules = aiCrawlerRobotsRules(["walk", "drum"])
    for (const agent of AI_TRAINING_CRAWLERS) {
      expect(rules).toContain(
        `User-agent: ${agent}\nDisallow: /archive/drum/\nDisallow: /page-data/archive/drum/page-data.json\n` +
          "Disallow: /archive/walk/\nDisallow: /page-data/archive/walk/page-data.json",
      )
    }
    expect(rules.match(/User-agent:/g)).toHaveLength(AI_TRAINING_CRAWLERS.length)
    expect(rules).not.toContain("User-agent: *")
    expect(aiCrawlerRobotsRules([])).toBe("")
  })
})

describe("written at build time from the entries' consent", () => {
  const reporter = { info: jest.fn() } as unknown as Reporter
  const start = process.cwd()
  let dir: string
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "machine-consent-"))
    process.chdir(dir)
    await fs.mkdir(path.join(dir, "public", "archive", "refused"), { recursive: true })
    await fs.mkdir(path.join(dir, "public", "archive", "allowed"), { recursive: true })
    await fs.writeFile(path.join(dir, "public", "archive", "refused", "index.html"), "<p>refused</p>")
    await fs.writeFile(path.join(dir, "public", "archive", "refused", "refused.bvh"), "HIERARCHY")
    await fs.writeFile(path.join(dir, "public", "archive", "allowed", "allowed.bvh"), "HIERARCHY")
    await fs.writeFile(path.join(dir, "public", "robots.txt"), "User-agent: *\nAllow: /\n")
    await fs.writeFile(path.join(dir, "public", "_headers"), "# gatsby-adapter-netlify start\n")
  })
  afterEach(async () => {
    process.chdir(start)
    await fs.rm(dir, { recursive: true, force: true })
  })
  const build = () =>
    writeMachineConsent({
      reporter,
      getNodesByType: (() => [entry("refused", false), entry("allowed", true)]) as never,
    })
  const read = (file: string) => fs.readFile(path.join(dir, "public", file), "utf8")

  it("covers the refusing entry's page and files, and nothing of the entry that allows it", async () => {
    await build()
    const headers = await read("_headers")
    expect(headers).toContain("/archive/refused/\n  tdm-reservation: 1\n")
    expect(headers).toContain("/archive/refused/refused.bvh\n  tdm-reservation: 1\n")
    expect(headers).toContain("/archive/refused/index.html\n")
    expect(headers).not.toContain("allowed")
    expect(headers.endsWith("# gatsby-adapter-netlify start\n")).toBe(true)
    const tdmrep = await read(TDMREP_PATH)
    expect(tdmrep).toContain('"/archive/refused/*"')
    expect(tdmrep).not.toContain("allowed")
    const robots = await read("robots.txt")
    expect(robots.startsWith("User-agent: *\nAllow: /\n")).toBe(true)
    expect(robots).toContain("User-agent: GPTBot\nDisallow: /archive/refused/\n")
    expect(robots).not.toContain("allowed")
  })

  it("a second build writes the same files, not the rules twice", async () => {
    await build()
    const once = [await read("_headers"), await read("robots.txt"), await read(TDMREP_PATH)]
    await build()
    expect([await read("_headers"), await read("robots.txt"), await read(TDMREP_PATH)]).toEqual(once)
  })
})
