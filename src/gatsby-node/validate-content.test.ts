/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The content check's memory of clean takes (./validate-content.ts `motionCheckRecord`): a warm build does not read
 * a take it already found clean, unless the file or the entry's settings changed; a take with a problem is read and
 * reported on every check.
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { checkArchiveMotion } from "../content-model/archive-checks"
import { motionCheckRecord } from "./validate-content"

const SAMPLE = path.resolve(__dirname, "../../content/archive/motion/walking.bvh")
/** The sample walk is written Z up in millimetres, and its entry says so. */
const WALKING = { motion: "motion/take.bvh", motionUnit: "mm", motionUp: "z" }
const label = (relative: string) => `content/${relative}`
const STAMP_S = 1_700_000_000

let root: string
let contentDir: string
let cacheDir: string
let take: string
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-motion-checks-"))
  contentDir = path.join(root, "content")
  cacheDir = path.join(root, "cache")
  take = path.join(contentDir, "archive", "motion", "take.bvh")
  await fs.mkdir(path.dirname(take), { recursive: true })
  await fs.writeFile(take, await fs.readFile(SAMPLE, "utf8"))
  // A whole second, so the time set back after a change is exactly the recorded one.
  await fs.utimes(take, STAMP_S, STAMP_S)
})
afterEach(() => fs.rm(root, { recursive: true, force: true }))

/** One build's check: a record opened from the cache, the check, the record saved. */
const check = async (entry: Record<string, unknown> = WALKING) => {
  const memo = await motionCheckRecord(cacheDir)
  const problems = await checkArchiveMotion({ entries: [entry] }, contentDir, label, memo)
  await memo.save()
  return problems
}

/** Overwrites the take with text of the same size that does not parse, keeping its modification time. */
const breakKeepingStamp = async () => {
  const { size } = await fs.stat(take)
  await fs.writeFile(take, "x\n".repeat(size).slice(0, size))
  await fs.utimes(take, STAMP_S, STAMP_S)
}

describe("the content check's record of clean takes", () => {
  it("does not read again a take it found clean, while the file and the entry's settings are unchanged", async () => {
    expect(await check()).toEqual([])
    await breakKeepingStamp()
    // Remembered as clean: not read, so the broken text goes unseen.
    expect(await check()).toEqual([])
    // With another setting the take is read again, and the broken text is found.
    expect(await check({ ...WALKING, referenceFrames: 1 })).toEqual([
      expect.objectContaining({ field: "entries[0].motion", message: expect.stringMatching(/not a readable BVH/) }),
    ])
  })

  it("reads a take again when its file changed", async () => {
    expect(await check()).toEqual([])
    await fs.writeFile(take, "not a bvh")
    expect(await check()).toEqual([expect.objectContaining({ field: "entries[0].motion" })])
  })

  it("never remembers a take with a problem: it is reported on every check", async () => {
    const wrongUnit = { ...WALKING, motionUnit: "m" }
    const first = await check(wrongUnit)
    expect(first).toEqual([expect.objectContaining({ field: "entries[0].motionUnit" })])
    expect(await check(wrongUnit)).toEqual(first)
  })

  it("forgets takes no entry names", async () => {
    expect(await check()).toEqual([])
    await check({ motion: "motion/other.bvh", motionUnit: "mm", motionUp: "z" })
    await breakKeepingStamp()
    expect(await check()).toEqual([expect.objectContaining({ field: "entries[0].motion" })])
  })
})
