/**
 * What the validator says about a media file whose bytes are not what its name and field promise, and about a
 * still whose shape does not fit its portrait's box. Pure: the bytes are sniffed and decoded elsewhere.
 */
import { ASPECT_RATIO_TOLERANCE } from "../constants"
import type { SniffedFormat } from "./file-kind"

/** A picture's size as shown: EXIF orientation applied. */
export interface PictureSize {
  width: number
  height: number
}

/** The format a file's extension promises. */
export const EXTENSION_FORMATS: Readonly<Record<string, SniffedFormat>> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".gif": "gif",
  ".webp": "webp",
  ".avif": "avif",
  ".heic": "heic",
  ".tif": "tiff",
  ".tiff": "tiff",
  ".svg": "svg",
  ".pdf": "pdf",
  ".mp4": "mp4",
  ".webm": "webm",
}

const FORMAT_NAMES: Readonly<Record<SniffedFormat, string>> = {
  jpeg: "a JPEG picture",
  png: "a PNG picture",
  gif: "a GIF animation",
  webp: "a WebP picture",
  avif: "an AVIF picture",
  heic: 'a HEIC photo (a phone\'s "High Efficiency" format, which the site cannot use)',
  tiff: "a TIFF picture",
  svg: "an SVG drawing",
  pdf: "a PDF document",
  mp4: "an MP4 video",
  webm: "a WebM video",
}

/** The fix for a picture the site cannot read, as the editors' guide gives it. */
export const EXPORT_AS_JPEG =
  'export it as JPEG (on an iPhone: Settings → Camera → Formats → "Most Compatible", or Export in Photos) and upload it again'

const extensionFor = (format: SniffedFormat): string =>
  Object.entries(EXTENSION_FORMATS).find(([, promised]) => promised === format)?.[0] ?? ""

/**
 * Why a file's bytes do not fit its field, or undefined when they do. `readable` lists the formats an image field
 * accepts; file fields (readable undefined) are held to what their extension promises, when it promises a format.
 */
export const fileKindProblem = (
  extension: string,
  sniffed: SniffedFormat | undefined,
  readable: readonly string[] | undefined,
): string | undefined => {
  const promised = EXTENSION_FORMATS[extension]
  if (readable === undefined) {
    if (promised === undefined || sniffed === promised) return undefined
    const what = sniffed === undefined ? "matches no known format" : `is ${FORMAT_NAMES[sniffed]}`
    return `is named "${extension}" but ${what}; save it as ${FORMAT_NAMES[promised]} and upload it again`
  }
  if (sniffed === undefined) return `is not a picture (its bytes match no image format); ${EXPORT_AS_JPEG}`
  if (!readable.includes(sniffed)) return `is ${FORMAT_NAMES[sniffed]} named "${extension}"; ${EXPORT_AS_JPEG}`
  if (promised !== sniffed)
    return `is ${FORMAT_NAMES[sniffed]} named "${extension}"; rename it to end in "${extensionFor(sniffed)}" (and the field with it), or ${EXPORT_AS_JPEG}`
  return undefined
}

/** How far a picture's shape (width ÷ height) is from the box it is shown in, as a fraction of the box's. */
export const shapeDifference = (picture: PictureSize, box: PictureSize): number =>
  Math.abs(picture.width / picture.height / (box.width / box.height) - 1)

/** A warning when a still would be cropped by more than the tolerance in its portrait's box; undefined otherwise. */
export const stillShapeWarning = (still: PictureSize, box: PictureSize): string | undefined => {
  const difference = shapeDifference(still, box)
  if (difference <= ASPECT_RATIO_TOLERANCE) return undefined
  const percent = Math.round(difference * 100)
  return (
    `is ${still.width}×${still.height} (as shown, after its orientation), ${percent}% off the portrait's ` +
    `${box.width}:${box.height} box, so the page would crop it; crop it to ${box.width}:${box.height} ` +
    `(or change aspectRatio) and upload it again`
  )
}
