/**
 * The activities of the project's movement portraits: motion data, camera
 * framing and the props that make each activity legible.
 */
import { darken, type FigureLayers } from "./figure"
import { bump, keyframed, sampleMotion, TAU, wave, wrap, smoothstep, type Motion } from "./motion"
import { PALETTE } from "./palette"
import { createRng } from "./rng"
import { box, cylinderGradient, framingFocal, lathe, type CameraFraming } from "./scene"
import {
  add,
  makeCamera,
  makePose,
  normalize,
  reachArm,
  scale,
  sub,
  type Camera,
  type JointName,
  type Joints,
  type Vec3,
} from "./skeleton"
import { circle, el, ellipse, line, num, polyPath, smoothPath, type Point } from "./svg"
import { textPath } from "./type"

export type ActivityId = "drumming" | "walking" | "burlesque" | "traffic" | "harvest" | "pastry" | "interview" | "flow"
export type RenderMode = "portrait" | "body" | "mocap"

export interface PropContext {
  t: number
  joints: Joints
  camera: Camera
  mode: RenderMode
}

export interface PropLayers extends FigureLayers {
  defs?: string
  /** Drawn on the floor before the figure's shadow. */
  ground?: string
  /** Drawn after the figure (foreground objects). */
  front?: string
}

export interface Activity {
  id: ActivityId
  motion: Motion
  framing: CameraFraming
  trailJoints: readonly JointName[]
  props?(ctx: PropContext): PropLayers
}

export function activityCamera(
  activity: Activity,
  width: number,
  height: number,
  overrides: Partial<CameraFraming> = {},
): Camera {
  const framing = { ...activity.framing, ...overrides }
  return makeCamera({
    yaw: framing.yaw,
    pitch: framing.pitch,
    distance: framing.distance,
    target: framing.target,
    focal: framingFocal(framing, height),
    center: { x: width * (0.5 + (framing.offsetX ?? 0)), y: height * (0.5 + (framing.offsetY ?? 0)) },
  })
}

export const sample = (activity: Activity, t: number): Joints => sampleMotion(activity.motion, t)

const END_EFFECTORS: readonly JointName[] = ["wristL", "wristR", "ankleL", "ankleR"]

// ---------------------------------------------------------------------------
// Drumming: seated player, alternating hand strikes on a djembe-like drum.

const DRUM = {
  centre: [0, 0, 0.46] as Vec3,
  profile: [
    { h: 0, r: 0.115 },
    { h: 0.06, r: 0.105 },
    { h: 0.2, r: 0.075 },
    { h: 0.3, r: 0.072 },
    { h: 0.42, r: 0.11 },
    { h: 0.54, r: 0.155 },
    { h: 0.62, r: 0.172 },
    { h: 0.66, r: 0.175 },
  ],
  strikesPerLoop: 2,
  /** Right hand strikes 5/11 of a cycle after the left (lands exactly on frames of a 22-frame loop). */
  rightOffset: 5 / 11,
}
const DRUM_HEAD_Y = DRUM.centre[1] + DRUM.profile[DRUM.profile.length - 1].h

/** Hand height above the drum head: slow lift, fast strike; 0 at impact. */
function strikeLift(t: number, offset: number): number {
  const u = wrap(DRUM.strikesPerLoop * t - offset)
  return Math.pow(Math.sin(Math.PI * Math.pow(u, 1.55)), 1.3)
}

function drummingHandTarget(t: number, side: 1 | -1): Vec3 {
  const lift = strikeLift(t, side === 1 ? 0 : DRUM.rightOffset)
  const hit: Vec3 = [side * 0.075, DRUM_HEAD_Y + 0.03, DRUM.centre[2] - 0.03]
  return add(hit, [side * 0.05 * lift, 0.27 * lift, -0.1 * lift])
}

const drummingPose = (t: number) => {
  const hits = bump(t, 2, 0, 8) + bump(t, 2, DRUM.rightOffset, 8)
  return makePose({
    rootHeight: 0.6,
    trunkPitch: 0.3 + 0.05 * hits + 0.02 * wave(t, 2),
    trunkRoll: 0.05 * wave(t, 2, 0.1),
    chestPitch: 0.06,
    neckPitch: 0.28 + 0.08 * bump(t, 2, 0.05, 4),
    headTilt: 0.06 * wave(t, 2, 0.3),
    legL: { flex: 1.45, abduct: 0.42, bend: 1.55, foot: 0.08 },
    legR: { flex: 1.4, abduct: 0.38, bend: 1.5, foot: 0.1 - 0.3 * bump(t, 4, 0.1, 4) },
    armL: { flex: 0.9, abduct: 0.3, bend: 1.0 },
    armR: { flex: 0.9, abduct: 0.3, bend: 1.0 },
  })
}

function drummingProps(ctx: PropContext): PropLayers {
  const { camera, t } = ctx
  const drum = lathe(camera, DRUM.centre, DRUM.profile)
  const head = drum.top
  const laces: string[] = []
  const upper = drum.levels[6]
  const waist = drum.levels[3]
  for (let i = 0; i <= 10; i++) {
    const a = -1 + (2 * i) / 10
    const b = -1 + (2 * (i + 0.5)) / 10
    laces.push(
      line(
        { x: upper.c.x + a * upper.rx * 0.96, y: upper.c.y + Math.sqrt(1 - a * a) * upper.ry },
        { x: waist.c.x + b * waist.rx, y: waist.c.y + Math.sqrt(Math.max(0, 1 - b * b)) * waist.ry },
        {
          stroke: PALETTE.greyDark,
          "stroke-width": 1.4,
          "stroke-opacity": 0.55,
        },
      ),
    )
  }
  const ripples: string[] = []
  for (const side of [1, -1] as const) {
    const lift = strikeLift(t, side === 1 ? 0 : DRUM.rightOffset)
    if (lift < 0.25) {
      const strength = 1 - lift / 0.25
      const hit = camera.project([side * 0.075, DRUM_HEAD_Y, DRUM.centre[2] - 0.03])
      for (let k = 1; k <= 3; k++) {
        ripples.push(
          ellipse(hit, head.rx * 0.22 * k, head.ry * 0.22 * k, {
            fill: "none",
            stroke: PALETTE.gold,
            "stroke-width": 3,
            "stroke-opacity": strength * (1 - k / 4),
          }),
        )
      }
    }
  }
  const drumMarkup =
    el("path", { d: drum.shell, fill: "url(#drumWood)", stroke: PALETTE.woodDark, "stroke-width": 2 }) +
    laces.join("") +
    ellipse(drum.levels[5].c, drum.levels[5].rx, drum.levels[5].ry, {
      fill: "none",
      stroke: PALETTE.greyDark,
      "stroke-width": 2,
      "stroke-opacity": 0.5,
    }) +
    ellipse(head.c, head.rx, head.ry, { fill: "rgb(236,224,204)", stroke: PALETTE.woodDark, "stroke-width": 3 }) +
    ripples.join("")
  const stoolMarkup = stool(camera, [0, 0, -0.04], 0.5, 0.17)
  return {
    defs: cylinderGradient("drumWood", PALETTE.wood, PALETTE.woodDark),
    ground: stoolMarkup,
    beforeNearLeg: drumMarkup,
    armsInFront: true,
  }
}

