/**
 * Writes a derived archive file to disk: a string at once, a streamed file (see `StreamedFile`) piece by piece in
 * batches, so a long take's joints.csv never exists whole in memory. Used by the build and by the derivation bench.
 */
import { open, writeFile } from "node:fs/promises"
import type { FileBody } from "./entry-files"

/** Pieces are gathered up to this many characters before each write: few system calls, little memory. */
const WRITE_BATCH_CHARS = 1 << 20

export const writeFileBody = async (file: string, body: FileBody): Promise<void> => {
  if (typeof body === "string") return writeFile(file, body)
  const handle = await open(file, "w")
  try {
    let batch: string[] = []
    let size = 0
    for (const piece of body.pieces()) {
      batch.push(piece)
      size += piece.length
      if (size >= WRITE_BATCH_CHARS) {
        await handle.write(batch.join(""))
        batch = []
        size = 0
      }
    }
    if (batch.length > 0) await handle.write(batch.join(""))
  } finally {
    await handle.close()
  }
}
