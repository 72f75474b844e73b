/**
 * Draw a solved skeleton as SVG in several styles: the portrait "marker"
 * style, the dark mocap-software style, a clothed flat "body" style and plain
 * line styles. Also draws motion trails and ghost poses.
 */
import { PALETTE } from "./palette"
import {
  BODY,
  BONES,
  MARKER_JOINTS,
  type BoneGroup,
  type Camera,
  type JointName,
  type Joints,
  type Projected,
} from "./skeleton"
import { circle, el, line, polyPath, type Point } from "./svg"

export type ProjectedJoints = Record<JointName, Projected>

export function projectJoints(joints: Joints, camera: Camera): ProjectedJoints {
  const out = {} as ProjectedJoints
  for (const name of Object.keys(joints) as JointName[]) out[name] = camera.project(joints[name])
  return out
}

export interface LineStyle {
  kind: "line"
  /** Bone stroke width in metres (scaled by perspective). */
  width: number
  near: string
  far: string
  torso: string
  head: string
  headFill: string
  marker?: { radius: number; fill: string; stroke: string; strokeWidth: number }
  dash?: string
  opacity?: number
}

export interface Outfit {
  skin: string
  hair: string
  top: string
  bottom: string
  shoes: string
  hairStyle: "short" | "bun" | "long" | "cap"
  /** Optional headwear colour (cap / scarf). */
  accent?: string
}

export interface BodyStyle {
  kind: "body"
  outfit: Outfit
  /** Draw mocap markers on top of the clothed body. */
  markers?: boolean
}

export type FigureStyle = LineStyle | BodyStyle

/** Extra SVG inserted between the figure's layers so props occlude correctly. */
export interface FigureLayers {
  /** After the far-side limbs, before the torso. */
  behindTorso?: string
  /** Over the torso (e.g. a hi-vis vest). */
  onTorso?: (p: ProjectedJoints) => string
  /** After the torso and head, before the near leg (objects between the knees). */
  beforeNearLeg?: string
  /** After the near leg, before the near arm (tables, drums). */
  beforeNearArm?: string
  /** On top of everything but markers (objects held in hands). */
  inHands?: string
  /** Draw both arms after `beforeNearArm` (hands resting on a drum or table). */
  armsInFront?: boolean
}

export const PORTRAIT_STYLE: LineStyle = {
  kind: "line",
  width: 0.036,
  near: PALETTE.orange,
  far: PALETTE.orangeSoft,
  torso: PALETTE.greyDark,
  head: PALETTE.greyDark,
  headFill: PALETTE.gold,
  marker: { radius: 0.017, fill: "#ffffff", stroke: PALETTE.greyDark, strokeWidth: 0.006 },
}

interface Sides {
  nearArm: BoneGroup
  farArm: BoneGroup
  nearLeg: BoneGroup
  farLeg: BoneGroup
}

function sides(p: ProjectedJoints): Sides {
  const leftArmNear = p.shoulderL.depth < p.shoulderR.depth
  const leftLegNear = p.hipL.depth < p.hipR.depth
  return {
    nearArm: leftArmNear ? "armL" : "armR",
    farArm: leftArmNear ? "armR" : "armL",
    nearLeg: leftLegNear ? "legL" : "legR",
    farLeg: leftLegNear ? "legR" : "legL",
  }
}

const GROUP_MARKERS: Record<BoneGroup, readonly JointName[]> = {
  torso: ["neck", "spine", "pelvis", "shoulderL", "shoulderR", "hipL", "hipR"],
  head: ["headTop", "nose"],
  armL: ["elbowL", "wristL"],
  armR: ["elbowR", "wristR"],
  legL: ["kneeL", "ankleL", "toeL"],
  legR: ["kneeR", "ankleR", "toeR"],
}

