/**
 * 3:4 thumbnails drawn as SVG: publication covers (matching the PDFs' title
 * pages) and invented press clippings. All text is outlined Darker Grotesque.
 */
import { ALL_ACTIVITIES, activityCamera, type ActivityId } from "./activities"
import { runLimited, svgToJpeg } from "./output"
import { PALETTE } from "./palette"
import { mocapBody, portraitBody } from "./portrait"
import { PUBLICATIONS, type Publication } from "./publications-data"
import { createRng } from "./rng"
import { circle, el, line, linearGradient, rect, svgDocument } from "./svg"
import { textPath, wrapText, type Weight } from "./type"

const WIDTH = 900
const HEIGHT = 1200
const THUMB_QUALITY = 80

interface TextStyle {
  size: number
  weight?: Weight
  fill: string
  lineHeight?: number
  tracking?: number
  anchor?: "start" | "middle" | "end"
  opacity?: number
}

/** Wrapped, outlined text. Returns markup and the y below the last line. */
function textBlock(
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle,
): { svg: string; bottom: number } {
  const weight = style.weight ?? 600
  const lineHeight = style.lineHeight ?? style.size * 1.05
  const lines = wrapText(text, maxWidth, style.size, weight)
  const d = lines
    .map(
      (l, i) =>
        textPath(l, {
          size: style.size,
          weight,
          x,
          y: y + i * lineHeight,
          tracking: style.tracking,
          anchor: style.anchor,
        }).d,
    )
    .join("")
  return {
    svg: el("path", { d, fill: style.fill, opacity: style.opacity }),
    bottom: y + (lines.length - 1) * lineHeight,
  }
}

/** Placeholder body copy: rounded grey bars of varying length. */
function textBars(
  x: number,
  y: number,
  width: number,
  lines: number,
  seed: string,
  lineGap = 22,
  colour: string = PALETTE.orangeSoft,
): string {
  const rng = createRng(seed)
  const bars: string[] = []
  for (let i = 0; i < lines; i++) {
    const last = i === lines - 1 || rng.next() < 0.12
    const w = last ? width * rng.range(0.35, 0.7) : width * rng.range(0.88, 1)
    bars.push(rect(x, y + i * lineGap, w, lineGap * 0.42, { rx: lineGap * 0.21, fill: colour }))
  }
  return bars.join("")
}

/** A movement portrait placed into a rectangle of the card (transparent background). */
function motif(
  activity: ActivityId,
  t: number,
  x: number,
  y: number,
  width: number,
  height: number,
  framingScale = 1,
): string {
  const act = ALL_ACTIVITIES[activity]
  const camera = activityCamera(act, width, height, { viewHeight: act.framing.viewHeight * framingScale })
  const { defs, body } = portraitBody({ activity: act, t, width, height, transparent: true, ghostLag: 0.05 }, camera)
  return el("svg", { x, y, width, height, viewBox: `0 0 ${width} ${height}` }, `<defs>${defs}</defs>` + body)
}

function publicationCover(pub: Publication): string {
  const margin = 78
  const inner = WIDTH - margin * 2
  const defs = linearGradient("coverPaper", [
    [0, PALETTE.paperLight],
    [1, "rgb(238,232,224)"],
  ])
  const kicker = textPath(`${pub.kind.toUpperCase()}  ·  ${pub.year}`, {
    size: 24,
    weight: 600,
    x: margin,
    y: 150,
    tracking: 0.12,
  })
  const title = textBlock(pub.title, margin, 262, inner, { size: 92, weight: 800, fill: PALETTE.ink, lineHeight: 86 })
  const subtitle = pub.subtitle
    ? textBlock(pub.subtitle, margin, title.bottom + 78, inner, {
        size: 44,
        weight: 500,
        fill: PALETTE.orange,
        lineHeight: 46,
      })
    : { svg: "", bottom: title.bottom }
  const names = pub.authors.map((a) => a.name)
  const authorLine =
    names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ")
  const authors = textBlock(authorLine, margin, subtitle.bottom + 72, inner, {
    size: 30,
    weight: 600,
    fill: PALETTE.greyDark,
    lineHeight: 34,
  })
  const motifTop = Math.max(authors.bottom + 30, 640)
  const venue = textBlock(pub.venue, margin, HEIGHT - 92, inner, {
    size: 26,
    weight: 500,
    fill: PALETTE.grey,
    lineHeight: 28,
  })
  const body =
    rect(0, 0, WIDTH, HEIGHT, { fill: "url(#coverPaper)" }) +
    rect(0, 0, WIDTH, 22, { fill: pub.accent }) +
    rect(margin, 176, 60, 5, { fill: pub.accent }) +
    el("path", { d: kicker.d, fill: PALETTE.grey }) +
    title.svg +
    subtitle.svg +
    authors.svg +
    motif(pub.motif, 0.3, margin - 20, motifTop, inner + 40, HEIGHT - 150 - motifTop) +
    line(
      { x: margin, y: HEIGHT - 140 },
      { x: WIDTH - margin, y: HEIGHT - 140 },
      { stroke: PALETTE.orangeSoft, "stroke-width": 2 },
    ) +
    venue.svg
  return svgDocument(WIDTH, HEIGHT, body, defs)
}

