/**
 * Frame renderers shared by stills, videos and other images: the light
 * "movement portrait" look and the dark raw motion-capture look.
 */
import { activityCamera, sample, walkingStride, type Activity } from "./activities"
import { groundShadow, PORTRAIT_STYLE, renderFigure, renderTrails, type LineStyle } from "./figure"
import { PALETTE } from "./palette"
import { paperBackground, progressTicks, SHADOW_GRADIENT_ID, type CameraFraming } from "./scene"
import { MARKER_JOINTS, BONES, type Camera, type Joints } from "./skeleton"
import { circle, el, line, linearGradient, radialGradient, rect, svgDocument } from "./svg"

export interface PortraitOptions {
  activity: Activity
  /** Phase in the activity loop, [0, 1). */
  t: number
  width: number
  height: number
  framing?: Partial<CameraFraming>
  /** Show loop progress ticks (frame index of count). */
  ticks?: { index: number; count: number }
  /** Phase distance to the ghost pose drawn behind the figure; 0 = none. */
  ghostLag?: number
  /** How far back the wrist/ankle trails reach (fraction of the loop). */
  trailSpan?: number
  /** Skip the background (for transparent layers). */
  transparent?: boolean
}

/** Size-relative pixel unit so decorations scale with the image. */
const unit = (height: number): number => height / 1200

export function portraitBody(options: PortraitOptions, camera: Camera): { defs: string; body: string } {
  const { activity, t, width, height } = options
  const joints = sample(activity, t)
  const u = unit(height)
  const props = activity.props ? activity.props({ t, joints, camera, mode: "portrait" }) : {}
  const background = options.transparent
    ? {
        defs: radialGradient(SHADOW_GRADIENT_ID, [
          [0, PALETTE.greyDark, 0.28],
          [0.6, PALETTE.greyDark, 0.1],
          [1, PALETTE.greyDark, 0],
        ]),
        body: "",
      }
    : paperBackground(width, height, camera)
  const ghostLag = options.ghostLag ?? 0
  const ghost = ghostLag > 0 ? renderGhost(sample(activity, t - ghostLag), camera) : ""
  const trails = renderTrails((tt) => sample(activity, tt), t, camera, {
    joints: activity.trailJoints,
    colour: PALETTE.gold,
    width: 9 * u,
    span: options.trailSpan ?? 0.14,
    samples: 18,
    dots: 3,
    opacity: 0.95,
  })
  const ticks = options.ticks
    ? progressTicks(
        options.ticks.index,
        options.ticks.count,
        56 * u,
        height - 56 * u,
        Math.min(360 * u, width * 0.3),
        u,
      )
    : ""
  const body =
    background.body +
    (props.ground ?? "") +
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.55) +
    ghost +
    trails +
    renderFigure(joints, camera, PORTRAIT_STYLE, props) +
    (props.front ?? "") +
    ticks
  return { defs: background.defs + (props.defs ?? ""), body }
}

function renderGhost(joints: Joints, camera: Camera): string {
  const style: LineStyle = {
    ...PORTRAIT_STYLE,
    width: 0.02,
    near: PALETTE.orangeSoft,
    far: PALETTE.orangeSoft,
    torso: PALETTE.orangeSoft,
    head: PALETTE.orangeSoft,
    headFill: "none",
    marker: undefined,
    opacity: 0.55,
  }
  return renderFigure(joints, camera, style)
}

export function renderPortraitSvg(options: PortraitOptions): string {
  const camera = activityCamera(options.activity, options.width, options.height, options.framing)
  const { defs, body } = portraitBody(options, camera)
  return svgDocument(options.width, options.height, body, defs)
}

// ---------------------------------------------------------------------------
// Raw motion-capture software view

export interface MocapOptions {
  activity: Activity
  t: number
  width: number
  height: number
  frameNumber: number
  framing?: Partial<CameraFraming>
  /** Draw the HUD (frame counter, corner brackets, axis gizmo). */
  hud?: boolean
  /** Scroll the floor grid as if walking forward (walking loops). */
  scrollFloor?: boolean
}

