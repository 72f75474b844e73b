/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { resize, setActions } from "gatsby-plugin-sharp"
import { decodeFrames } from "../data/compact-frames"
import { encodeFrames, FLIPBOOK_FRAMES, planFrames, type ResizedStill } from "./flipbook-frames"

/** A still's files under some URL layout (digests and names invented). */
const resized = (
  url: (name: string, variant: string, ext: string) => string,
  name: string,
  width = 640,
  height = 450,
): ResizedStill => ({
  width,
  height,
  fallback: {
    type: "image/jpeg",
    files: [
      { url: url(name, "b63bd", "jpg"), width: 320 },
      { url: url(name, "a1b20", "jpg"), width: 640 },
    ],
  },
  sources: [
    {
      type: "image/avif",
      files: [
        { url: url(name, "e13ba", "avif"), width: 320 },
        { url: url(name, "fab0e", "avif"), width: 640 },
      ],
    },
    {
      type: "image/webp",
      files: [
        { url: url(name, "8879b", "webp"), width: 320 },
        { url: url(name, "cabd2", "webp"), width: 640 },
      ],
    },
  ],
})
/** gatsby-plugin-sharp's layout today: /static/<file digest>/<args digest>/<name>.<ext>. */
const sharpLayout = (digest: string) => (name: string, variant: string, ext: string) =>
  `/static/${digest}/${variant}/${name}.${ext}`

describe("encodeFrames", () => {
  const stills = [
    resized(sharpLayout("093358d83e6e551a8a3797da92c94c96"), "step-01"),
    resized(sharpLayout("1f2e3d4c5b6a79881f2e3d4c5b6a7988"), "step-02"),
    resized(sharpLayout("aa2e3d4c5b6a79881f2e3d4c5b6a7988"), "wide-03", 640, 360),
  ]

  it("decodes to exactly each still's files, as srcsets in gatsby-plugin-image's form", () => {
    const decoded = decodeFrames(encodeFrames(stills, "Portrait test"))
    expect(decoded).toHaveLength(stills.length)
    decoded.forEach((frame, i) => {
      const still = stills[i]!
      expect(frame.src).toBe(still.fallback.files[1]!.url)
      expect(frame.srcSet).toBe(`${still.fallback.files[0]!.url} 320w,\n${still.fallback.files[1]!.url} 640w`)
      expect(frame.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"])
      expect(frame.sources[0]!.srcSet).toContain(`${still.sources[0]!.files[1]!.url} 640w`)
      expect([frame.width, frame.height]).toEqual([still.width, still.height])
    })
  })

  it("stores what stills share once, so each still costs only the parts of its URLs that differ", () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      resized(sharpLayout(`${String(i).padStart(2, "0")}3358d83e6e551a8a3797da92c94c96`), `frame-${i}`),
    )
    const compact = encodeFrames(many, "Portrait many")
    expect(compact.sets).toHaveLength(1)
    expect(compact.stills[7]!.values).toEqual(["073358d83e6e551a8a3797da92c94c96", "frame-7"])
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(many).length / 8)
    expect(encodeFrames(stills, "Portrait test").sets).toHaveLength(2)
  })

  it("does not depend on how the image plugin lays out its files", () => {
    const otherLayout = (digest: string) => (name: string, variant: string, ext: string) =>
      `/_images/${name}.${variant}.${digest}.${ext}`
    const others = ["a1", "b2", "c3"].map((digest, i) => resized(otherLayout(digest), `still-${i}`))
    const compact = encodeFrames(others, "Portrait elsewhere")
    expect(compact.sets).toHaveLength(1)
    expect(decodeFrames(compact)[2]!.src).toBe("/_images/still-2.a1b20.c3.jpg")
  })

  it("keeps a still alone in its shape whole, with nothing to factor", () => {
    const compact = encodeFrames([stills[0]!], "Portrait one")
    expect(compact.stills[0]!.values).toEqual([])
    expect(decodeFrames(compact)[0]!.src).toBe(stills[0]!.fallback.files[1]!.url)
  })

  it("stops the build, naming the portrait and still, when a still does not decode to its own files", () => {
    // A part every still shares that happens to be spelt like a placeholder would decode to something else.
    const braces = (digest: string) => (name: string, variant: string, ext: string) =>
      `/static/{0}/${digest}/${variant}/${name}.${ext}`
    const odd = [resized(braces("a1"), "step-01"), resized(braces("b2"), "step-02")]
    expect(() => encodeFrames(odd, "Portrait odd")).toThrow(
      "Portrait odd: still 1 does not survive the compact encoding",
    )
  })
})

