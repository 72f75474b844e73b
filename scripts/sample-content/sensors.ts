/**
 * Sensor scenes: a person wearing six small inertial sensors (wrists,
 * ankles, waist, head) in four everyday settings, each as an "original"
 * and an "annotated" version with callouts.
 */
import { ALL_ACTIVITIES, activityCamera, pepperPlant, sample, type ActivityId } from "./activities"
import { OUTFITS } from "./banners"
import { groundShadow, projectJoints, renderFigure, type Outfit, type ProjectedJoints } from "./figure"
import { runLimited, svgToJpeg } from "./output"
import { mix, PALETTE } from "./palette"
import { createRng } from "./rng"
import { SHADOW_GRADIENT_ID, type CameraFraming } from "./scene"
import { type Camera, type JointName, type Joints } from "./skeleton"
import { circle, el, line, linearGradient, polyPath, radialGradient, rect, svgDocument, type Point } from "./svg"
import { measureText, textPath } from "./type"

const WIDTH = 1450
const HEIGHT = 1000
const SENSOR_QUALITY = 80

interface SensorSite {
  label: string
  /** Segment the sensor sits on and how far along it (0 = from, 1 = to). */
  from: JointName
  to: JointName
  along: number
}

const SENSOR_SITES: readonly SensorSite[] = [
  { label: "HEAD", from: "head", to: "headTop", along: 0.72 },
  { label: "L WRIST", from: "elbowL", to: "wristL", along: 0.86 },
  { label: "R WRIST", from: "elbowR", to: "wristR", along: 0.86 },
  { label: "WAIST", from: "pelvis", to: "spine", along: 0.2 },
  { label: "L ANKLE", from: "kneeL", to: "ankleL", along: 0.86 },
  { label: "R ANKLE", from: "kneeR", to: "ankleR", along: 0.86 },
]

interface Scene {
  file: string
  activity: ActivityId
  t: number
  outfit: Outfit
  framing: Partial<CameraFraming>
  backdrop(camera: Camera): { defs: string; body: string }
  /** Draw the activity's own props (table, plants) too. */
  props?: boolean
}

function sensorPosition(p: ProjectedJoints, site: SensorSite): { at: Point; angle: number; scale: number } {
  const a = p[site.from]
  const b = p[site.to]
  const at = { x: a.x + (b.x - a.x) * site.along, y: a.y + (b.y - a.y) * site.along }
  return { at, angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI, scale: (a.scale + b.scale) / 2 }
}

/** A strap around the limb and a small sensor pod with a status light. */
function sensorPod(p: ProjectedJoints, site: SensorSite): string {
  const { at, angle, scale } = sensorPosition(p, site)
  const pod = 0.06 * scale
  const strap = 0.095 * scale
  return el(
    "g",
    { transform: `rotate(${angle.toFixed(1)} ${at.x.toFixed(1)} ${at.y.toFixed(1)})` },
    rect(at.x - strap * 0.16, at.y - strap * 0.62, strap * 0.32, strap * 1.24, {
      rx: strap * 0.1,
      fill: "rgb(58,56,55)",
    }) +
      rect(at.x - pod * 0.55, at.y - pod * 0.42, pod * 1.1, pod * 0.84, {
        rx: pod * 0.18,
        fill: PALETTE.ink,
        stroke: "rgb(120,116,112)",
        "stroke-width": Math.max(1, pod * 0.06),
      }) +
      circle({ x: at.x + pod * 0.25, y: at.y - pod * 0.16 }, pod * 0.1, { fill: PALETTE.gold }),
  )
}

function label(text: string, x: number, y: number, side: "left" | "right"): { svg: string; anchor: Point } {
  const size = 26
  const width = measureText(text, size, 700, 0.06) + 36
  const height = 46
  const left = side === "left" ? x - width : x
  const anchor = { x: side === "left" ? left + width : left, y: y }
  return {
    svg:
      rect(left, y - height / 2, width, height, {
        rx: 8,
        fill: "#ffffff",
        "fill-opacity": 0.94,
        stroke: PALETTE.greyDark,
        "stroke-width": 2,
      }) +
      rect(left + 10, y - 6, 8, 12, { rx: 2, fill: PALETTE.orange }) +
      el("path", {
        d: textPath(text, { size, weight: 700, x: left + 26, y: y + 9, tracking: 0.06 }).d,
        fill: PALETTE.ink,
      }),
    anchor,
  }
}