// ---------------------------------------------------------------------------
// Press clippings (invented outlets and headlines)

function talkSeriesCard(): string {
  const margin = 70
  const rng = createRng("talk-series")
  const dots: string[] = []
  for (let i = 0; i < 90; i++)
    dots.push(
      circle({ x: rng.range(0, WIDTH), y: rng.range(0, 420) }, rng.range(1.5, 4), {
        fill: PALETTE.gold,
        "fill-opacity": rng.range(0.2, 0.7),
      }),
    )
  const title = textBlock("Dancerly Intelligences", margin, 300, WIDTH - margin * 2, {
    size: 118,
    weight: 800,
    fill: PALETTE.paperLight,
    lineHeight: 104,
  })
  const sub = textBlock(
    "A talk series on movement, machines and the knowledge held in bodies",
    margin,
    title.bottom + 80,
    WIDTH - margin * 2,
    { size: 38, weight: 500, fill: PALETTE.gold, lineHeight: 42 },
  )
  const session = textPath("SESSION 04  ·  THE MOVEMENT UNDERCOMMONS", {
    size: 24,
    weight: 700,
    x: margin,
    y: 150,
    tracking: 0.1,
  })
  const figures = [0, 0.2, 0.4, 0.6]
    .map((t, i) => motif("burlesque", t, margin + i * 190 - 20, 760, 230, 330, 1.05))
    .join("")
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: PALETTE.greyDark }) +
      dots.join("") +
      el("path", { d: session.d, fill: PALETTE.orangeSoft }) +
      title.svg +
      sub.svg +
      rect(margin - 10, 740, WIDTH - margin * 2 + 20, 370, { rx: 18, fill: PALETTE.paper }) +
      figures +
      el("path", {
        d: textPath("Thursday evenings  ·  Studio Theatre  ·  Free", { size: 28, weight: 600, x: margin, y: 1165 }).d,
        fill: PALETTE.paperLight,
      }),
  )
}

function magazineFeature(): string {
  const margin = 60
  const masthead = textPath("KINETIC QUARTERLY", { size: 40, weight: 800, x: margin, y: 96, tracking: 0.18 })
  const issue = textPath("Issue 31  ·  Features", { size: 24, weight: 600, x: WIDTH - margin, y: 96, anchor: "end" })
  const headline = textBlock(
    "When robots learn to dance, whose moves do they learn?",
    margin,
    220,
    WIDTH - margin * 2,
    { size: 64, weight: 800, fill: PALETTE.ink, lineHeight: 62 },
  )
  const standfirst = textBlock(
    "Artists and engineers are rethinking motion data from the ground up.",
    margin,
    headline.bottom + 62,
    WIDTH - margin * 2,
    { size: 32, weight: 500, fill: PALETTE.orange, lineHeight: 36 },
  )
  const imageTop = standfirst.bottom + 40
  const imageHeight = 420
  const columnWidth = (WIDTH - margin * 2 - 40) / 2
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: "#fbfaf8" }) +
      el("path", { d: masthead.d, fill: PALETTE.ink }) +
      el("path", { d: issue.d, fill: PALETTE.grey }) +
      line({ x: margin, y: 124 }, { x: WIDTH - margin, y: 124 }, { stroke: PALETTE.ink, "stroke-width": 3 }) +
      headline.svg +
      standfirst.svg +
      rect(margin, imageTop, WIDTH - margin * 2, imageHeight, { fill: PALETTE.mocapBg }) +
      el(
        "svg",
        {
          x: margin,
          y: imageTop,
          width: WIDTH - margin * 2,
          height: imageHeight,
          viewBox: `0 0 ${WIDTH - margin * 2} ${imageHeight}`,
        },
        mocapMini(WIDTH - margin * 2, imageHeight),
      ) +
      textBars(
        margin,
        imageTop + imageHeight + 40,
        columnWidth,
        Math.floor((HEIGHT - imageTop - imageHeight - 70) / 24),
        "mag-a",
        24,
      ) +
      textBars(
        margin + columnWidth + 40,
        imageTop + imageHeight + 40,
        columnWidth,
        Math.floor((HEIGHT - imageTop - imageHeight - 70) / 24),
        "mag-b",
        24,
      ),
  )
}

function mocapMini(width: number, height: number): string {
  const activity = ALL_ACTIVITIES.drumming
  const camera = activityCamera(activity, width, height, { viewHeight: 1.9 })
  const { defs, body } = mocapBody({ activity, t: 0.2, width, height, frameNumber: 2210, hud: false }, camera)
  return `<defs>${defs}</defs>${body}`
}

