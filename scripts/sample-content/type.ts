/**
 * Text as outlines. Glyphs from Darker Grotesque (WOFF, via opentype.js) are
 * laid out here glyph by glyph (with GPOS kerning) and returned as SVG path
 * data, so rendered text never depends on the fonts installed on a machine.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import * as opentype from "opentype.js"

export type Weight = 300 | 400 | 500 | 600 | 700 | 800 | 900
export type Anchor = "start" | "middle" | "end"

export interface TextOptions {
  size: number
  weight?: Weight
  x?: number
  y?: number
  anchor?: Anchor
  /** Extra letter spacing in em. */
  tracking?: number
  /** Decimal places in path data. */
  decimals?: number
}

export interface TextShape {
  d: string
  width: number
}

const FONT_DIR = path.resolve(__dirname, "../../node_modules/@fontsource/darker-grotesque/files")
const fontCache = new Map<Weight, opentype.Font>()

export function fontFile(weight: Weight): string {
  return path.join(FONT_DIR, `darker-grotesque-latin-${weight}-normal.woff`)
}

export function getFont(weight: Weight = 600): opentype.Font {
  const cached = fontCache.get(weight)
  if (cached) return cached
  const buffer = readFileSync(fontFile(weight))
  const arrayBuffer = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
  const font = opentype.parse(arrayBuffer)
  fontCache.set(weight, font)
  return font
}

interface PlacedGlyph {
  glyph: opentype.Glyph
  x: number
}

function layout(
  text: string,
  size: number,
  weight: Weight,
  tracking: number,
): { glyphs: PlacedGlyph[]; width: number } {
  const font = getFont(weight)
  const scale = size / font.unitsPerEm
  const glyphs: PlacedGlyph[] = []
  let x = 0
  let previous: opentype.Glyph | undefined
  for (const char of Array.from(text)) {
    const glyph = font.charToGlyph(char)
    if (previous) {
      // GPOS lookups occasionally return undefined for a pair; treat as no kerning.
      const kerning = Number(font.getKerningValue(previous, glyph))
      if (Number.isFinite(kerning)) x += kerning * scale
    }
    glyphs.push({ glyph, x })
    x += (glyph.advanceWidth ?? 0) * scale + tracking * size
    previous = glyph
  }
  const width = glyphs.length > 0 ? x - tracking * size : 0
  return { glyphs, width }
}

export function measureText(text: string, size: number, weight: Weight = 600, tracking = 0): number {
  return layout(text, size, weight, tracking).width
}

/** Path data for one line of text; y is the baseline. */
export function textPath(text: string, options: TextOptions): TextShape {
  const { size, weight = 600, x = 0, y = 0, anchor = "start", tracking = 0, decimals = 1 } = options
  const { glyphs, width } = layout(text, size, weight, tracking)
  const startX = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x
  const d = glyphs.map((placed) => pathData(placed.glyph.getPath(startX + placed.x, y, size), decimals)).join("")
  return { d, width }
}

/**
 * Serialise glyph outlines ourselves (opentype.js's toPathData can emit "NaN"
 * for some values) as compact relative commands. Each point is rounded in
 * absolute terms first, so rounding never accumulates along a contour.
 */
function pathData(glyphPath: opentype.Path, decimals: number): string {
  const factor = 10 ** decimals
  const round = (v: number): number => Math.round(v * factor) / factor
  const compact = (v: number): string => {
    const r = Math.round(v * factor) / factor
    const text = (r === 0 ? 0 : r).toString()
    return text.replace(/^0\./, ".").replace(/^-0\./, "-.")
  }
  const join = (values: number[]): string => {
    let out = ""
    for (const value of values) {
      const text = compact(value)
      const needsSpace = out !== "" && !text.startsWith("-") && !(text.startsWith(".") && /\.\d*$/.test(out))
      out += (needsSpace ? " " : "") + text
    }
    return out
  }
  let d = ""
  let cx = 0
  let cy = 0
  let startX = 0
  let startY = 0
  const rel = (x: number, y: number): [number, number] => [round(x) - cx, round(y) - cy]
  for (const c of glyphPath.commands) {
    if (c.type === "M") {
      d += `M${join([round(c.x), round(c.y)])}`
      ;[cx, cy] = [round(c.x), round(c.y)]
      ;[startX, startY] = [cx, cy]
    } else if (c.type === "L") {
      d += `l${join(rel(c.x, c.y))}`
      ;[cx, cy] = [round(c.x), round(c.y)]
    } else if (c.type === "Q") {
      d += `q${join([...rel(c.x1, c.y1), ...rel(c.x, c.y)])}`
      ;[cx, cy] = [round(c.x), round(c.y)]
    } else if (c.type === "C") {
      d += `c${join([...rel(c.x1, c.y1), ...rel(c.x2, c.y2), ...rel(c.x, c.y)])}`
      ;[cx, cy] = [round(c.x), round(c.y)]
    } else if (c.type === "Z") {
      d += "z"
      ;[cx, cy] = [startX, startY]
    }
  }
  return d
}

/** Greedy word wrap to a maximum line width. */
export function wrapText(text: string, maxWidth: number, size: number, weight: Weight = 600): string[] {
  const lines: string[] = []
  let current = ""
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && measureText(candidate, size, weight) > maxWidth) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  if (current) lines.push(current)
  return lines
}
