import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import darker500 from "@capsizecss/metrics/darkerGrotesque/500"
import darker600 from "@capsizecss/metrics/darkerGrotesque/600"
import darker700 from "@capsizecss/metrics/darkerGrotesque/700"
import darker800 from "@capsizecss/metrics/darkerGrotesque/800"
import darker900 from "@capsizecss/metrics/darkerGrotesque/900"
import figtree300 from "@capsizecss/metrics/figtree/300"
import figtree300Italic from "@capsizecss/metrics/figtree/300italic"
import figtree600 from "@capsizecss/metrics/figtree/600"
import raleway from "@capsizecss/metrics/raleway"
import roboto from "@capsizecss/metrics/roboto"
import { FONT_FACES, type FontFace } from "../theme/fonts"
import { FALLBACK_LOCALS } from "../theme/font-fallbacks"

type Metrics = Parameters<typeof createFontStack>[0][number]

/** Capsize's metrics of each face the site loads (src/theme/fonts.ts), by family, weight and style. */
const FACE_METRICS: Record<string, Metrics> = {
  "Darker Grotesque 500 normal": darker500,
  "Darker Grotesque 600 normal": darker600,
  "Darker Grotesque 700 normal": darker700,
  "Darker Grotesque 800 normal": darker800,
  "Darker Grotesque 900 normal": darker900,
  "Figtree 300 normal": figtree300,
  "Figtree 300 italic": figtree300Italic,
  "Figtree 600 normal": figtree600,
  "Raleway 400 normal": raleway,
}
const LOCAL_METRICS: Record<(typeof FALLBACK_LOCALS)[number], Metrics> = { Arial: arial, Roboto: roboto }

export const faceMetrics = (face: FontFace): Metrics => {
  const metrics = FACE_METRICS[`${face.family} ${face.weight} ${face.style}`]
  if (!metrics) throw new Error(`No Capsize metrics for ${face.family} ${face.weight} ${face.style}: add them here`)
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
