#!/usr/bin/env node
/**
 * `npm run bench:portraits`: what /portraits/ costs and how well its flipbooks play, in figures.
 * Serves the built site (or reuses a server already on BENCH_PORT), loads the page in Chromium at a
 * phone and a desktop size with an empty cache, and prints for each:
 *   - bytes transferred and image requests before any scroll,
 *   - bytes transferred after scrolling slowly to the bottom,
 *   - per flipbook: how many 400 ms ticks it made and the share at which the frame on show was fully
 *     decoded (loaded, has pixels, and its decode() had resolved for that very file; goal 100%),
 *   - the most frames mounted and decoded at once, and what those decoded frames weigh in memory.
 * It measures; it never fails on a time. Needs `npm run build` first.
 */
import { chromium } from "@playwright/test"
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const PORT = Number(process.env.BENCH_PORT ?? 9305)
const BASE = `http://127.0.0.1:${PORT}`
const ROUTE = "/portraits/"
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]
/** Scrolling: a third of a viewport per step, a pause long enough for a frame or two per step. */
const SCROLL_STEP_SHARE = 1 / 3
const SCROLL_PAUSE_MS = 500
const SETTLE_MS = 1500
/** The slideshow interval (src/constants.ts PORTRAIT_FRAME_INTERVAL_MS; this script runs without TypeScript). */
const FRAME_INTERVAL_MS = 400
/** How many of the largest early requests to list. */
const HEAVIEST = 5

const answers = async () => {
  try {
    return (await fetch(`${BASE}${ROUTE}`)).ok
  } catch {
    return false
  }
}

let stopping = false

const startServer = async () => {
  if (await answers()) return undefined
  if (!existsSync(path.join(root, "public", "portraits", "index.html"))) {
    console.error("No built site in public/: run `npm run build` first.")
    process.exit(1)
  }
  const server = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["serve", "-H", "127.0.0.1", "-p", String(PORT)],
    {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  )
  // Drained so a full pipe never blocks it; kept short for the error message.
  let log = ""
  const keep = (chunk) => (log = (log + chunk).slice(-2000))
  server.stdout.on("data", keep)
  server.stderr.on("data", keep)
  server.on("exit", (code, signal) => {
    server.exited = true
    if (!stopping) console.error(`gatsby serve stopped early (${signal ?? `exit ${code}`}):\n${log}`)
  })
  for (let i = 0; i < 120 && !(await answers()); i++) await new Promise((r) => setTimeout(r, 500))
  if (!(await answers())) {
    process.kill(-server.pid)
    console.error(`gatsby serve did not answer on ${BASE}`)
    process.exit(1)
  }
  return server
}

/** Installed before any page script: records every frame change and samples decoded memory. */
const instrument = () => {
  const bench = { ticks: {}, peakMounted: 0, peakDecoded: 0, peakDecodedBytes: 0 }
  window.__bench = bench
  const shownIsDecoded = (figure) => {
    const shown = figure.querySelector("img[data-shown]")
    return !!shown && shown.complete && shown.naturalWidth > 0 && shown.dataset.decoded === shown.currentSrc
  }
  const start = () => {
    const observer = new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        // A tick is a frame change while cycling; going back to the first still when released is not.
        if (target.dataset.state !== "cycling") continue
        const slug = target.dataset.flipbook
        const entry = (bench.ticks[slug] ??= { ticks: 0, decoded: 0 })
        entry.ticks += 1
        if (shownIsDecoded(target)) entry.decoded += 1
      }
    })
    document
      .querySelectorAll("[data-flipbook]")
      .forEach((f) => observer.observe(f, { attributes: true, attributeFilter: ["data-frame"] }))
    setInterval(() => {
      const mounted = document.querySelectorAll("[data-flipbook] img[data-frame-index]")
      const decoded = [...mounted].filter((img) => img.dataset.decoded !== undefined)
      const bytes = decoded.reduce((sum, img) => sum + img.naturalWidth * img.naturalHeight * 4, 0)
      bench.peakMounted = Math.max(bench.peakMounted, mounted.length)
      bench.peakDecoded = Math.max(bench.peakDecoded, decoded.length)
      bench.peakDecodedBytes = Math.max(bench.peakDecodedBytes, bytes)
    }, 100)
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start)
  else start()
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const sum = (list) => list.reduce((total, r) => total + r.bytes, 0)