/** A simple round stool: seat disc on three splayed legs. */
function stool(camera: Camera, base: Vec3, height: number, radius: number): string {
  const legs: string[] = []
  for (let i = 0; i < 3; i++) {
    const a = (TAU * i) / 3 + 0.4
    const top = camera.project(add(base, [Math.cos(a) * radius * 0.6, height - 0.03, Math.sin(a) * radius * 0.6]))
    const foot = camera.project(add(base, [Math.cos(a) * radius * 1.15, 0, Math.sin(a) * radius * 1.15]))
    legs.push(
      line(top, foot, { stroke: PALETTE.woodDark, "stroke-width": 0.03 * top.scale, "stroke-linecap": "round" }),
    )
  }
  const seat = lathe(camera, add(base, [0, height - 0.045, 0]), [
    { h: 0, r: radius },
    { h: 0.045, r: radius },
  ])
  return (
    legs.join("") +
    el("path", { d: seat.shell, fill: PALETTE.woodDark }) +
    ellipse(seat.top.c, seat.top.rx, seat.top.ry, { fill: PALETTE.wood })
  )
}

export const drumming: Activity = {
  id: "drumming",
  motion: {
    name: "drumming",
    pose: drummingPose,
    adjust: (joints, t) => {
      const poleL: Vec3 = [1, -0.2, -0.5]
      const poleR: Vec3 = [-1, -0.2, -0.5]
      const withLeft = reachArm(joints, "L", drummingHandTarget(t, 1), poleL)
      return reachArm(withLeft, "R", drummingHandTarget(t, -1), poleR)
    },
  },
  framing: { yaw: 1.05, pitch: 0.16, distance: 4.2, target: [0, 0.72, 0.2], viewHeight: 1.7, offsetX: 0.1 },
  trailJoints: ["wristL", "wristR"],
  props: drummingProps,
}

// ---------------------------------------------------------------------------
// Walking (used for the raw motion-capture view and street scenes).

const walkingPose = (t: number) => {
  const w = TAU * t
  const leg = (offset: number) => ({
    flex: 0.06 + 0.42 * Math.sin(w + offset),
    abduct: 0.03,
    bend: 0.1 + 0.62 * bump(t, 1, -0.02 - offset / TAU, 2.2) + 0.1 * bump(t, 1, 0.28 - offset / TAU, 4),
    foot: 0.28 * bump(t, 1, -0.12 - offset / TAU, 3) - 0.12 * bump(t, 1, 0.25 - offset / TAU, 3),
  })
  return makePose({
    pelvisTwist: 0.12 * Math.sin(w),
    trunkTwist: 0.03 * Math.sin(w),
    pelvisRoll: 0.05 * Math.sin(2 * w + 0.4),
    trunkPitch: 0.07,
    neckPitch: 0.04,
    legL: leg(0),
    legR: leg(Math.PI),
    armL: { flex: -0.38 * Math.sin(w), abduct: 0.1, bend: 0.28 + 0.18 * (0.5 - 0.5 * Math.sin(w)) },
    armR: { flex: 0.38 * Math.sin(w), abduct: 0.1, bend: 0.28 + 0.18 * (0.5 + 0.5 * Math.sin(w)) },
  })
}

export const walking: Activity = {
  id: "walking",
  motion: { name: "walking", pose: walkingPose },
  framing: { yaw: 1.15, pitch: 0.28, distance: 5.2, target: [0, 0.88, 0], viewHeight: 2.5 },
  trailJoints: END_EFFECTORS,
}

/** Distance the stance foot travels back during one loop (for scrolling floors). */
export function walkingStride(): number {
  let min = Infinity
  let max = -Infinity
  for (let i = 0; i < 64; i++) {
    const z = sample(walking, i / 64).ankleL[2]
    min = Math.min(min, z)
    max = Math.max(max, z)
  }
  return 2 * (max - min)
}

// ---------------------------------------------------------------------------
// Burlesque: hip sways, arm flourishes and a feather fan.

const burlesquePose = (t: number) => {
  const w = TAU * t
  const sway = Math.sin(w)
  const leftUp = bump(t, 1, 0.62, 2)
  const weightLeft = 0.5 + 0.5 * sway
  return makePose({
    root: [0.07 * sway, 0, 0],
    yaw: -0.15 + 0.18 * Math.sin(w + 0.8),
    pelvisRoll: 0.16 * sway,
    pelvisTwist: 0.16 * Math.sin(w + 0.3),
    trunkRoll: -0.2 * sway,
    trunkTwist: 0.08 * Math.sin(w + 1.2),
    trunkPitch: -0.04 + 0.05 * Math.sin(2 * w),
    chestPitch: -0.06,
    neckPitch: -0.05,
    headTilt: -0.18 * Math.sin(w + 0.4),
    headTurn: 0.35 * Math.sin(w + 0.9),
    legL: {
      flex: 0.05 + 0.28 * (1 - weightLeft),
      abduct: 0.06,
      bend: 0.06 + 0.5 * (1 - weightLeft),
      foot: 0.1 + 0.55 * (1 - weightLeft),
    },
    legR: {
      flex: 0.05 + 0.28 * weightLeft,
      abduct: 0.06,
      bend: 0.06 + 0.5 * weightLeft,
      foot: 0.1 + 0.55 * weightLeft,
    },
    armR: {
      flex: 0.45 + 0.55 * (0.5 + 0.5 * Math.sin(w + 1.1)),
      abduct: 1.15 + 0.5 * Math.sin(w + 0.2),
      bend: 0.45 + 0.35 * Math.sin(2 * w + 0.5),
      twist: 0.6,
    },
    armL: {
      flex: 0.15 + 0.5 * leftUp,
      abduct: 0.55 + 1.6 * leftUp,
      bend: 1.65 - 1.25 * leftUp,
      twist: 1.3 * leftUp - 0.9 * (1 - leftUp),
    },
  })
}

