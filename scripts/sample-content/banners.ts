/**
 * Parallax banner layers (2400 x 1000): opaque JPEG backdrops and PNG
 * foreground layers with transparency, drawn as flat shapes.
 */
import { ALL_ACTIVITIES, activityCamera, chair, pepperPlant, sample, type ActivityId } from "./activities"
import { renderFigure, renderTrails, groundShadow, PORTRAIT_STYLE, type Outfit } from "./figure"
import { runLimited, svgToJpeg, svgToPng } from "./output"
import { mix, PALETTE } from "./palette"
import { createRng } from "./rng"
import { SHADOW_GRADIENT_ID } from "./scene"
import { makeCamera, rotateJoints, translateJoints, type Camera, type Joints, type Vec3 } from "./skeleton"
import {
  circle,
  el,
  ellipse,
  line,
  linearGradient,
  polyPath,
  radialGradient,
  rect,
  smoothPath,
  svgDocument,
  type Point,
} from "./svg"
import { textPath } from "./type"

export const BANNER = { width: 2400, height: 1000 } as const
const { width: W, height: H } = BANNER
const BANNER_JPEG_QUALITY = 74

export const OUTFITS: readonly Outfit[] = [
  {
    skin: "rgb(141,98,72)",
    hair: "rgb(40,34,32)",
    top: "rgb(155,90,64)",
    bottom: "rgb(72,68,67)",
    shoes: "rgb(50,46,44)",
    hairStyle: "cap",
    accent: "rgb(226,205,140)",
  },
  {
    skin: "rgb(224,186,160)",
    hair: "rgb(120,84,60)",
    top: "rgb(238,192,121)",
    bottom: "rgb(100,100,100)",
    shoes: "rgb(72,68,67)",
    hairStyle: "bun",
  },
  {
    skin: "rgb(96,66,50)",
    hair: "rgb(28,24,24)",
    top: "rgb(209,194,188)",
    bottom: "rgb(84,76,90)",
    shoes: "rgb(40,36,36)",
    hairStyle: "short",
  },
  {
    skin: "rgb(190,142,110)",
    hair: "rgb(56,44,40)",
    top: "rgb(112,128,96)",
    bottom: "rgb(72,68,67)",
    shoes: "rgb(120,84,60)",
    hairStyle: "long",
  },
  {
    skin: "rgb(160,114,86)",
    hair: "rgb(72,60,56)",
    top: "rgb(72,68,67)",
    bottom: "rgb(155,120,90)",
    shoes: "rgb(50,46,44)",
    hairStyle: "short",
  },
  {
    skin: "rgb(214,170,140)",
    hair: "rgb(170,120,70)",
    top: "rgb(120,60,60)",
    bottom: "rgb(209,194,188)",
    shoes: "rgb(100,100,100)",
    hairStyle: "long",
  },
]

// ---------------------------------------------------------------------------
// Shared pieces

export function skyBackdrop(
  top: string,
  bottom: string,
  sun: Point | null,
  seed: string,
): { defs: string; body: string } {
  const rng = createRng(seed)
  const defs =
    linearGradient("sky", [
      [0, top],
      [0.7, bottom],
      [1, mix(bottom, "#ffffff", 0.3)],
    ]) +
    radialGradient("sun", [
      [0, "#fff8e6", 0.95],
      [0.25, PALETTE.gold, 0.5],
      [1, PALETTE.gold, 0],
    ]) +
    radialGradient("cloud", [
      [0, "#ffffff", 0.75],
      [0.6, "#ffffff", 0.35],
      [1, "#ffffff", 0],
    ])
  const clouds: string[] = []
  for (let i = 0; i < 9; i++) {
    const c = { x: rng.range(0, W), y: rng.range(90, 520) }
    const rx = rng.range(220, 520)
    clouds.push(ellipse(c, rx, rx * rng.range(0.12, 0.22), { fill: "url(#cloud)" }))
  }
  const body =
    rect(0, 0, W, H, { fill: "url(#sky)" }) + (sun ? circle(sun, 420, { fill: "url(#sun)" }) : "") + clouds.join("")
  return { defs, body }
}

