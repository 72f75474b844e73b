import { css } from "@emotion/react"
import { fonts, palette } from "./tokens"

/**
 * Form controls in the site's palette, for any view that has them (the archive's player and filter today).
 * Checkboxes and radio buttons keep the browser's own drawing, tinted with `accent-color`; range sliders and selects
 * are drawn by us (`appearance: none`) because `accent-color` does not reach them in every engine. Every rule here
 * is one all current engines support; focus keeps the site's outline (global-styles.ts).
 */

/** The controls' measures, in px: a touch target's least height, a range's track and thumb, a select's arrow. */
const CONTROL_PX = {
  minHeight: 44,
  trackHeight: 6,
  thumbSize: 22,
  tickSize: 20,
  arrow: 6,
  arrowInset: 14,
  radius: 22,
} as const

const thumb = {
  width: CONTROL_PX.thumbSize,
  height: CONTROL_PX.thumbSize,
  border: `3px solid ${palette.white}`,
  borderRadius: "50%",
  background: palette.primaryOrange,
  boxShadow: `0 0 0 1px ${palette.primaryOrange}`,
  cursor: "pointer",
} as const
const track = {
  height: CONTROL_PX.trackHeight,
  borderRadius: CONTROL_PX.trackHeight / 2,
  background: palette.primaryOrangeDesaturated,
} as const

/** A round, outlined button in the site's orange; filled while pressed or on. */
export const buttonCss = css({
  minWidth: 96,
  minHeight: CONTROL_PX.minHeight,
  padding: "8px 16px",
  border: `2px solid ${palette.primaryOrange}`,
  borderRadius: CONTROL_PX.radius,
  background: palette.white,
  color: palette.primaryOrange,
  font: "inherit",
  fontFamily: fonts.body,
  fontWeight: 700,
  cursor: "pointer",
  "&:hover, &[aria-pressed=true]": { background: palette.primaryOrange, color: palette.white },
})

/** A range slider: a soft orange track and an orange thumb, drawn the same in Chromium, WebKit and Gecko. */
const rangeCss = css({
  appearance: "none",
  WebkitAppearance: "none",
  minWidth: 120,
  height: CONTROL_PX.minHeight,
  margin: 0,
  background: "transparent",
  cursor: "pointer",
  "&::-webkit-slider-runnable-track": track,
  "&::-moz-range-track": track,
  "&::-webkit-slider-thumb": {
    ...thumb,
    WebkitAppearance: "none",
    appearance: "none",
    marginTop: (CONTROL_PX.trackHeight - CONTROL_PX.thumbSize) / 2,
  },
  "&::-moz-range-thumb": { ...thumb, boxSizing: "border-box" },
})

/**
 * A select: our own border and a chevron drawn with two gradients (no image, so nothing for the CSP to allow), with
 * room kept for it on the right.
 */
const selectCss = css({
  appearance: "none",
  WebkitAppearance: "none",
  minHeight: CONTROL_PX.minHeight,
  padding: `8px ${CONTROL_PX.arrowInset * 2 + CONTROL_PX.arrow * 2}px 8px 14px`,
  border: `2px solid ${palette.primaryOrange}`,
  borderRadius: CONTROL_PX.radius,
  color: palette.bodyText,
  backgroundColor: palette.white,
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${palette.primaryOrange} 50%), linear-gradient(135deg, ${palette.primaryOrange} 50%, transparent 50%)`,
  backgroundPosition: `right ${CONTROL_PX.arrowInset + CONTROL_PX.arrow}px center, right ${CONTROL_PX.arrowInset}px center`,
  backgroundSize: `${CONTROL_PX.arrow}px ${CONTROL_PX.arrow}px`,
  backgroundRepeat: "no-repeat",
  font: "inherit",
  cursor: "pointer",
})

/** A checkbox or radio button: the browser's own, tinted orange and sized for a finger. */
const tickCss = css({
  width: CONTROL_PX.tickSize,
  height: CONTROL_PX.tickSize,
  margin: 0,
  accentColor: palette.primaryOrange,
  cursor: "pointer",
})

/** All of the above for the controls inside a container, so a view styles its form in one place. */
export const formControlsCss = css({
  "& button": buttonCss,
  "& select": selectCss,
  "& input[type=range]": rangeCss,
  "& input[type=checkbox], & input[type=radio]": tickCss,
})
