/**
 * The build's media inspector with each picture decoded once per test file. The validator's tests copy content/ and
 * validate it all, one case at a time, and decoding the sample's 152 pictures with sharp was about 95 % of each case
 * (0.9 of 1.0 s quiet, more on a busy machine). A picture's size as shown depends on its bytes alone, so a copy whose
 * picture is unchanged gets the size its first copy got, keyed by a hash of the bytes; a changed picture (cut off,
 * turned sideways, another format under the same name) has other bytes and is decoded anew. A file that fails to
 * decode is decoded again each time: sharp's message may name the file's path, which differs from copy to copy.
 */
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import type { MediaInspector, PictureSize } from "../../src/content-model/validate"

export const decodedOnce = (inspector: Required<MediaInspector>): Required<MediaInspector> => {
  const sizes = new Map<string, PictureSize>()
  return {
    ...inspector,
    async decodeImage(absolutePath) {
      const bytes = await readFile(absolutePath).catch(() => undefined)
      if (!bytes) return inspector.decodeImage(absolutePath)
      const digest = createHash("sha256").update(bytes).digest("hex")
      const known = sizes.get(digest)
      if (known) return { ...known }
      const decoded = await inspector.decodeImage(absolutePath)
      if (!(decoded instanceof Error)) sizes.set(digest, { ...decoded })
      return decoded
    },
  }
}

/** An inspector that notes each picture it is asked to decode, in order, then asks `inspector`. */
export const recordingDecodes = (inspector: Required<MediaInspector>) => {
  const decoded: string[] = []
  const recording: Required<MediaInspector> = {
    ...inspector,
    decodeImage: (absolutePath) => {
      decoded.push(absolutePath)
      return inspector.decodeImage(absolutePath)
    },
  }
  return { inspector: recording, decoded }
}