function annotations(p: ProjectedJoints): string {
  const centreX = (p.pelvis.x + p.neck.x) / 2
  const sites = SENSOR_SITES.map((site) => ({ site, ...sensorPosition(p, site) }))
  const left = sites.filter((s) => s.at.x < centreX).sort((a, b) => a.at.y - b.at.y)
  const right = sites.filter((s) => s.at.x >= centreX).sort((a, b) => a.at.y - b.at.y)
  const parts: string[] = []
  const column = (group: typeof sites, side: "left" | "right") => {
    const x =
      side === "left" ? Math.min(...group.map((g) => g.at.x)) - 150 : Math.max(...group.map((g) => g.at.x)) + 150
    const clampedX = side === "left" ? Math.max(260, x) : Math.min(WIDTH - 260, x)
    group.forEach((g, i) => {
      const y = Math.max(70, Math.min(HEIGHT - 70, g.at.y + (i - (group.length - 1) / 2) * 30))
      const tag = label(g.site.label, clampedX, y, side)
      const ring = 0.085 * g.scale
      const dx = tag.anchor.x - g.at.x
      const dy = tag.anchor.y - g.at.y
      const dist = Math.hypot(dx, dy)
      const start = { x: g.at.x + (dx / dist) * ring, y: g.at.y + (dy / dist) * ring }
      const elbow = { x: tag.anchor.x + (side === "left" ? 30 : -30), y: tag.anchor.y }
      parts.push(
        circle(g.at, ring, { fill: "none", stroke: PALETTE.orange, "stroke-width": 4 }) +
          circle(g.at, ring * 1.35, {
            fill: "none",
            stroke: PALETTE.orange,
            "stroke-width": 1.5,
            "stroke-opacity": 0.6,
            "stroke-dasharray": "6 6",
          }) +
          el("path", {
            d: polyPath([start, elbow, tag.anchor]),
            fill: "none",
            stroke: PALETTE.greyDark,
            "stroke-width": 2.5,
          }) +
          circle(tag.anchor, 4, { fill: PALETTE.greyDark }) +
          tag.svg,
      )
    })
  }
  column(left, "left")
  column(right, "right")
  const header = "IMU × 6  ·  100 Hz"
  const headerWidth = measureText(header, 28, 700, 0.04) + 40
  parts.push(
    rect(40, 36, headerWidth, 54, { rx: 10, fill: PALETTE.greyDark, "fill-opacity": 0.92 }) +
      el("path", { d: textPath(header, { size: 28, weight: 700, x: 60, y: 72, tracking: 0.04 }).d, fill: "#ffffff" }),
  )
  return parts.join("")
}

// ---------------------------------------------------------------------------
// Backdrops

function farmBackdrop(camera: Camera): { defs: string; body: string } {
  const horizon = camera.project([0, 0, -40]).y
  const defs =
    linearGradient("farmSky", [
      [0, "rgb(204,220,226)"],
      [1, "rgb(244,234,216)"],
    ]) +
    linearGradient("farmSoil", [
      [0, "rgb(206,184,142)"],
      [1, "rgb(176,146,106)"],
    ])
  const rows: string[] = []
  for (let i = -12; i <= 12; i++)
    rows.push(
      line(camera.project([i * 0.7, 0, -30]), camera.project([i * 0.7, 0, 8]), {
        stroke: "rgb(150,124,86)",
        "stroke-width": 5,
        "stroke-opacity": 0.45,
      }),
    )
  const back: string[] = []
  for (let z = -1.5; z >= -9; z -= 1.5) {
    for (let x = -6; x <= 6; x += 0.9)
      back.push(pepperPlant(camera, [x + (z % 3) * 0.2, 0, z], Math.round((x + 10) * 10 + z * 3), 0.5))
  }
  return {
    defs,
    body:
      rect(0, 0, WIDTH, HEIGHT, { fill: "url(#farmSky)" }) +
      el("path", {
        d: `M0 ${horizon}Q${WIDTH * 0.3} ${horizon - 60} ${WIDTH * 0.6} ${horizon - 20}T${WIDTH} ${horizon - 30}L${WIDTH} ${horizon}Z`,
        fill: "rgb(184,192,168)",
      }) +
      rect(0, horizon, WIDTH, HEIGHT - horizon, { fill: "url(#farmSoil)" }) +
      rows.join("") +
      back.join(""),
  }
}