/** A filled hill band: smooth ridge line closed to the bottom of the image. */
export function hill(points: readonly Point[], fill: string, opacity = 1): string {
  const ridge = smoothPath(points)
  return el("path", { d: `${ridge}L${W + 50} ${H + 10}L-50 ${H + 10}Z`, fill, opacity })
}

export function ridgePoints(seed: string, baseY: number, amplitude: number, count = 9): Point[] {
  const rng = createRng(seed)
  return Array.from({ length: count }, (_, i) => ({
    x: -50 + ((W + 100) * i) / (count - 1),
    y: baseY + rng.range(-amplitude, amplitude),
  }))
}

function bannerCamera(yaw = 0.2, viewHeight = 2.6, targetY = 0.95, offsetX = 0, offsetY = 0): Camera {
  return makeCamera({
    yaw,
    pitch: 0.08,
    distance: 6,
    target: [0, targetY, 0],
    focal: (H / viewHeight) * 6,
    center: { x: W * (0.5 + offsetX), y: H * (0.5 + offsetY) },
  })
}

interface Placement {
  activity: ActivityId
  t: number
  at: Vec3
  turn: number
  outfit: Outfit
}

function placedJoints(p: Placement): Joints {
  const joints = sample(ALL_ACTIVITIES[p.activity], p.t)
  return translateJoints(rotateJoints(joints, p.turn, [0, 0, 0]), p.at)
}

/** Clothed figures sorted far-to-near so nearer people overlap farther ones. */
function crowd(camera: Camera, placements: readonly Placement[], markers = false): string {
  return [...placements]
    .map((p) => ({ p, joints: placedJoints(p) }))
    .sort((a, b) => camera.project(b.joints.pelvis).depth - camera.project(a.joints.pelvis).depth)
    .map(
      ({ p, joints }) =>
        groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.45) +
        renderFigure(joints, camera, { kind: "body", outfit: p.outfit, markers }),
    )
    .join("")
}

const shadowDefs = radialGradient(SHADOW_GRADIENT_ID, [
  [0, PALETTE.greyDark, 0.3],
  [0.6, PALETTE.greyDark, 0.1],
  [1, PALETTE.greyDark, 0],
])

// ---------------------------------------------------------------------------
// Technology (farming)

function technologySky(): string {
  const { defs, body } = skyBackdrop("rgb(196,214,222)", "rgb(246,234,214)", { x: W * 0.72, y: 300 }, "tech-sky")
  const far = hill(ridgePoints("tech-far", 640, 40), "rgb(196,200,188)", 0.9)
  return svgDocument(W, H, body + far, defs)
}

function technologyLand(): string {
  const rng = createRng("tech-land")
  const layers = [
    hill(ridgePoints("land-1", 690, 30), "rgb(176,182,150)"),
    hill(ridgePoints("land-2", 760, 26), "rgb(152,160,118)"),
    hill(ridgePoints("land-3", 840, 18), "rgb(196,170,120)"),
  ]
  const rows: string[] = []
  for (let i = -14; i <= 14; i++) {
    const bottom = { x: W / 2 + i * 190, y: H + 10 }
    const top = { x: W / 2 + i * 24, y: 820 }
    rows.push(line(top, bottom, { stroke: "rgb(150,124,86)", "stroke-width": 6, "stroke-opacity": 0.5 }))
  }
  const camera = bannerCamera(0.15, 2.4, 0.9)
  const plants: string[] = []
  for (let i = 0; i < 16; i++) {
    const x = -5 + i * 0.68 + rng.range(-0.1, 0.1)
    plants.push(pepperPlant(camera, [x, 0, 1.2], 900 + i, 0.55))
  }
  const trees: string[] = []
  for (let i = 0; i < 7; i++) {
    const x = rng.range(100, W - 100)
    const y = 700 + rng.range(-20, 10)
    const r = rng.range(30, 55)
    trees.push(
      line({ x, y }, { x, y: y - r * 1.2 }, { stroke: "rgb(100,92,76)", "stroke-width": 8 }) +
        circle({ x, y: y - r * 1.6 }, r, { fill: "rgb(120,134,98)" }),
    )
  }
  return svgDocument(W, H, layers[0] + trees.join("") + layers[1] + layers[2] + rows.join("") + plants.join(""))
}