const SEGMENTS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abged",
  "3": "abgcd",
  "4": "fgbc",
  "5": "afgcd",
  "6": "afgedc",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
}

/** Seven-segment digits drawn as rounded strokes (monospaced look, no fonts). */
export function sevenSegment(text: string, x: number, y: number, size: number, colour: string): string {
  const w = size * 0.55
  const h = size
  const gap = size * 0.78
  const parts: string[] = []
  Array.from(text).forEach((char, i) => {
    const ox = x + i * gap
    const seg: Record<string, [number, number, number, number]> = {
      a: [ox, y, ox + w, y],
      b: [ox + w, y, ox + w, y + h / 2],
      c: [ox + w, y + h / 2, ox + w, y + h],
      d: [ox, y + h, ox + w, y + h],
      e: [ox, y + h / 2, ox, y + h],
      f: [ox, y, ox, y + h / 2],
      g: [ox, y + h / 2, ox + w, y + h / 2],
    }
    for (const name of SEGMENTS[char] ?? "") {
      const [x1, y1, x2, y2] = seg[name]
      parts.push(line({ x: x1, y: y1 }, { x: x2, y: y2 }, {}))
    }
    if (char === ":")
      parts.push(
        circle({ x: ox + w / 2, y: y + h * 0.3 }, size * 0.06, { fill: colour, stroke: "none" }),
        circle({ x: ox + w / 2, y: y + h * 0.75 }, size * 0.06, { fill: colour, stroke: "none" }),
      )
  })
  return el(
    "g",
    { stroke: colour, "stroke-width": size * 0.11, "stroke-linecap": "round", fill: "none" },
    parts.join(""),
  )
}

function floorGrid(
  camera: Camera,
  offsetZ: number,
  spacing: number,
  extent: number,
  colour: string,
  strokeWidth: number,
): string {
  const lines: string[] = []
  const count = Math.ceil(extent / spacing)
  for (let i = -count; i <= count; i++) {
    const x = i * spacing
    lines.push(line(camera.project([x, 0, -extent]), camera.project([x, 0, extent]), {}))
    const z = i * spacing - offsetZ
    lines.push(line(camera.project([-extent, 0, z]), camera.project([extent, 0, z]), {}))
  }
  return el("g", { stroke: colour, "stroke-width": strokeWidth, "stroke-opacity": 0.9 }, lines.join(""))
}

export function mocapBody(options: MocapOptions, camera: Camera): { defs: string; body: string } {
  const { activity, t, width, height } = options
  const u = height / 1126
  const joints = sample(activity, t)
  const stride = options.scrollFloor ? walkingStride() : 0
  const spacing = stride > 0 ? stride / 3 : 0.5
  const offset = stride > 0 ? (t * stride) % spacing : 0
  const defs =
    radialGradient(
      "mocapVignette",
      [
        [0, "#2a2928"],
        [0.7, PALETTE.mocapBg],
        [1, "#121212"],
      ],
      { cx: 0.5, cy: 0.45, r: 0.75 },
    ) +
    radialGradient("markerGlow", [
      [0, PALETTE.gold, 0.7],
      [1, PALETTE.gold, 0],
    ]) +
    linearGradient("floorFade", [
      [0, PALETTE.mocapBg, 1],
      [0.35, PALETTE.mocapBg, 0],
    ])
  const history: Joints[] = [1, 2, 3].map((k) => sample(activity, t - k * 0.025))
  const trails = history
    .map((past, k) =>
      MARKER_JOINTS.map((name) =>
        circle(camera.project(past[name]), 3.2 * u, { fill: PALETTE.orangeSoft, "fill-opacity": 0.35 - k * 0.1 }),
      ).join(""),
    )
    .join("")
  const bones = BONES.map((bone) => line(camera.project(joints[bone.from]), camera.project(joints[bone.to]), {})).join(
    "",
  )
  const markers = MARKER_JOINTS.map((name) => {
    const p = camera.project(joints[name])
    return circle(p, 16 * u, { fill: "url(#markerGlow)" }) + circle(p, 5.5 * u, { fill: PALETTE.mocapMarker })
  }).join("")
  const horizonY = camera.project([0, 0, -40]).y
  const body =
    rect(0, 0, width, height, { fill: "url(#mocapVignette)" }) +
    floorGrid(camera, offset, spacing, 6, PALETTE.mocapGrid, 1.6 * u) +
    rect(0, horizonY - 2, width, height * 0.25, { fill: "url(#floorFade)" }) +
    axisAtOrigin(camera, u) +
    trails +
    el("g", { stroke: "rgb(150,146,142)", "stroke-width": 2.2 * u, "stroke-linecap": "round" }, bones) +
    markers +
    (options.hud === false ? "" : mocapHud(width, height, options.frameNumber, u))
  return { defs, body }
}

