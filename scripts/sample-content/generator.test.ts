/** @jest-environment <rootDir>/test/support/node-environment.cjs */
/**
 * The sample-content generator's output. It is run twice, each in a fresh process, into two temporary folders, on
 * a subset that a test can afford (the archive's takes, and the stills of the two portraits whose box is not
 * square); the whole run makes the same kinds of file the same way.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import sharp from "sharp"
import { PORTRAIT_STILL_COUNTS } from "../../src/constants"
import { parseBvh } from "../../src/archive/bvh"
import { STILL_SERIES } from "./stills"

const ROOT = path.resolve(__dirname, "..", "..")
const SERIES = ["mocap-footage", "pastry"] as const
const RUN_TIMEOUT_MS = 240_000

/** Every file under a folder, by its path relative to it, sorted. */
const filesUnder = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()

const runs: { folder: string; status: number | null; output: string }[] = []
beforeAll(
  () => {
    for (const name of ["a", "b"]) {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), `mu-sample-${name}-`))
      const result = spawnSync(
        path.join(ROOT, "node_modules", ".bin", "tsx"),
        [
          "scripts/sample-content/generate.ts",
          "--out",
          folder,
          "--only",
          "stills,archive",
          "--series",
          SERIES.join(","),
        ],
        { cwd: ROOT, encoding: "utf8", timeout: RUN_TIMEOUT_MS },
      )
      runs.push({ folder, status: result.status, output: `${result.stdout}\n${result.stderr}` })
    }
  },
  2 * RUN_TIMEOUT_MS + 10_000,
)
afterAll(() => {
  for (const { folder } of runs) fs.rmSync(folder, { recursive: true, force: true })
})

it("runs, writing only into the folder it is given", () => {
  for (const run of runs) expect([run.status, run.output]).toEqual([0, expect.stringContaining("Wrote ")])
  expect(filesUnder(runs[0].folder).length).toBeGreaterThan(0)
})

it("is deterministic: two runs write the same files, byte for byte", () => {
  const [a, b] = runs as [(typeof runs)[number], (typeof runs)[number]]
  const files = filesUnder(a.folder)
  expect(filesUnder(b.folder)).toEqual(files)
  const differing = files.filter(
    (file) => !fs.readFileSync(path.join(a.folder, file)).equals(fs.readFileSync(path.join(b.folder, file))),
  )
  expect(differing).toEqual([])
})

it("plans each portrait's launch still count", () => {
  expect(Object.fromEntries(STILL_SERIES.map((series) => [series.folder, series.count]))).toEqual(PORTRAIT_STILL_COUNTS)
})

describe.each(SERIES)("the %s stills it writes", (folder) => {
  const series = STILL_SERIES.find((s) => s.folder === folder)!
  const written = () =>
    filesUnder(runs[0].folder)
      .filter((file) => file.startsWith(path.join("content", "portraits", "stills", `${folder}-`)))
      .map((file) => path.join(runs[0].folder, file))

  it("are the launch count, numbered from 01", () => {
    const count = PORTRAIT_STILL_COUNTS[folder]
    expect(written().map((file) => path.basename(file))).toEqual(
      Array.from({ length: count }, (_, i) => `${folder}-${String(i + 1).padStart(2, "0")}.jpg`),
    )
  })

  it("are JPEGs of the portrait's box, as content/portraits/portraits.json declares it", async () => {
    const portraits = JSON.parse(
      fs.readFileSync(path.join(ROOT, "content", "portraits", "portraits.json"), "utf8"),
    ) as {
      // Stored with its languages: the boxes are the English's (every language's).
      en: { portraits: { slug: string; aspectRatio: { width: number; height: number } }[] }
    }
    const box = portraits.en.portraits.find((p) => p.slug === folder)!.aspectRatio
    for (const file of written()) {
      const { format, width = 0, height = 0 } = await sharp(file).metadata()
      expect([path.basename(file), format, width, height]).toEqual([
        path.basename(file),
        "jpeg",
        series.width,
        series.height,
      ])
      // Within a pixel of the box's shape.
      expect(Math.abs(width * box.height - height * box.width)).toBeLessThanOrEqual(Math.max(box.width, box.height))
    }
  })
})

it("writes the archive's takes as BVH files the archive reads", () => {
  const takes = filesUnder(runs[0].folder).filter((file) => file.endsWith(".bvh"))
  expect(takes.length).toBeGreaterThan(0)
  for (const take of takes) {
    const bvh = parseBvh(fs.readFileSync(path.join(runs[0].folder, take), "utf8"), take)
    expect([take, bvh.frames.length > 0]).toEqual([take, true])
  }
})