function technologySubject(): string {
  const camera = bannerCamera(-1.1, 2.3, 0.95, 0.18)
  const outfit = OUTFITS[0]
  const joints = sample(ALL_ACTIVITIES.harvest, 0.22)
  const trails = renderTrails((t) => sample(ALL_ACTIVITIES.harvest, t), 0.22, camera, {
    joints: ["wristR", "wristL"],
    colour: PALETTE.gold,
    width: 12,
    span: 0.22,
    samples: 20,
    dots: 4,
    opacity: 0.9,
  })
  return svgDocument(
    W,
    H,
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.6) +
      trails +
      renderFigure(joints, camera, { kind: "body", outfit, markers: true }),
    shadowDefs,
  )
}

// ---------------------------------------------------------------------------
// Portraits

function portraitsBack(): string {
  const rng = createRng("portraits-back")
  const defs =
    linearGradient("pb", [
      [0, PALETTE.paperLight],
      [1, "rgb(232,222,212)"],
    ]) +
    radialGradient("blobA", [
      [0, PALETTE.gold, 0.55],
      [1, PALETTE.gold, 0],
    ]) +
    radialGradient("blobB", [
      [0, PALETTE.orangeSoft, 0.8],
      [1, PALETTE.orangeSoft, 0],
    ]) +
    radialGradient("blobC", [
      [0, PALETTE.orange, 0.3],
      [1, PALETTE.orange, 0],
    ])
  const blobs = [
    circle({ x: 420, y: 380 }, 520, { fill: "url(#blobB)" }),
    circle({ x: 1500, y: 640 }, 640, { fill: "url(#blobA)" }),
    circle({ x: 2150, y: 240 }, 420, { fill: "url(#blobC)" }),
  ]
  const frames: string[] = []
  for (let i = 0; i < 14; i++) {
    const x = 60 + i * 172
    const y = 760 + rng.range(-6, 6)
    frames.push(rect(x, y, 150, 150, { fill: "none", stroke: PALETTE.orangeSoft, "stroke-width": 3, rx: 6 }))
  }
  return svgDocument(W, H, rect(0, 0, W, H, { fill: "url(#pb)" }) + blobs.join("") + frames.join(""), defs)
}

function portraitsFront(): string {
  const lineup: Array<{ id: ActivityId; t: number }> = [
    { id: "walking", t: 0.1 },
    { id: "burlesque", t: 0.55 },
    { id: "traffic", t: 0.3 },
    { id: "flow", t: 0.4 },
    { id: "harvest", t: 0.5 },
  ]
  const cell = W / lineup.length
  const figures = lineup.map(({ id, t }, i) => {
    const activity = ALL_ACTIVITIES[id]
    const camera = activityCamera(activity, cell, H, { viewHeight: 2.5, offsetX: 0 })
    const joints = sample(activity, t)
    const trails = renderTrails((tt) => sample(activity, tt), t, camera, {
      joints: activity.trailJoints,
      colour: PALETTE.gold,
      width: 10,
      span: 0.2,
      samples: 18,
      dots: 3,
    })
    return el(
      "svg",
      { x: i * cell, y: 0, width: cell, height: H, viewBox: `0 0 ${cell} ${H}`, overflow: "visible" },
      groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.5) +
        trails +
        renderFigure(joints, camera, { ...PORTRAIT_STYLE, width: 0.045 }),
    )
  })
  return svgDocument(W, H, figures.join(""), shadowDefs)
}

