/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import { readFileSync } from "node:fs"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import type { ArchiveEntryValue } from "../content-model/model"
import { derivationsOf } from "./archive"

/** The project's first archive entry (synthetic), and the same entry under a new name whose take is not written yet. */
const archive = (
  JSON.parse(readFileSync(path.resolve(__dirname, "../../content/archive/archive.json"), "utf8")) as {
    en: { entries: ArchiveEntryValue[] }
  }
).en
const present = archive.entries[0] as ArchiveEntryValue
const awaiting: ArchiveEntryValue = {
  ...present,
  slug: "take-not-yet-written",
  motion: "motion/take-not-yet-written.bvh",
}

const start = process.cwd()
const environment = process.env.NODE_ENV
let dir: string
let reporter: Reporter

beforeEach(async () => {
  // The derivations are cached under the working folder's .cache/, kept apart from the project's; the deriving
  // code's version is read from its src/.
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "archive-derivations-"))
  await fs.symlink(path.join(start, "src"), path.join(dir, "src"))
  process.chdir(dir)
  reporter = { info: jest.fn(), warn: jest.fn() } as unknown as Reporter
})
afterEach(async () => {
  process.env.NODE_ENV = environment
  process.chdir(start)
  await fs.rm(dir, { recursive: true, force: true })
})

describe("the archive's derivations when createPages runs", () => {
  it("in gatsby develop, leaves out an entry whose take is not written yet, names it, and keeps the others", async () => {
    process.env.NODE_ENV = "development"
    const derivations = await derivationsOf([present, awaiting], reporter)
    expect([...derivations.keys()]).toEqual([present.slug])
    expect(derivations.get(present.slug)?.fileNames.length).toBeGreaterThan(0)
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining(`"${awaiting.slug}" has no page until content/archive/${awaiting.motion} can be read`),
    )
  }, 60_000)

  it("in a build, stops at the missing take", async () => {
    process.env.NODE_ENV = "production"
    await expect(derivationsOf([present, awaiting], reporter)).rejects.toThrow(/ENOENT/)
  }, 60_000)
})
