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
  navText: "#333333",
  navSolidBorder: "#f0f0f0",
  /** The footer's text: #555 on the gold footer is 4.42:1, just under AA, so one step darker. */
  footerText: "#4d4d4d",
  letterStroke: "rgb(100, 100, 100)",
  /**
   * Inactive credits: the existing #999 is 2.85:1 on white and fails AA. #707070 is 4.95:1 on white
   * (4.70:1 on the #f9f9f9 partners background), still clearly lighter than the body text.
   */
  inactiveText: "#707070",
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

/** Transition timings from the design reference (§2.1–2.3), in milliseconds. */
export const durations = {
  pageFade: 300,
  navColours: 500,
  menu: 300,
  menuListDelay: 100,
  underline: 200,
  cardGlow: 200,
  questionFade: 500,
  taglineFade: 1000,
  /** The hover/focus glow on thumbnails and logos. */
  glow: 200,
} as const

/** The soft glow thumbnails and logos take on hover and keyboard focus (design reference §2.6, §2.12). */
export const GLOW_SHADOW = `0 0 15px ${palette.primaryOrangeDesaturated}`

/**
 * Room to leave under the sticky top bar (≈61px on desktops, up to ≈82px for the two-line phone bar): sticky
 * content sits below it, and links take it as scroll-margin so a focused link is never scrolled behind the bar.
 */
export const TOP_BAR_CLEARANCE_PX = 100

/** For transitions that must stop when the visitor asks for less motion. */
export const REDUCED_MOTION = "@media (prefers-reduced-motion: reduce)"

/**
 * Banner parallax: how far each layer (back → front) is carried down per pixel scrolled.
 * The back layer moves least relative to the viewport, so it reads as furthest away.
 */
export const BANNER_PARALLAX_RATES = [0.6, 0.35, 0.12] as const
