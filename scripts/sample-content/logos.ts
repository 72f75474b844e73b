/**
 * Sponsor marks: invented typographic logos (NOT the organisations' real
 * logos). Each is the name set in Darker Grotesque as outlined paths plus a
 * small abstract emblem in one accent colour. No ids, so a logo can appear
 * several times on one page.
 */
import { writeOutput } from "./output"
import { PALETTE } from "./palette"
import { el, escapeText, num } from "./svg"
import { measureText, textPath } from "./type"

type EmblemKind = "arcs" | "stride" | "triangles" | "rays" | "books" | "circles" | "hexagon" | "chevrons" | "arrow"

interface SponsorMark {
  file: string
  name: string
  lines: string[]
  accent: string
  emblem: EmblemKind
}

const SPONSORS: readonly SponsorMark[] = [
  {
    file: "doris-duke-foundation",
    name: "Doris Duke Foundation",
    lines: ["Doris Duke", "Foundation"],
    accent: "rgb(47,110,115)",
    emblem: "arcs",
  },
  {
    file: "jacobs-pillow",
    name: "Jacob's Pillow",
    lines: ["Jacob’s", "Pillow"],
    accent: "rgb(155,90,64)",
    emblem: "stride",
  },
  {
    file: "northeastern-camd",
    name: "Northeastern University College of Arts, Media and Design",
    lines: ["Northeastern University", "College of Arts,", "Media and Design"],
    accent: "rgb(160,48,56)",
    emblem: "triangles",
  },
  {
    file: "asu-herberger",
    name: "Herberger Institute for Design and the Arts at Arizona State University",
    lines: ["Herberger Institute for", "Design and the Arts at", "Arizona State University"],
    accent: "rgb(186,138,40)",
    emblem: "rays",
  },
  {
    file: "asu-library",
    name: "Arizona State University Library",
    lines: ["Arizona State", "University Library"],
    accent: "rgb(118,48,84)",
    emblem: "books",
  },
  {
    file: "nea",
    name: "National Endowment for the Arts",
    lines: ["National Endowment", "for the Arts"],
    accent: "rgb(40,66,118)",
    emblem: "circles",
  },
  {
    file: "harvard-radcliffe",
    name: "Harvard Radcliffe Institute",
    lines: ["Harvard Radcliffe", "Institute"],
    accent: "rgb(98,72,140)",
    emblem: "hexagon",
  },
  {
    file: "williams-college",
    name: "Williams College",
    lines: ["Williams", "College"],
    accent: "rgb(66,118,82)",
    emblem: "chevrons",
  },
  {
    file: "irc",
    name: "International Rescue Committee",
    lines: ["International", "Rescue Committee"],
    accent: "rgb(214,112,38)",
    emblem: "arrow",
  },
]

const EMBLEM_SIZE = 104
const GAP = 26
const PADDING = 8
const INK = PALETTE.ink

