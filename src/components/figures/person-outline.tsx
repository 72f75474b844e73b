import { OUTLINE_FIGURE_VIEWBOX } from "../../constants"
import { diagram } from "../../theme/tokens"
import { FIGURE_PART, FigureFrame, mirrorPath, type FigureProps } from "./figure-frame"

/** Drawn in its own, tighter viewBox (129.1 × 306.7): the outline has no ground or shadow around it. */
const AXIS = OUTLINE_FIGURE_VIEWBOX.width / 2
const HEAD = { cx: AXIS, cy: 24, rx: 17, ry: 20 }
const NECK = "M58 40 L71.1 40 L72 58 L57.1 58 Z"
const TORSO =
  "M38 62 C38 57 42 54 50 54 L79.1 54 C87.1 54 91.1 57 91.1 62 L89.1 120 C88.6 140 88.6 152 89.1 166 L40 166 C40.5 152 40.5 140 40 120 Z"
const ARM = "M40 57 C31 59 27 67 25 79 L15 146 C13 156 16 163 21 163 C26 163 28.5 157 28.5 149 L35.5 101 L41 84 Z"
const LEG = "M41.5 160 L63.5 160 L61.5 222 L59.5 290 C59.5 298 55.5 301 48 301 C40 301 37.5 297 41 290 L43 222 Z"
const mirror = (d: string) => mirrorPath(d, AXIS)

/**
 * A person as a light silhouette with a fine dashed edge: what motion capture keeps of a body, its shape in
 * motion. Moves as person1.
 */
export function PersonOutline(props: FigureProps) {
  const edge = { fill: diagram.outlineFill, stroke: diagram.outlineStroke, strokeWidth: 0.5, strokeDasharray: "3 3" }
  return (
    <FigureFrame name="PersonOutline" motion="person1" viewBox={OUTLINE_FIGURE_VIEWBOX} {...props}>
      <path d={LEG} {...edge} />
      <path d={mirror(LEG)} {...edge} />
      <g className={FIGURE_PART.head}>
        <path d={NECK} {...edge} />
        <ellipse {...HEAD} {...edge} />
      </g>
      <g className={FIGURE_PART.body}>
        <path d={TORSO} {...edge} />
      </g>
      <g className={FIGURE_PART.armLeft}>
        <path d={ARM} {...edge} />
      </g>
      <g className={FIGURE_PART.armRight}>
        <path d={mirror(ARM)} {...edge} />
      </g>
    </FigureFrame>
  )
}
