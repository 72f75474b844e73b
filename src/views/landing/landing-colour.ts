import { LANDING_COLOUR_COMPLETE_PX } from "../../constants"
import { landingChannels } from "../../theme/tokens"

/**
 * The landing intro's scroll-driven colour (docs/design.md, "Landing page"): the title panel goes linearly
 * from rgb(240,240,240) to rgb(70,70,70), always at alpha 0.8, and the video box behind it is inverted by
 * the same progress; both are complete at LANDING_COLOUR_COMPLETE_PX.
 */
export type Rgb = readonly [number, number, number]

export const PANEL_START: Rgb = landingChannels.panelStart
export const PANEL_END: Rgb = landingChannels.panelEnd
export const PANEL_ALPHA = 0.8
/** The sticky video box's backdrop, before inversion. */
export const VIDEO_BACKDROP: Rgb = landingChannels.videoBackdrop
const BLACK: Rgb = landingChannels.black
const WHITE: Rgb = landingChannels.white

/** 0 at the top of the page, 1 from LANDING_COLOUR_COMPLETE_PX on. */
export const scrollProgress = (scrollY: number): number =>
  Math.min(Math.max(scrollY / LANDING_COLOUR_COMPLETE_PX, 0), 1)

const mix = (from: Rgb, to: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as unknown as Rgb
const css = (rgb: Rgb, alpha?: number) => {
  const [r, g, b] = rgb.map((v) => Math.round(v))
  return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`
}

export const panelRgb = (progress: number): Rgb => mix(PANEL_START, PANEL_END, progress)
export const panelColour = (progress: number): string => css(panelRgb(progress), PANEL_ALPHA)
export const inversionFilter = (progress: number): string => `invert(${progress})`

/** CSS invert(p) of a colour. */
const invert = (rgb: Rgb, progress: number): Rgb => rgb.map((v) => v + (255 - 2 * v) * progress) as unknown as Rgb

/** What the eye sees through the panel: the panel at alpha 0.8 over the inverted backdrop. */
export const panelSeenRgb = (progress: number): Rgb =>
  mix(invert(VIDEO_BACKDROP, progress), panelRgb(progress), PANEL_ALPHA)

/** WCAG 2 relative luminance and contrast ratio. */
export const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/**
 * The panel's text colour at a given progress: black or white, whichever reads better on the panel as
 * seen. (The existing site kept its grey text while the panel darkened, falling to 1.9:1.)
 */
export const panelTextRgb = (progress: number): Rgb => {
  const seen = panelSeenRgb(progress)
  return contrast(BLACK, seen) >= contrast(WHITE, seen) ? BLACK : WHITE
}
export const panelTextColour = (progress: number): string => css(panelTextRgb(progress))

/** CSS custom properties on the landing page's root, written from the scroll position. */
export const LANDING_VARS = {
  inversion: "--landing-inversion",
  panel: "--landing-panel",
  panelText: "--landing-panel-text",
} as const

/** The variables' values at a scroll position (also their server-rendered values, at 0). */
export const landingColourVars = (scrollY: number): Record<string, string> => {
  const progress = scrollProgress(scrollY)
  return {
    [LANDING_VARS.inversion]: inversionFilter(progress),
    [LANDING_VARS.panel]: panelColour(progress),
    [LANDING_VARS.panelText]: panelTextColour(progress),
  }
}
