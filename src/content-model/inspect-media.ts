/**
 * The media inspector used in builds: the file system, the byte sniffer (./file-kind.ts) for what a file really
 * is, and sharp only for files the sniffer calls a picture sharp can read, so a HEIC photo or a PDF named .jpg
 * never reaches an image decoder.
 */
import * as fs from "node:fs/promises"
import sharp from "sharp"
import { SNIFF_BYTES, sniffFormat } from "./file-kind"
import type { MediaInspector } from "./validate"

/** The shrunken size a picture is decoded to: small, but every byte of the file is still read and checked. */
const DECODE_CHECK_PX = 32

export const fileSystemInspector: Required<MediaInspector> = {
  async exists(absolutePath) {
    try {
      return (await fs.stat(absolutePath)).isFile()
    } catch {
      return false
    }
  },
  async sniff(absolutePath) {
    const handle = await fs.open(absolutePath, "r")
    try {
      const buffer = new Uint8Array(SNIFF_BYTES)
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0)
      return sniffFormat(buffer.subarray(0, bytesRead))
    } finally {
      await handle.close()
    }
  },
  async decodeImage(absolutePath) {
    try {
      // failOn "truncated": a JPEG cut off part-way is an error here rather than a grey band on the page.
      const image = sharp(absolutePath, { failOn: "truncated" })
      const { autoOrient } = await image.metadata()
      await image.resize(DECODE_CHECK_PX, DECODE_CHECK_PX, { fit: "inside" }).toBuffer()
      return { width: autoOrient.width, height: autoOrient.height }
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  },
}
