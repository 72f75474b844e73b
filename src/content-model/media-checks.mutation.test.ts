/**
 * What an editor is told about a media file whose bytes are not what its name promises, and about a still the
 * portrait's box would crop: every format's name in the messages, every extension's promise, the rename each
 * readable format gets, and the crop tolerance at its edge.
 */
import type { SniffedFormat } from "./file-kind"
import { RASTER_FORMATS } from "./fields"
import { fileKindProblem, shapeDifference, stillShapeWarning } from "./media-checks"

const FIX =
  'export it as JPEG (on an iPhone: Settings → Camera → Formats → "Most Compatible", or Export in Photos) and upload it again'

/** Each format as the messages name it. */
const NAMES: [SniffedFormat, string][] = [
  ["jpeg", "a JPEG picture"],
  ["png", "a PNG picture"],
  ["gif", "a GIF animation"],
  ["webp", "a WebP picture"],
  ["avif", "an AVIF picture"],
  ["heic", 'a HEIC photo (a phone\'s "High Efficiency" format, which the site cannot use)'],
  ["tiff", "a TIFF picture"],
  ["svg", "an SVG drawing"],
  ["pdf", "a PDF document"],
  ["mp4", "an MP4 video"],
  ["webm", "a WebM video"],
]

/** Every extension a field may promise, and the format it promises. */
const PROMISES: [string, SniffedFormat][] = [
  [".jpg", "jpeg"],
  [".jpeg", "jpeg"],
  [".png", "png"],
  [".gif", "gif"],
  [".webp", "webp"],
  [".avif", "avif"],
  [".heic", "heic"],
  [".tif", "tiff"],
  [".tiff", "tiff"],
  [".svg", "svg"],
  [".pdf", "pdf"],
  [".mp4", "mp4"],
  [".webm", "webm"],
]

const nameOf = (format: SniffedFormat) => NAMES.find(([f]) => f === format)?.[1]

describe("a file field's bytes against its extension", () => {
  it.each(NAMES)("names %s as %s when a .pdf turns out to be one", (format, name) => {
    expect(fileKindProblem(".pdf", format, undefined)).toBe(
      format === "pdf" ? undefined : `is named ".pdf" but is ${name}; save it as a PDF document and upload it again`,
    )
  })

  it.each(PROMISES)("holds %s to %s", (extension, format) => {
    expect(fileKindProblem(extension, format, undefined)).toBeUndefined()
    expect(fileKindProblem(extension, undefined, undefined)).toBe(
      `is named "${extension}" but matches no known format; save it as ${nameOf(format)} and upload it again`,
    )
  })

  it("holds an extension that promises no format to nothing", () => {
    expect(fileKindProblem(".bvh", undefined, undefined)).toBeUndefined()
    expect(fileKindProblem(".bvh", "pdf", undefined)).toBeUndefined()
  })
})

describe("an image field's bytes", () => {
  const readable = [...RASTER_FORMATS]

  it("refuses bytes that are no picture, and pictures the site cannot read, with the fix", () => {
    expect(fileKindProblem(".jpg", undefined, readable)).toBe(
      `is not a picture (its bytes match no image format); ${FIX}`,
    )
    expect(fileKindProblem(".jpg", "heic", readable)).toBe(
      `is a HEIC photo (a phone's "High Efficiency" format, which the site cannot use) named ".jpg"; ${FIX}`,
    )
    expect(fileKindProblem(".png", "pdf", readable)).toBe(`is a PDF document named ".png"; ${FIX}`)
  })

  it.each([
    [".png", "jpeg", ".jpg"],
    [".jpg", "png", ".png"],
    [".jpg", "webp", ".webp"],
    [".jpg", "avif", ".avif"],
    [".jpg", "tiff", ".tif"],
    [".png", "svg", ".svg"],
  ] as [string, SniffedFormat, string][])(
    "asks for a %s that is really %s to be renamed to %s",
    (extension, format, rename) => {
      expect(fileKindProblem(extension, format, [...readable, "svg"])).toBe(
        `is ${nameOf(format)} named "${extension}"; rename it to end in "${rename}" (and the field with it), or ${FIX}`,
      )
    },
  )

  it("takes a picture whose bytes are what its name says", () => {
    expect(fileKindProblem(".jpeg", "jpeg", readable)).toBeUndefined()
    expect(fileKindProblem(".tiff", "tiff", readable)).toBeUndefined()
  })
})

describe("a still's shape against its portrait's box", () => {
  it("measures the difference as a fraction of the box's shape", () => {
    expect(shapeDifference({ width: 1200, height: 900 }, { width: 16, height: 9 })).toBeCloseTo(0.25, 12)
    expect(shapeDifference({ width: 1600, height: 900 }, { width: 4, height: 3 })).toBeCloseTo(1 / 3, 12)
    expect(shapeDifference({ width: 32, height: 18 }, { width: 16, height: 9 })).toBe(0)
  })

  it("warns beyond the tolerance, naming the still's size, the box and the fix", () => {
    expect(stillShapeWarning({ width: 1200, height: 900 }, { width: 16, height: 9 })).toBe(
      "is 1200×900 (as shown, after its orientation), 25% off the portrait's 16:9 box, so the page would crop it; " +
        "crop it to 16:9 (or change aspectRatio) and upload it again",
    )
    expect(stillShapeWarning({ width: 900, height: 1600 }, { width: 16, height: 9 })).toMatch(/^is 900×1600 .* 68% off/)
  })

  it("lets a still within the tolerance pass, on either side", () => {
    // The tolerance is 2 % (ASPECT_RATIO_TOLERANCE); 0.02 has no exact binary value, so its very edge is no case to pin.
    const box = { width: 1000, height: 1000 }
    expect(stillShapeWarning({ width: 1019, height: 1000 }, box)).toBeUndefined()
    expect(stillShapeWarning({ width: 981, height: 1000 }, box)).toBeUndefined()
    expect(stillShapeWarning({ width: 1021, height: 1000 }, box)).toMatch(/^is 1021×1000 .* 2% off/)
    expect(stillShapeWarning({ width: 979, height: 1000 }, box)).toMatch(/^is 979×1000 .* 2% off/)
  })
})
