/**
 * Looping videos: frames are rendered as SVG -> PNG into a temporary folder
 * and encoded with ffmpeg using bit-exact, single-threaded settings.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { ALL_ACTIVITIES, activityCamera, sample, type Activity, type ActivityId } from "./activities"
import { groundShadow, PORTRAIT_STYLE, renderFigure, renderTrails, type LineStyle } from "./figure"
import { TAU, wrap } from "./motion"
import {
  prepareOutputPath,
  recordExternalOutput,
  runLimited,
  svgToJpegBuffer,
  svgToPngBuffer,
  writeOutput,
} from "./output"
import { PALETTE } from "./palette"
import { mocapBody, portraitBody } from "./portrait"
import { SHADOW_GRADIENT_ID } from "./scene"
import { rotateJoints, type Joints } from "./skeleton"
import { el, radialGradient, rect, svgDocument } from "./svg"

const FPS = 24

export function hasFfmpeg(): boolean {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

interface VideoSpec {
  output: string
  poster: string
  width: number
  height: number
  seconds: number
  frame(index: number, count: number): string
  /** Add a quiet synthesized tone bed (AAC). */
  audio?: boolean
}

const X264_ARGS = ["-c:v", "libx264", "-preset", "slow", "-crf", "28", "-pix_fmt", "yuv420p", "-threads", "1"]
const BITEXACT_ARGS = [
  "-fflags",
  "+bitexact",
  "-flags:v",
  "+bitexact",
  "-map_metadata",
  "-1",
  "-movflags",
  "+faststart",
]