function streetBackdrop(camera: Camera): { defs: string; body: string } {
  const rng = createRng("street")
  const horizon = camera.project([0, 0, -40]).y
  const defs = linearGradient("streetSky", [
    [0, "rgb(222,226,228)"],
    [1, "rgb(244,238,230)"],
  ])
  const buildings: string[] = []
  let x = -20
  while (x < WIDTH) {
    const w = rng.range(140, 260)
    const h = rng.range(200, 420)
    const colour = rng.pick(["rgb(214,200,190)", "rgb(200,190,184)", "rgb(226,214,200)", "rgb(190,180,176)"])
    buildings.push(rect(x, horizon - h, w, h, { fill: colour }))
    for (let wy = horizon - h + 30; wy < horizon - 60; wy += 56) {
      for (let wx = x + 20; wx < x + w - 40; wx += 48)
        buildings.push(rect(wx, wy, 26, 34, { fill: "rgb(246,242,236)", "fill-opacity": 0.9 }))
    }
    x += w + rng.range(4, 16)
  }
  const road = el("path", {
    d: polyPath(
      [
        camera.project([-30, 0, -2.5]),
        camera.project([30, 0, -2.5]),
        camera.project([30, 0, 6]),
        camera.project([-30, 0, 6]),
      ],
      true,
    ),
    fill: "rgb(120,118,116)",
  })
  const stripes: string[] = []
  for (let i = -6; i <= 6; i++) {
    const sx = i * 0.6
    stripes.push(
      el("path", {
        d: polyPath(
          [
            camera.project([sx - 0.2, 0, -2.3]),
            camera.project([sx + 0.2, 0, -2.3]),
            camera.project([sx + 0.2, 0, 3]),
            camera.project([sx - 0.2, 0, 3]),
          ],
          true,
        ),
        fill: "rgb(236,234,228)",
      }),
    )
  }
  const pavement = rect(0, horizon, WIDTH, camera.project([0, 0, -2.5]).y - horizon, { fill: "rgb(210,204,196)" })
  return {
    defs,
    body:
      rect(0, 0, WIDTH, HEIGHT, { fill: "url(#streetSky)" }) + buildings.join("") + pavement + road + stripes.join(""),
  }
}

function kitchenBackdrop(camera: Camera): { defs: string; body: string } {
  const floorY = camera.project([0, 0, -1.2]).y
  const tiles: string[] = []
  for (let ty = 380; ty < 620; ty += 44)
    tiles.push(line({ x: 0, y: ty }, { x: WIDTH, y: ty }, { stroke: "rgb(214,206,198)", "stroke-width": 2 }))
  for (let tx = 0; tx < WIDTH; tx += 64)
    tiles.push(line({ x: tx, y: 380 }, { x: tx, y: 620 }, { stroke: "rgb(214,206,198)", "stroke-width": 2 }))
  const cabinets: string[] = []
  for (let i = 0; i < 6; i++)
    cabinets.push(
      rect(40 + i * 240, 80, 220, 260, {
        rx: 8,
        fill: "rgb(214,196,176)",
        stroke: "rgb(190,170,150)",
        "stroke-width": 3,
      }) + rect(40 + i * 240 + 180, 200, 10, 50, { rx: 5, fill: PALETTE.greyDark }),
    )
  const defs = linearGradient("kitchenWall", [
    [0, "rgb(246,240,232)"],
    [1, "rgb(236,228,218)"],
  ])
  return {
    defs,
    body:
      rect(0, 0, WIDTH, HEIGHT, { fill: "url(#kitchenWall)" }) +
      cabinets.join("") +
      rect(0, 380, WIDTH, 240, { fill: "rgb(238,232,224)" }) +
      tiles.join("") +
      rect(0, 620, WIDTH, floorY - 620, { fill: "rgb(200,176,150)" }) +
      rect(0, floorY, WIDTH, HEIGHT - floorY, { fill: "rgb(214,200,184)" }),
  }
}

