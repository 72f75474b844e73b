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
  /** Behind a flipbook's first still while it loads (the existing site's video backdrop). */
  frameBackdrop: "rgb(240, 240, 240)",
  /** The flipbook's pause/play pill over its picture: light enough for #333 text over any still. */
  controlBackdrop: "rgba(255, 255, 255, 0.85)",
  /** Shadows and the translucent backing of the Portraits page (design reference §2.8). */
  stillShadow: "#cccccc",
  statementBacking: "rgba(250, 250, 250, 0.3)",
  videoShadow: "rgb(220, 220, 220)",
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
} as const

/** The existing page fade's easing (motion's default tween for opacity). */
export const PAGE_FADE_EASE = [0.25, 0.1, 0.35, 1] as const

/**
 * Banner parallax: how far each layer (back → front) is carried down per pixel scrolled.
 * The back layer moves least relative to the viewport, so it reads as furthest away.
 */
export const BANNER_PARALLAX_RATES = [0.6, 0.35, 0.12] as const

/** Flipbooks: the widest a box is shown (the build makes 320 and 640 px stills for it). */
export const FLIPBOOK_MAX_WIDTH_PX = 600
/**
 * "Near the screen" (an IntersectionObserver rootMargin): one viewport height above and below.
 * Media that waits for the visitor (a flipbook's other stills, a lazy poster) is fetched from here.
 */
export const NEAR_SCREEN_MARGIN = "100% 0px"
