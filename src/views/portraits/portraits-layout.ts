import { css } from "@emotion/react"
import { BREAKPOINT_PX } from "../../constants"
import { FLIPBOOK_MAX_WIDTH_PX, media, PAGE_GUTTER_PX, palette } from "../../theme/tokens"

/**
 * The Portraits page's layout (docs/design.md, "Portraits page"), and the `sizes` each picture gets from it: the
 * numbers the CSS uses are the numbers the browser is told, so it fetches files sized for the box.
 */

const PAGE_GUTTER = PAGE_GUTTER_PX
/** The triptych's padding, per side, and its items' horizontal padding. */
const TRIPTYCH_PADDING = { default: 50, tablet: 25, phone: 10 } as const
const TRIPTYCH_ITEM_PADDING = 25
/** Two-column blocks: horizontal padding per side, and each column's share of the width. */
const COLUMN_BLOCK_PADDING = 20
const COLUMN_SHARE = 0.48
/** The drumming stills: the gap after each, and each one's share of the row at tablet width. */
const STILL_GAP = 5
const STILL_SHARE_TABLET = 0.45

const MAX = FLIPBOOK_MAX_WIDTH_PX
const upTo = (px: number) => `(max-width: ${px}px)`
const px = (n: number) => `${Math.round(n)}px`

/** A triptych item: half the row on wide screens, the whole column from tablet width down. */
const halfItemWide = (gutter: number) => ({
  // box = (100vw − 2·gutter − 2·padding) / 2 − 2·item padding
  vw: 50,
  minus: gutter + TRIPTYCH_PADDING.default + 2 * TRIPTYCH_ITEM_PADDING,
})
const triptychHalf = halfItemWide(PAGE_GUTTER.default)
/** Where the half-width box reaches its cap. */
const triptychCapAt = (MAX + triptychHalf.minus) * (100 / triptychHalf.vw)
const phoneColumnMinus = 2 * PAGE_GUTTER.tablet + 2 * TRIPTYCH_PADDING.phone

export const SIZES = {
  /** Harvest and traffic, side by side on wide screens. */
  triptychHalf: [
    `${upTo(BREAKPOINT_PX.phone)} calc(100vw - ${px(phoneColumnMinus)})`,
    `${upTo(BREAKPOINT_PX.tablet)} ${px(MAX)}`,
    `${upTo(triptychCapAt)} calc(${triptychHalf.vw}vw - ${px(triptychHalf.minus)})`,
    px(MAX),
  ].join(", "),
  /** Pastry, the full-width third item, capped like every flipbook. */
  triptychFull: [`${upTo(BREAKPOINT_PX.phone)} calc(100vw - ${px(phoneColumnMinus)})`, px(MAX)].join(", "),
  /** A flipbook or picture in one of two columns (mocap, sonic portrait, renderings). */
  column: (cap: number) => {
    const minus = COLUMN_SHARE * 2 * (PAGE_GUTTER.default + COLUMN_BLOCK_PADDING)
    const capAt = (cap + minus) / COLUMN_SHARE
    return [
      // Up to the cap; stated as the uncapped width because not every browser reads min() here.
      `${upTo(BREAKPOINT_PX.tablet)} calc(100vw - ${px(2 * (PAGE_GUTTER.tablet + COLUMN_BLOCK_PADDING))})`,
      `${upTo(capAt)} calc(${COLUMN_SHARE * 100}vw - ${px(minus)})`,
      px(cap),
    ].join(", ")
  },
  /** One of the four drumming stills in a row (two by two at tablet width). */
  drummingStill: [
    `${upTo(BREAKPOINT_PX.tablet)} calc(${STILL_SHARE_TABLET * 100}vw - ${px(STILL_SHARE_TABLET * 2 * PAGE_GUTTER.tablet)})`,
    `calc(25vw - ${px((2 * PAGE_GUTTER.default) / 4 + STILL_GAP)})`,
  ].join(", "),
  /** The landscape behind the figures: the content width, twice that at tablet width (it is cropped). */
  landscape: [
    `${upTo(BREAKPOINT_PX.tablet)} calc(200vw - ${px(4 * PAGE_GUTTER.tablet)})`,
    `calc(100vw - ${px(2 * PAGE_GUTTER.default)})`,
  ].join(", "),
} as const

export const triptychCss = css({
  display: "flex",
  flexFlow: "row wrap",
  justifyContent: "space-evenly",
  padding: TRIPTYCH_PADDING.default,
  // The banner above already leaves 100px.
  paddingTop: 0,
  marginBottom: 50,
  "& > *": { flex: "0 0 50%", padding: TRIPTYCH_ITEM_PADDING, display: "flex", justifyContent: "center" },
  "& > *:nth-of-type(3)": { flexBasis: "100%" },
  "& figure": { maxWidth: MAX },
  [media.tablet]: {
    flexDirection: "column",
    alignItems: "center",
    padding: `0 ${TRIPTYCH_PADDING.tablet}px`,
    "& > *": { width: "100%", padding: `${TRIPTYCH_ITEM_PADDING}px 0` },
  },
  [media.phone]: { padding: `0 ${TRIPTYCH_PADDING.phone}px`, "& > *": { paddingBottom: 10 } },
})

/** A block of two 48% columns that stack at tablet width. */
export const columnsCss = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  padding: `50px ${COLUMN_BLOCK_PADDING}px`,
  "& > *": { flex: `0 0 ${COLUMN_SHARE * 100}%` },
  [media.tablet]: { flexDirection: "column", alignItems: "stretch", gap: 25, "& > *": { flexBasis: "auto" } },
})

export const drummingRowCss = css({
  display: "flex",
  margin: "20px 0",
  "& > *": {
    flex: 1,
    marginRight: STILL_GAP,
    border: `1px solid ${palette.white}`,
    boxShadow: `0 0 10px ${palette.stillShadow}`,
  },
  [media.tablet]: {
    flexWrap: "wrap",
    justifyContent: "center",
    gap: STILL_GAP,
    "& > *": { flex: `0 0 ${STILL_SHARE_TABLET * 100}%`, marginRight: 0 },
  },
})