function groupBones(p: ProjectedJoints, group: BoneGroup, colour: string, style: LineStyle): string {
  return BONES.filter((bone) => bone.group === group)
    .map((bone) => {
      const a = p[bone.from]
      const b = p[bone.to]
      const width = (style.width * (a.scale + b.scale)) / 2
      return line(a, b, { stroke: colour, "stroke-width": width, "stroke-dasharray": style.dash })
    })
    .join("")
}

function markers(p: ProjectedJoints, names: readonly JointName[], style: LineStyle): string {
  const m = style.marker
  if (!m) return ""
  return names
    .filter((name) => MARKER_JOINTS.includes(name))
    .map((name) =>
      circle(p[name], m.radius * p[name].scale, {
        fill: m.fill,
        stroke: m.stroke,
        "stroke-width": m.strokeWidth * p[name].scale,
      }),
    )
    .join("")
}

function renderLineFigure(p: ProjectedJoints, style: LineStyle, layers: FigureLayers): string {
  const s = sides(p)
  const limb = (group: BoneGroup, colour: string): string =>
    groupBones(p, group, colour, style) + markers(p, GROUP_MARKERS[group], style)
  const headRadius = BODY.headRadius * 0.74 * p.head.scale
  const head =
    groupBones(p, "head", style.torso, style) +
    circle(p.head, headRadius, {
      fill: style.headFill,
      stroke: style.head,
      "stroke-width": style.width * 0.32 * p.head.scale,
      "stroke-dasharray": style.dash,
    }) +
    markers(p, GROUP_MARKERS.head, style)
  const farArm = limb(s.farArm, style.far)
  const parts = [
    limb(s.farLeg, style.far),
    layers.armsInFront ? "" : farArm,
    layers.behindTorso ?? "",
    groupBones(p, "torso", style.torso, style),
    layers.onTorso ? layers.onTorso(p) : "",
    markers(p, GROUP_MARKERS.torso, style),
    head,
    layers.beforeNearLeg ?? "",
    limb(s.nearLeg, style.near),
    layers.beforeNearArm ?? "",
    layers.armsInFront ? farArm : "",
    limb(s.nearArm, style.near),
    layers.inHands ?? "",
  ]
  return el(
    "g",
    {
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      fill: "none",
      opacity: style.opacity,
    },
    parts.join(""),
  )
}

// ---------------------------------------------------------------------------
// Clothed flat body

const LIMB_WIDTH = { upperArm: 0.092, forearm: 0.074, thigh: 0.15, shank: 0.11, foot: 0.075, neck: 0.07 }

function segment(a: Projected, b: Projected, widthMetres: number, colour: string): string {
  const width = (widthMetres * (a.scale + b.scale)) / 2
  return line(a, b, { stroke: colour, "stroke-width": width })
}

function bodyArm(p: ProjectedJoints, side: "L" | "R", outfit: Outfit, shade: number): string {
  const tone = shade < 1 ? darken : (c: string) => c
  const shoulder = p[`shoulder${side}`]
  const elbow = p[`elbow${side}`]
  const wrist = p[`wrist${side}`]
  const hand = p[`hand${side}`]
  return (
    segment(shoulder, elbow, LIMB_WIDTH.upperArm, tone(outfit.top)) +
    segment(elbow, wrist, LIMB_WIDTH.forearm, tone(outfit.skin)) +
    segment(wrist, hand, 0.07, tone(outfit.skin))
  )
}

function bodyLeg(p: ProjectedJoints, side: "L" | "R", outfit: Outfit, shade: number): string {
  const tone = shade < 1 ? darken : (c: string) => c
  return (
    segment(p[`hip${side}`], p[`knee${side}`], LIMB_WIDTH.thigh, tone(outfit.bottom)) +
    segment(p[`knee${side}`], p[`ankle${side}`], LIMB_WIDTH.shank, tone(outfit.bottom)) +
    segment(p[`ankle${side}`], p[`toe${side}`], LIMB_WIDTH.foot, tone(outfit.shoes))
  )
}

