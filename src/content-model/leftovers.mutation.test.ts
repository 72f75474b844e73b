/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * Which files in a content folder are leftovers (named by no entry), on a throwaway folder written by the test:
 * media at every depth, files an entry names, content JSON, hidden files and folders. validate.mutation.test.ts
 * checks that the build reports them as notices.
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { listLeftovers } from "./leftovers"

describe("listLeftovers", () => {
  it("lists media files no entry names, at every depth, sorted by path; content JSON and hidden files are not", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "leftovers-"))
    try {
      // Written top level first and out of order, so the listing has to be sorted to come out as expected.
      const files = [
        "portraits/quay-2.jpg",
        "portraits/portraits.json",
        "portraits/.gitkeep",
        "portraits/harbour-1.jpg",
        "zz-notes.txt",
        "portraits/stills/tide.png",
        "archive/take.bvh",
        "archive/archive.json",
        "archive/empty-folder/.gitkeep",
      ]
      for (const file of files) {
        await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
        await fs.writeFile(path.join(root, file), "x")
      }
      const named = new Set([path.join(root, "portraits/harbour-1.jpg"), path.join(root, "archive/take.bvh")])
      expect(await listLeftovers(root, named)).toEqual([
        "portraits/quay-2.jpg",
        "portraits/stills/tide.png",
        "zz-notes.txt",
      ])
    } finally {
      await fs.rm(root, { recursive: true, force: true })
    }
  })
})
