/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { halvesJpeg, heicBytes, pdfBytes } from "../../test/support/synthetic-files"
import { isUnusableMedia } from "./unusable-media"

let dir: string
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "mu-unusable-"))
})
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

const put = async (name: string, bytes: Uint8Array | string) => {
  await fs.writeFile(path.join(dir, name), bytes)
  return path.join(dir, name)
}

it("keeps out files whose bytes are not what their extension promises", async () => {
  expect(isUnusableMedia(await put("phone.jpg", heicBytes()))).toBe(true)
  expect(isUnusableMedia(await put("paper.png", pdfBytes()))).toBe(true)
  expect(isUnusableMedia(await put("text.jpg", "not a picture"))).toBe(true)
  expect(isUnusableMedia(await put("phone.heic", heicBytes()))).toBe(true)
})

it("lets through real pictures, other files, folders and files that are gone", async () => {
  expect(isUnusableMedia(await put("real.jpg", await halvesJpeg(8, 8)))).toBe(false)
  expect(isUnusableMedia(await put("paper.pdf", pdfBytes()))).toBe(false)
  expect(isUnusableMedia(await put("data.json", "{}"))).toBe(false)
  expect(isUnusableMedia(await put("motion.bvh", "HIERARCHY"))).toBe(false)
  expect(isUnusableMedia(dir)).toBe(false)
  expect(isUnusableMedia(path.join(dir, "gone.jpg"))).toBe(false)
})
