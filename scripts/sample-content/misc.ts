/**
 * Remaining images: portraits-page landscape and renderings, annotated
 * drumming moments, the social share card, and the site icons.
 */
import sharp from "sharp"
import { ALL_ACTIVITIES, activityCamera, sample } from "./activities"
import { hill, ridgePoints, skyBackdrop } from "./banners"
import { renderFigure, type LineStyle } from "./figure"
import { runLimited, svgToJpeg, svgToPng, svgToPngBuffer, writeOutput } from "./output"
import { mix, PALETTE } from "./palette"
import { portraitBody } from "./portrait"
import { createRng } from "./rng"
import { makeCamera, makePose, solvePose, type Camera, type JointName } from "./skeleton"
import { circle, el, ellipse, line, linearGradient, polyPath, rect, svgDocument } from "./svg"
import { measureText, textPath } from "./type"

// ---------------------------------------------------------------------------
// Landscape for figures to stand in (2400 x 1000)

function landscape(): string {
  const W = 2400
  const H = 1000
  const rng = createRng("landscape")
  const { defs, body } = skyBackdrop("rgb(200,216,222)", "rgb(244,236,222)", { x: W * 0.28, y: 360 }, "landscape-sky")
  const trees: string[] = []
  const treeRow = (count: number, baseY: number, size: number, colour: string, trunk: string) => {
    for (let i = 0; i < count; i++) {
      const x = rng.range(0, W)
      const y = baseY + rng.range(-18, 18)
      const r = size * rng.range(0.7, 1.2)
      trees.push(
        line({ x, y }, { x, y: y - r * 1.1 }, { stroke: trunk, "stroke-width": r * 0.16 }) +
          ellipse({ x, y: y - r * 1.5 }, r * 0.75, r, { fill: colour }) +
          ellipse({ x: x - r * 0.25, y: y - r * 1.75 }, r * 0.4, r * 0.5, { fill: mix(colour, "#ffffff", 0.12) }),
      )
    }
  }
  const layers: string[] = [hill(ridgePoints("ls-1", 560, 70, 7), "rgb(190,200,190)")]
  treeRow(14, 600, 30, "rgb(150,166,140)", "rgb(120,112,100)")
  layers.push(trees.splice(0).join(""))
  layers.push(hill(ridgePoints("ls-2", 660, 50, 8), "rgb(170,182,150)"))
  treeRow(9, 700, 55, "rgb(124,142,110)", "rgb(100,92,80)")
  layers.push(trees.splice(0).join(""))
  layers.push(hill(ridgePoints("ls-3", 790, 30, 8), "rgb(188,184,140)"))
  layers.push(hill(ridgePoints("ls-4", 900, 16, 6), "rgb(206,194,156)"))
  const grass: string[] = []
  for (let i = 0; i < 220; i++) {
    const x = rng.range(0, W)
    const y = rng.range(880, 1000)
    grass.push(
      line(
        { x, y },
        { x: x + rng.range(-8, 8), y: y - rng.range(14, 30) },
        { stroke: "rgb(150,150,104)", "stroke-width": 3, "stroke-opacity": 0.6 },
      ),
    )
  }
  return svgDocument(W, H, body + layers.join("") + grass.join(""), defs)
}

// ---------------------------------------------------------------------------
// Same movement, two renderings (1200 x 1200, transparent)

const RENDERING_EXPOSURES = [0, 0.08, 0.16, 0.22, 0.26, 0.32, 0.4, 0.5]

function rendering(kind: "dashed" | "thick"): string {
  const size = 1200
  const activity = ALL_ACTIVITIES.harvest
  const camera = activityCamera(activity, size, size, { viewHeight: 2.1 })
  const figures = RENDERING_EXPOSURES.map((t, i) => {
    const f = (i + 1) / RENDERING_EXPOSURES.length
    const colour = mix(PALETTE.orangeSoft, PALETTE.orange, f)
    const style: LineStyle =
      kind === "dashed"
        ? {
            kind: "line",
            width: 0.011,
            near: colour,
            far: colour,
            torso: mix(PALETTE.orangeSoft, PALETTE.greyDark, f),
            head: colour,
            headFill: "none",
            dash: "14 10",
            opacity: 0.5 + 0.5 * f,
          }
        : {
            kind: "line",
            width: 0.06,
            near: colour,
            far: mix(colour, "#ffffff", 0.25),
            torso: mix(PALETTE.orangeSoft, PALETTE.greyDark, f),
            head: colour,
            headFill: mix(PALETTE.gold, "#ffffff", 1 - f),
            opacity: 0.55 + 0.45 * f,
          }
    return renderFigure(sample(activity, t), camera, style)
  })
  return svgDocument(size, size, figures.join(""))
}

