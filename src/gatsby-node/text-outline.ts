import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import opentype from "opentype.js"

/** The display face's outlines (opentype.js reads WOFF, not WOFF2). */
const FONT_FILE = "@fontsource/darker-grotesque/files/darker-grotesque-latin-800-normal.woff"
const FONT_SIZE = 40
/** A little air so strokes and drop shadows at the edges are not clipped. */
const PADDING = 1

export interface TextOutline {
  /** "minX minY width height" for the SVG viewBox. */
  viewBox: string
  width: number
  height: number
  /** One SVG path per visible letter, in reading order; spaces have none. */
  letters: string[]
}

let font: opentype.Font | undefined
const loadFont = (): opentype.Font => {
  // require.resolve does not survive Gatsby's compilation of gatsby-node; createRequire does.
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve
  const buffer = fs.readFileSync(resolve(FONT_FILE))
  font ??= opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength))
  return font
}

/**
 * The site title as one SVG path per letter, set in Darker Grotesque, so the landing title can be drawn
 * in letter by letter and the footer letters can fall, whatever title the editors give the site.
 */
export const outlineText = (text: string): TextOutline => {
  const face = loadFont()
  const scale = FONT_SIZE / face.unitsPerEm
  const baseline = face.ascender * scale
  const letters: string[] = []
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity }
  let x = 0
  let previous: opentype.Glyph | undefined
  for (const char of text) {
    const glyph = face.charToGlyph(char)
    if (previous) x += face.getKerningValue(previous, glyph) * scale
    if (char.trim() !== "") {
      const outline = glyph.getPath(x, baseline, FONT_SIZE)
      const bounds = outline.getBoundingBox()
      box.x1 = Math.min(box.x1, bounds.x1)
      box.y1 = Math.min(box.y1, bounds.y1)
      box.x2 = Math.max(box.x2, bounds.x2)
      box.y2 = Math.max(box.y2, bounds.y2)
      letters.push(outline.toPathData(2))
    }
    x += (glyph.advanceWidth ?? 0) * scale
    previous = glyph
  }
  const round = (n: number) => Math.round(n * 100) / 100
  const width = round(box.x2 - box.x1 + 2 * PADDING)
  const height = round(box.y2 - box.y1 + 2 * PADDING)
  return { viewBox: `${round(box.x1 - PADDING)} ${round(box.y1 - PADDING)} ${width} ${height}`, width, height, letters }
}
