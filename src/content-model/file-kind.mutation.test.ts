/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * What a file is by its first bytes, brand by brand and edge by edge: a phone's HEIC under any of its brands must be
 * caught, and an MP4 or AVIF must not be taken for one. Hand-made headers only (no real photo or video).
 */
import { SNIFF_BYTES, sniffFormat } from "./file-kind"

const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"))

/** An ISO base media `ftyp` box: size, "ftyp", major brand, minor version, compatible brands; then `after` bytes. */
const ftyp = (major: string, compatible: string[], options: { size?: number; minor?: string; after?: number } = {}) => {
  const size = options.size ?? 16 + 4 * compatible.length
  const head = Buffer.alloc(4)
  head.writeUInt32BE(size >>> 0, 0)
  return new Uint8Array(
    Buffer.concat([
      head,
      Buffer.from(`ftyp${major}${options.minor ?? "\0\0\0\0"}${compatible.join("")}`, "latin1"),
      Buffer.alloc(options.after ?? 32, 0x2a),
    ]),
  )
}

describe("ISO base media files by brand", () => {
  it.each(["avif", "avis"])("reads the major brand %s as AVIF", (brand) => {
    expect(sniffFormat(ftyp(brand, []))).toBe("avif")
  })

  it.each(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"])(
    "reads the major brand %s as HEIC",
    (brand) => {
      expect(sniffFormat(ftyp(brand, []))).toBe("heic")
    },
  )

  it.each(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4A ", "dash", "mmp4"])(
    "reads the major brand %s as MP4",
    (brand) => {
      expect(sniffFormat(ftyp(brand, []))).toBe("mp4")
    },
  )

  it("looks at every compatible brand the box declares, and only at those", () => {
    expect(sniffFormat(ftyp("isom", ["iso2", "heic"]))).toBe("heic")
    expect(sniffFormat(ftyp("isom", ["mif1", "avif"]))).toBe("avif")
    // One brand it knows among others it does not is enough.
    expect(sniffFormat(ftyp("mp42", ["qt  "]))).toBe("mp4")
    expect(sniffFormat(ftyp("qt  ", ["msf1"]))).toBe("heic")
    // The minor version is no brand, even when its bytes spell one.
    expect(sniffFormat(ftyp("isom", [], { minor: "heic" }))).toBe("mp4")
    // Brands past the box's declared size are another box's bytes.
    expect(sniffFormat(ftyp("isom", ["heic"], { size: 16 }))).toBe("mp4")
    // A box that declares more than the bytes given is read as far as they go.
    expect(sniffFormat(ftyp("isom", ["heic"], { size: 4096, after: 0 }))).toBe("heic")
    // A brand cut short at the end of the bytes is not read.
    expect(sniffFormat(ftyp("qt  ", ["qt  ", "hei"], { size: 23, after: 0 }))).toBeUndefined()
  })

  it("needs the whole 16-byte box head", () => {
    expect(sniffFormat(ftyp("heic", [], { after: 0 }))).toBe("heic")
    expect(sniffFormat(ftyp("heic", [], { after: 0 }).subarray(0, 15))).toBeUndefined()
    expect(sniffFormat(text("\0\0\0\x10ftpyheic\0\0\0\0"))).toBeUndefined()
  })
})

describe("other signatures", () => {
  it("reads both GIF versions, WebP only in a RIFF box that says so, and a PDF by its header", () => {
    expect(sniffFormat(text("GIF87a\x01\x00"))).toBe("gif")
    expect(sniffFormat(text("GIF89a\x01\x00"))).toBe("gif")
    expect(sniffFormat(text("GIF90a\x01\x00"))).toBeUndefined()
    expect(sniffFormat(text("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("webp")
    expect(sniffFormat(text("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeUndefined()
    expect(sniffFormat(text("RIFX\x24\x00\x00\x00WEBPVP8 "))).toBeUndefined()
    expect(sniffFormat(text("%PDF-1.7\n"))).toBe("pdf")
    expect(sniffFormat(text("%PDF 1.7\n"))).toBeUndefined()
  })

  it("reads a WebM by the DocType in its first 64 bytes", () => {
    const ebml = [0x1a, 0x45, 0xdf, 0xa3]
    expect(sniffFormat(new Uint8Array([...ebml, ...Buffer.alloc(56, 0x20), ...Buffer.from("webm")]))).toBe("webm")
    expect(sniffFormat(new Uint8Array([...ebml, ...Buffer.alloc(57, 0x20), ...Buffer.from("webm")]))).toBeUndefined()
    expect(sniffFormat(new Uint8Array([0x1a, 0x45, 0xdf, 0xa4, ...Buffer.from("webm")]))).toBeUndefined()
  })
})

describe("SVG", () => {
  it("finds <svg> after any mix of whitespace, declarations, comments and doctypes, in any case", () => {
    expect(sniffFormat(text("<svg>"))).toBe("svg")
    expect(sniffFormat(text("<SVG/>"))).toBe("svg")
    expect(sniffFormat(text("\t\n <svg\nwidth='1'>"))).toBe("svg")
    expect(sniffFormat(text('<?xml version="1.0"?><svg>'))).toBe("svg")
    expect(sniffFormat(text("<!-- a -->\n<!-- b > c -->\n<svg>"))).toBe("svg")
    expect(sniffFormat(text("<!doctype svg>\n<svg>"))).toBe("svg")
    expect(sniffFormat(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from("<svg>")]))).toBe("svg")
  })

  it("is not fooled by text before the element, an unclosed comment or a longer tag name", () => {
    expect(sniffFormat(text("hello <svg>"))).toBeUndefined()
    expect(sniffFormat(text("<!-- never closed <svg>"))).toBeUndefined()
    expect(sniffFormat(text("<svg-like>"))).toBeUndefined()
    expect(sniffFormat(text("<?xml version='1.0'<svg>"))).toBeUndefined()
  })

  it("looks only at the first SNIFF_BYTES bytes", () => {
    const comment = (length: number) => `<!--${"x".repeat(length)}-->`
    const fits = comment(SNIFF_BYTES - 7 - 5)
    expect(sniffFormat(text(`${fits}<svg>`))).toBe("svg")
    expect(sniffFormat(text(`${comment(SNIFF_BYTES)}<svg>`))).toBeUndefined()
  })
})
