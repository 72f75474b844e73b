/**
 * Shared scene pieces: paper backgrounds, floors, progress ticks and simple
 * 3D prop primitives (lathed vessels, boxes) projected through the camera.
 */
import { PALETTE } from "./palette"
import { type Camera, type Vec3 } from "./skeleton"
import { el, linearGradient, num, polyPath, radialGradient, rect, type Point } from "./svg"

export const SHADOW_GRADIENT_ID = "groundShadow"

/** Defs + background for the light "paper" portrait look. */
export function paperBackground(
  width: number,
  height: number,
  camera: Camera,
  glow: Point = { x: 0.5, y: 0.42 },
): { defs: string; body: string } {
  const horizon = camera.project([0, 0, -60]).y
  const floorTop = Math.max(0, Math.min(height, horizon))
  const defs =
    linearGradient("paper", [
      [0, PALETTE.paperLight],
      [0.55, PALETTE.paper],
      [1, "rgb(238,233,226)"],
    ]) +
    radialGradient(
      "glow",
      [
        [0, "#ffffff", 0.75],
        [1, "#ffffff", 0],
      ],
      { cx: glow.x, cy: glow.y, r: 0.55 },
    ) +
    linearGradient("floor", [
      [0, "rgb(233,227,219)", 0],
      [0.35, "rgb(233,227,219)", 0.7],
      [1, "rgb(228,220,211)", 1],
    ]) +
    radialGradient(SHADOW_GRADIENT_ID, [
      [0, PALETTE.greyDark, 0.28],
      [0.6, PALETTE.greyDark, 0.1],
      [1, PALETTE.greyDark, 0],
    ])
  const body =
    rect(0, 0, width, height, { fill: "url(#paper)" }) +
    rect(0, floorTop, width, height - floorTop, { fill: "url(#floor)" }) +
    rect(0, 0, width, height, { fill: "url(#glow)" })
  return { defs, body }
}

/** A row of small ticks showing the position of this frame in its loop. */
export function progressTicks(
  index: number,
  count: number,
  x: number,
  y: number,
  width: number,
  scaleFactor = 1,
): string {
  const gap = width / count
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const active = i === index
    parts.push(
      rect(x + i * gap, y - (active ? 9 : 5) * scaleFactor, Math.max(2, gap * 0.42), (active ? 18 : 10) * scaleFactor, {
        fill: active ? PALETTE.orange : PALETTE.orangeSoft,
        rx: 1.5 * scaleFactor,
      }),
    )
  }
  return parts.join("")
}

export interface LatheLevel {
  /** Height above the base (metres). */
  h: number
  /** Radius at that height (metres). */
  r: number
}

export interface Lathe {
  /** Side silhouette path (closed). */
  shell: string
  /** Top opening / head ellipse. */
  top: { c: Point; rx: number; ry: number }
  levels: Array<{ c: Point; rx: number; ry: number }>
}

/** Project a vertical solid of revolution (drum, basket, pot, cone). */
export function lathe(camera: Camera, base: Vec3, profile: readonly LatheLevel[]): Lathe {
  const levels = profile.map((level) => camera.flatEllipse([base[0], base[1] + level.h, base[2]], level.r))
  const first = levels[0]
  const last = levels[levels.length - 1]
  const left = [...levels].reverse().map((l) => ({ x: l.c.x - l.rx, y: l.c.y }))
  const right = levels.map((l) => ({ x: l.c.x + l.rx, y: l.c.y }))
  const d =
    polyPath(left) +
    `A${num(first.rx)} ${num(first.ry)} 0 0 0 ${num(right[0].x)} ${num(right[0].y)}` +
    polyPath(right).replace(/^M/, "L") +
    `A${num(last.rx)} ${num(last.ry)} 0 0 0 ${num(left[0].x)} ${num(left[0].y)}Z`
  return {
    shell: d,
    top: { c: last.c, rx: last.rx, ry: last.ry },
    levels: levels.map((l) => ({ c: l.c, rx: l.rx, ry: l.ry })),
  }
}

/** Horizontal gradient that gives a cylinder some roundness. */
export function cylinderGradient(id: string, colour: string, shade: string): string {
  return linearGradient(
    id,
    [
      [0, shade],
      [0.35, colour],
      [0.55, colour],
      [1, shade],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
}

/** Project a flat quad lying on/above the ground given its 4 corners. */
export function quad(camera: Camera, corners: readonly Vec3[], attrs: Record<string, string | number>): string {
  return el("path", {
    d: polyPath(
      corners.map((c) => camera.project(c)),
      true,
    ),
    ...attrs,
  })
}

/** Axis-aligned box (x/z footprint, height) drawn as its visible faces. */
export function box(
  camera: Camera,
  min: Vec3,
  max: Vec3,
  colours: { top: string; front: string; side: string },
  extra: Record<string, string | number> = {},
): string {
  const [x0, y0, z0] = min
  const [x1, y1, z1] = max
  const faces: Array<{ corners: Vec3[]; colour: string; normal: Vec3 }> = [
    {
      corners: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      colour: colours.top,
      normal: [0, 1, 0],
    },
    {
      corners: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      colour: colours.front,
      normal: [0, 0, 1],
    },
    {
      corners: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      colour: colours.front,
      normal: [0, 0, -1],
    },
    {
      corners: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      colour: colours.side,
      normal: [1, 0, 0],
    },
    {
      corners: [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      colour: colours.side,
      normal: [-1, 0, 0],
    },
  ]
  const visible = faces.filter((face) => {
    // A face is visible when the camera is on the side its normal points to.
    const faceCentre = face.corners.reduce<Vec3>(
      (acc, c) => [acc[0] + c[0] / 4, acc[1] + c[1] / 4, acc[2] + c[2] / 4],
      [0, 0, 0],
    )
    const probe: Vec3 = [
      faceCentre[0] + face.normal[0] * 0.01,
      faceCentre[1] + face.normal[1] * 0.01,
      faceCentre[2] + face.normal[2] * 0.01,
    ]
    return camera.project(probe).depth < camera.project(faceCentre).depth
  })
  return visible.map((face) => quad(camera, face.corners, { fill: face.colour, ...extra })).join("")
}

export interface CameraFraming {
  yaw: number
  pitch: number
  distance: number
  target: Vec3
  /** Metres of the scene visible vertically at the target distance. */
  viewHeight: number
  /** Horizontal offset of the target as a fraction of the width (0 = centred). */
  offsetX?: number
  offsetY?: number
}

export function framingFocal(framing: CameraFraming, height: number): number {
  return (height / framing.viewHeight) * framing.distance
}
