/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { writeArchiveFiles } from "./archive"
import { buildCacheDir, PassRecord } from "./build-cache"

const reporter = { info: jest.fn(), warn: jest.fn() } as unknown as Reporter
const start = process.cwd()
let dir: string

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "archive-files-"))
  process.chdir(dir)
})
afterEach(async () => {
  process.chdir(start)
  await fs.rm(dir, { recursive: true, force: true })
})

describe("the archive's files in public/", () => {
  it("deletes a file an earlier build copied when no entry in the node store offers it any more", async () => {
    // An earlier pass copied a withdrawn entry's data; the store now holds no entry that offers it.
    const left = path.join(dir, "public", "archive", "withdrawn", "joints.csv")
    await fs.mkdir(path.dirname(left), { recursive: true })
    await fs.writeFile(left, "frame,joint\n")
    const earlier = await PassRecord.open<string>("archive-files", "1", buildCacheDir(dir))
    earlier.set(left, { size: 12, mtimeMs: 1 }, "an earlier derivation")
    await earlier.save()

    await writeArchiveFiles({ reporter, getNodesByType: () => [] })

    await expect(fs.stat(left)).rejects.toThrow(/ENOENT/)
    await expect(fs.stat(path.dirname(left))).rejects.toThrow(/ENOENT/)
    await expect(fs.stat(path.join(dir, "public", "archive"))).resolves.toBeTruthy()
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("1 no longer offered removed"))
  })
})