function emblem(kind: EmblemKind, x: number, y: number, size: number, accent: string): string {
  const c = { x: x + size / 2, y: y + size / 2 }
  const s = size
  switch (kind) {
    case "arcs":
      return (
        [0.5, 0.36, 0.22]
          .map((r, i) =>
            el("path", {
              d: `M${num(x)} ${num(y + s)}A${num(s * r * 2)} ${num(s * r * 2)} 0 0 1 ${num(x + s * r * 2)} ${num(y + s - s * r * 2)}`,
              fill: "none",
              stroke: i === 1 ? INK : accent,
              "stroke-width": s * 0.09,
              "stroke-linecap": "round",
            }),
          )
          .join("") + el("circle", { cx: x + s * 0.78, cy: y + s * 0.22, r: s * 0.12, fill: accent })
      )
    case "stride":
      return (
        el("rect", { x, y, width: s, height: s, rx: s * 0.22, fill: accent }) +
        [0.2, 0.4, 0.6, 0.8]
          .map((f, i) =>
            el("circle", { cx: x + s * f, cy: y + s * (0.78 - f * 0.56), r: s * (0.05 + i * 0.018), fill: "#ffffff" }),
          )
          .join("")
      )
    case "triangles":
      return (
        el("path", {
          d: `M${num(x)} ${num(y + s)}L${num(x + s * 0.5)} ${num(y + s * 0.1)}L${num(x + s)} ${num(y + s)}Z`,
          fill: accent,
        }) +
        el("path", {
          d: `M${num(x + s * 0.25)} ${num(y + s)}L${num(x + s * 0.5)} ${num(y + s * 0.55)}L${num(x + s * 0.75)} ${num(y + s)}Z`,
          fill: "#ffffff",
        })
      )
    case "rays": {
      const rays = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI + (Math.PI * i) / 8
        return el("line", {
          x1: c.x + Math.cos(a) * s * 0.2,
          y1: y + s * 0.78 + Math.sin(a) * s * 0.2,
          x2: c.x + Math.cos(a) * s * 0.5,
          y2: y + s * 0.78 + Math.sin(a) * s * 0.5,
          stroke: accent,
          "stroke-width": s * 0.06,
          "stroke-linecap": "round",
        })
      }).join("")
      return (
        rays +
        el("path", {
          d: `M${num(c.x - s * 0.14)} ${num(y + s * 0.78)}A${num(s * 0.14)} ${num(s * 0.14)} 0 0 1 ${num(c.x + s * 0.14)} ${num(y + s * 0.78)}Z`,
          fill: INK,
        })
      )
    }
    case "books":
      return (
        [0, 1, 2, 3]
          .map((i) =>
            el("rect", {
              x: x + s * (0.08 + i * 0.22),
              y: y + s * (0.15 + (i % 2) * 0.1),
              width: s * 0.16,
              height: s * (0.8 - (i % 2) * 0.1),
              rx: s * 0.03,
              fill: i === 2 ? INK : accent,
            }),
          )
          .join("") + el("rect", { x, y: y + s * 0.95, width: s, height: s * 0.05, fill: INK })
      )
    case "circles":
      return (
        el("circle", {
          cx: x + s * 0.33,
          cy: c.y,
          r: s * 0.3,
          fill: "none",
          stroke: accent,
          "stroke-width": s * 0.08,
        }) +
        el("circle", { cx: x + s * 0.67, cy: c.y, r: s * 0.3, fill: "none", stroke: INK, "stroke-width": s * 0.08 }) +
        el("circle", { cx: c.x, cy: c.y, r: s * 0.08, fill: accent })
      )
    case "hexagon": {
      const points = Array.from({ length: 6 }, (_, i) => {
        const a = Math.PI / 6 + (Math.PI * i) / 3
        return `${num(c.x + Math.cos(a) * s * 0.5)} ${num(c.y + Math.sin(a) * s * 0.5)}`
      })
      return (
        el("path", { d: `M${points.join("L")}Z`, fill: accent }) +
        el("path", {
          d: `M${num(c.x)} ${num(y + s * 0.2)}L${num(c.x)} ${num(y + s * 0.8)}M${num(c.x - s * 0.2)} ${num(c.y)}L${num(c.x + s * 0.2)} ${num(c.y)}`,
          stroke: "#ffffff",
          "stroke-width": s * 0.08,
          "stroke-linecap": "round",
        })
      )
    }
    case "chevrons":
      return [0, 1, 2]
        .map((i) =>
          el("path", {
            d: `M${num(x + s * 0.1)} ${num(y + s * (0.2 + i * 0.27))}L${num(c.x)} ${num(y + s * (0.42 + i * 0.27))}L${num(x + s * 0.9)} ${num(y + s * (0.2 + i * 0.27))}`,
            fill: "none",
            stroke: i === 1 ? INK : accent,
            "stroke-width": s * 0.11,
            "stroke-linejoin": "round",
            "stroke-linecap": "round",
          }),
        )
        .join("")
    case "arrow":
      return (
        el("circle", { cx: c.x, cy: c.y, r: s * 0.48, fill: accent }) +
        el("path", {
          d: `M${num(x + s * 0.28)} ${num(c.y + s * 0.05)}L${num(c.x)} ${num(y + s * 0.3)}L${num(x + s * 0.72)} ${num(c.y + s * 0.05)}M${num(c.x)} ${num(y + s * 0.3)}L${num(c.x)} ${num(y + s * 0.76)}`,
          fill: "none",
          stroke: "#ffffff",
          "stroke-width": s * 0.1,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        })
      )
  }
}

function textSize(lineCount: number): number {
  return lineCount === 1 ? 64 : lineCount === 2 ? 54 : 42
}

export function sponsorSvg(mark: SponsorMark): string {
  const size = textSize(mark.lines.length)
  const lineHeight = size * 0.98
  const textX = PADDING + EMBLEM_SIZE + GAP
  const blockHeight = lineHeight * (mark.lines.length - 1) + size * 0.72
  const height = Math.max(EMBLEM_SIZE, blockHeight) + PADDING * 2
  const firstBaseline = PADDING + (height - PADDING * 2 - blockHeight) / 2 + size * 0.72
  const width = textX + Math.max(...mark.lines.map((l, i) => measureText(l, size, i === 0 ? 700 : 600))) + PADDING
  const text = mark.lines
    .map((l, i) => textPath(l, { size, weight: i === 0 ? 700 : 600, x: textX, y: firstBaseline + i * lineHeight }).d)
    .join("")
  const emblemY = (height - EMBLEM_SIZE) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" role="img">` +
    `<title>${escapeText(mark.name)}</title>` +
    emblem(mark.emblem, PADDING, emblemY, EMBLEM_SIZE, mark.accent) +
    el("path", { d: text, fill: INK }) +
    `</svg>\n`
  )
}

export function generateLogos(): void {
  for (const mark of SPONSORS) writeOutput(`content/sponsors/logos/${mark.file}.svg`, sponsorSvg(mark))
}
