import { BREAKPOINT_PX } from "../constants"

/** The existing site's palette (design-reference §1.3), as typed tokens. */
export const palette = {
  primaryOrange: "rgb(155, 90, 64)",
  primaryOrangeDesaturated: "rgb(209, 194, 188)",
  secondaryOrange: "#eec079",
  darkGrayscale: "rgb(100, 100, 100)",
  bodyText: "#484443",
  caption: "#333333",
  border: "#cecece",
  white: "#ffffff",
} as const

export const fonts = {
  display: '"Darker Grotesque", system-ui, sans-serif',
  body: 'Figtree, system-ui, sans-serif',
  diagram: 'Raleway, system-ui, sans-serif',
} as const

/** Desktop-first media queries, e.g. css({ [media.tablet]: { … } }). */
export const media = {
  laptop: `@media (max-width: ${BREAKPOINT_PX.laptop}px)`,
  tablet: `@media (max-width: ${BREAKPOINT_PX.tablet}px)`,
  phone: `@media (max-width: ${BREAKPOINT_PX.phone}px)`,
} as const
