/**
 * Synthetic files for tests (none is a real photo or document): the headers of formats the site must refuse,
 * and pictures made by sharp with the quirks phones give them.
 */
import sharp from "sharp"

/** An ISO base media `ftyp` box with the given brands, then filler: enough for anything that sniffs the header. */
export const isoFile = (major: string, compatible: readonly string[], filler = 256): Uint8Array => {
  const size = 16 + 4 * compatible.length
  const box = Buffer.alloc(size)
  box.writeUInt32BE(size, 0)
  box.write("ftyp", 4, "latin1")
  box.write(major, 8, "latin1")
  box.writeUInt32BE(0, 12)
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, "latin1"))
  return new Uint8Array(Buffer.concat([box, Buffer.alloc(filler, 0x2a)]))
}

/** What an iPhone's "High Efficiency" photo starts with (synthetic: a header, no picture). */
export const heicBytes = (): Uint8Array => isoFile("heic", ["mif1", "heic"])

/** A minimal one-page PDF header and body (synthetic). */
export const pdfBytes = (): Uint8Array =>
  new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"))

/** A plain JPEG of the given size: the left half red and the right half blue, so a rotation shows in its pixels. */
export const halvesJpeg = (width: number, height: number): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3
      const left = x < width / 2
      pixels[at] = left ? 220 : 20
      pixels[at + 1] = 20
      pixels[at + 2] = left ? 20 : 220
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer()
}

/**
 * A phone's portrait-mode photo: pixels stored landscape (width × height as given) with EXIF Orientation 6,
 * "rotate 90° clockwise to view", so it is height × width once shown upright.
 */
export const sidewaysJpeg = async (storedWidth: number, storedHeight: number): Promise<Buffer> =>
  sharp(await halvesJpeg(storedWidth, storedHeight))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()

/** A JPEG cut off part-way, as an interrupted upload leaves it. */
export const truncatedJpeg = async (): Promise<Buffer> => {
  const whole = await halvesJpeg(400, 300)
  return whole.subarray(0, Math.floor(whole.length / 2))
}