/** Fan opening angle and rotation over the loop. */
function fanState(t: number): { spread: number; roll: number } {
  return { spread: 1.15 + 0.35 * Math.sin(TAU * t + 0.6), roll: 0.5 * Math.sin(TAU * 2 * t + 0.3) }
}

function featherFan(ctx: PropContext): string {
  const { camera, joints, t } = ctx
  const hand = camera.project(joints.handR)
  const wrist = camera.project(joints.wristR)
  const elbow = camera.project(joints.elbowR)
  const axis = Math.atan2(wrist.y - elbow.y, wrist.x - elbow.x)
  const { spread, roll } = fanState(t)
  const radius = 0.36 * hand.scale
  const count = 13
  const feathers: string[] = []
  for (let i = 0; i < count; i++) {
    const a = axis + roll + spread * ((i / (count - 1)) * 2 - 1)
    const tip: Point = { x: hand.x + Math.cos(a) * radius, y: hand.y + Math.sin(a) * radius }
    const normal = { x: -Math.sin(a), y: Math.cos(a) }
    const widthAt = (f: number) => radius * 0.11 * Math.sin(Math.PI * Math.min(1, f * 1.1))
    const side = (sign: number) =>
      [0.25, 0.55, 0.8, 0.95].map((f) => ({
        x: hand.x + Math.cos(a) * radius * f + normal.x * widthAt(f) * sign,
        y: hand.y + Math.sin(a) * radius * f + normal.y * widthAt(f) * sign,
      }))
    const outline = [hand, ...side(1), tip, ...side(-1).reverse()]
    const colour = i % 3 === 0 ? PALETTE.gold : i % 3 === 1 ? PALETTE.orangeSoft : "rgb(240,226,214)"
    feathers.push(
      el("path", {
        d: smoothPath(outline, true),
        fill: colour,
        stroke: PALETTE.orange,
        "stroke-width": 1.5,
        "stroke-opacity": 0.55,
      }),
    )
    feathers.push(line(hand, tip, { stroke: PALETTE.orange, "stroke-width": 1.2, "stroke-opacity": 0.5 }))
  }
  return el("g", {}, feathers.join("")) + circle(hand, 0.025 * hand.scale, { fill: PALETTE.greyDark })
}

/** Beaded fringe hanging from the hips, swinging against the sway. */
function fringe(ctx: PropContext): string {
  const { camera, joints, t } = ctx
  const swing = -0.06 * Math.cos(TAU * t)
  const strands: string[] = []
  const count = 11
  for (let i = 0; i < count; i++) {
    const f = i / (count - 1)
    const top: Vec3 = add(scale(joints.hipL, 1 - f), scale(joints.hipR, f))
    const anchor = add(top, [0, 0.02, 0.04])
    const bottom = add(anchor, [swing * (0.8 + 0.4 * Math.sin(i)), -0.2 - 0.03 * Math.sin(i * 1.7), 0])
    const a = camera.project(anchor)
    const b = camera.project(bottom)
    strands.push(line(a, b, { stroke: PALETTE.gold, "stroke-width": 0.012 * a.scale, "stroke-linecap": "round" }))
    strands.push(circle(b, 0.012 * b.scale, { fill: PALETTE.orange }))
  }
  return strands.join("")
}

export const burlesque: Activity = {
  id: "burlesque",
  motion: { name: "burlesque", pose: burlesquePose },
  framing: { yaw: 0.3, pitch: 0.1, distance: 4.6, target: [-0.3, 1.0, 0], viewHeight: 2.45 },
  trailJoints: ["wristL", "wristR", "ankleL", "ankleR"],
  props: (ctx) => {
    const spot = ctx.camera.flatEllipse([0, 0, 0], 1.05)
    return {
      defs: el(
        "radialGradient",
        { id: "spot" },
        el("stop", { offset: 0, "stop-color": PALETTE.gold, "stop-opacity": 0.38 }) +
          el("stop", { offset: 1, "stop-color": PALETTE.gold, "stop-opacity": 0 }),
      ),
      ground: ctx.mode === "portrait" ? ellipse(spot.c, spot.rx, spot.ry * 1.2, { fill: "url(#spot)" }) : "",
      onTorso: () => fringe(ctx),
      inHands: featherFan(ctx),
    }
  },
}

// ---------------------------------------------------------------------------
// Traffic: a crossing guard with a stop paddle and a waving arm.

const trafficPose = (t: number) => {
  const w = TAU * t
  const pump = bump(t, 1, 0.45, 2)
  return makePose({
    yaw: -0.35 + 0.32 * Math.sin(w),
    trunkTwist: 0.12 * Math.sin(w + 0.5),
    trunkRoll: 0.04 * Math.sin(w),
    trunkPitch: 0.03,
    headTurn: 0.4 * Math.sin(w + 0.6),
    neckPitch: 0.02,
    pelvisRoll: 0.03 * Math.sin(w),
    legL: { flex: 0.12 * Math.sin(w), abduct: 0.1, bend: 0.08 + 0.06 * (0.5 + 0.5 * Math.sin(w)) },
    legR: { flex: -0.12 * Math.sin(w), abduct: 0.1, bend: 0.08 + 0.06 * (0.5 - 0.5 * Math.sin(w)) },
    armR: { flex: 0.25 + 0.2 * pump, abduct: 1.05 + 0.3 * pump, bend: 1.55 - 0.35 * pump, twist: 1.35 },
    armL: {
      flex: 0.45 + 0.4 * Math.sin(2 * w + 1),
      abduct: 1.2 + 0.3 * Math.sin(2 * w),
      bend: 0.45 + 0.6 * (0.5 + 0.5 * Math.sin(2 * w + 2.2)),
      twist: 1.0,
    },
  })
}

