#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (npm lighthouse, Debian Chromium) on every route, mobile and desktop
 * presets, three runs each; prints the median performance score, LCP, TBT, CLS, bytes transferred and
 * JS bytes per page. In the same run it measures a floor per page, the same built HTML with every script
 * removed, and prints our LCP and bytes as ratios to it, and its own score and TBT (what rendering the HTML costs
 * without any script). Figures only: it never fails on time.
 *
 * Both are served by scripts/serve.mjs, which compresses like Netlify (brotli, else gzip), so the byte
 * columns are what a visitor downloads. A second table lists each route's HTML, page-data.json and
 * the scripts its HTML names, raw, brotli and gzip. BENCH_PORT (default 9401) and the next port are used.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import * as http from "node:http"
import { tmpdir } from "node:os"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}
/** The five pages, the archive's index and its first entry; BENCH_ROUTES="/,/archive/" measures a chosen few. */
const firstEntry = JSON.parse(readFileSync(path.join(root, "content", "archive", "archive.json"), "utf8")).entries[0]
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? [
  "/",
  "/portraits/",
  "/technology/",
  "/people/",
  "/publications/",
  "/archive/",
  `/archive/${firstEntry.slug}/`,
]
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/**
 * PaintHolding off: Chrome otherwise keeps the previous frame (Lighthouse's blank page) on screen while a same-origin
 * page loads and reports its first paint when that hold ends, ~1.2 s later, in most runs on this machine. Lantern
 * then counts every request that finished before that paint as paint-blocking. A visitor arriving from another site
 * gets no paint holding, so the page's own first paint is the one to measure.
 */
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-features=PaintHolding"

if (!existsSync(path.join(root, "public", "index.html"))) {
  console.log("No build found: building first (npm run build)…")
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env })
}

/** The floor: the same HTML with every script (and script preload) removed. */
const floorDir = mkdtempSync(path.join(tmpdir(), "mu-floor-"))
cpSync(path.join(root, "public"), floorDir, { recursive: true })
for (const entry of readdirSync(floorDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue
  const file = path.join(entry.parentPath, entry.name)
  const html = readFileSync(file, "utf8")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]+as="script"[^>]*>/g, "")
  writeFileSync(file, html)
}

const serve = (dir, port) =>
  spawn("node", [path.join(root, "scripts", "serve.mjs"), "--port", String(port), "--root", dir], { stdio: "ignore" })
const PORT = Number(process.env.BENCH_PORT ?? 9401)
const servers = [serve(path.join(root, "public"), PORT), serve(floorDir, PORT + 1)]
/** Until both servers answer (a loaded machine can take seconds to start them). */
const waitForServer = async (port) => {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error(`The server on port ${port} did not start`)
}
await Promise.all([waitForServer(PORT), waitForServer(PORT + 1)])

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const lighthouse = (url, preset) => {
  const out = path.join(floorDir, `lh-${Date.now()}.json`)
  const args = [
    url,
    "--output=json",
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--quiet",
    "--only-categories=performance,accessibility",
  ]
  if (preset === "desktop") args.push("--preset=desktop")
  execFileSync(path.join(root, "node_modules", ".bin", "lighthouse"), args, { env, stdio: "ignore", timeout: 180_000 })
  const report = JSON.parse(readFileSync(out, "utf8"))
  rmSync(out)
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  const scripts = report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    a11y: Math.round((report.categories.accessibility.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    js: scripts?.transferSize ?? 0,
    // When Chromium reported the first paint in the unthrottled load Lighthouse observed. Lantern's simulated
    // FCP and LCP count every request that finished before the observed paint, so a late one (paint holding,
    // now switched off in CHROME_FLAGS) inflates both.
    observedFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
  }
}

const measure = (base, route, preset) => {
  const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${route}`, preset))
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`

/** Bytes of one URL as sent with that Accept-Encoding (the body length on the wire). */
const transfer = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "HEAD", headers: { "Accept-Encoding": acceptEncoding } },
      (response) => {
        response.resume()
        resolve(Number(response.headers["content-length"] ?? 0))
      },
    )
    request.on("error", reject)
    request.end()
  })
/**
 * The scripts a route's HTML starts: the list in the starter's data-scripts attribute that replaces Gatsby's
 * <script src> tags (src/gatsby-node/start-scripts.ts), plus any <script src> left; the page's own chunks follow
 * (Lighthouse's JS column).
 */
const firstViewScripts = (html) => {
  const started = /<script id="start-scripts" data-scripts="([^"]*)"/.exec(html)?.[1]
  return [
    ...(started ? JSON.parse(started.replace(/&quot;/g, '"')) : []),
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
  ]
}
const byteRows = []
const bytesOf = async (base, route) => {
  const html = await (await fetch(`${base}${route}`)).text()
  const dataPath = `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`
  const groups = { HTML: [route], "page-data": [dataPath], "scripts in the HTML": firstViewScripts(html) }
  const row = { route }
  for (const [name, urls] of Object.entries(groups)) {
    const sum = async (encoding) =>
      (await Promise.all(urls.map((u) => transfer(`${base}${u}`, encoding)))).reduce((a, b) => a + b, 0)
    const [raw, br, gzip] = await Promise.all([sum("identity"), sum("br"), sum("gzip")])
    row[name] = `${kb(raw)} / ${kb(br)} / ${kb(gzip)}`
  }
  byteRows.push(row)
}

const rows = []
try {
  for (const route of ROUTES) await bytesOf(`http://127.0.0.1:${PORT}`, route)
  console.log("\nBytes per route, raw / brotli / gzip, as scripts/serve.mjs sends them:")
  console.table(byteRows)

  for (const route of ROUTES) {
    for (const preset of ["mobile", "desktop"]) {
      const ours = measure(`http://127.0.0.1:${PORT}`, route, preset)
      const floor = measure(`http://127.0.0.1:${PORT + 1}`, route, preset)
      rows.push({
        route,
        preset,
        perf: ours.score,
        // The floor's own score and blocking time: what parsing, styling, laying out and painting the HTML, its
        // fonts and its pictures cost with no script at all. Our TBT above it is roughly what the scripts add.
        "floor perf": floor.score,
        a11y: ours.a11y,
        "LCP ms": Math.round(ours.lcp),
        "TBT ms": Math.round(ours.tbt),
        "floor TBT ms": Math.round(floor.tbt),
        CLS: ours.cls.toFixed(3),
        "bytes (wire)": kb(ours.bytes),
        "JS (wire)": kb(ours.js),
        "observed FCP ms": Math.round(ours.observedFcp),
        "LCP ÷ floor": (ours.lcp / floor.lcp).toFixed(2),
        "bytes ÷ floor": (ours.bytes / floor.bytes).toFixed(2),
      })
      console.log(`measured ${route} (${preset})`)
    }
  }
} finally {
  for (const server of servers) server.kill()
  rmSync(floorDir, { recursive: true, force: true })
}
console.log(`\nLighthouse ${RUNS} runs each, medians (floor: the same HTML without scripts):`)
console.table(rows)
