/**
 * What a file really is, from its first bytes rather than its name: a phone's HEIC export renamed .jpg is still
 * HEIC, and a PDF named .jpg is still a PDF. Pure and free of Node APIs, so the editor's pre-save check in the
 * browser (src/cms/pre-save.ts) classifies an upload's bytes exactly as the build classifies a file on disk.
 */
export type SniffedFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic" | "tiff" | "svg" | "pdf" | "mp4" | "webm"

/** How many leading bytes `sniffFormat` needs at most (an SVG may open with a long XML prolog or comment). */
export const SNIFF_BYTES = 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)))

/** ISO base media files (MP4, HEIF, AVIF) name their brand in the first box: "ftyp" then a four-letter code. */
const HEIF_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
const AVIF_BRANDS = ["avif", "avis"]

const isoBrand = (bytes: Uint8Array): SniffedFormat | undefined => {
  if (ascii(bytes, 4, 8) !== "ftyp") return undefined
  const major = ascii(bytes, 8, 12)
  // The compatible brands follow the major brand and its version; an AVIF may carry "mif1" as major brand.
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const compatible: string[] = []
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) compatible.push(ascii(bytes, at, at + 4))
  if (AVIF_BRANDS.includes(major) || (major === "mif1" && compatible.some((b) => AVIF_BRANDS.includes(b))))
    return "avif"
  if (HEIF_BRANDS.includes(major)) return "heic"
  return "mp4"
}

/** The format the bytes start with, or undefined when they match none of the formats the site deals in. */
export const sniffFormat = (bytes: Uint8Array): SniffedFormat | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif"
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp"
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff"
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf"
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "webm"
  const iso = isoBrand(bytes)
  if (iso) return iso
  // SVG is text: after an optional byte-order mark, XML prolog, comments or doctype, the first element is <svg.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, SNIFF_BYTES)).replace(/^\uFEFF/, "")
  const firstElement = /^\s*(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<([a-zA-Z][\w:-]*)/.exec(text)
  if (firstElement?.[1]?.toLowerCase() === "svg") return "svg"
  return undefined
}