function stopPaddle(ctx: PropContext): string {
  const { camera, joints } = ctx
  const forearm = normalize(sub(joints.handR, joints.elbowR))
  const dir = normalize(add(scale(forearm, 0.45), [0, 0.55, 0]))
  const gripLow = add(joints.wristR, scale(dir, -0.12))
  const top = add(joints.handR, scale(dir, 0.42))
  const a = camera.project(gripLow)
  const b = camera.project(top)
  const radius = 0.2 * b.scale
  const octagon: Point[] = []
  for (let i = 0; i < 8; i++) {
    const angle = (TAU * (i + 0.5)) / 8
    octagon.push({ x: b.x + Math.cos(angle) * radius, y: b.y + Math.sin(angle) * radius })
  }
  const inner = octagon.map((p) => ({ x: b.x + (p.x - b.x) * 0.86, y: b.y + (p.y - b.y) * 0.86 }))
  const word = textPath("STOP", {
    size: radius * 0.62,
    weight: 800,
    x: b.x,
    y: b.y + radius * 0.2,
    anchor: "middle",
    tracking: 0.02,
  })
  return (
    line(a, b, { stroke: PALETTE.greyDark, "stroke-width": 0.028 * a.scale, "stroke-linecap": "round" }) +
    el("path", {
      d: polyPath(octagon, true),
      fill: "#ffffff",
      stroke: PALETTE.greyDark,
      "stroke-width": 0.008 * b.scale,
    }) +
    el("path", { d: polyPath(inner, true), fill: PALETTE.stopRed }) +
    el("path", { d: word.d, fill: "#ffffff" })
  )
}

function hiVisVest(scaleFactor = 1): (p: Record<JointName, { x: number; y: number; scale: number }>) => string {
  return (p) => {
    const w = 0.07 * p.spine.scale * scaleFactor
    const at = (a: Point, b: Point, f: number): Point => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f })
    const shoulderL = at(p.shoulderL, p.neck, 0.3)
    const shoulderR = at(p.shoulderR, p.neck, 0.3)
    const hipL = at(p.hipL, p.pelvis, -0.15)
    const hipR = at(p.hipR, p.pelvis, -0.15)
    const armpitL = at(at(p.shoulderL, p.hipL, 0.3), p.spine, 0.15)
    const armpitR = at(at(p.shoulderR, p.hipR, 0.3), p.spine, 0.15)
    const vee = at(p.neck, p.spine, 0.55)
    const left = [shoulderL, armpitL, hipL, at(hipL, hipR, 0.42), vee]
    const right = [shoulderR, armpitR, hipR, at(hipR, hipL, 0.42), vee]
    const panel = (outline: Point[]) =>
      el("path", {
        d: polyPath(outline, true),
        fill: PALETTE.hiVis,
        stroke: PALETTE.hiVis,
        "stroke-width": w,
        "stroke-linejoin": "round",
      })
    const stripe = (f: number) =>
      line(at(at(armpitL, hipL, f), p.pelvis, 0.1), at(at(armpitR, hipR, f), p.pelvis, 0.1), {
        stroke: "rgb(238,238,234)",
        "stroke-width": w * 0.55,
        "stroke-linecap": "butt",
      })
    return panel(left) + panel(right) + stripe(0.45) + stripe(0.8)
  }
}

function zebraCrossing(camera: Camera): string {
  const stripes: string[] = []
  for (let i = -5; i <= 5; i++) {
    const x0 = i * 0.55 - 0.15
    const corners: Vec3[] = [
      [x0, 0, -1.6],
      [x0 + 0.3, 0, -1.6],
      [x0 + 0.3, 0, 1.3],
      [x0, 0, 1.3],
    ]
    stripes.push(
      el("path", {
        d: polyPath(
          corners.map((c) => camera.project(c)),
          true,
        ),
        fill: PALETTE.grey,
        "fill-opacity": 0.09,
      }),
    )
  }
  return stripes.join("")
}

function trafficCone(camera: Camera, base: Vec3): string {
  const cone = lathe(camera, base, [
    { h: 0, r: 0.16 },
    { h: 0.03, r: 0.16 },
    { h: 0.035, r: 0.11 },
    { h: 0.5, r: 0.025 },
  ])
  const band = lathe(camera, base, [
    { h: 0.22, r: 0.075 },
    { h: 0.32, r: 0.058 },
  ])
  return el("path", { d: cone.shell, fill: PALETTE.orange }) + el("path", { d: band.shell, fill: "rgb(240,236,230)" })
}

export const traffic: Activity = {
  id: "traffic",
  motion: { name: "traffic", pose: trafficPose },
  framing: { yaw: 0.35, pitch: 0.12, distance: 4.8, target: [-0.12, 1.12, 0], viewHeight: 2.6 },
  trailJoints: ["wristL", "wristR"],
  props: (ctx) => ({
    ground: (ctx.mode === "portrait" ? zebraCrossing(ctx.camera) : "") + trafficCone(ctx.camera, [1.0, 0, -0.6]),
    onTorso: hiVisVest(),
    inHands: stopPaddle(ctx),
  }),
}

// ---------------------------------------------------------------------------
// Harvest: bending to pick peppers from low plants into a basket.

const HARVEST_PICK_AT = 0.26
const HARVEST_DROP_AT = 0.66