// ---------------------------------------------------------------------------
// People

function peopleBack(): string {
  const defs = linearGradient("peopleWall", [
    [0, "rgb(240,232,222)"],
    [0.72, "rgb(228,214,200)"],
    [0.721, "rgb(214,200,186)"],
    [1, "rgb(206,190,176)"],
  ])
  const windows: string[] = []
  for (let i = 0; i < 6; i++) {
    const x = 140 + i * 380
    windows.push(
      rect(x, 150, 240, 420, { fill: "rgb(250,246,238)", rx: 120 }) +
        rect(x + 116, 150, 8, 420, { fill: "rgb(228,214,200)" }),
    )
  }
  const bunting: string[] = []
  for (let i = 0; i < 40; i++) {
    const x = i * 62
    const y = 90 + 30 * Math.sin(i * 0.4)
    bunting.push(
      el("path", {
        d: polyPath(
          [
            { x, y },
            { x: x + 44, y: y + 4 },
            { x: x + 20, y: y + 56 },
          ],
          true,
        ),
        fill: [PALETTE.gold, PALETTE.orangeSoft, PALETTE.orange][i % 3],
        opacity: 0.75,
      }),
    )
  }
  return svgDocument(W, H, rect(0, 0, W, H, { fill: "url(#peopleWall)" }) + windows.join("") + bunting.join(""), defs)
}

function peopleLayer(seed: string, count: number, depth: number, spread: number): string {
  const rng = createRng(seed)
  const camera = bannerCamera(0.1, 2.6 + depth * 1.8, 0.95, 0, -0.1 * depth)
  const activities: ActivityId[] = ["walking", "flow", "burlesque", "traffic", "walking", "flow"]
  const placements: Placement[] = Array.from({ length: count }, (_, i) => ({
    activity: activities[i % activities.length],
    t: rng.next(),
    at: [-spread + (2 * spread * (i + 0.5)) / count + rng.range(-0.2, 0.2), 0, rng.range(-0.6, 0.4)] as Vec3,
    turn: rng.range(-1.2, 1.2),
    outfit: OUTFITS[(i * 7 + (seed.length % 3)) % OUTFITS.length],
  }))
  return crowd(camera, placements)
}

function peopleMiddle(): string {
  return svgDocument(W, H, el("g", { opacity: 0.85 }, peopleLayer("people-middle", 11, 1, 8.5)), shadowDefs)
}

function peopleFront(): string {
  return svgDocument(W, H, peopleLayer("people-front", 5, 0, 3.4), shadowDefs)
}

// ---------------------------------------------------------------------------
// Publications

function publicationsBack(): string {
  const defs = linearGradient("pubBack", [
    [0, "rgb(244,240,234)"],
    [1, "rgb(230,222,212)"],
  ])
  const rules: string[] = []
  for (let y = 60; y < H; y += 44)
    rules.push(line({ x: 0, y }, { x: W, y }, { stroke: PALETTE.orangeSoft, "stroke-width": 2, "stroke-opacity": 0.5 }))
  const glyphs = textPath("Mu", { size: 900, weight: 800, x: 1320, y: 860 })
  return svgDocument(
    W,
    H,
    rect(0, 0, W, H, { fill: "url(#pubBack)" }) +
      rules.join("") +
      el("path", { d: glyphs.d, fill: PALETTE.orangeSoft, opacity: 0.35 }),
    defs,
  )
}

