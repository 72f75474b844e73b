/**
 * @jest-environment node
 */
import sharp from "sharp"
import { sniffFormat } from "./file-kind"

/** An ISO base media file's first box: size, "ftyp", major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + 4 * compatible.length
  const bytes = Buffer.alloc(size + 8)
  bytes.writeUInt32BE(size, 0)
  bytes.write(`ftyp${major}`, 4, "latin1")
  compatible.forEach((brand, index) => bytes.write(brand, 16 + 4 * index, "latin1"))
  return new Uint8Array(bytes)
}

const made = async (format: "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif"): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } })
      .toFormat(format)
      .toBuffer(),
  )

describe("sniffFormat", () => {
  it.each(["jpeg", "png", "webp", "gif", "tiff", "avif"] as const)("knows a real %s by its bytes", async (format) => {
    expect(sniffFormat(await made(format))).toBe(format)
  })

  it("tells a phone's HEIC from an AVIF and from an MP4, whatever the file is called", () => {
    expect(sniffFormat(ftyp("heic", "mif1", "heic"))).toBe("heic")
    expect(sniffFormat(ftyp("mif1", "heic"))).toBe("heic")
    expect(sniffFormat(ftyp("mif1", "avif"))).toBe("avif")
    expect(sniffFormat(ftyp("isom", "isom", "avc1"))).toBe("mp4")
  })

  it("knows PDF, WebM and SVG, an SVG behind a prolog and comment too", () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(sniffFormat(text("%PDF-1.7\n"))).toBe("pdf")
    expect(sniffFormat(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe("webm")
    expect(sniffFormat(text('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="x"/>'))).toBe("svg")
    expect(sniffFormat(text("<html><svg/></html>"))).toBeUndefined()
  })

  it("names nothing for bytes it does not know, or too few of them", () => {
    expect(sniffFormat(new Uint8Array([]))).toBeUndefined()
    expect(sniffFormat(new Uint8Array([0xff, 0xd8]))).toBeUndefined()
    expect(sniffFormat(new TextEncoder().encode("just some text"))).toBeUndefined()
  })
})