const harvestPose = keyframed({ neckPitch: 0.35, armL: { abduct: 0.15 }, armR: { abduct: 0.12 } }, [
  {
    at: 0,
    pose: {
      trunkPitch: 0.45,
      trunkTwist: -0.15,
      legL: { flex: 0.35, bend: 0.5 },
      legR: { flex: 0.3, bend: 0.45 },
      armR: { flex: 0.7, bend: 0.7 },
      armL: { flex: 0.4, bend: 0.9 },
      headTurn: -0.1,
    },
  },
  {
    at: 0.14,
    pose: {
      trunkPitch: 0.95,
      trunkTwist: -0.05,
      legL: { flex: 0.85, bend: 1.2 },
      legR: { flex: 0.75, bend: 1.1 },
      armR: { flex: 1.25, bend: 0.35 },
      armL: { flex: 0.9, bend: 1.0 },
      neckPitch: 0.2,
    },
  },
  {
    at: HARVEST_PICK_AT,
    pose: {
      trunkPitch: 1.05,
      trunkTwist: 0.05,
      legL: { flex: 1.05, bend: 1.5 },
      legR: { flex: 0.95, bend: 1.4 },
      armR: { flex: 1.38, bend: 0.05 },
      armL: { flex: 1.0, bend: 1.3 },
      neckPitch: 0.15,
    },
  },
  {
    at: 0.38,
    pose: {
      trunkPitch: 1.0,
      trunkTwist: -0.0,
      legL: { flex: 1.05, bend: 1.5 },
      legR: { flex: 0.95, bend: 1.4 },
      armR: { flex: 1.2, bend: 1.0 },
      armL: { flex: 1.0, bend: 1.3 },
      neckPitch: 0.2,
    },
  },
  {
    at: 0.52,
    pose: {
      trunkPitch: 0.75,
      trunkTwist: -0.8,
      legL: { flex: 0.7, bend: 1.0 },
      legR: { flex: 0.7, bend: 1.0 },
      armR: { flex: 0.9, abduct: 0.4, bend: 0.7 },
      armL: { flex: 0.7, bend: 1.1 },
      headTurn: -0.4,
    },
  },
  {
    at: HARVEST_DROP_AT,
    pose: {
      trunkPitch: 0.85,
      trunkTwist: -1.15,
      legL: { flex: 0.8, bend: 1.15 },
      legR: { flex: 0.8, bend: 1.15 },
      armR: { flex: 0.55, abduct: 0.35, bend: 0.15 },
      armL: { flex: 0.7, bend: 1.1 },
      headTurn: -0.5,
    },
  },
  {
    at: 0.82,
    pose: {
      trunkPitch: 0.6,
      trunkTwist: -0.5,
      legL: { flex: 0.5, bend: 0.7 },
      legR: { flex: 0.45, bend: 0.65 },
      armR: { flex: 0.9, bend: 0.8 },
      armL: { flex: 0.5, bend: 1.0 },
      headTurn: -0.3,
    },
  },
])

interface HarvestLayout {
  plants: Vec3[]
  basket: Vec3
}

let harvestLayoutCache: HarvestLayout | undefined

/** Plants sit under the picking hand, the basket under the dropping hand. */
function harvestLayout(): HarvestLayout {
  if (harvestLayoutCache) return harvestLayoutCache
  const pick = sampleMotion(harvest.motion, HARVEST_PICK_AT).handR
  const drop = sampleMotion(harvest.motion, HARVEST_DROP_AT).handR
  const basketAt: Vec3 = [drop[0], 0, drop[2]]
  const plants: Vec3[] = []
  for (let i = -5; i <= 5; i++) {
    const z = pick[2] + 0.08 + i * 0.55
    const clearOfPicker = Math.abs(z - 0.1) > 0.4
    const clearOfBasket = Math.abs(z - basketAt[2]) > 0.45
    if (clearOfPicker && clearOfBasket) plants.push([pick[0] + 0.05, 0, z])
  }
  harvestLayoutCache = { plants, basket: basketAt }
  return harvestLayoutCache
}

function pepper(at: Point, size: number, angle: number): string {
  const tip = { x: at.x + Math.cos(angle) * size, y: at.y + Math.sin(angle) * size }
  const normal = { x: -Math.sin(angle) * size * 0.32, y: Math.cos(angle) * size * 0.32 }
  const outline = [
    at,
    { x: at.x + (tip.x - at.x) * 0.3 + normal.x, y: at.y + (tip.y - at.y) * 0.3 + normal.y },
    { x: at.x + (tip.x - at.x) * 0.75 + normal.x * 0.6, y: at.y + (tip.y - at.y) * 0.75 + normal.y * 0.6 },
    tip,
    { x: at.x + (tip.x - at.x) * 0.75 - normal.x * 0.6, y: at.y + (tip.y - at.y) * 0.75 - normal.y * 0.6 },
    { x: at.x + (tip.x - at.x) * 0.3 - normal.x, y: at.y + (tip.y - at.y) * 0.3 - normal.y },
  ]
  return (
    el("path", { d: smoothPath(outline, true), fill: PALETTE.pepperRed }) +
    circle(at, size * 0.2, { fill: PALETTE.leafDark })
  )
}

/** A low pepper plant: stems, leaves and a few hanging red peppers. */
export function pepperPlant(camera: Camera, base: Vec3, seed: number, height = 0.42): string {
  const rng = createRng(seed)
  const root = camera.project(base)
  const s = root.scale
  const parts: string[] = []
  const leaves: string[] = []
  const fruit: string[] = []
  const stems = 5
  for (let i = 0; i < stems; i++) {
    const lean = (i / (stems - 1) - 0.5) * 1.3 + rng.range(-0.15, 0.15)
    const h = height * rng.range(0.7, 1)
    const tip = { x: root.x + Math.sin(lean) * h * s * 0.8, y: root.y - Math.cos(lean) * h * s }
    const mid = { x: root.x + Math.sin(lean) * h * s * 0.3, y: root.y - h * s * 0.55 }
    parts.push(
      el("path", {
        d: `M${num(root.x)} ${num(root.y)}Q${num(mid.x)} ${num(mid.y)} ${num(tip.x)} ${num(tip.y)}`,
        stroke: PALETTE.leafDark,
        "stroke-width": 0.012 * s,
        fill: "none",
      }),
    )
    for (let k = 0; k < 3; k++) {
      const f = 0.45 + k * 0.25
      const at = { x: root.x + (tip.x - root.x) * f, y: root.y + (tip.y - root.y) * f }
      const angle = lean * 57 + (k % 2 === 0 ? -50 : 50) + rng.range(-15, 15)
      leaves.push(
        el("ellipse", {
          cx: at.x,
          cy: at.y,
          rx: 0.075 * s,
          ry: 0.03 * s,
          fill: k === 1 ? PALETTE.leafDark : PALETTE.leaf,
          transform: `rotate(${num(angle - 90)} ${num(at.x)} ${num(at.y)})`,
        }),
      )
    }
    if (i % 2 === 1 || rng.next() > 0.6) {
      const at = { x: root.x + (tip.x - root.x) * 0.62, y: root.y + (tip.y - root.y) * 0.62 }
      fruit.push(pepper(at, 0.08 * s, Math.PI / 2 + rng.range(-0.4, 0.4)))
    }
  }
  return parts.join("") + leaves.join("") + fruit.join("")
}

