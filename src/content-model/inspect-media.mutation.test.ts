/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * The build's media inspector on real files in a throwaway folder: what exists, what the first bytes say a file
 * is (and that the file is closed again), and which pictures decode, with their size as shown. validate.test.ts
 * uses the inspector on a copy of the real content, but Stryker leaves that file out (docs/mutation-testing.md).
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import sharp from "sharp"
import { fileSystemInspector } from "./inspect-media"

// The real file system, with each file handle the inspector opens kept, to see it closed afterwards.
jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises")
  return { ...actual, open: jest.fn(actual.open) }
})

/** A throwaway folder for one test, removed after it. */
const withFolder = async (use: (dir: string) => Promise<void>) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "inspect-media-"))
  try {
    await use(dir)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** A plain 40×30 JPEG; `orientation` 6 stores it turned, so it is shown 30×40. */
const jpeg = (orientation?: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .jpeg()
    .withMetadata(orientation === undefined ? {} : { orientation })
    .toBuffer()

describe("fileSystemInspector", () => {
  it("says a file exists, and a folder or a missing path does not", async () => {
    await withFolder(async (dir) => {
      await fs.writeFile(path.join(dir, "still.jpg"), "x")
      await fs.mkdir(path.join(dir, "stills"))
      const answers = await Promise.all(
        ["still.jpg", "stills", "gone.jpg"].map((name) => fileSystemInspector.exists(path.join(dir, name))),
      )
      expect(answers).toEqual([true, false, false])
    })
  })

  it("tells a file's format by its first bytes, whatever its name, and closes the file again", async () => {
    await withFolder(async (dir) => {
      await fs.writeFile(path.join(dir, "named-png.png"), await jpeg())
      await fs.writeFile(path.join(dir, "notes.jpg"), "not a picture")
      const open = jest.mocked(fs.open)
      open.mockClear()
      const formats = [
        await fileSystemInspector.sniff(path.join(dir, "named-png.png")),
        await fileSystemInspector.sniff(path.join(dir, "notes.jpg")),
      ]
      expect(formats).toEqual(["jpeg", undefined])
      const handles = await Promise.all(open.mock.results.map((result) => result.value as Promise<fs.FileHandle>))
      // A closed handle's descriptor is -1; an open one would leak a descriptor per media file of every build.
      expect(handles.map((handle) => handle.fd)).toEqual([-1, -1])
    })
  })

  it("decodes a picture to its size as shown, after its orientation", async () => {
    await withFolder(async (dir) => {
      await fs.writeFile(path.join(dir, "upright.jpg"), await jpeg())
      await fs.writeFile(path.join(dir, "turned.jpg"), await jpeg(6))
      const sizes = await Promise.all(
        ["upright.jpg", "turned.jpg"].map((name) => fileSystemInspector.decodeImage(path.join(dir, name))),
      )
      expect(sizes).toEqual([
        { width: 40, height: 30 },
        { width: 30, height: 40 },
      ])
    })
  })

  it("fails a JPEG cut off part-way, but not one with a harmless decoder warning that browsers show whole", async () => {
    await withFolder(async (dir) => {
      const whole = await jpeg()
      const cut = whole.subarray(0, Math.floor(whole.length * 0.8))
      // Stray bytes before the start-of-scan marker: libjpeg warns ("extraneous bytes before marker 0xda").
      const scan = whole.indexOf(Buffer.from([0xff, 0xda]))
      const stray = Buffer.concat([whole.subarray(0, scan), Buffer.from([1, 2, 3, 4]), whole.subarray(scan)])
      await fs.writeFile(path.join(dir, "cut.jpg"), cut)
      await fs.writeFile(path.join(dir, "stray.jpg"), stray)
      // libvips's reason ("premature end of JPEG image") or, when another decode took its error first, "Unknown
      // error" (validate.test.ts): an Error either way.
      expect(await fileSystemInspector.decodeImage(path.join(dir, "cut.jpg"))).toBeInstanceOf(Error)
      expect(await fileSystemInspector.decodeImage(path.join(dir, "stray.jpg"))).toEqual({ width: 40, height: 30 })
    })
  })
})
