/**
 * @jest-environment node
 *
 * A real `gatsby build` (warm, from the run's shared built copy: test/support/built-copy.ts) on a copy of the project with phone photos among the portraits' stills (synthetic: each
 * half a flat colour, stored landscape with EXIF Orientation 6 as phones save portrait-mode photos):
 * - mocap-footage (an 800:563 box) gets one whose upright shape fits: its built frame must be upright and whole;
 * - drumming (a 1:1 box) gets one that is upright, portrait-shaped: the build must warn, naming it, and carry on.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import sharp from "sharp"
import { FLIPBOOK_FRAMES } from "../../src/gatsby-node/flipbook-frames"
import { builtCopy, COLD_BUILD_TIMEOUT_MS, type BuiltCopy } from "../support/built-copy"
import { PROJECT_DIR } from "../support/content-copy"
import { sidewaysJpeg } from "../support/synthetic-files"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: undefined }
const gatsby = path.join(PROJECT_DIR, "node_modules", ".bin", "gatsby")
const STILLS = path.join("content", "portraits", "stills")
/** A cold build takes minutes here, more on a busy machine. */
const BUILD_TIMEOUT_MS = 1_500_000

let copy: BuiltCopy
let project: string
let output = ""
let status: number | null = null
/** The frames the unchanged copy's build made, before the phone photos replace their stills. */
let earlier = new Set<string>()
beforeAll(
  async () => {
    copy = await builtCopy()
    project = copy.dir
    earlier = new Set(await generatedFrom("mocap-footage-01.jpg"))
    // Stored 1126 × 1600, shown 1600 × 1126: the mocap-footage box's 800:563 shape once upright.
    await fs.writeFile(path.join(project, STILLS, "mocap-footage-01.jpg"), await sidewaysJpeg(1126, 1600))
    // Stored 1600 × 1200, shown 1200 × 1600: a portrait-mode photo for a square box.
    await fs.writeFile(path.join(project, STILLS, "drumming-01.jpg"), await sidewaysJpeg(1600, 1200))
    const result = spawnSync(gatsby, ["build"], { cwd: project, env, encoding: "utf8", timeout: BUILD_TIMEOUT_MS })
    output = `${result.stdout}\n${result.stderr}`
    status = result.status
  },
  COLD_BUILD_TIMEOUT_MS + BUILD_TIMEOUT_MS + 60_000,
)
afterAll(async () => {
  await copy?.release()
})

/**
 * Every JPEG gatsby-plugin-sharp made from a still, as public/static/<digest>/<variant>/<name>.jpg, less those the
 * unchanged copy's build had already made from the still the phone photo replaced.
 */
const generatedFrom = async (name: string): Promise<string[]> => {
  const root = path.join(project, "public", "static")
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name === name)
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !earlier.has(file))
}

it("builds, warning about the still the page would crop, by file, field and portrait", () => {
  expect(status).toBe(0)
  expect(output).toMatch(
    /content\/portraits\/portraits\.json → portraits\[0\]\.stills\[0\] \(portrait "[^"]+"\): warning: stills\/drumming-01\.jpg is 1200×1600 \(as shown, after its orientation\), 25% off the portrait's 1:1 box/,
  )
})

it("makes the sideways-stored phone photo's frames upright and whole", async () => {
  const frames = await generatedFrom("mocap-footage-01.jpg")
  expect(frames.length).toBeGreaterThan(0)
  const sizes = await Promise.all(frames.map(async (frame) => ({ frame, ...(await sharp(frame).metadata()) })))
  const largest = sizes.reduce((a, b) => (b.width > a.width ? b : a))
  // Upright and whole: the box's landscape shape at the flipbook's width (a crop of the stored shape was 640×909).
  expect(largest.width).toBe(FLIPBOOK_FRAMES.width)
  expect(Math.abs(largest.height - Math.round((FLIPBOOK_FRAMES.width * 563) / 800))).toBeLessThanOrEqual(1)
  // The stored left half (red) is the upright top, the stored right half (blue) the bottom.
  const band = async (top: number) => {
    // stats() reads its input, not the pipeline's output: cut the band out first.
    const cut = await sharp(largest.frame)
      .extract({ left: 0, top, width: largest.width, height: Math.floor(largest.height / 4) })
      .toBuffer()
    const { channels } = await sharp(cut).stats()
    return { red: channels[0]!.mean, blue: channels[2]!.mean }
  }
  const top = await band(0)
  const bottom = await band(largest.height - Math.floor(largest.height / 4))
  expect(top.red).toBeGreaterThan(top.blue + 100)
  expect(bottom.blue).toBeGreaterThan(bottom.red + 100)
})
