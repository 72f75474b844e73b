import { createFontStack } from "@capsizecss/core"
import { FONT_FACES, type FontFace } from "../theme/fonts"
import { FALLBACK_LOCALS } from "../theme/font-fallbacks"
import METRICS from "./font-metrics.json"

type Metrics = Parameters<typeof createFontStack>[0][number]

/**
 * Capsize's metrics (ascent, descent, line gap, units per em, average width…) of each face the site loads
 * (src/theme/fonts.ts), by family, weight and style, and of the local fonts the fallbacks are made from: the numbers
 * of @capsizecss/metrics 4.3.0, kept in font-metrics.json. That package holds every Google and system font's metrics
 * (29,597 files, 173 MB) and was the longest part of `npm install` (docs/performance-log.md); these eleven are all the
 * site reads. A face added to fonts.ts needs its entry there (faceMetrics says so), taken from Capsize's metrics of
 * that face.
 */
const FACE_METRICS: Record<string, Metrics> = METRICS.faces
const LOCAL_METRICS: Record<(typeof FALLBACK_LOCALS)[number], Metrics> = METRICS.locals

export const faceMetrics = (face: FontFace): Metrics => {
  const metrics = FACE_METRICS[`${face.family} ${face.weight} ${face.style}`]
  if (!metrics)
    throw new Error(
      `No Capsize metrics for ${face.family} ${face.weight} ${face.style}: add them to src/gatsby/font-metrics.json`,
    )
  return metrics
}

/**
 * One fallback @font-face per web-font face and local font, carrying that face's weight and style, so a
 * heavy heading's fallback is scaled to the heavy web font. Arial's rule also names Liberation Sans, which
 * has Arial's metrics and stands in for it on Linux.
 */
export const fontFallbackCss = (): string =>
  FONT_FACES.map((face) =>
    createFontStack([faceMetrics(face), ...FALLBACK_LOCALS.map((local) => LOCAL_METRICS[local])], {
      fontFaceProperties: { fontWeight: String(face.weight), fontStyle: face.style },
    }).fontFaces.replace("local('ArialMT');", "local('ArialMT'), local('Liberation Sans');"),
  ).join("\n")