const measure = async (browser, viewport) => {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.addInitScript(instrument)
  const requests = []
  page.on("requestfinished", async (request) => {
    const entry = { url: request.url(), type: request.resourceType(), bytes: 0 }
    requests.push(entry)
    const sizes = await request.sizes().catch(() => undefined)
    if (sizes) entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize
  })
  await page.goto(`${BASE}${ROUTE}`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(SETTLE_MS)
  const before = requests.slice()
  await page.evaluate(
    async ({ share, pause }) => {
      const step = window.innerHeight * share
      for (let y = 0; y + window.innerHeight < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, pause))
      }
      window.scrollTo(0, document.documentElement.scrollHeight)
    },
    { share: SCROLL_STEP_SHARE, pause: SCROLL_PAUSE_MS },
  )
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(SETTLE_MS)
  const bytesScrolled = sum(requests)
  const imagesScrolled = requests.filter((r) => r.type === "image").length
  // Then a full cycle of each flipbook in turn, centred on screen, for enough ticks to judge by.
  for (const figure of await page.locator("[data-flipbook]").all()) {
    await figure.evaluate((f) => f.scrollIntoView({ block: "center" }))
    const element = await figure.elementHandle()
    await page
      .waitForFunction((f) => f.dataset.state === "cycling", element, { timeout: 10_000 })
      .catch(() => undefined)
    const frames = await figure.locator("img[data-frame-index]").count()
    await page.waitForTimeout((frames + 1) * FRAME_INTERVAL_MS)
  }
  const bench = await page.evaluate(() => window.__bench)
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  await context.close()
  return {
    viewport,
    pageHeight,
    bytesBefore: sum(before),
    imagesBefore: before.filter((r) => r.type === "image").length,
    requestsBefore: before.length,
    bytesAfter: bytesScrolled,
    imagesAfter: imagesScrolled,
    heaviestBefore: before.sort((a, b) => b.bytes - a.bytes).slice(0, HEAVIEST),
    bench,
  }
}

const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
})
try {
  for (const viewport of VIEWPORTS) {
    const r = await measure(browser, viewport)
    console.log(`\n${ROUTE} at ${viewport.width}×${viewport.height} (page ${r.pageHeight}px tall, empty cache)`)
    console.log(
      `  before any scroll: ${kb(r.bytesBefore)} in ${r.requestsBefore} requests, ${r.imagesBefore} of them images`,
    )
    for (const h of r.heaviestBefore)
      console.log(`    ${kb(h.bytes).padStart(7)}  ${h.type.padEnd(10)} ${new URL(h.url).pathname}`)
    console.log(`  after scrolling to the bottom: ${kb(r.bytesAfter)} in total, ${r.imagesAfter} images`)
    for (const [slug, { ticks, decoded }] of Object.entries(r.bench.ticks)) {
      const share = ticks ? ((100 * decoded) / ticks).toFixed(1) : "–"
      console.log(`  flipbook ${slug.padEnd(14)} ${String(ticks).padStart(4)} ticks, shown frame decoded at ${share}%`)
    }
    console.log(
      `  at most ${r.bench.peakMounted} frames mounted and ${r.bench.peakDecoded} decoded at once ` +
        `(decoded frames ≤ ${mb(r.bench.peakDecodedBytes)} of bitmap memory)`,
    )
  }
} finally {
  await browser.close()
  stopping = true
  if (server && !server.exited) process.kill(-server.pid)
}