describe("planFrames", () => {
  it("makes AVIF, WebP and JPEG at half and full flipbook width, in the still's upright shape", () => {
    const plan = planFrames({ width: 1600, height: 1126 }, "jpg")
    expect([plan.width, plan.height]).toEqual([FLIPBOOK_FRAMES.width, Math.round((640 * 1126) / 1600)])
    expect(plan.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"])
    expect(plan.fallback.type).toBe("image/jpeg")
    expect(plan.fallback.files.map((f) => [f.toFormat, f.width, f.height])).toEqual([
      ["jpg", 320, 225],
      ["jpg", 640, 450],
    ])
    expect(plan.sources[0]!.files.every((f) => f.toFormat === "avif" && f.quality === 50)).toBe(true)
  })

  it("never enlarges a small still, and keeps PNG for a PNG's fallback", () => {
    const plan = planFrames({ width: 500, height: 500 }, "PNG")
    expect(plan.fallback.files.map((f) => [f.toFormat, f.width])).toEqual([
      ["png", 320],
      ["png", 500],
    ])
    expect(planFrames({ width: 300, height: 200 }, "jpg").fallback.files.map((f) => f.width)).toEqual([300])
  })
})

// The contract the resolver relies on: a plugin upgrade that changes it fails here, not inside the build.
describe("gatsby-plugin-sharp's resize, as the resolver calls it", () => {
  const still = path.resolve(__dirname, "..", "..", "content", "portraits", "stills", "harvest-01.jpg")
  const file = {
    absolutePath: still,
    name: "harvest-01",
    extension: "jpg",
    internal: { contentDigest: "0123456789abcdef0123456789abcdef" },
  }
  const reporter = { panic: jest.fn() } as unknown as Reporter
  let cwd: string
  const jobs: { outputDir: string; args: { operations: { outputPath: string; args: Record<string, unknown> }[] } }[] =
    []

  beforeAll(() => {
    // It writes its output folder under the working directory's public/: keep that out of the project.
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), "mu-resize-"))
    jest.spyOn(process, "cwd").mockReturnValue(cwd)
    setActions({ createJobV2: (job: (typeof jobs)[number]) => (jobs.push(job), Promise.resolve()) })
  })
  afterAll(() => {
    jest.restoreAllMocks()
    fs.rmSync(cwd, { recursive: true, force: true })
  })

  it("queues one job per file with the format, size and quality asked for, and names a URL per file", () => {
    const plan = planFrames({ width: 1200, height: 1200 }, "jpg")
    const files = [plan.fallback, ...plan.sources].flatMap((source) => source.files)
    const urls = files.map((args) => resize({ file, args, reporter }).src)
    expect(new Set(urls).size).toBe(files.length)
    urls.forEach((url, i) => expect(url).toMatch(new RegExp(`^/.+\\.${files[i]!.toFormat}$`)))
    expect(jobs).toHaveLength(files.length)
    jobs.forEach((job, i) => {
      const { width, height, toFormat } = files[i]!
      expect(job.args.operations[0]!.args).toMatchObject({ width, height, toFormat })
      // The URL names the file the job writes.
      expect(urls[i]!.endsWith(job.args.operations[0]!.outputPath.split(path.sep).slice(-2).join("/"))).toBe(true)
    })
    expect(reporter.panic).not.toHaveBeenCalled()
  })

  it("names another file for another quality", () => {
    const args = { toFormat: "webp", width: 320, height: 320 }
    expect(resize({ file, args: { ...args, quality: 60 }, reporter }).src).not.toBe(
      resize({ file, args: { ...args, quality: 40 }, reporter }).src,
    )
  })
})
