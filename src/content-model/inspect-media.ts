/** The media inspector used in builds: the file system, and sharp for what it can read as an image. */
import * as fs from "node:fs/promises"
import sharp from "sharp"
import type { MediaInspector } from "./validate"

export const fileSystemInspector: MediaInspector = {
  async exists(absolutePath) {
    try {
      return (await fs.stat(absolutePath)).isFile()
    } catch {
      return false
    }
  },
  async imageFormat(absolutePath) {
    try {
      const { format } = await sharp(absolutePath).metadata()
      return format ?? new Error("unknown format")
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  },
}
