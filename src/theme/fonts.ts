/**
 * The three faces, self-hosted from npm (@fontsource), Latin subset, only the weights the design uses.
 * Webpack turns each import into a hashed same-origin URL; gatsby-ssr preloads the main face.
 *
 * The display face is one variable file (wght axis) instead of five static weights: 23 KB instead of 65 KB,
 * and one arrival instead of five, each of which made the browser lay the page out again.
 */
import darkerVariable from "@fontsource-variable/darker-grotesque/files/darker-grotesque-latin-wght-normal.woff2"
import figtree300 from "@fontsource/figtree/files/figtree-latin-300-normal.woff2"
import figtree300Italic from "@fontsource/figtree/files/figtree-latin-300-italic.woff2"
import figtree600 from "@fontsource/figtree/files/figtree-latin-600-normal.woff2"
import raleway400 from "@fontsource/raleway/files/raleway-latin-400-normal.woff2"

export interface FontFile {
  family: string
  /** The weights the design sets in this file: one for a static face; for a variable one, those used on its axis. */
  weights: readonly number[]
  /** A variable face declares its whole range (`font-weight: 500 900`); a static face its one weight. */
  variable: boolean
  style: "normal" | "italic"
  url: string
}

/** One face as the page sets it: a family at one weight and style (each gets its own size-adjusted fallback). */
export interface FontFace {
  family: string
  weight: number
  style: "normal" | "italic"
}

export const FONT_FILES: readonly FontFile[] = [
  {
    family: "Darker Grotesque",
    weights: [500, 600, 700, 800, 900],
    variable: true,
    style: "normal",
    url: darkerVariable,
  },
  { family: "Figtree", weights: [300], variable: false, style: "normal", url: figtree300 },
  { family: "Figtree", weights: [300], variable: false, style: "italic", url: figtree300Italic },
  { family: "Figtree", weights: [600], variable: false, style: "normal", url: figtree600 },
  { family: "Raleway", weights: [400], variable: false, style: "normal", url: raleway400 },
]

/** Every family, weight and style the design sets, whichever file carries it. */
export const FONT_FACES: readonly FontFace[] = FONT_FILES.flatMap(({ family, weights, style }) =>
  weights.map((weight) => ({ family, weight, style })),
)

/** Body text: the face nearly every line of every page is set in. */
export const PRELOADED_FONTS: readonly string[] = [figtree300]

const weightDescriptor = (file: FontFile) =>
  file.variable ? `${Math.min(...file.weights)} ${Math.max(...file.weights)}` : String(file.weights[0])

export const fontFaceCss = FONT_FILES.map(
  (file) => `@font-face {
  font-family: "${file.family}";
  font-style: ${file.style};
  font-weight: ${weightDescriptor(file)};
  font-display: swap;
  src: url(${file.url}) format("woff2");
}`,
).join("\n")