function basket(camera: Camera, base: Vec3, withPeppers: number): { back: string; front: string } {
  const body = lathe(camera, base, [
    { h: 0, r: 0.17 },
    { h: 0.04, r: 0.19 },
    { h: 0.26, r: 0.24 },
    { h: 0.3, r: 0.245 },
  ])
  const rim = body.top
  const weave: string[] = []
  for (let k = 1; k <= 4; k++) {
    const level = lathe(camera, base, [
      { h: (k * 0.26) / 5, r: 0.19 + k * 0.01 },
      { h: (k * 0.26) / 5 + 0.001, r: 0.19 + k * 0.01 },
    ]).top
    weave.push(
      el("path", {
        d: `M${num(level.c.x - level.rx)} ${num(level.c.y)}A${num(level.rx)} ${num(level.ry)} 0 0 0 ${num(level.c.x + level.rx)} ${num(level.c.y)}`,
        fill: "none",
        stroke: PALETTE.woodDark,
        "stroke-width": 2,
        "stroke-opacity": 0.6,
      }),
    )
  }
  const heap: string[] = []
  const rng = createRng(77)
  for (let i = 0; i < withPeppers; i++) {
    const a = rng.range(0, TAU)
    const r = rng.range(0, 0.7)
    heap.push(
      pepper(
        { x: rim.c.x + Math.cos(a) * rim.rx * r, y: rim.c.y + Math.sin(a) * rim.ry * r - 4 },
        0.07 * camera.project(base).scale,
        rng.range(0, TAU),
      ),
    )
  }
  const back = ellipse(rim.c, rim.rx, rim.ry, { fill: PALETTE.woodDark }) + heap.join("")
  const front =
    el("path", { d: body.shell.replace(/A[^A]*Z$/, "Z"), fill: PALETTE.wood }) +
    el("path", { d: body.shell, fill: "none", stroke: PALETTE.woodDark, "stroke-width": 2 }) +
    weave.join("") +
    el("path", {
      d: `M${num(rim.c.x - rim.rx)} ${num(rim.c.y)}A${num(rim.rx)} ${num(rim.ry)} 0 0 0 ${num(rim.c.x + rim.rx)} ${num(rim.c.y)}`,
      fill: "none",
      stroke: PALETTE.woodDark,
      "stroke-width": 5,
    })
  return { back, front }
}

function harvestProps(ctx: PropContext): PropLayers {
  const { camera, joints, t } = ctx
  const layout = harvestLayout()
  const sorted = [...layout.plants].sort((a, b) => camera.project(b).depth - camera.project(a).depth)
  const pickerDepth = camera.project(joints.pelvis).depth
  const behind = sorted.filter((p) => camera.project(p).depth >= pickerDepth)
  const inFront = sorted.filter((p) => camera.project(p).depth < pickerDepth)
  const plant = (p: Vec3) => pepperPlant(camera, p, Math.round(p[2] * 100) + 500, 0.5)
  const carried = t > HARVEST_PICK_AT + 0.02 && t < HARVEST_DROP_AT + 0.02
  const heldPepper = carried
    ? pepper(camera.project(joints.handR), 0.085 * camera.project(joints.handR).scale, 1.9)
    : ""
  const b = basket(camera, layout.basket, 8)
  const basketInFront = camera.project(layout.basket).depth < pickerDepth
  return {
    ground: behind.map(plant).join("") + b.back + (basketInFront ? "" : b.front),
    beforeNearArm: inFront.map(plant).join(""),
    inHands: heldPepper,
    front: basketInFront ? b.front : "",
  }
}

export const harvest: Activity = {
  id: "harvest",
  motion: { name: "harvest", pose: harvestPose },
  framing: { yaw: -1.3, pitch: 0.22, distance: 4.6, target: [-0.05, 0.84, 0.25], viewHeight: 1.98 },
  trailJoints: ["wristR", "wristL"],
  props: harvestProps,
}

// ---------------------------------------------------------------------------
// Pastry: rolling dough with a pin, then folding it over.

const TABLE = { top: 0.86, x0: -0.45, x1: 0.7, z0: 0.3, z1: 1.0, thickness: 0.05 }
const PIN = { radius: 0.032, halfLength: 0.2, handle: 0.075, nearZ: 0.42, farZ: 0.72 }
const PASTRY_ROLL_END = 0.6
const DOUGH_FOLD_LINE = 0.64

/** Rolling pin position (centre z) through the loop; rests near the body while folding. */
function pinZ(t: number): number {
  if (t >= PASTRY_ROLL_END) return PIN.nearZ
  const strokes = 2
  return PIN.nearZ + (PIN.farZ - PIN.nearZ) * (0.5 - 0.5 * Math.cos((TAU * strokes * t) / PASTRY_ROLL_END))
}

/** Dough sheet extent along z: rolled longer, then folded back in half. */
function doughExtent(t: number): { near: number; far: number } {
  const rolled = smoothstep(Math.min(1, t / PASTRY_ROLL_END))
  const length = 0.26 + 0.22 * rolled
  const centre = DOUGH_FOLD_LINE - 0.13 + 0.11 * rolled
  return { near: centre - length / 2, far: centre + length / 2 }
}

/** Fold progress in [0, 1] during the second part of the loop. */
function foldAngle(t: number): number {
  if (t < PASTRY_ROLL_END) return 0
  const u = (t - PASTRY_ROLL_END) / (1 - PASTRY_ROLL_END)
  return Math.PI * smoothstep((u - 0.25) / 0.5)
}

const pastryPose = (t: number) => {
  const reach = (pinZ(t) - PIN.nearZ) / (PIN.farZ - PIN.nearZ)
  const folding = t >= PASTRY_ROLL_END ? Math.sin((Math.PI * (t - PASTRY_ROLL_END)) / (1 - PASTRY_ROLL_END)) : 0
  return makePose({
    root: [0, 0, 0.1 + 0.1 * reach],
    trunkPitch: 0.28 + 0.22 * reach + 0.1 * folding,
    trunkTwist: -0.12 * folding,
    neckPitch: 0.35,
    headTurn: -0.15 * folding,
    legL: { flex: 0.08 + 0.1 * reach, bend: 0.1, abduct: 0.08 },
    legR: { flex: -0.12 + 0.05 * reach, bend: 0.08 + 0.1 * reach, abduct: 0.08, foot: 0.05 },
  })
}

function pinCentre(t: number): Vec3 {
  return [0, TABLE.top + PIN.radius, pinZ(t)]
}