function studioBackdrop(camera: Camera): { defs: string; body: string } {
  const wallBase = camera.project([0, 0, -2.2]).y
  const defs =
    linearGradient(
      "mirror",
      [
        [0, "rgb(222,228,230)"],
        [1, "rgb(206,214,218)"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linearGradient("studioFloor", [
      [0, "rgb(196,160,120)"],
      [1, "rgb(170,132,96)"],
    ])
  const planks: string[] = []
  for (let i = -20; i <= 20; i++)
    planks.push(
      line(camera.project([i * 0.35, 0, -2.2]), camera.project([i * 0.35, 0, 6]), {
        stroke: "rgb(150,116,84)",
        "stroke-width": 2,
        "stroke-opacity": 0.6,
      }),
    )
  const glints: string[] = []
  for (let i = 0; i < 5; i++)
    glints.push(
      line(
        { x: 140 + i * 300, y: 120 },
        { x: 40 + i * 300, y: wallBase - 40 },
        { stroke: "#ffffff", "stroke-width": 26, "stroke-opacity": 0.25 },
      ),
    )
  const barreY = wallBase - 260
  return {
    defs,
    body:
      rect(0, 0, WIDTH, wallBase, { fill: "rgb(236,230,222)" }) +
      rect(30, 60, WIDTH - 60, wallBase - 90, { fill: "url(#mirror)" }) +
      glints.join("") +
      rect(0, barreY, WIDTH, 14, { rx: 7, fill: PALETTE.wood }) +
      [200, 700, 1200].map((bx) => rect(bx, barreY, 10, 60, { fill: PALETTE.greyDark })).join("") +
      rect(0, wallBase, WIDTH, HEIGHT - wallBase, { fill: "url(#studioFloor)" }) +
      planks.join(""),
  }
}

const SCENES: readonly Scene[] = [
  {
    file: "sensor-1",
    activity: "harvest",
    t: 0.24,
    outfit: OUTFITS[0],
    framing: { viewHeight: 2.3, yaw: -1.05 },
    backdrop: farmBackdrop,
    props: true,
  },
  {
    file: "sensor-2",
    activity: "walking",
    t: 0.3,
    outfit: OUTFITS[2],
    framing: { viewHeight: 2.5, yaw: 0.9, pitch: 0.12, target: [0, 0.95, 0] },
    backdrop: streetBackdrop,
  },
  {
    file: "sensor-3",
    activity: "pastry",
    t: 0.25,
    outfit: OUTFITS[1],
    framing: { viewHeight: 2.2 },
    backdrop: kitchenBackdrop,
    props: true,
  },
  {
    file: "sensor-4",
    activity: "burlesque",
    t: 0.62,
    outfit: OUTFITS[5],
    framing: { viewHeight: 2.55, target: [-0.15, 1.0, 0] },
    backdrop: studioBackdrop,
  },
]

function sceneSvg(scene: Scene, annotated: boolean): string {
  const activity = ALL_ACTIVITIES[scene.activity]
  const camera = activityCamera(activity, WIDTH, HEIGHT, scene.framing)
  const joints: Joints = sample(activity, scene.t)
  const p = projectJoints(joints, camera)
  const backdrop = scene.backdrop(camera)
  const props = scene.props && activity.props ? activity.props({ t: scene.t, joints, camera, mode: "body" }) : {}
  const pods = SENSOR_SITES.map((site) => sensorPod(p, site)).join("")
  const figure = renderFigure(
    joints,
    camera,
    { kind: "body", outfit: scene.outfit },
    { ...props, inHands: (props.inHands ?? "") + pods },
  )
  const defs =
    backdrop.defs +
    (props.defs ?? "") +
    radialGradient(SHADOW_GRADIENT_ID, [
      [0, PALETTE.greyDark, 0.35],
      [0.6, PALETTE.greyDark, 0.12],
      [1, PALETTE.greyDark, 0],
    ])
  const dim = annotated
    ? rect(0, 0, WIDTH, HEIGHT, { fill: mix(PALETTE.paper, "#ffffff", 0.3), "fill-opacity": 0.28 })
    : ""
  const body =
    backdrop.body +
    (props.ground ?? "") +
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.55) +
    figure +
    (props.front ?? "") +
    dim +
    (annotated ? annotations(p) : "")
  return svgDocument(WIDTH, HEIGHT, body, defs)
}

export async function generateSensorScenes(): Promise<void> {
  const jobs = SCENES.flatMap((scene) => [
    { path: `content/technology/sensors/${scene.file}-original.jpg`, svg: () => sceneSvg(scene, false) },
    { path: `content/technology/sensors/${scene.file}-annotated.jpg`, svg: () => sceneSvg(scene, true) },
  ])
  await runLimited(jobs, 2, async (job) => svgToJpeg(job.svg(), job.path, SENSOR_QUALITY))
}
