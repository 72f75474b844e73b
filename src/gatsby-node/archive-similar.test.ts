/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { ARCHIVE_SIMILAR_COUNT } from "../constants"
import { descriptorDigest, DIMENSIONS, type MovementDescriptor, type SimilarSource } from "../archive/similarity"
import { similarListsCached } from "./archive-similar"
import { archiveCodeVersion, sha256Hex } from "./build-cache"

const movement = (value: number): MovementDescriptor =>
  Object.fromEntries(DIMENSIONS.map((d) => [d, value])) as MovementDescriptor
const source = (slug: string, value: number): SimilarSource => ({
  descriptor: { slug, movement: movement(value) },
  title: slug,
  synthetic: true,
  terms: [],
})

describe("the moves-like-this lists in the build cache", () => {
  it("are read back while every descriptor and word is the same, and made again when one changes", async () => {
    const dir = await fs.mkdtemp(path.join(tmpdir(), "mu-similar-"))
    try {
      const sources = [source("a", 0), source("b", 0.1), source("c", 1)]
      const first = await similarListsCached(sources, dir)
      expect(first.cached).toBe(false)
      expect(first.changed).toBe(3)
      expect(first.lists.get("a")?.nearest[0]?.slug).toBe("b")
      const again = await similarListsCached(sources, dir)
      expect(again.cached).toBe(true)
      expect(again.lists).toEqual(first.lists)
      expect(again.changed).toBe(0)
      // One entry's descriptor moves: the lists are measured again, and say so.
      const moved = await similarListsCached([source("a", 0), source("b", 0.1), source("c", 0.05)], dir)
      expect(moved.cached).toBe(false)
      expect(moved.lists.get("a")?.nearest[0]?.slug).toBe("c")
      // a's and b's nearest is now c, and c's list turned round (a is now as near as b, and first by slug).
      expect(moved.changed).toBe(3)
      // A new title is a new list too (the list shows it).
      const renamed = await similarListsCached(
        [source("a", 0), source("b", 0.1), { ...source("c", 0.05), title: "C" }],
        dir,
      )
      expect(renamed.cached).toBe(false)
      expect(renamed.lists.get("a")?.nearest[0]?.title).toBe("C")
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it("never reads back lists kept before reasons were data, though every descriptor and word is the same", async () => {
    const dir = await fs.mkdtemp(path.join(tmpdir(), "mu-similar-"))
    try {
      const sources = [source("a", 0), source("b", 0.1)]
      // The cache file as a build before reasons were data wrote it: its key without the lists' form, English reasons.
      const oldKey = sha256Hex(
        JSON.stringify([
          archiveCodeVersion(),
          ARCHIVE_SIMILAR_COUNT,
          sources.map((s) => [descriptorDigest(s.descriptor), s.title, s.synthetic, s.terms]),
        ]),
      )
      const item = (slug: string) => ({ slug, title: slug, synthetic: true, reason: "Like this one.", sharedTerms: [] })
      const old = { nearest: [item("b")], differently: null, alike: null }
      await fs.writeFile(
        path.join(dir, "archive-similar.json"),
        JSON.stringify({
          key: oldKey,
          lists: [
            ["a", old],
            ["b", { ...old, nearest: [item("a")] }],
          ],
        }),
      )
      const read = await similarListsCached(sources, dir)
      expect(read.cached).toBe(false)
      expect(read.lists.get("a")?.nearest[0]?.reason).toEqual({ kind: "alike", aspects: expect.any(Array) })
      expect(read.changed).toBe(2)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
