import { BREAKPOINT_PX } from "../constants"
import { fontStack } from "./font-fallbacks"

/** The existing site's palette (docs/design.md, "Palette"), as typed tokens. */
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
  /** Behind a flipbook's first still while it loads (the existing site's video backdrop). */
  frameBackdrop: "rgb(240, 240, 240)",
  /** The flipbook's pause/play pill over its picture: light enough for #333 text over any still. */
  controlBackdrop: "rgba(255, 255, 255, 0.85)",
  /** Shadows and the translucent backing of the Portraits page (docs/design.md, "Portraits page"). */
  stillShadow: "#cccccc",
  statementBacking: "rgba(250, 250, 250, 0.3)",
  videoShadow: "rgb(220, 220, 220)",
  black: "#000000",
  /** The looping video's pause/play pill: dark, for white text over any frame. */
  videoControlBackdrop: "rgba(0, 0, 0, 0.65)",
  /** The nav bar while transparent: the solid orange at alpha 0, so the colour change is a fade, not a flash. */
  navTransparent: "rgba(155, 90, 64, 0)",
  /** A transparent bar's link backing, for contrast over the banner. */
  navLinkBackdrop: "rgba(255, 255, 255, 0.2)",
  /** The footer's top edge: the desaturated orange fading out. */
  footerGlow: "rgba(209, 194, 188, 0.5)",
  footerGlowEnd: "rgba(209, 194, 188, 0)",
  /** The section banner's drop shadow and its title's glow. */
  bannerShadow: "rgba(150, 150, 150, 0.8)",
  bannerTitleGlow: "rgb(144, 144, 144)",
  /**
   * Landing page (docs/design.md, "Landing page" and "Footer"): the hero backdrop, the outcome cards, the partners
   * section.
   */
  landingLight: "rgb(240, 240, 240)",
  landingLightClear: "rgba(240, 240, 240, 0)",
  titleShadow: "rgb(0 0 0 / 0.4)",
  cardBackground: "rgb(245, 245, 245)",
  partnersBackground: "#f9f9f9",
  hintText: "#111111",
  hintBackdrop: "rgba(240, 240, 240, 0.6)",
} as const

/**
 * The landing intro's scroll-driven colours as channels (landing-colour.ts mixes them): the title panel goes
 * from `panelStart` to `panelEnd` at `panelAlpha`, over the video box's `videoBackdrop`.
 */
export const landingChannels = {
  panelStart: [240, 240, 240],
  panelEnd: [70, 70, 70],
  videoBackdrop: [240, 240, 240],
  black: [0, 0, 0],
  white: [255, 255, 255],
} as const satisfies Record<string, readonly [number, number, number]>
/** The questions' grey: the panel's completed colour, opaque. */
export const QUESTIONS_BASE = `rgb(${landingChannels.panelEnd.join(", ")})`

/**
 * The page gutter: the horizontal padding between the window's edge and page content, per side, on wide
 * screens and from tablet width down. The frame, banner title, footer and full-width landing sections share it.
 */
export const PAGE_GUTTER_PX = { default: 50, tablet: 25 } as const

/** Each web font, then its size-adjusted local fallbacks (font-fallbacks.ts), then the generic family. */
export const fonts = {
  display: fontStack("Darker Grotesque", "system-ui, sans-serif"),
  body: fontStack("Figtree", "system-ui, sans-serif"),
  diagram: fontStack("Raleway", "system-ui, sans-serif"),
} as const

/** The breakpoints as media conditions, e.g. for an image's `sizes`. */
export const upTo = {
  laptop: `(max-width: ${BREAKPOINT_PX.laptop}px)`,
  tablet: `(max-width: ${BREAKPOINT_PX.tablet}px)`,
  phone: `(max-width: ${BREAKPOINT_PX.phone}px)`,
} as const

/** Desktop-first media queries, e.g. css({ [media.tablet]: { … } }). */
export const media = {
  laptop: `@media ${upTo.laptop}`,
  tablet: `@media ${upTo.tablet}`,
  phone: `@media ${upTo.phone}`,
} as const

/** Transition timings from docs/design.md, "On every page" and "Navigation bar and mobile menu", in milliseconds. */
export const durations = {
  pageFade: 300,
  navColours: 500,
  menu: 300,
  menuListDelay: 100,
  underline: 200,
  questionFade: 500,
  taglineFade: 1000,
  /** The hover/focus glow on thumbnails and logos. */
  glow: 200,
} as const

/**
 * The soft glow thumbnails and logos take on hover and keyboard focus (docs/design.md, "Landing page" and "Publications
 * page").
 */
export const GLOW_SHADOW = `0 0 15px ${palette.primaryOrangeDesaturated}`

/**
 * Room to leave under the sticky top bar (≈61px on desktops, up to ≈82px for the two-line phone bar): sticky
 * content sits below it, and links take it as scroll-margin so a focused link is never scrolled behind the bar.
 */
export const TOP_BAR_CLEARANCE_PX = 100

/** The visitor asks for less motion (for matchMedia). */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"
/** For transitions that must stop when the visitor asks for less motion. */
export const REDUCED_MOTION = `@media ${REDUCED_MOTION_QUERY}`
/** For motion that only runs when the visitor has not asked for less. */
export const MOTION_ALLOWED = "@media (prefers-reduced-motion: no-preference)"

