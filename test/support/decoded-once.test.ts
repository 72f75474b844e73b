/**
 * @jest-environment node
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { fileSystemInspector } from "../../src/content-model/inspect-media"
import type { PictureSize } from "../../src/content-model/validate"
import { decodedOnce, recordingDecodes } from "./decoded-once"
import { halvesJpeg, sidewaysJpeg, truncatedJpeg } from "./synthetic-files"

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "mu-decoded-once-"))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

/** The file system's inspector, noting the pictures it decodes. */
const counting = () => recordingDecodes(fileSystemInspector)

it("decodes the same bytes once, wherever they lie, and gives the size the decoder gave", async () => {
  const { inspector, decoded } = counting()
  const once = decodedOnce(inspector)
  const bytes = await halvesJpeg(40, 30)
  const first = path.join(dir, "a.jpg")
  const copy = path.join(dir, "copy", "a.jpg")
  await fs.mkdir(path.dirname(copy))
  await fs.writeFile(first, bytes)
  await fs.writeFile(copy, bytes)
  expect(await once.decodeImage(first)).toEqual<PictureSize>({ width: 40, height: 30 })
  expect(await once.decodeImage(copy)).toEqual<PictureSize>({ width: 40, height: 30 })
  expect(decoded).toEqual([first])
})

it("decodes a picture anew when its bytes change under the same name: another size, turned, or cut off", async () => {
  const { inspector, decoded } = counting()
  const once = decodedOnce(inspector)
  const file = path.join(dir, "a.jpg")
  await fs.writeFile(file, await halvesJpeg(40, 30))
  expect(await once.decodeImage(file)).toEqual({ width: 40, height: 30 })
  await fs.writeFile(file, await halvesJpeg(30, 40))
  expect(await once.decodeImage(file)).toEqual({ width: 30, height: 40 })
  // Stored 40 × 30 with the EXIF orientation of a phone held upright: shown 30 × 40.
  await fs.writeFile(file, await sidewaysJpeg(40, 30))
  expect(await once.decodeImage(file)).toEqual({ width: 30, height: 40 })
  await fs.writeFile(file, await truncatedJpeg())
  expect(await once.decodeImage(file)).toBeInstanceOf(Error)
  expect(decoded).toEqual([file, file, file, file])
})

it("asks the decoder again for a picture that failed, and for a file it cannot read", async () => {
  const { inspector, decoded } = counting()
  const once = decodedOnce(inspector)
  const cut = path.join(dir, "cut.jpg")
  await fs.writeFile(cut, await truncatedJpeg())
  expect(await once.decodeImage(cut)).toBeInstanceOf(Error)
  expect(await once.decodeImage(cut)).toBeInstanceOf(Error)
  const missing = path.join(dir, "missing.jpg")
  expect(await once.decodeImage(missing)).toBeInstanceOf(Error)
  expect(decoded).toEqual([cut, cut, missing])
})
