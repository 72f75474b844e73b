/**
 * Keeps a media file whose bytes are not what its name promises (a phone's HEIC photo renamed .jpg, a PDF saved
 * as .png) out of Gatsby's node store, so gatsby-plugin-sharp never decodes it: libvips can stop the whole
 * `gatsby develop` process on a HEIC file. The content check names the file, its field and the fix; the pages it
 * affects show that instead of a picture (./problem-page.ts).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { SNIFF_BYTES, sniffFormat } from "../content-model/file-kind"
import { EXTENSION_FORMATS } from "../content-model/media-checks"

/** The first bytes of a file, or undefined if it cannot be read (gone already, a folder, no permission). */
const readHead = (file: string): Uint8Array | undefined => {
  let handle: number | undefined
  try {
    handle = fs.openSync(file, "r")
    const buffer = new Uint8Array(SNIFF_BYTES)
    const read = fs.readSync(handle, buffer, 0, SNIFF_BYTES, 0)
    return buffer.subarray(0, read)
  } catch {
    return undefined
  } finally {
    if (handle !== undefined) fs.closeSync(handle)
  }
}

/**
 * For gatsby-source-filesystem's `ignore` (a function is called with each path it finds or sees change, so a
 * file fixed in place is picked up again): true for a file whose extension promises a format its bytes are not,
 * and for any HEIC.
 * Synchronous, as the file watcher needs; it reads only the first few kilobytes.
 */
export const isUnusableMedia = (file: string): boolean => {
  const promised = EXTENSION_FORMATS[path.extname(file).toLowerCase()]
  if (promised === undefined) return false
  const head = readHead(file)
  if (head === undefined || head.length === 0) return false
  const sniffed = sniffFormat(head)
  // HEIC even when named .heic: the site cannot use it, and a node would invite sharp to try.
  return sniffed !== promised || sniffed === "heic"
}
