/**
 * The three faces, self-hosted from npm (@fontsource), Latin subset, only the weights the design uses.
 * Webpack turns each import into a hashed same-origin URL; gatsby-ssr preloads the main face.
 */
import darker500 from "@fontsource/darker-grotesque/files/darker-grotesque-latin-500-normal.woff2"
import darker600 from "@fontsource/darker-grotesque/files/darker-grotesque-latin-600-normal.woff2"
import darker700 from "@fontsource/darker-grotesque/files/darker-grotesque-latin-700-normal.woff2"
import darker800 from "@fontsource/darker-grotesque/files/darker-grotesque-latin-800-normal.woff2"
import darker900 from "@fontsource/darker-grotesque/files/darker-grotesque-latin-900-normal.woff2"
import figtree300 from "@fontsource/figtree/files/figtree-latin-300-normal.woff2"
import figtree300Italic from "@fontsource/figtree/files/figtree-latin-300-italic.woff2"
import figtree600 from "@fontsource/figtree/files/figtree-latin-600-normal.woff2"
import raleway400 from "@fontsource/raleway/files/raleway-latin-400-normal.woff2"

export interface FontFace {
  family: string
  weight: number
  style: "normal" | "italic"
  url: string
}

export const FONT_FACES: readonly FontFace[] = [
  { family: "Darker Grotesque", weight: 500, style: "normal", url: darker500 },
  { family: "Darker Grotesque", weight: 600, style: "normal", url: darker600 },
  { family: "Darker Grotesque", weight: 700, style: "normal", url: darker700 },
  { family: "Darker Grotesque", weight: 800, style: "normal", url: darker800 },
  { family: "Darker Grotesque", weight: 900, style: "normal", url: darker900 },
  { family: "Figtree", weight: 300, style: "normal", url: figtree300 },
  { family: "Figtree", weight: 300, style: "italic", url: figtree300Italic },
  { family: "Figtree", weight: 600, style: "normal", url: figtree600 },
  { family: "Raleway", weight: 400, style: "normal", url: raleway400 },
]

/** Body text: the face nearly every line of every page is set in. */
export const PRELOADED_FONTS: readonly string[] = [figtree300]

export const fontFaceCss = FONT_FACES.map(
  (face) => `@font-face {
  font-family: "${face.family}";
  font-style: ${face.style};
  font-weight: ${face.weight};
  font-display: swap;
  src: url(${face.url}) format("woff2");
}`,
).join("\n")
