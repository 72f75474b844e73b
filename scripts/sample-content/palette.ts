import { palette } from "../../src/theme/tokens"

/** The generators write colours without spaces ("rgb(155,90,64)"), as they always have, so output stays identical. */
const compact = (colour: string) => colour.replace(/\s+/g, "")

/** The site's palette (src/theme/tokens.ts) plus the supporting tones only the sample media use. */
export const PALETTE = {
  orange: compact(palette.primaryOrange),
  orangeSoft: compact(palette.primaryOrangeDesaturated),
  gold: compact(palette.secondaryOrange),
  greyDark: compact(palette.bodyText),
  grey: compact(palette.darkGrayscale),
  paper: "rgb(245,242,238)",
  paperLight: "rgb(250,248,245)",
  paperDeep: "rgb(236,230,223)",
  ink: "#2b2827",
  white: compact(palette.white),
  mocapBg: "#1d1d1d",
  mocapGrid: "#3a3836",
  mocapMarker: "#f2efe9",
  pepperRed: "rgb(178,64,48)",
  leaf: "rgb(112,128,84)",
  leafDark: "rgb(84,98,64)",
  hiVis: "rgb(222,204,96)",
  stopRed: "rgb(176,58,46)",
  wood: "rgb(184,150,112)",
  woodDark: "rgb(150,116,84)",
  dough: "rgb(236,218,184)",
  sky: "rgb(214,226,230)",
} as const

/** Parse "rgb(r,g,b)" or "#rrggbb" into numeric channels. */
export function toRgb(colour: string): [number, number, number] {
  if (colour.startsWith("#")) {
    const hex = colour.slice(1)
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  }
  const match = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(colour)
  if (!match) throw new Error(`Unsupported colour ${colour}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** Linear blend of two colours, returned as rgb(). t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a)
  const cb = toRgb(b)
  const channel = (i: 0 | 1 | 2): number => Math.round(ca[i] + (cb[i] - ca[i]) * t)
  return `rgb(${channel(0)},${channel(1)},${channel(2)})`
}