function page(x: number, y: number, w: number, h: number, angle: number, seed: string, accent: string): string {
  const rng = createRng(seed)
  const bars: string[] = []
  bars.push(rect(x + w * 0.1, y + h * 0.1, w * 0.6, h * 0.05, { fill: accent, rx: 4 }))
  for (let i = 0; i < 14; i++) {
    bars.push(
      rect(x + w * 0.1, y + h * 0.22 + i * h * 0.05, w * rng.range(0.55, 0.8), h * 0.018, {
        fill: PALETTE.orangeSoft,
        rx: 3,
      }),
    )
  }
  return el(
    "g",
    { transform: `rotate(${angle} ${x + w / 2} ${y + h / 2})` },
    rect(x + 10, y + 14, w, h, { fill: PALETTE.greyDark, opacity: 0.12, rx: 6 }) +
      rect(x, y, w, h, { fill: "#fffdf9", rx: 6 }) +
      bars.join(""),
  )
}

function publicationsMiddle(): string {
  const rng = createRng("pub-middle")
  const pages: string[] = []
  for (let i = 0; i < 9; i++) {
    const w = rng.range(220, 320)
    pages.push(
      page(
        80 + i * 260 + rng.range(-40, 40),
        rng.range(80, 520),
        w,
        w * 1.3,
        rng.range(-14, 14),
        `pg-${i}`,
        [PALETTE.orange, PALETTE.gold, PALETTE.greyDark][i % 3],
      ),
    )
  }
  return svgDocument(W, H, pages.join(""))
}

function publicationsFront(): string {
  const camera = bannerCamera(0.5, 2.2, 0.95, 0.2)
  const joints = sample(ALL_ACTIVITIES.interview, 0.05)
  const outfit = OUTFITS[2]
  const hand = camera.project(joints.handR)
  const held = el(
    "g",
    { transform: `rotate(-18 ${hand.x} ${hand.y})` },
    rect(hand.x - 70, hand.y - 190, 150, 200, {
      fill: "#fffdf9",
      stroke: PALETTE.orangeSoft,
      "stroke-width": 3,
      rx: 4,
    }) +
      rect(hand.x - 50, hand.y - 165, 90, 12, { fill: PALETTE.orange, rx: 3 }) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(hand.x - 50, hand.y - 135 + i * 20, 100, 6, { fill: PALETTE.orangeSoft, rx: 3 }))
        .join(""),
  )
  const seat = chair(camera)
  const stack: string[] = []
  for (let i = 0; i < 8; i++) {
    const base = camera.project([0.75, i * 0.035, 0.3])
    stack.push(
      rect(base.x - 110 + (i % 2) * 8, base.y - 16, 220, 16, {
        fill: i % 2 ? "#fffdf9" : "rgb(238,228,214)",
        stroke: PALETTE.orangeSoft,
        "stroke-width": 2,
      }),
    )
  }
  return svgDocument(
    W,
    H,
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.6) +
      seat +
      stack.join("") +
      renderFigure(joints, camera, { kind: "body", outfit }, { inHands: held }),
    shadowDefs,
  )
}

// ---------------------------------------------------------------------------
// Archive: a card catalogue's drawers, a row of key-pose cards as the archive's pose strips draw them, and one mover
// with the traces of a take.

function archiveBack(): string {
  const defs = linearGradient("archiveWall", [
    [0, PALETTE.paperLight],
    [1, PALETTE.paperDeep],
  ])
  const rng = createRng("archive-back")
  const drawers: string[] = []
  const columns = 12
  const rows = 6
  const gap = 24
  const width = (W - gap * (columns + 1)) / columns
  const height = (H - gap * (rows + 1)) / rows
  for (let c = 0; c < columns; c++)
    for (let r = 0; r < rows; r++) {
      const x = gap + c * (width + gap)
      const y = gap + r * (height + gap)
      const tone = mix(PALETTE.paperDeep, PALETTE.orangeSoft, rng.range(0.2, 0.7))
      drawers.push(
        rect(x, y, width, height, { fill: tone, rx: 8 }) +
          rect(x + width * 0.3, y + height * 0.22, width * 0.4, height * 0.18, {
            fill: PALETTE.paperLight,
            stroke: PALETTE.grey,
            "stroke-width": 2,
            rx: 3,
          }) +
          circle({ x: x + width / 2, y: y + height * 0.66 }, 10, { fill: PALETTE.grey }),
      )
    }
  return svgDocument(W, H, rect(0, 0, W, H, { fill: "url(#archiveWall)" }) + drawers.join(""), defs)
}

