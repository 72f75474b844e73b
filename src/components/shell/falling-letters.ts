import { FOOTER_FALL_DISTANCE_PX } from "../../constants"

/** How far the page's bottom edge is below the viewport's, capped at the fall distance (docs/design.md, "Footer"). */
export const distanceToBottom = (pageHeight: number, viewportHeight: number, scrollY: number): number =>
  Math.min(FOOTER_FALL_DISTANCE_PX, Math.max(0, pageHeight - (viewportHeight + scrollY)))

/** The footer letters at a distance d from the bottom: faded by d/300 and lifted by d/2. */
export const fallingLettersStyle = (distance: number): { opacity: number; translateY: number } => ({
  opacity: 1 - distance / FOOTER_FALL_DISTANCE_PX,
  translateY: -distance / 2,
})
