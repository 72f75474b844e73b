/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { halvesJpeg, heicBytes, isoFile, pdfBytes } from "../../test/support/synthetic-files"
import { sniffFormat } from "./file-kind"

const bytes = (text: string) => new Uint8Array(Buffer.from(text))
const contentFile = (relative: string) => new Uint8Array(fs.readFileSync(path.join(CONTENT_DIR, relative)))
const firstIn = (folder: string, extension: string) => {
  const name = fs.readdirSync(path.join(CONTENT_DIR, folder)).find((file) => file.endsWith(extension))
  if (!name) throw new Error(`no ${extension} file in content/${folder}`)
  return path.join(folder, name)
}

it("recognises the content's own media by their bytes", async () => {
  expect(sniffFormat(contentFile(firstIn("portraits/stills", ".jpg")))).toBe("jpeg")
  expect(sniffFormat(contentFile(firstIn("banners/layers", ".png")))).toBe("png")
  expect(sniffFormat(contentFile(firstIn("landing/videos", ".mp4")))).toBe("mp4")
  expect(sniffFormat(contentFile(firstIn("publications/pdfs", ".pdf")))).toBe("pdf")
  expect(sniffFormat(new Uint8Array(await halvesJpeg(8, 8)))).toBe("jpeg")
})

it("tells a phone's HEIC from an AVIF and an MP4, though all three are ISO media files", () => {
  expect(sniffFormat(heicBytes())).toBe("heic")
  expect(sniffFormat(isoFile("mif1", ["mif1", "heic"]))).toBe("heic")
  expect(sniffFormat(isoFile("avif", ["mif1", "avif", "miaf"]))).toBe("avif")
  expect(sniffFormat(isoFile("mif1", ["avif", "mif1"]))).toBe("avif")
  expect(sniffFormat(isoFile("isom", ["isom", "iso2", "avc1", "mp41"]))).toBe("mp4")
  expect(sniffFormat(isoFile("qt  ", ["qt  "]))).toBeUndefined()
})

it("recognises the other formats by their signatures", () => {
  expect(sniffFormat(pdfBytes())).toBe("pdf")
  expect(sniffFormat(bytes("GIF89a\x01\x00\x01\x00"))).toBe("gif")
  expect(sniffFormat(bytes("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("webp")
  expect(sniffFormat(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe("tiff")
  expect(sniffFormat(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe("tiff")
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]
  expect(sniffFormat(new Uint8Array([...ebml, ...Buffer.from("webm")]))).toBe("webm")
  expect(sniffFormat(new Uint8Array([...ebml, ...Buffer.from("matroska")]))).toBeUndefined()
})

it("finds an SVG behind a BOM, an XML declaration, comments and a doctype, and nothing in other text", () => {
  expect(sniffFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg")
  const prolog =
    '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n'
  expect(sniffFormat(bytes(`${prolog}<svg width="1">`))).toBe("svg")
  expect(sniffFormat(bytes("<html><svg></svg></html>"))).toBeUndefined()
  expect(sniffFormat(bytes("<svgfoo/>"))).toBeUndefined()
  expect(sniffFormat(bytes('{"not": "a picture"}'))).toBeUndefined()
})

it("returns nothing for empty, short or unknown bytes", () => {
  expect(sniffFormat(new Uint8Array())).toBeUndefined()
  expect(sniffFormat(new Uint8Array([0xff, 0xd8]))).toBeUndefined()
  expect(sniffFormat(new Uint8Array(64).fill(7))).toBeUndefined()
})