function audioInputs(seconds: number): string[] {
  const tone = (frequency: number) => [
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`,
  ]
  return [...tone(196), ...tone(293.66), ...tone(392)]
}

function audioArgs(seconds: number): string[] {
  const fadeOut = seconds - 1.5
  return [
    "-filter_complex",
    `[1:a][2:a][3:a]amix=inputs=3:normalize=0,volume=0.12,tremolo=f=0.25:d=0.35,afade=t=in:d=1.5,afade=t=out:st=${fadeOut}:d=1.5[a]`,
    "-map",
    "0:v",
    "-map",
    "[a]",
    "-c:a",
    "aac",
    "-b:a",
    "48k",
    "-ac",
    "1",
    "-flags:a",
    "+bitexact",
    "-shortest",
  ]
}

async function renderVideo(spec: VideoSpec): Promise<void> {
  const count = Math.round(spec.seconds * FPS)
  const dir = mkdtempSync(path.join(tmpdir(), "mu-frames-"))
  try {
    const indices = Array.from({ length: count }, (_, i) => i)
    await runLimited(indices, 2, async (i) => {
      const svg = spec.frame(i, count)
      writeFileSync(
        path.join(dir, `frame-${String(i).padStart(4, "0")}.png`),
        await svgToPngBuffer(svg, { fast: true }),
      )
      if (i === 0) writeOutput(spec.poster, await svgToJpegBuffer(svg, 82))
    })
    const target = prepareOutputPath(spec.output)
    const args = [
      "-y",
      "-v",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(dir, "frame-%04d.png"),
      ...(spec.audio ? audioInputs(spec.seconds) : []),
      ...(spec.audio ? audioArgs(spec.seconds) : ["-an"]),
      ...X264_ARGS,
      ...BITEXACT_ARGS,
      target,
    ]
    execFileSync("ffmpeg", args, { stdio: ["ignore", "ignore", "inherit"] })
    recordExternalOutput(spec.output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------
// Hero: a figure turning slowly in place, with ghosted, time-remapped motion.

const HERO_BG = "rgb(240,240,240)"

function heroJoints(t: number): Joints {
  const remapped = wrap(t + 0.06 * Math.sin(TAU * t))
  const joints = sample(ALL_ACTIVITIES.flow, remapped)
  return rotateJoints(joints, TAU * t, [0, 0, 0])
}

function heroFrame(index: number, count: number, width: number, height: number): string {
  const t = index / count
  const activity = ALL_ACTIVITIES.flow
  const camera = activityCamera(activity, width, height, { yaw: 0.25 })
  const joints = heroJoints(t)
  const ghostStyle: LineStyle = {
    ...PORTRAIT_STYLE,
    width: 0.022,
    near: PALETTE.orangeSoft,
    far: PALETTE.orangeSoft,
    torso: PALETTE.orangeSoft,
    head: PALETTE.orangeSoft,
    headFill: "none",
    marker: undefined,
  }
  const ghosts = [5, 4, 3, 2, 1]
    .map((k) => renderFigure(heroJoints(t - k * 0.018), camera, { ...ghostStyle, opacity: 0.12 + (5 - k) * 0.07 }))
    .join("")
  const trails = renderTrails(heroJoints, t, camera, {
    joints: activity.trailJoints,
    colour: PALETTE.gold,
    width: 6,
    span: 0.12,
    samples: 18,
    dots: 0,
    opacity: 0.9,
  })
  const defs = radialGradient(SHADOW_GRADIENT_ID, [
    [0, PALETTE.greyDark, 0.22],
    [0.6, PALETTE.greyDark, 0.08],
    [1, PALETTE.greyDark, 0],
  ])
  const body =
    rect(0, 0, width, height, { fill: HERO_BG }) +
    groundShadow(joints, camera, SHADOW_GRADIENT_ID, 0.6) +
    ghosts +
    trails +
    renderFigure(joints, camera, PORTRAIT_STYLE)
  return svgDocument(width, height, body, defs)
}

// ---------------------------------------------------------------------------
// Archive: four small motion-tracking clips in a grid.

const ARCHIVE_CELLS: ReadonlyArray<{ id: ActivityId; cycles: number }> = [
  { id: "drumming", cycles: 1 },
  { id: "walking", cycles: 4 },
  { id: "traffic", cycles: 1 },
  { id: "harvest", cycles: 1 },
]

function archiveFrame(index: number, count: number, width: number, height: number): string {
  const cellW = width / 2
  const cellH = height / 2
  const cells = ARCHIVE_CELLS.map((cell, i) => {
    const activity = ALL_ACTIVITIES[cell.id]
    const camera = activityCamera(activity, cellW, cellH, { viewHeight: activity.framing.viewHeight * 1.12 })
    const t = wrap((cell.cycles * index) / count)
    const { defs, body } = mocapBody(
      { activity, t, width: cellW, height: cellH, frameNumber: index, hud: false, scrollFloor: cell.id === "walking" },
      camera,
    )
    const x = (i % 2) * cellW
    const y = Math.floor(i / 2) * cellH
    return el(
      "svg",
      { x, y, width: cellW, height: cellH, viewBox: `0 0 ${cellW} ${cellH}` },
      `<defs>${defs}</defs>${body}`,
    )
  }).join("")
  const dividers =
    rect(cellW - 1, 0, 2, height, { fill: "#0e0e0e" }) + rect(0, cellH - 1, width, 2, { fill: "#0e0e0e" })
  return svgDocument(width, height, cells + dividers)
}

// ---------------------------------------------------------------------------
// Montage: cuts between activities every 1.5 s.

const MONTAGE: readonly ActivityId[] = ["drumming", "burlesque", "traffic", "harvest"]
const MONTAGE_SEGMENT_SECONDS = 1.5

function montageFrame(index: number, _count: number, width: number, height: number): string {
  const perSegment = MONTAGE_SEGMENT_SECONDS * FPS
  const segment = Math.floor(index / perSegment) % MONTAGE.length
  const local = (index % perSegment) / perSegment
  const activity: Activity = ALL_ACTIVITIES[MONTAGE[segment]]
  const t = wrap(0.1 + local * 0.6)
  const camera = activityCamera(activity, width, height)
  const { defs, body } = portraitBody({ activity, t, width, height, ghostLag: 0.04 }, camera)
  return svgDocument(width, height, body, defs)
}

// ---------------------------------------------------------------------------
// Interview: a seated figure, idle motion, lower-third bars without text.

function interviewFrame(index: number, count: number, width: number, height: number): string {
  const activity = ALL_ACTIVITIES.interview
  const t = index / count
  const camera = activityCamera(activity, width, height)
  const { defs, body } = portraitBody({ activity, t, width, height, trailSpan: 0.04 }, camera)
  const barX = width * 0.06
  const barY = height * 0.76
  const lowerThird =
    rect(barX, barY, width * 0.36, 46, { rx: 6, fill: PALETTE.greyDark, "fill-opacity": 0.88 }) +
    rect(barX + 18, barY + 14, width * 0.22, 8, { rx: 4, fill: "#ffffff", "fill-opacity": 0.92 }) +
    rect(barX + 18, barY + 28, width * 0.14, 6, { rx: 3, fill: PALETTE.gold }) +
    rect(barX, barY + 52, width * 0.24, 24, { rx: 5, fill: PALETTE.orange, "fill-opacity": 0.9 }) +
    rect(barX + 14, barY + 61, width * 0.15, 6, { rx: 3, fill: "#ffffff", "fill-opacity": 0.85 })
  const window =
    rect(width * 0.08, height * 0.1, width * 0.22, height * 0.42, { fill: "#ffffff", "fill-opacity": 0.45, rx: 4 }) +
    rect(width * 0.188, height * 0.1, 4, height * 0.42, { fill: PALETTE.orangeSoft, "fill-opacity": 0.6 })
  return svgDocument(width, height, body.replace(/(<rect[^>]*url\(#glow\)[^>]*\/>)/, `$1${window}`) + lowerThird, defs)
}

export async function generateVideos(): Promise<void> {
  const specs: VideoSpec[] = [
    {
      output: "content/landing/videos/hero.mp4",
      poster: "content/landing/videos/hero-poster.jpg",
      width: 960,
      height: 540,
      seconds: 6,
      frame: (i, n) => heroFrame(i, n, 960, 540),
    },
    {
      output: "content/landing/videos/archive.mp4",
      poster: "content/landing/videos/archive-poster.jpg",
      width: 720,
      height: 480,
      seconds: 4,
      frame: (i, n) => archiveFrame(i, n, 720, 480),
    },
    {
      output: "content/landing/videos/montage.mp4",
      poster: "content/landing/videos/montage-poster.jpg",
      width: 960,
      height: 540,
      seconds: 6,
      frame: (i, n) => montageFrame(i, n, 960, 540),
    },
    {
      output: "content/portraits-page/videos/interview.mp4",
      poster: "content/portraits-page/videos/interview-poster.jpg",
      width: 960,
      height: 540,
      seconds: 12,
      frame: (i, n) => interviewFrame(i, n, 960, 540),
      audio: true,
    },
  ]
  for (const spec of specs) await renderVideo(spec)
}