function foldHandTarget(t: number): Vec3 {
  const handle: Vec3 = [-(PIN.halfLength + PIN.handle * 0.5), TABLE.top + PIN.radius + 0.03, PIN.nearZ]
  const dough = doughExtent(PASTRY_ROLL_END)
  const half = dough.far - DOUGH_FOLD_LINE
  const edge = (angle: number): Vec3 => [
    -0.08,
    TABLE.top + 0.03 + half * Math.sin(angle),
    DOUGH_FOLD_LINE + half * Math.cos(angle),
  ]
  const u = (t - PASTRY_ROLL_END) / (1 - PASTRY_ROLL_END)
  if (u < 0.25) {
    const k = smoothstep(u / 0.25)
    const lift: Vec3 = [0, 0.08 * Math.sin(Math.PI * k), 0]
    return add(add(scale(handle, 1 - k), scale(edge(0), k)), lift)
  }
  if (u < 0.75) return add(edge(foldAngle(t)), [0, 0.03, 0])
  const k = smoothstep((u - 0.75) / 0.25)
  const lift: Vec3 = [0, 0.08 * Math.sin(Math.PI * k), 0]
  return add(add(scale(edge(Math.PI), 1 - k), scale(handle, k)), lift)
}

function pastryAdjust(joints: Joints, t: number): Joints {
  const centre = pinCentre(t)
  const grip = PIN.halfLength + PIN.handle * 0.5
  const left: Vec3 = add(centre, [grip, 0.035, -0.01])
  const right: Vec3 = t >= PASTRY_ROLL_END ? foldHandTarget(t) : add(centre, [-grip, 0.035, -0.01])
  const withLeft = reachArm(joints, "L", left, [1, -0.4, -0.6])
  return reachArm(withLeft, "R", right, [-1, -0.4, -0.6])
}

function doughSheet(camera: Camera, t: number): string {
  const { near, far } = doughExtent(t)
  const halfWidth = 0.2
  const y = TABLE.top + 0.004
  const angle = foldAngle(t)
  const corner = (x: number, z: number): Vec3 => [x, y, z]
  const rounded = (points: Vec3[]): string =>
    smoothPath(
      points.map((p) => camera.project(p)),
      true,
      0.55,
    )
  const base =
    t >= PASTRY_ROLL_END
      ? [
          corner(-halfWidth, near),
          corner(halfWidth, near),
          corner(halfWidth, DOUGH_FOLD_LINE),
          corner(-halfWidth, DOUGH_FOLD_LINE),
        ]
      : [corner(-halfWidth, near), corner(halfWidth, near), corner(halfWidth, far), corner(-halfWidth, far)]
  let markup = el("path", {
    d: rounded(insetCorners(base)),
    fill: PALETTE.dough,
    stroke: "rgb(214,190,150)",
    "stroke-width": 2,
  })
  if (t >= PASTRY_ROLL_END) {
    const half = far - DOUGH_FOLD_LINE
    const flapPoint = (x: number, r: number): Vec3 => [
      x,
      y + r * Math.sin(angle) + 0.008,
      DOUGH_FOLD_LINE + r * Math.cos(angle),
    ]
    const flap = [
      flapPoint(-halfWidth, 0),
      flapPoint(halfWidth, 0),
      flapPoint(halfWidth, half),
      flapPoint(-halfWidth, half),
    ]
    const shade = angle > Math.PI / 2 ? "rgb(242,228,200)" : "rgb(226,204,166)"
    markup += el("path", { d: rounded(insetCorners(flap)), fill: shade, stroke: "rgb(214,190,150)", "stroke-width": 2 })
  }
  return markup
}

/** Turn a quad into an octagon-ish outline so the smooth path gets soft corners. */
function insetCorners(quadPoints: Vec3[]): Vec3[] {
  const out: Vec3[] = []
  for (let i = 0; i < quadPoints.length; i++) {
    const a = quadPoints[i]
    const b = quadPoints[(i + 1) % quadPoints.length]
    out.push(add(scale(a, 0.85), scale(b, 0.15)), add(scale(a, 0.15), scale(b, 0.85)))
  }
  return out
}

function rollingPin(camera: Camera, centre: Vec3): string {
  const a = camera.project(add(centre, [-PIN.halfLength, 0, 0]))
  const b = camera.project(add(centre, [PIN.halfLength, 0, 0]))
  const ha = camera.project(add(centre, [-PIN.halfLength - PIN.handle, 0.005, 0]))
  const hb = camera.project(add(centre, [PIN.halfLength + PIN.handle, 0.005, 0]))
  return (
    line(ha, hb, { stroke: PALETTE.woodDark, "stroke-width": 0.03 * a.scale, "stroke-linecap": "round" }) +
    line(a, b, { stroke: PALETTE.wood, "stroke-width": PIN.radius * 2 * a.scale, "stroke-linecap": "round" }) +
    line(a, b, {
      stroke: "rgb(214,184,146)",
      "stroke-width": PIN.radius * 0.7 * a.scale,
      "stroke-linecap": "round",
      transform: `translate(0 ${num(-PIN.radius * 0.45 * a.scale)})`,
    })
  )
}

function kitchenTable(camera: Camera): string {
  const legs: string[] = []
  for (const [x, z] of [
    [TABLE.x0 + 0.06, TABLE.z0 + 0.06],
    [TABLE.x1 - 0.06, TABLE.z0 + 0.06],
    [TABLE.x0 + 0.06, TABLE.z1 - 0.06],
    [TABLE.x1 - 0.06, TABLE.z1 - 0.06],
  ] as const) {
    legs.push(
      box(camera, [x - 0.03, 0, z - 0.03], [x + 0.03, TABLE.top - TABLE.thickness, z + 0.03], {
        top: PALETTE.woodDark,
        front: PALETTE.woodDark,
        side: darken(PALETTE.woodDark),
      }),
    )
  }
  const top = box(camera, [TABLE.x0, TABLE.top - TABLE.thickness, TABLE.z0], [TABLE.x1, TABLE.top, TABLE.z1], {
    top: "rgb(226,206,178)",
    front: PALETTE.wood,
    side: PALETTE.woodDark,
  })
  return legs.join("") + top
}