// ---------------------------------------------------------------------------
// Drumming moments with time-elapsed annotations (1200 x 800)

const DRUM_LOOP_SECONDS = 2.2
const DRUM_MOMENTS = [0.06, 0.2, 0.34, 0.48]

function drummingAnnotated(moment: number, index: number): string {
  const width = 1200
  const height = 800
  const activity = ALL_ACTIVITIES.drumming
  const camera = activityCamera(activity, width, height, { viewHeight: 1.8, offsetX: 0.12 })
  const { defs, body } = portraitBody({ activity, t: moment, width, height, trailSpan: 0.02 }, camera)
  const steps = 40
  const trails: string[] = []
  const ticks: string[] = []
  for (const joint of ["wristL", "wristR"] as JointName[]) {
    for (let i = 1; i <= steps; i++) {
      const t0 = (moment * (i - 1)) / steps
      const t1 = (moment * i) / steps
      const a = camera.project(sample(activity, t0)[joint])
      const b = camera.project(sample(activity, t1)[joint])
      const f = i / steps
      trails.push(
        line(a, b, {
          stroke: mix(PALETTE.gold, PALETTE.orange, f),
          "stroke-width": 3 + 5 * f,
          "stroke-linecap": "round",
          "stroke-opacity": 0.35 + 0.6 * f,
        }),
      )
    }
    const tickEvery = 0.05
    for (let t = tickEvery; t < moment; t += tickEvery) {
      const p = camera.project(sample(activity, t)[joint])
      ticks.push(
        circle(p, 6, { fill: "#ffffff", stroke: mix(PALETTE.gold, PALETTE.orange, t / moment), "stroke-width": 3 }),
      )
    }
  }
  const elapsed = `t + ${(moment * DRUM_LOOP_SECONDS).toFixed(2)} s`
  const legendX = 60
  const legendY = 190
  const legend =
    el(
      "defs",
      {},
      linearGradient(
        "elapsedLegend",
        [
          [0, PALETTE.gold],
          [1, PALETTE.orange],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ) +
    rect(legendX, legendY, 240, 12, { rx: 6, fill: "url(#elapsedLegend)" }) +
    el("path", {
      d: textPath("0.00 s", { size: 22, weight: 600, x: legendX, y: legendY + 44 }).d,
      fill: PALETTE.grey,
    }) +
    el("path", {
      d: textPath(`${(moment * DRUM_LOOP_SECONDS).toFixed(2)} s`, {
        size: 22,
        weight: 600,
        x: legendX + 240,
        y: legendY + 44,
        anchor: "end",
      }).d,
      fill: PALETTE.grey,
    }) +
    el("path", {
      d: textPath("wrist paths, one dot per 0.11 s", { size: 20, weight: 500, x: legendX, y: legendY + 76 }).d,
      fill: PALETTE.grey,
    })
  const boxWidth = measureText(elapsed, 34, 800) + 48
  const barX = 60
  const barW = 420
  const hud =
    rect(60, 48, boxWidth, 64, { rx: 12, fill: PALETTE.greyDark }) +
    el("path", { d: textPath(elapsed, { size: 34, weight: 800, x: 84, y: 92 }).d, fill: "#ffffff" }) +
    el("path", {
      d: textPath(`Moment ${index + 1} of ${DRUM_MOMENTS.length}`, { size: 24, weight: 600, x: 60, y: 148 }).d,
      fill: PALETTE.grey,
    }) +
    rect(barX, height - 70, barW, 8, { rx: 4, fill: PALETTE.orangeSoft }) +
    rect(barX, height - 70, (barW * moment) / DRUM_MOMENTS[DRUM_MOMENTS.length - 1], 8, {
      rx: 4,
      fill: PALETTE.orange,
    }) +
    DRUM_MOMENTS.map((m) =>
      circle({ x: barX + (barW * m) / DRUM_MOMENTS[DRUM_MOMENTS.length - 1], y: height - 66 }, m <= moment ? 9 : 7, {
        fill: m <= moment ? PALETTE.orange : "#ffffff",
        stroke: PALETTE.orange,
        "stroke-width": 3,
      }),
    ).join("")
  return svgDocument(width, height, body + trails.join("") + ticks.join("") + hud + legend, defs)
}

// ---------------------------------------------------------------------------
// Social share card (1200 x 630)

function shareCard(): string {
  const width = 1200
  const height = 630
  const bands = [PALETTE.orange, PALETTE.orangeSoft, PALETTE.gold, PALETTE.greyDark, PALETTE.grey]
  const bandMarkup = bands
    .map((colour, i) => {
      const x = -200 + i * 110
      return el("path", {
        d: polyPath(
          [
            { x, y: height },
            { x: x + 110, y: height },
            { x: x + 430, y: 0 },
            { x: x + 320, y: 0 },
          ],
          true,
        ),
        fill: colour,
      })
    })
    .join("")
  const activity = ALL_ACTIVITIES.burlesque
  const camera = activityCamera(activity, width, height, { viewHeight: 2.45, offsetX: 0.17 })
  const { defs, body } = portraitBody({ activity, t: 0.3, width, height, ghostLag: 0.06, trailSpan: 0.2 }, camera)
  return svgDocument(width, height, body + bandMarkup, defs)
}

// ---------------------------------------------------------------------------
// Icons

function iconSvg(size: number): string {
  const camera: Camera = makeCamera({
    yaw: 0,
    pitch: 0,
    distance: 5,
    target: [0, 0.9, 0],
    focal: (size / 2.35) * 5,
    center: { x: size / 2, y: size / 2 + size * 0.02 },
  })
  const joints = solvePose(
    makePose({
      armL: { flex: 0.1, abduct: 2.35, bend: 0.4, twist: 0.6 },
      armR: { flex: 0.1, abduct: 1.9, bend: 0.7, twist: 1.2 },
      legL: { flex: 0.2, abduct: 0.3, bend: 0.3 },
      legR: { flex: -0.05, abduct: 0.26, bend: 0.1 },
      trunkRoll: 0.08,
      headTilt: 0.1,
    }),
  )
  const white: LineStyle = {
    kind: "line",
    width: size >= 64 ? 0.1 : 0.13,
    near: "#ffffff",
    far: "#ffffff",
    torso: "#ffffff",
    head: "#ffffff",
    headFill: "#ffffff",
  }
  const radius = size * 0.22
  return svgDocument(
    size,
    size,
    rect(0, 0, size, size, { rx: radius, fill: PALETTE.orange }) + renderFigure(joints, camera, white),
  )
}

/** Build a .ico container holding PNG images (supported by all current browsers). */
function icoFromPngs(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + images.length * 16
  for (const image of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 0)
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 1)
    entry.writeUInt8(0, 2)
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(image.data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += image.data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

async function icons(): Promise<void> {
  await svgToPng(iconSvg(512), "static/icon.png")
  const sizes = [48, 32, 16]
  const images = []
  for (const size of sizes) {
    const png = await sharp(await svgToPngBuffer(iconSvg(size)))
      .png({ compressionLevel: 9 })
      .toBuffer()
    images.push({ size, data: png })
  }
  writeOutput("static/favicon.ico", icoFromPngs(images))
}

export async function generateMisc(): Promise<void> {
  const jobs: Array<() => Promise<void>> = [
    () => svgToJpeg(landscape(), "content/portraits-page/images/landscape.jpg", 76),
    () => svgToPng(rendering("dashed"), "content/portraits-page/images/rendering-dashed.png", { palette: true }),
    () => svgToPng(rendering("thick"), "content/portraits-page/images/rendering-thick.png", { palette: true }),
    ...DRUM_MOMENTS.map(
      (moment, i) => () =>
        svgToJpeg(drummingAnnotated(moment, i), `content/portraits-page/images/drumming-annotated-${i + 1}.jpg`),
    ),
    () => svgToJpeg(shareCard(), "content/site/images/share.jpg", 82),
    icons,
  ]
  await runLimited(jobs, 2, (job) => job())
}