/** Slightly darker variant for the far side of the body. */
export function darken(colour: string): string {
  const match = /rgb\((\d+),(\d+),(\d+)\)/.exec(colour.replace(/\s/g, ""))
  let rgb: number[]
  if (match) rgb = [Number(match[1]), Number(match[2]), Number(match[3])]
  else {
    const hex = colour.replace("#", "")
    rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
  }
  const [r, g, b] = rgb.map((v) => Math.round(v * 0.84))
  return `rgb(${r},${g},${b})`
}

function bodyTorso(p: ProjectedJoints, outfit: Outfit): string {
  const width = 0.12 * p.spine.scale
  const outline = [p.shoulderL, p.shoulderR, p.hipR, p.hipL]
  const chest = polyPath([p.shoulderL, p.shoulderR, p.spine], true)
  return (
    el("path", { d: polyPath(outline, true), fill: outfit.top, stroke: outfit.top, "stroke-width": width }) +
    el("path", { d: chest, fill: outfit.top, stroke: outfit.top, "stroke-width": width }) +
    segment(p.pelvis, p.neck, 0.2, outfit.top) +
    el("path", {
      d: polyPath([p.hipL, p.hipR, p.pelvis], true),
      fill: outfit.bottom,
      stroke: outfit.bottom,
      "stroke-width": width * 0.9,
    })
  )
}

function bodyHead(p: ProjectedJoints, outfit: Outfit): string {
  const r = BODY.headRadius * 0.95 * p.head.scale
  const toward = (target: Point, f: number): Point => ({
    x: p.head.x + (target.x - p.head.x) * f,
    y: p.head.y + (target.y - p.head.y) * f,
  })
  const away = (target: Point, f: number): Point => toward(target, -f)
  // Hair sits behind and above the face; the face circle is nudged toward the nose.
  const hairCentre: Point = toward(p.headTop, 0.3)
  const back = away(p.nose, 0.2)
  const hairAt: Point = { x: hairCentre.x + back.x - p.head.x, y: hairCentre.y + back.y - p.head.y }
  const faceFront = toward(p.nose, 0.14)
  const face = { x: faceFront.x - (p.headTop.x - p.head.x) * 0.06, y: faceFront.y - (p.headTop.y - p.head.y) * 0.06 }
  let hair = ""
  if (outfit.hairStyle !== "cap") hair += circle(hairAt, r * 0.98, { fill: outfit.hair })
  if (outfit.hairStyle === "bun") {
    hair += circle(toward(p.headTop, 1.05), r * 0.42, { fill: outfit.hair })
  } else if (outfit.hairStyle === "long") {
    hair += line(hairAt, { x: back.x, y: back.y + r * 1.4 }, { stroke: outfit.hair, "stroke-width": r * 1.5 })
  }
  let cap = ""
  if (outfit.hairStyle === "cap") {
    const colour = outfit.accent ?? outfit.hair
    const crown = toward(p.headTop, 0.5)
    const brim = { x: p.head.x + (p.nose.x - p.head.x) * 1.35, y: crown.y + (p.nose.y - p.head.y) * 0.4 }
    cap = circle(crown, r * 0.78, { fill: colour }) + line(crown, brim, { stroke: colour, "stroke-width": r * 0.32 })
  }
  return (
    segment(p.neck, p.head, LIMB_WIDTH.neck, outfit.skin) + hair + circle(face, r * 0.9, { fill: outfit.skin }) + cap
  )
}

