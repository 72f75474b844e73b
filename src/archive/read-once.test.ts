/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { readFileSync } from "node:fs"
import * as path from "node:path"
import { archiveEntryPath } from "../constants"
import { checkArchiveMotion } from "../content-model/archive-checks"
import type { ArchiveEntryValue } from "../content-model/model"
import { motionSettings, readBvh } from "./analyse"
import * as bvhModule from "./bvh"
import { deriveEntry } from "./entry-files"

/**
 * A build reads each take once: the content check (onPreBootstrap, again in develop's createPages) and the
 * derivation (the pages' queries) share one parse per BVH, by its text's sha256.
 */
const CONTENT = path.resolve(__dirname, "../../content")
const archive = (
  JSON.parse(readFileSync(path.join(CONTENT, "archive/archive.json"), "utf8")) as {
    en: { entries: ArchiveEntryValue[] }
  }
).en
const label = (relative: string) => path.posix.join("content", relative.split(path.sep).join("/"))

afterEach(() => jest.restoreAllMocks())

describe("one parse per BVH", () => {
  it("parses each entry's take once across the content check, the check again and the derivation", async () => {
    // Two entries keep the derivation quick; the count is per take, whatever their number.
    const entries = archive.entries.slice(0, 2)
    const parse = jest.spyOn(bvhModule, "parseBvh")
    const checked = await checkArchiveMotion({ entries }, CONTENT, label)
    expect(checked).toEqual([])
    await checkArchiveMotion({ entries }, CONTENT, label)
    for (const entry of entries) {
      const file = path.join(CONTENT, "archive", entry.motion)
      const text = readFileSync(file, "utf8")
      const derived = deriveEntry(
        entry,
        text,
        label(path.relative(CONTENT, file)),
        motionSettings(entry, entry.slug),
        archiveEntryPath(entry.slug),
      )
      expect(derived.frameCount).toBeGreaterThan(0)
    }
    const takes = new Set(entries.map((e) => readFileSync(path.join(CONTENT, "archive", e.motion), "utf8")))
    expect(takes.size).toBe(2)
    expect(parse).toHaveBeenCalledTimes(takes.size)
  })

  it("names the file as each caller names it when the same bad text is read twice", () => {
    const parse = jest.spyOn(bvhModule, "parseBvh")
    const broken = "HIERARCHY\nROOT Hips\n{\n  OFFSET 0 0\n"
    expect(() => readBvh(broken, "first.bvh")).toThrow(/^first\.bvh, line \d+: /)
    expect(() => readBvh(broken, "second.bvh")).toThrow(/^second\.bvh, line \d+: /)
    expect(parse).toHaveBeenCalledTimes(1)
  })
})