/**
 * Banner parallax: how far each layer (back → front) is carried down per pixel scrolled.
 * The back layer moves least relative to the viewport, so it reads as furthest away.
 */
export const BANNER_PARALLAX_RATES = [0.6, 0.35, 0.12] as const

/**
 * The Technology diagrams' fixed colours (docs/design.md, "Palette" and "Technology page"). The existing "Motion
 * Capture" label was #AAAAAA (2.32:1 on white); `label` is 5.74:1, so the label stays legible at 14pt.
 */
export const diagram = {
  line: "#c0c0c0",
  /** The box's far edges and its lid, fainter than the near edges and the floor. */
  lineFar: "#dddddd",
  lid: "rgba(240, 240, 240, 0.45)",
  floor: "#f0f0f0",
  /** The in-situ landscape's ground. */
  field: "#f2eee6",
  label: "#666666",
  arrow: "#cccccc",
  shadow: "rgb(162, 162, 162)",
  /** Figures: dark greys for hair, trousers and shoes; the beige gradient for clothing; a warm skin tone. */
  ink: "#424242",
  inkSoft: "#4c4c4c",
  beige: "#c7b299",
  beigeLight: "#e8dece",
  skin: "#a88b74",
  skinShade: "#8e725e",
  /** PersonOutline: a light fill with a fine dashed stroke. */
  outlineFill: "#d3d3d3",
  outlineStroke: "#494949",
  /** Shrubs: muted greens that sit with the beige and grey. */
  leaf: "#9aa58a",
  leafDark: "#7b876c",
  leafLight: "#b7c0a8",
  /** The sensors worn by the motion-capture figures. */
  sensor: palette.secondaryOrange,
  /** Second stops of the clothing gradients, and the vest's stripes. */
  trousersLight: "#6a6a6a",
  topLight: "#7a7a7a",
  shirtLight: "#a9a9a9",
  shirtDark: "#8c8c8c",
  tunicLight: "#b4b4b4",
  tunicDark: "#8a8a8a",
  vestDark: "#d9a85c",
  vestStripe: "#f7ead2",
  /** Shadows on the ground, drawn black at a low opacity. */
  groundShadow: "#000000",
} as const

/** The Technology page's motion (docs/design.md, "Technology page") beyond the spec's cycle lengths in constants.ts. */
export const technologyMotion = {
  /** Figures' idle-animation delays by class: MocapPerson1 and PersonOutline move as person1, MocapPerson2 as person3. */
  figureDelayMs: { person1: 1000, person2: 1500, person3: 2000 },
  /** Figures' idle amplitudes, in viewBox units and degrees. */
  headSwayPx: 3,
  headDipPx: 3,
  rightArmLiftPx: 5,
  leftArmTurnDeg: 2,
  breathScale: { in: 1.02, out: 0.98 },
  /** The moveable box's frame, backing and top slide down from this far above; its floor rises from this far below. */
  boxDropPx: 100,
  floorRisePx: 50,
  /** Canon diagram: a stick-figure stage's opacity before its turn. */
  stageDimOpacity: 0.3,
  /** Sensor slideshow: the current still fades in over `fadeMs`; the previous fades out over `fadeMs` after `exitDelayMs`. */
  slideFadeMs: 500,
  slideExitDelayMs: 250,
} as const

/**
 * The motion-capture box (docs/design.md, "Technology page"), in px of the diagram it sits in: a 600 × 175 front frame,
 * a floor and top 75 deep, drawn in oblique projection at the spec's skew. Figures inside are at most 100 wide.
 */
export const mocapBox = {
  width: 600,
  height: 175,
  depth: 75,
  /** The backing sits one pixel lower than the depth, so its bottom edge overlaps the floor's back edge. */
  backingLift: 74,
  figureMaxWidth: 100,
  labelSizePt: 14,
} as const

/**
 * The Body/Movement demo (docs/design.md, "Technology page"): each figure layer is 200px wide (100px at tablet), and
 * never more than `maxShare` of its column, because the two side layers slide a full width out on either side. Below
 * the side layers sit an arrow and, `labelGapPx` below the arrow's top, the label.
 */
export const splitDemo = {
  widthPx: { default: 200, tablet: 100 },
  maxShare: 0.3,
  labelGapPx: 30,
  captionSpacePx: 80,
} as const

/**
 * The sensor slideshow's box (docs/design.md, "Technology page"): at most 600px wide, at the stills' 1.45 aspect ratio.
 */
export const sensorSlideshow = {
  maxWidthPx: 600,
  aspectRatio: 1.45,
} as const
/** Flipbooks: the widest a box is shown (the build makes 320 and 640 px stills for it). */
export const FLIPBOOK_MAX_WIDTH_PX = 600
/**
 * "Near the screen" (an IntersectionObserver rootMargin): one viewport height above and below.
 * Media that waits for the visitor (a flipbook's other stills, a lazy poster) is fetched from here.
 */
export const NEAR_SCREEN_MARGIN = "100% 0px"

/** The landing card crops its portrait's stills to this box (docs/design.md, "Landing page"). */
export const LANDING_CARD_ASPECT = { width: 492, height: 276 } as const