function exhibitionCard(): string {
  const margin = 70
  const rng = createRng("glitter")
  const sparkles: string[] = []
  for (let i = 0; i < 160; i++) {
    const x = rng.range(0, WIDTH)
    const y = rng.range(520, 1000)
    const r = rng.range(1.5, 5)
    sparkles.push(
      el("path", {
        d: `M${x} ${y - r * 2.2}L${x + r * 0.5} ${y}L${x} ${y + r * 2.2}L${x - r * 0.5} ${y}Z M${x - r * 2.2} ${y}L${x} ${y - r * 0.5}L${x + r * 2.2} ${y}L${x} ${y + r * 0.5}Z`,
        fill: rng.pick([PALETTE.gold, "#ffffff", PALETTE.orangeSoft]),
        opacity: rng.range(0.4, 0.95),
      }),
    )
  }
  const title = textBlock("A Glittering Field", margin, 200, WIDTH - margin * 2, {
    size: 110,
    weight: 800,
    fill: PALETTE.ink,
    lineHeight: 100,
  })
  const sub = textBlock(
    "Movement portraits from kitchens, streets and pepper rows",
    margin,
    title.bottom + 70,
    WIDTH - margin * 2,
    { size: 34, weight: 500, fill: PALETTE.orange, lineHeight: 38 },
  )
  const defs = linearGradient("fieldSky", [
    [0, PALETTE.paperLight],
    [0.45, "rgb(244,232,210)"],
    [1, "rgb(216,190,150)"],
  ])
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: "url(#fieldSky)" }) +
      sparkles.join("") +
      title.svg +
      sub.svg +
      motif("harvest", 0.26, 30, 480, 840, 560, 1.1) +
      rect(0, HEIGHT - 150, WIDTH, 150, { fill: PALETTE.greyDark }) +
      el("path", {
        d: textPath("EXHIBITION  ·  GALLERY FOUR  ·  OPENING FRIDAY", {
          size: 26,
          weight: 700,
          x: margin,
          y: HEIGHT - 80,
          tracking: 0.08,
        }).d,
        fill: PALETTE.gold,
      }),
    defs,
  )
}

function universityNews(): string {
  const margin = 60
  const header = textPath("Eastbrook University  |  News", { size: 34, weight: 700, x: margin, y: 78 })
  const headline = textBlock(
    "Movement archive project awarded arts and humanities grant",
    margin,
    230,
    WIDTH - margin * 2,
    { size: 60, weight: 800, fill: PALETTE.ink, lineHeight: 60 },
  )
  const byline = textPath("By Staff Writer  ·  Research", { size: 24, weight: 600, x: margin, y: headline.bottom + 60 })
  const imageTop = headline.bottom + 96
  const imageHeight = 400
  const caption = textPath("Participants record everyday movement with small wearable sensors.", {
    size: 22,
    weight: 500,
    x: margin,
    y: imageTop + imageHeight + 36,
  })
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: "#ffffff" }) +
      rect(0, 0, WIDTH, 120, { fill: "rgb(60,58,57)" }) +
      el("path", { d: header.d, fill: "#ffffff" }) +
      rect(margin, 150, 130, 34, { rx: 17, fill: PALETTE.gold }) +
      el("path", {
        d: textPath("GRANTS", { size: 22, weight: 700, x: margin + 65, y: 174, anchor: "middle", tracking: 0.1 }).d,
        fill: PALETTE.ink,
      }) +
      headline.svg +
      el("path", { d: byline.d, fill: PALETTE.grey }) +
      rect(margin, imageTop, WIDTH - margin * 2, imageHeight, { fill: PALETTE.paper }) +
      motif("pastry", 0.3, margin, imageTop, WIDTH - margin * 2, imageHeight, 1.0) +
      el("path", { d: caption.d, fill: PALETTE.grey }) +
      textBars(
        margin,
        imageTop + imageHeight + 76,
        WIDTH - margin * 2,
        Math.floor((HEIGHT - imageTop - imageHeight - 100) / 26),
        "news",
        26,
        "rgb(222,218,214)",
      ),
  )
}

export async function generateThumbnails(): Promise<void> {
  const jobs: Array<{ path: string; svg: () => string }> = [
    ...PUBLICATIONS.map((pub) => ({
      path: `content/publications/thumbnails/${pub.slug}.jpg`,
      svg: () => publicationCover(pub),
    })),
    { path: "content/press/thumbnails/dancerly-intelligences.jpg", svg: talkSeriesCard },
    { path: "content/press/thumbnails/choreo-robotics.jpg", svg: magazineFeature },
    { path: "content/press/thumbnails/glittering-field.jpg", svg: exhibitionCard },
    { path: "content/press/thumbnails/university-news.jpg", svg: universityNews },
  ]
  await runLimited(jobs, 2, async (job) => svgToJpeg(job.svg(), job.path, THUMB_QUALITY))
}