function flourDust(camera: Camera): string {
  const rng = createRng("flour")
  const dots: string[] = []
  for (let i = 0; i < 40; i++) {
    const p = camera.project([rng.range(-0.38, 0.5), TABLE.top + 0.002, rng.range(0.36, 0.95)])
    dots.push(circle(p, rng.range(1.2, 3.2), { fill: "#ffffff", "fill-opacity": 0.8 }))
  }
  return dots.join("")
}

function mixingBowl(camera: Camera): string {
  const bowl = lathe(
    camera,
    [0.5, TABLE.top, 0.82],
    [
      { h: 0, r: 0.07 },
      { h: 0.04, r: 0.11 },
      { h: 0.1, r: 0.14 },
      { h: 0.12, r: 0.145 },
    ],
  )
  return (
    el("path", { d: bowl.shell, fill: PALETTE.orangeSoft, stroke: PALETTE.orange, "stroke-width": 2 }) +
    ellipse(bowl.top.c, bowl.top.rx, bowl.top.ry, {
      fill: "rgb(232,222,216)",
      stroke: PALETTE.orange,
      "stroke-width": 2,
    })
  )
}

export const pastry: Activity = {
  id: "pastry",
  motion: { name: "pastry", pose: pastryPose, adjust: pastryAdjust },
  framing: { yaw: -1.38, pitch: 0.3, distance: 4.4, target: [0, 0.9, 0.5], viewHeight: 1.92, offsetX: 0.04 },
  trailJoints: ["wristL", "wristR"],
  props: (ctx) => ({
    beforeNearLeg: "",
    beforeNearArm:
      kitchenTable(ctx.camera) +
      flourDust(ctx.camera) +
      mixingBowl(ctx.camera) +
      doughSheet(ctx.camera, ctx.t) +
      rollingPin(ctx.camera, pinCentre(ctx.t)),
    armsInFront: true,
  }),
}

// ---------------------------------------------------------------------------
// Interview: seated speaker with gentle idle motion and hand gestures.

const interviewPose = (t: number) => {
  const gesture = bump(t, 3, 0.15, 3)
  const nod = wave(t, 6, 0.1)
  const breath = wave(t, 8)
  return makePose({
    rootHeight: 0.56,
    yaw: -0.35 + 0.05 * wave(t, 1),
    trunkPitch: -0.12 + 0.04 * gesture,
    chestPitch: 0.02 * breath,
    trunkTwist: 0.08 * wave(t, 2, 0.2),
    neckPitch: 0.05 + 0.07 * nod,
    headTilt: 0.06 * wave(t, 3, 0.4),
    headTurn: 0.15 * wave(t, 2, 0.1),
    legL: { flex: 1.5, abduct: 0.1, bend: 1.45, foot: 0.05 },
    legR: { flex: 1.45, abduct: 0.14, bend: 1.25, foot: 0.15 },
    armL: { flex: 0.55 + 0.1 * wave(t, 2), abduct: 0.2, bend: 1.1, twist: -0.2 },
    armR: {
      flex: 0.5 + 0.55 * gesture,
      abduct: 0.25 + 0.2 * gesture,
      bend: 1.1 + 0.45 * gesture,
      twist: 0.2 + 0.5 * gesture,
    },
  })
}

export function chair(camera: Camera): string {
  const seat = box(camera, [-0.24, 0.42, -0.28], [0.24, 0.47, 0.2], {
    top: PALETTE.orangeSoft,
    front: "rgb(190,172,164)",
    side: "rgb(176,158,150)",
  })
  const back = box(camera, [-0.24, 0.47, -0.3], [0.24, 1.0, -0.25], {
    top: "rgb(190,172,164)",
    front: "rgb(200,184,176)",
    side: "rgb(176,158,150)",
  })
  const legs: string[] = []
  for (const [x, z] of [
    [-0.21, -0.26],
    [0.21, -0.26],
    [-0.21, 0.17],
    [0.21, 0.17],
  ] as const) {
    legs.push(
      line(camera.project([x, 0, z]), camera.project([x, 0.42, z]), {
        stroke: PALETTE.greyDark,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
    )
  }
  return legs.join("") + back + seat
}

export const interview: Activity = {
  id: "interview",
  motion: { name: "interview", pose: interviewPose },
  framing: { yaw: 0.45, pitch: 0.1, distance: 4.2, target: [0, 0.78, 0.1], viewHeight: 1.75, offsetX: 0.12 },
  trailJoints: ["wristR"],
  props: (ctx) => ({ behindTorso: "", ground: chair(ctx.camera) }),
}

// ---------------------------------------------------------------------------
// Flow: a slow, continuous movement phrase for the hero loop.

const flowPose = (t: number) => {
  const w = TAU * t
  const rise = 0.5 - 0.5 * Math.cos(w)
  return makePose({
    root: [0.06 * Math.sin(w), 0, 0],
    pelvisRoll: 0.06 * Math.sin(w),
    trunkRoll: -0.1 * Math.sin(w),
    trunkTwist: 0.35 * Math.sin(w + 0.6),
    trunkPitch: 0.1 * Math.sin(2 * w),
    headTurn: 0.3 * Math.sin(w + 0.9),
    neckPitch: -0.1 * rise,
    legL: { flex: 0.25 * rise, bend: 0.15 + 0.35 * rise, abduct: 0.12, foot: 0.1 * rise },
    legR: { flex: 0.05, bend: 0.1 + 0.2 * (1 - rise), abduct: 0.12 },
    armL: { flex: 0.3 + 1.9 * rise, abduct: 0.4 + 0.6 * Math.sin(w + 1.5) ** 2, bend: 0.6 - 0.4 * rise, twist: 0.3 },
    armR: {
      flex: 0.2 + 1.2 * (0.5 - 0.5 * Math.cos(w + 1.2)),
      abduct: 0.9 + 0.6 * Math.sin(w),
      bend: 0.3 + 0.5 * rise,
      twist: 0.6,
    },
  })
}

export const flow: Activity = {
  id: "flow",
  motion: { name: "flow", pose: flowPose },
  framing: { yaw: 0, pitch: 0.08, distance: 4.6, target: [0, 0.98, 0], viewHeight: 2.4 },
  trailJoints: END_EFFECTORS,
}

export const ALL_ACTIVITIES: Record<ActivityId, Activity> = {
  drumming,
  walking,
  burlesque,
  traffic,
  harvest,
  pastry,
  interview,
  flow,
}