function axisAtOrigin(camera: Camera, u: number): string {
  const o = camera.project([-1.2, 0, -1.2])
  const axes: Array<[[number, number, number], string]> = [
    [[-0.9, 0, -1.2], PALETTE.orange],
    [[-1.2, 0.3, -1.2], PALETTE.gold],
    [[-1.2, 0, -0.9], PALETTE.orangeSoft],
  ]
  return axes
    .map(([end, colour]) =>
      line(o, camera.project(end), { stroke: colour, "stroke-width": 3 * u, "stroke-linecap": "round" }),
    )
    .join("")
}

function mocapHud(width: number, height: number, frameNumber: number, u: number): string {
  const margin = 40 * u
  const corner = 46 * u
  const bracket = (x: number, y: number, dx: number, dy: number) =>
    el("path", {
      d: `M${x + dx * corner} ${y}L${x} ${y}L${x} ${y + dy * corner}`,
      fill: "none",
      stroke: "rgb(120,116,112)",
      "stroke-width": 2.5 * u,
    })
  const counter = String(frameNumber).padStart(5, "0")
  const rec = circle({ x: margin + 12 * u, y: margin + 64 * u }, 7 * u, { fill: PALETTE.orange })
  const timeline: string[] = []
  const barY = height - margin - 6 * u
  const barX0 = width * 0.3
  const barX1 = width - margin - 20 * u
  timeline.push(line({ x: barX0, y: barY }, { x: barX1, y: barY }, { stroke: "rgb(80,78,76)", "stroke-width": 3 * u }))
  for (let i = 0; i <= 24; i++) {
    const x = barX0 + ((barX1 - barX0) * i) / 24
    timeline.push(
      line(
        { x, y: barY - (i % 6 === 0 ? 12 : 6) * u },
        { x, y: barY },
        { stroke: "rgb(90,88,86)", "stroke-width": 2 * u },
      ),
    )
  }
  const progress = barX0 + (barX1 - barX0) * ((frameNumber % 240) / 240)
  timeline.push(rect(progress - 3 * u, barY - 20 * u, 6 * u, 24 * u, { fill: PALETTE.gold }))
  return (
    bracket(margin, margin, 1, 1) +
    bracket(width - margin, margin, -1, 1) +
    bracket(margin, height - margin, 1, -1) +
    bracket(width - margin, height - margin, -1, -1) +
    sevenSegment(counter, margin + 34 * u, margin + 48 * u, 30 * u, "rgb(200,196,190)") +
    rec +
    rect(width - margin - 150 * u, margin + 44 * u, 110 * u, 10 * u, { fill: "rgb(70,68,66)", rx: 3 * u }) +
    rect(width - margin - 150 * u, margin + 64 * u, 70 * u, 10 * u, { fill: "rgb(70,68,66)", rx: 3 * u }) +
    timeline.join("")
  )
}

export function renderMocapSvg(options: MocapOptions): string {
  const camera = activityCamera(options.activity, options.width, options.height, options.framing)
  const { defs, body } = mocapBody(options, camera)
  return svgDocument(options.width, options.height, body, defs)
}
