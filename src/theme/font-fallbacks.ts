/**
 * Size-adjusted fallback faces: until a web font arrives (font-display: swap), text is set in a local
 * system face scaled and spaced to the web font's metrics, so the swap moves nothing. The numbers come
 * from Capsize (its metrics of each face, src/gatsby/font-metrics.json, and @capsizecss/core's createFontStack), per
 * face and weight; the CSS is generated at build time only (gatsby-ssr), so none of it reaches the browser's scripts.
 */

/** Local faces tried in order: Arial (and its metric twin Liberation Sans) on desktops, Roboto on Android. */
export const FALLBACK_LOCALS = ["Arial", "Roboto"] as const

/** The family names the generated @font-face rules declare for one web font, in fallback order. */
export const fallbackFamilies = (family: string): string[] =>
  FALLBACK_LOCALS.map((local) => `"${family} Fallback: ${local}"`)

/** A font-family value: the web font, its size-adjusted fallbacks, then the generic ones. */
export const fontStack = (family: string, generic: string): string =>
  [/\s/.test(family) ? `"${family}"` : family, ...fallbackFamilies(family), generic].join(", ")
