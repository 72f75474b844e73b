/**
 * Where the player's figure goes on its stage, as plain numbers: the ground's dots, the bones, the head and the joint
 * markers for one frame of joint positions. The canvas (player-engine.ts) paints these, and the still before Play
 * (figure-still.tsx, rendered at build time) draws the very same numbers as SVG, so the picture does not change when
 * the player takes over. No imports beyond the theme, so the player's chunk stays small.
 */
import { diagram, palette } from "../../theme/tokens"

/** Which joint plays which part (the entry's joint roles, by joint name), for the head and the joint markers. */
export type FigureRoles = Partial<
  Record<"pelvis" | "head" | "leftHand" | "rightHand" | "leftFoot" | "rightFoot", string>
>

/** The stage's drawing size (the canvas's pixels and the still's viewBox). */
export const STAGE = { width: 640, height: 480 } as const

/**
 * The figure as the site's other figures draw a skeleton (components/figures/stick-figure.tsx): grey bones, a white
 * head ringed in grey, orange joint markers ringed in white at the pelvis, elbows, wrists, knees and ankles. Sizes
 * are shares of the stage's height, so the figure keeps its proportions, and reads on a phone, at any width.
 */
export const FIGURE_SIZES = {
  boneWidth: 0.018,
  headRadius: 0.05,
  headRing: 0.012,
  markerRadius: 0.018,
  markerRingWidth: 0.006,
  groundDot: 3,
} as const

export interface FigureInk {
  bone: string
  headFill: string
  marker: string
  markerRing: string
}
export const FIGURE_INK: FigureInk = {
  bone: diagram.inkSoft,
  headFill: palette.white,
  marker: palette.primaryOrange,
  markerRing: palette.white,
}
export const GROUND_INK = palette.darkGrayscale
/**
 * The compare view's two figures, each in its own colour from the palette, both at least 3:1 against the stage's
 * backdrop (WCAG 1.4.11; figure-geometry.test.ts checks it) and far apart in lightness, so they differ without
 * colour vision too: the first in the site's orange, the second in the caption's near-black. Each stands on its
 * own side of the stage and is named under it.
 */
export const COMPARE_INK: readonly [FigureInk, FigureInk] = [
  { bone: palette.primaryOrange, headFill: palette.white, marker: palette.primaryOrange, markerRing: palette.white },
  { bone: palette.caption, headFill: palette.white, marker: palette.caption, markerRing: palette.white },
]

/** Looking down a little, so the ground's depth shows. */
const PITCH = (12 * Math.PI) / 180
const GRID_M = 0.5
const GRID_HALF_COUNT = 6
/** The tallest point of the take fills this share of the stage's height. */
const FIGURE_FILL = 0.8
/** A take no taller than this (m) is drawn as if it were, so a crouch is not blown up to full height. */
const MIN_TOP_M = 0.5
/** The ground line's height on the stage, as a share of the stage's height from the top. */
const GROUND_AT = 0.9

/** The skeleton's parts the drawing needs: bones by parent, and which joints are the head, its crown and markers. */
export interface FigureShape {
  parents: readonly number[]
  head: number
  /** The head's one child (a BVH End Site at the crown): the head circle spans the two, and no bone is drawn there. */
  crown: number
  markers: readonly number[]
}

export const figureShape = (joints: readonly string[], parents: readonly number[], roles: FigureRoles): FigureShape => {
  const at = (name: string | undefined) => (name === undefined ? -1 : joints.indexOf(name))
  const parent = (joint: number) => (joint < 0 ? -1 : (parents[joint] ?? -1))
  const head = at(roles.head)
  const crowns = parents.flatMap((p, j) => (p === head && head >= 0 ? [j] : []))
  // Wrists and ankles, the elbows and knees above them, and the pelvis, as the site's stick figures mark them.
  const ends = [roles.leftHand, roles.rightHand, roles.leftFoot, roles.rightFoot].map(at)
  return {
    parents,
    head,
    crown: crowns.length === 1 ? (crowns[0] as number) : -1,
    markers: [at(roles.pelvis), ...ends, ...ends.map(parent)].filter((j) => j >= 0),
  }
}

