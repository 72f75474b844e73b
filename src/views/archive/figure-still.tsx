import { graphql } from "gatsby"
import {
  drawFigure,
  FIGURE_INK,
  FIGURE_SIZES,
  figureShape,
  groundDots,
  GROUND_INK,
  stageScale,
  STAGE,
  type FigureRoles,
  type Point,
} from "./figure-geometry"

/** The take's first frame as the player's data holds it (build time: ArchiveDerived.firstFrame). */
export interface FirstFrame {
  readonly joints: readonly string[]
  readonly parents: readonly number[]
  /** x y z per joint, metres, Y up: frame 0 of motion.json, decoded as the player decodes it. */
  readonly positions: readonly number[]
  /** The take's highest point (m), which sets the stage's scale. */
  readonly top: number
}

/**
 * What the still needs from the build's derived figures.
 * @public Gatsby finds this fragment in the source when it builds the queries; no module imports it.
 */
export const query = graphql`
  fragment FirstFrame on ArchiveFirstFrame {
    joints
    parents
    positions
    top
  }
`

const fixed = (value: number) => Number(value.toFixed(2))
const at = ([x, y]: Point) => `${fixed(x)} ${fixed(y)}`

/**
 * The player's first frame, drawn before Play by the same geometry the canvas paints (figure-geometry.ts), at the
 * stage's size, with the head and the markers, in the figure's own colours. Rendered at build time, so the figure is
 * there without script and stays exactly where it is when the player takes over (the view starts travelling, at 0°).
 */
export function FigureStill({ first, roles }: { first: FirstFrame; roles: FigureRoles }) {
  const view = {
    width: STAGE.width,
    height: STAGE.height,
    scale: stageScale(first.top, STAGE.height),
    angle: 0,
    travelling: true,
  }
  const shape = figureShape(first.joints, first.parents, roles)
  const frame = first.positions
  const drawing = drawFigure(frame, shape, view)
  const dot = FIGURE_SIZES.groundDot
  return (
    <svg viewBox={`0 0 ${STAGE.width} ${STAGE.height}`} aria-hidden="true" data-testid="figure-still">
      <path
        d={groundDots(frame[0] ?? 0, frame[2] ?? 0, view)
          .map(([x, y]) => `M${fixed(x - dot / 2)} ${fixed(y - dot / 2)}h${dot}v${dot}h-${dot}z`)
          .join("")}
        fill={GROUND_INK}
      />
      <path
        d={drawing.bones.map(([a, b]) => `M${at(a)}L${at(b)}`).join("")}
        stroke={FIGURE_INK.bone}
        strokeWidth={fixed(drawing.boneWidth)}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
        data-testid="still-bones"
      />
      {drawing.head && (
        <circle
          cx={fixed(drawing.head.centre[0])}
          cy={fixed(drawing.head.centre[1])}
          r={fixed(drawing.head.radius)}
          fill={FIGURE_INK.headFill}
          stroke={FIGURE_INK.bone}
          strokeWidth={fixed(drawing.head.ring)}
          data-testid="still-head"
        />
      )}
      {drawing.markers.map(([x, y], i) => (
        <circle
          key={i}
          cx={fixed(x)}
          cy={fixed(y)}
          r={fixed(drawing.markerRadius)}
          fill={FIGURE_INK.marker}
          stroke={FIGURE_INK.markerRing}
          strokeWidth={fixed(drawing.markerRing)}
          data-testid="still-marker"
        />
      ))}
    </svg>
  )
}
