/**
 * What a file really is, from its first bytes rather than its name: a phone's HEIC photo renamed `.jpg`, or a PDF
 * saved as a picture, must be caught before an image library tries to decode it. Pure and browser-safe (no Node
 * APIs), so the build, `npm run validate` and the editor share it.
 */

export type SniffedFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic" | "tiff" | "svg" | "pdf" | "mp4" | "webm"

/** How many leading bytes are enough to recognise every format below (an SVG may open with a long comment). */
export const SNIFF_BYTES = 4096

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const TIFF_LITTLE = [0x49, 0x49, 0x2a, 0x00]
const TIFF_BIG = [0x4d, 0x4d, 0x00, 0x2a]
const EBML = [0x1a, 0x45, 0xdf, 0xa3]

/** ISO base media brands (the `ftyp` box) by what they hold. */
const AVIF_BRANDS = ["avif", "avis"]
const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
const MP4_BRANDS = ["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4A ", "dash", "mmp4"]

/** The `ftyp` box of an ISO base media file (MP4, HEIC, AVIF): its major and compatible brands. */
const isoBrands = (bytes: Uint8Array): string[] | undefined => {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return undefined
  const declared = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const end = Math.min(declared >>> 0, bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4))
  return brands
}

const fromBrands = (brands: readonly string[]): SniffedFormat | undefined => {
  // AVIF files also list the generic HEIF brand mif1, so AVIF is tested first.
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return "avif"
  if (brands.some((brand) => HEIF_BRANDS.includes(brand))) return "heic"
  if (brands.some((brand) => MP4_BRANDS.includes(brand))) return "mp4"
  return undefined
}

/** An SVG is XML text whose first element is <svg>, possibly after a declaration, comments or a doctype. */
const SVG_START = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg[\s>/]/i

const looksLikeSvg = (bytes: Uint8Array): boolean => {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, SNIFF_BYTES))
  return SVG_START.test(text.replace(/^\uFEFF/, ""))
}

/**
 * The format of a file from its leading bytes (pass at least SNIFF_BYTES of them, or the whole file), or
 * undefined when it is none of the formats the site can use or recognise by name in a message.
 */
export const sniffFormat = (bytes: Uint8Array): SniffedFormat | undefined => {
  if (startsWith(bytes, JPEG)) return "jpeg"
  if (startsWith(bytes, PNG)) return "png"
  const head = ascii(bytes, 0, 6)
  if (head === "GIF87a" || head === "GIF89a") return "gif"
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp"
  if (startsWith(bytes, TIFF_LITTLE) || startsWith(bytes, TIFF_BIG)) return "tiff"
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf"
  const brands = isoBrands(bytes)
  if (brands) return fromBrands(brands)
  // Matroska and WebM share the EBML header; its DocType element names which one.
  if (startsWith(bytes, EBML)) return ascii(bytes, 0, Math.min(bytes.length, 64)).includes("webm") ? "webm" : undefined
  if (looksLikeSvg(bytes)) return "svg"
  return undefined
}