function archiveMiddle(): string {
  const activity = ALL_ACTIVITIES.walking
  const count = 8
  const cell = W / count
  const cards = Array.from({ length: count }, (_, i) => {
    const t = i / count
    const cardW = cell * 0.8
    const cardH = cardW * 1.25
    const x = (cell - cardW) / 2
    const y = 260 + 60 * Math.sin(i * 1.3)
    const camera = activityCamera(activity, cardW, cardH, { viewHeight: 2.6, offsetX: 0 })
    const figure = renderFigure(sample(activity, t), camera, { ...PORTRAIT_STYLE, width: 0.05 })
    return el(
      "g",
      { transform: `translate(${i * cell} 0) rotate(${(i % 3) * 4 - 4} ${cell / 2} ${y + cardH / 2})` },
      rect(x + 10, y + 14, cardW, cardH, { fill: PALETTE.greyDark, opacity: 0.12, rx: 10 }) +
        rect(x, y, cardW, cardH, { fill: PALETTE.white, rx: 10 }) +
        el("svg", { x, y, width: cardW, height: cardH, viewBox: `0 0 ${cardW} ${cardH}` }, figure),
    )
  })
  return svgDocument(W, H, cards.join(""))
}

function archiveFront(): string {
  const activity = ALL_ACTIVITIES.flow
  const t = 0.35
  const camera = bannerCamera(0.6, 2.3, 0.95, -0.22)
  const joints = sample(activity, t)
  const trails = renderTrails((tt) => sample(activity, tt), t, camera, {
    joints: ["wristR", "wristL", "ankleR"],
    colour: PALETTE.gold,
    width: 12,
    span: 0.3,
    samples: 24,
    dots: 5,
    opacity: 0.9,
  })
  return svgDocument(
    W,
    H,
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.6) +
      trails +
      renderFigure(joints, camera, { kind: "body", outfit: OUTFITS[3], markers: true }),
    shadowDefs,
  )
}

export async function generateBanners(): Promise<void> {
  const jobs: Array<{ path: string; svg: () => string; kind: "jpg" | "png" }> = [
    { path: "content/banners/layers/technology-sky.jpg", svg: technologySky, kind: "jpg" },
    { path: "content/banners/layers/technology-land.png", svg: technologyLand, kind: "png" },
    { path: "content/banners/layers/technology-subject.png", svg: technologySubject, kind: "png" },
    { path: "content/banners/layers/portraits-back.jpg", svg: portraitsBack, kind: "jpg" },
    { path: "content/banners/layers/portraits-front.png", svg: portraitsFront, kind: "png" },
    { path: "content/banners/layers/people-back.jpg", svg: peopleBack, kind: "jpg" },
    { path: "content/banners/layers/people-middle.png", svg: peopleMiddle, kind: "png" },
    { path: "content/banners/layers/people-front.png", svg: peopleFront, kind: "png" },
    { path: "content/banners/layers/publications-back.jpg", svg: publicationsBack, kind: "jpg" },
    { path: "content/banners/layers/publications-middle.png", svg: publicationsMiddle, kind: "png" },
    { path: "content/banners/layers/publications-front.png", svg: publicationsFront, kind: "png" },
    { path: "content/banners/layers/archive-back.jpg", svg: archiveBack, kind: "jpg" },
    { path: "content/banners/layers/archive-middle.png", svg: archiveMiddle, kind: "png" },
    { path: "content/banners/layers/archive-front.png", svg: archiveFront, kind: "png" },
  ]
  await runLimited(jobs, 2, async (job) => {
    if (job.kind === "jpg") await svgToJpeg(job.svg(), job.path, BANNER_JPEG_QUALITY)
    else await svgToPng(job.svg(), job.path, { palette: true })
  })
}