function renderBodyFigure(p: ProjectedJoints, style: BodyStyle, layers: FigureLayers): string {
  const s = sides(p)
  const { outfit } = style
  const sideOf = (group: BoneGroup): "L" | "R" => (group.endsWith("L") ? "L" : "R")
  const markerStyle: LineStyle = {
    ...PORTRAIT_STYLE,
    marker: { radius: 0.02, fill: "#ffffff", stroke: PALETTE.greyDark, strokeWidth: 0.007 },
  }
  const m = (names: readonly JointName[]): string => (style.markers ? markers(p, names, markerStyle) : "")
  const farArm = bodyArm(p, sideOf(s.farArm), outfit, 0.8) + m(GROUP_MARKERS[s.farArm])
  const parts = [
    bodyLeg(p, sideOf(s.farLeg), outfit, 0.8) + m(GROUP_MARKERS[s.farLeg]),
    layers.armsInFront ? "" : farArm,
    layers.behindTorso ?? "",
    bodyTorso(p, outfit),
    layers.onTorso ? layers.onTorso(p) : "",
    m(GROUP_MARKERS.torso),
    bodyHead(p, outfit) + m(GROUP_MARKERS.head),
    layers.beforeNearLeg ?? "",
    bodyLeg(p, sideOf(s.nearLeg), outfit, 1) + m(GROUP_MARKERS[s.nearLeg]),
    layers.beforeNearArm ?? "",
    layers.armsInFront ? farArm : "",
    bodyArm(p, sideOf(s.nearArm), outfit, 1) + m(GROUP_MARKERS[s.nearArm]),
    layers.inHands ?? "",
  ]
  return el("g", { "stroke-linecap": "round", "stroke-linejoin": "round" }, parts.join(""))
}

export function renderFigure(joints: Joints, camera: Camera, style: FigureStyle, layers: FigureLayers = {}): string {
  const p = projectJoints(joints, camera)
  return style.kind === "body" ? renderBodyFigure(p, style, layers) : renderLineFigure(p, style, layers)
}

// ---------------------------------------------------------------------------
// Trails, ghosts, shadows

export interface TrailOptions {
  joints: readonly JointName[]
  colour: string
  /** Width in pixels of the newest end of the trail. */
  width: number
  /** How far back the trail reaches, as a fraction of the loop. */
  span: number
  /** Number of samples along the trail. */
  samples: number
  /** Draw dots at these many evenly spaced earlier positions. */
  dots?: number
  opacity?: number
}

/** Fading trails of selected joints over the preceding part of the loop. */
export function renderTrails(sample: (t: number) => Joints, t: number, camera: Camera, options: TrailOptions): string {
  const history: Joints[] = []
  for (let i = options.samples; i >= 0; i--) history.push(sample(t - (options.span * i) / options.samples))
  const maxOpacity = options.opacity ?? 0.75
  const parts: string[] = []
  for (const name of options.joints) {
    const points = history.map((joints) => camera.project(joints[name]))
    for (let i = 1; i < points.length; i++) {
      const age = 1 - i / (points.length - 1)
      const fade = (1 - age) * (1 - age)
      parts.push(
        line(points[i - 1], points[i], {
          stroke: options.colour,
          "stroke-width": options.width * (0.35 + 0.65 * (1 - age)),
          "stroke-opacity": maxOpacity * fade,
        }),
      )
    }
    const dots = options.dots ?? 0
    for (let k = 1; k <= dots; k++) {
      const index = Math.round(((points.length - 1) * (dots - k + 1)) / (dots + 1))
      const point = points[index]
      if (!point) continue
      parts.push(
        circle(point, options.width * 0.75, {
          fill: options.colour,
          "fill-opacity": maxOpacity * (1 - k / (dots + 1)),
        }),
      )
    }
  }
  return el("g", { "stroke-linecap": "round", fill: "none" }, parts.join(""))
}

/** Soft elliptical ground shadow under a figure; needs a radial gradient `gradientId` in defs. */
export function groundShadow(joints: Joints, camera: Camera, gradientId: string, radius = 0.5): string {
  const centre: [number, number, number] = [
    (joints.ankleL[0] + joints.ankleR[0] + joints.pelvis[0]) / 3,
    0,
    (joints.ankleL[2] + joints.ankleR[2] + joints.pelvis[2]) / 3,
  ]
  const { c, rx, ry } = camera.flatEllipse(centre, radius)
  return el("ellipse", { cx: c.x, cy: c.y, rx, ry: ry * 1.1, fill: `url(#${gradientId})` })
}
