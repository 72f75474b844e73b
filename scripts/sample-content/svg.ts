/**
 * Minimal helpers for building SVG markup as strings. Numbers are rounded to
 * one decimal place so output is compact and stable.
 */

export type Point = { x: number; y: number }
export type Attrs = Record<string, string | number | undefined>

/**
 * Format a number compactly: one decimal for coordinates (|v| >= 10), three
 * decimals for small values such as opacities and gradient offsets.
 */
export function num(value: number): string {
  const factor = Math.abs(value) >= 10 ? 10 : 1000
  const rounded = Math.round(value * factor) / factor
  return (rounded === 0 ? 0 : rounded).toString()
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

function renderAttrs(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : escapeAttr(value)}"`)
    .join("")
}

/** Build one element. Children are already-rendered markup. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const inner = children.join("")
  return inner ? `<${tag}${renderAttrs(attrs)}>${inner}</${tag}>` : `<${tag}${renderAttrs(attrs)}/>`
}

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : ""
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${defsBlock}${body}</svg>`
  )
}

export function line(a: Point, b: Point, attrs: Attrs = {}): string {
  return el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...attrs })
}

export function circle(c: Point, r: number, attrs: Attrs = {}): string {
  return el("circle", { cx: c.x, cy: c.y, r, ...attrs })
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}): string {
  return el("rect", { x, y, width, height, ...attrs })
}

export function ellipse(c: Point, rx: number, ry: number, attrs: Attrs = {}): string {
  return el("ellipse", { cx: c.x, cy: c.y, rx, ry, ...attrs })
}

/** Polyline path data ("M x y L x y ..."). */
export function polyPath(points: readonly Point[], closed = false): string {
  if (points.length === 0) return ""
  const body = points.map((p, i) => `${i === 0 ? "M" : "L"}${num(p.x)} ${num(p.y)}`).join("")
  return closed ? `${body}Z` : body
}

/**
 * Smooth path through points using Catmull-Rom converted to cubic Béziers.
 * Gives organic outlines (hills, leaves, fabric) from a handful of points.
 */
export function smoothPath(points: readonly Point[], closed = false, tension = 1): string {
  const n = points.length
  if (n < 3) return polyPath(points, closed)
  const at = (i: number): Point => {
    if (closed) return points[((i % n) + n) % n]
    return points[Math.max(0, Math.min(n - 1, i))]
  }
  const segments = closed ? n : n - 1
  let d = `M${num(at(0).x)} ${num(at(0).y)}`
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const c1 = { x: p1.x + ((p2.x - p0.x) / 6) * tension, y: p1.y + ((p2.y - p0.y) / 6) * tension }
    const c2 = { x: p2.x - ((p3.x - p1.x) / 6) * tension, y: p2.y - ((p3.y - p1.y) / 6) * tension }
    d += `C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`
  }
  return closed ? `${d}Z` : d
}

export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  const stopMarkup = stops
    .map(([offset, colour, opacity]) => el("stop", { offset: offset, "stop-color": colour, "stop-opacity": opacity }))
    .join("")
  return el("linearGradient", { id, ...direction }, stopMarkup)
}

export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  geometry: Attrs = { cx: 0.5, cy: 0.5, r: 0.5 },
): string {
  const stopMarkup = stops
    .map(([offset, colour, opacity]) => el("stop", { offset: offset, "stop-color": colour, "stop-opacity": opacity }))
    .join("")
  return el("radialGradient", { id, ...geometry }, stopMarkup)
}
