/**
 * A portrait's stills are shown in a box of the portrait's aspectRatio: a still of another shape (a phone photo
 * taken upright for a landscape portrait, say) would be cropped there, so each one that differs by more than
 * ASPECT_RATIO_TOLERANCE is a warning naming the still and how to fix it.
 */
import type { Problem } from "./problem"
import { stillShapeWarning, type PictureSize } from "./media-checks"

interface PortraitShape {
  aspectRatio?: { width?: unknown; height?: unknown }
  stills?: unknown
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0

/** `sizes`: each decoded still's size as shown, by field (portraits[0].stills[2]); the file is portraits.json. */
export const checkStillShapes = (data: unknown, sizes: ReadonlyMap<string, PictureSize>): Problem[] => {
  const portraits = (data as { portraits?: unknown }).portraits
  if (!Array.isArray(portraits)) return []
  return (portraits as PortraitShape[]).flatMap((portrait, index) => {
    const box = portrait.aspectRatio
    if (!isPositiveInteger(box?.width) || !isPositiveInteger(box.height) || !Array.isArray(portrait.stills)) return []
    const boxSize = { width: box.width, height: box.height }
    return portrait.stills.flatMap((still: unknown, stillIndex): Problem[] => {
      const field = `portraits[${index}].stills[${stillIndex}]`
      const size = sizes.get(field)
      const warning = size && stillShapeWarning(size, boxSize)
      if (!warning) return []
      return [
        {
          file: "portraits/portraits.json",
          field,
          severity: "warning",
          // The portrait is named beside the field, as every problem's list entry is (./labels.ts).
          message: `${String(still)} ${warning}`,
        },
      ]
    })
  })
}