/** Pixels per metre for a take whose highest point is `top`, on a stage this tall. */
export const stageScale = (top: number, height: number): number => (height * FIGURE_FILL) / Math.max(top, MIN_TOP_M)

export interface StageView {
  width: number
  height: number
  /** Pixels per metre. */
  scale: number
  /** The view's turn about the vertical, in degrees. */
  angle: number
  /** Whether the ground moves under the figure as its root travels ("travelling") or stands still ("in place"). */
  travelling: boolean
}

export type Point = readonly [number, number]

export interface FigureDrawing {
  bones: readonly (readonly [Point, Point])[]
  head: { centre: Point; radius: number; ring: number } | undefined
  markers: readonly Point[]
  boneWidth: number
  markerRadius: number
  markerRing: number
}

const projector = (view: StageView, centreX: number) => {
  const a = (view.angle * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const ground = view.height * GROUND_AT
  return (x: number, y: number, z: number): Point => {
    const u = x * cos + z * sin
    const w = -x * sin + z * cos
    return [centreX + u * view.scale, ground - (y * Math.cos(PITCH) - w * Math.sin(PITCH)) * view.scale]
  }
}

/** The ground's dots around a figure whose root is at (rootX, rootZ), centred at `centreX` on the stage. */
export const groundDots = (rootX: number, rootZ: number, view: StageView, centreX = view.width / 2): Point[] => {
  const project = projector(view, centreX)
  const shiftX = view.travelling ? rootX % GRID_M : 0
  const shiftZ = view.travelling ? rootZ % GRID_M : 0
  const dots: Point[] = []
  for (let i = -GRID_HALF_COUNT; i <= GRID_HALF_COUNT; i++)
    for (let k = -GRID_HALF_COUNT; k <= GRID_HALF_COUNT; k++)
      dots.push(project(i * GRID_M - shiftX, 0, k * GRID_M - shiftZ))
  return dots
}

/** One frame's figure (x y z per joint, metres, Y up), kept centred at `centreX`: the root's travel is taken out. */
export const drawFigure = (
  frame: ArrayLike<number>,
  shape: FigureShape,
  view: StageView,
  centreX = view.width / 2,
): FigureDrawing => {
  const project = projector(view, centreX)
  const rootX = frame[0] as number
  const rootZ = frame[2] as number
  const p = (index: number): Point =>
    project(
      (frame[index * 3] as number) - rootX,
      frame[index * 3 + 1] as number,
      (frame[index * 3 + 2] as number) - rootZ,
    )
  const bones = shape.parents.flatMap((parent, j) =>
    parent < 0 || j === shape.crown ? [] : [[p(parent), p(j)] as const],
  )
  let head: FigureDrawing["head"]
  if (shape.head >= 0) {
    const radius = FIGURE_SIZES.headRadius * view.height
    const [hx, hy] = p(shape.head)
    // Between the head joint and its crown; without a crown, one radius on from the neck, along the neck's line.
    let [cx, cy] = shape.crown >= 0 ? p(shape.crown) : p(shape.parents[shape.head] ?? shape.head)
    if (shape.crown >= 0) [cx, cy] = [(hx + cx) / 2, (hy + cy) / 2]
    else {
      const length = Math.hypot(hx - cx, hy - cy) || 1
      ;[cx, cy] = [hx + ((hx - cx) / length) * radius, hy + ((hy - cy) / length) * radius]
    }
    head = { centre: [cx, cy], radius, ring: FIGURE_SIZES.headRing * view.height }
  }
  return {
    bones,
    head,
    markers: shape.markers.map(p),
    boneWidth: FIGURE_SIZES.boneWidth * view.height,
    markerRadius: FIGURE_SIZES.markerRadius * view.height,
    markerRing: FIGURE_SIZES.markerRingWidth * view.height,
  }
}
