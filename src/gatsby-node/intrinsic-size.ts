import sharp from "sharp"

export interface IntrinsicSize {
  width: number
  height: number
}

/** EXIF orientations 5–8 are stored rotated a quarter turn: the picture shows with width and height swapped. */
const QUARTER_TURN_ORIENTATIONS = new Set([5, 6, 7, 8])
export const isQuarterTurned = (orientation: number | undefined): boolean =>
  orientation !== undefined && QUARTER_TURN_ORIENTATIONS.has(orientation)

/**
 * A picture's intrinsic size as it displays, or null for a file that is not a picture. For an SVG without
 * width and height attributes this is its viewBox, so a logo's <img> can reserve its box before it loads.
 */
export const intrinsicSize = async (absolutePath: string): Promise<IntrinsicSize | null> => {
  try {
    const { width, height, orientation } = await sharp(absolutePath).metadata()
    if (!width || !height) return null
    return isQuarterTurned(orientation) ? { width: height, height: width } : { width, height }
  } catch {
    return null
  }
}
