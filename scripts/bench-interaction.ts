#!/usr/bin/env node
/**
 * `npm run bench:interaction`: how fast each control answers once a page has loaded, and whether the archive's
 * player keeps its frame rate, on a slow phone (issue 52). Figures only: it exits 0 whatever they are.
 *
 * Chromium (playwright's, /usr/bin/chromium) at a phone viewport with its CPU slowed to one phone's speed whatever the
 * host (CDP Emulation.setCPUThrottlingRate by the host's benchmarkIndex: scripts/cpu-calibration.ts) loads a page
 * fresh for every run, waits until it
 * has hydrated and settled, then presses a control as a visitor does (a real click or key press, so the browser
 * counts it as an interaction). Event Timing gives each interaction's duration and its three parts (input delay,
 * processing, presentation delay; scripts/interaction-figures.ts). Every control gets INTERACTION_RUNS fresh loads,
 * interleaved: each round presses every control once. A page change also records when the outgoing page's fade
 * started (its `transitionrun`) after the click.
 *
 * Each fresh load first times the host with Lighthouse's own benchmarkIndex (its page function, on a blank page,
 * before the slowdown), slows the CPU by the calibrated factor for that index, and reads the load average; a run
 * under BUSY_SHARE of the host's quiet index (QuietHost, scripts/cpu-calibration.ts) is discarded and repeated after a pause, as `npm run bench` does. The index, the slowdown
 * and the load are printed beside every figure.
 *
 * Then the player's frame pacing on the longest sample take, at 375 and 1280 px, at the same calibrated slowdown: after Play, the
 * animation frames' timestamps and the Long Animation Frames entries over PACING_SECONDS, then as long again with
 * the sound on (Listen); and beside each, the host's floor: the same page fresh and never played, over the same two
 * stretches (a tone sounding in the second), so a long frame of the player's can be told from the host's own.
 *
 * BENCH_RUNS (default 5), BENCH_PORT (default 9411; the next port too with BENCH_COMPARE), BENCH_ONLY=<words> (only
 * the controls whose names contain one of the comma-separated words; "pacing" for the player's pacing),
 * BENCH_COMPARE=<folder>: another build's public/ measured in the same rounds, each run right after this build's
 * (an A/B in one run; judge a fix by this). CHROMIUM_PATH (default /usr/bin/chromium). BENCH_KEEP_BUSY=1 keeps the
 * runs a busy host would have discarded, marked as such (each line says "busy, kept" and the tables count them): for
 * a same-run comparison on a machine that is never quiet, never for the recorded figures.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import * as path from "node:path"
import { chromium, type Browser, type Page } from "@playwright/test"
import { CHROMIUM_ARGS } from "../e2e/chromium-args"
import { calibratedSlowdown, hostNote, type QuietHost, TARGET_PHONE_BENCHMARK_INDEX } from "./cpu-calibration"
import { measureQuietHost, NAME_HELPER, pageBenchmarkIndex } from "./host-index"
import {
  formatSpread,
  INTERACTION_RUNS,
  INTERACTION_TARGETS,
  lastInteraction,
  PACING_TARGETS,
  PACING_WIDTHS,
  pacingOf,
  PHONE_VIEWPORT,
  spreadOf,
  summariseControl,
  type ControlRun,
  type EventEntry,
  type Pacing,
} from "./interaction-figures"

const root = path.resolve(__dirname, "..")
const RUNS = Number(process.env.BENCH_RUNS ?? INTERACTION_RUNS)
const PORT = Number(process.env.BENCH_PORT ?? 9411)
const COMPARE = process.env.BENCH_COMPARE
const KEEP_BUSY = process.env.BENCH_KEEP_BUSY === "1"
const ONLY = process.env.BENCH_ONLY?.split(",").map((w) => w.trim())
/** A busy run is repeated after this pause, at most this many times (as `npm run bench`). */
const BUSY_PAUSE_MS = 20_000
/** The host's quiet speed, measured once the browser is up (main); every run's busy rule reads it. */
let measuredQuietHost: QuietHost | undefined
const quietHost = (): QuietHost => {
  if (!measuredQuietHost) throw new Error("The host's quiet speed is measured before the first run")
  return measuredQuietHost
}
const BUSY_RETRIES = 6
/** After a page has hydrated: its idle work (deferred hydration, late pictures) ends before the press. */
const SETTLE_MS = 2_000
/** How long to wait for an interaction's entry: Event Timing reports one after its frame is presented. */
const ENTRY_WAIT_MS = 3_000
/** The player's pacing is measured over this much playback, silent and then sounding. */
const PACING_SECONDS = 8
/** A phone's and a desktop's height for the pacing widths. */
const PACING_HEIGHTS: Record<(typeof PACING_WIDTHS)[number], number> = { 375: 812, 1280: 800 }
/** Lighthouse's mobile preset's device scale factor. */
const PHONE_SCALE = 1.75

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const load = () => loadavg()[0] ?? NaN

/** A Long Animation Frames entry, as the page hands it over: where its time went. */
interface LongFrame {
  startTime: number
  duration: number
  /** From the frame's start to its rendering (style, layout, paint), and the style and layout's own start. */
  renderStart: number
  styleAndLayoutStart: number
  /** The scripts that ran in it, by what called them (e.g. "FrameRequestCallback", "DOMWindow.onclick"). */
  scripts: { invoker: string; duration: number }[]
}

/** The entries and events the page records from its first script on (read by `entries` and `fadeStart`). */
interface Recorded {
  events: EventEntry[]
  longFrames: LongFrame[]
  /** `transitionrun` of the page's own fade (the [data-page-transition] element's opacity), its event time. */
  fades: number[]
  frames: number[] | undefined
}
declare global {
  interface Window {
    interactionBench: Recorded
  }
}

/** Installed before any page script: Event Timing, Long Animation Frames and the page fade's start. */
const record = () => {
  const recorded: Recorded = { events: [], longFrames: [], fades: [], frames: undefined }
  window.interactionBench = recorded
  new PerformanceObserver((list) => {
    // interactionId is in Chromium and the Event Timing spec, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      recorded.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      })
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & Omit<LongFrame, "startTime" | "duration">)[])
        recorded.longFrames.push({
          startTime: e.startTime,
          duration: e.duration,
          renderStart: e.renderStart,
          styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((script) => ({ invoker: script.invoker, duration: script.duration })),
        })
    }).observe({ type: "long-animation-frame", buffered: true })
  } catch {
    // A browser without Long Animation Frames: the pacing then says it has none to report.
  }
  document.addEventListener(
    "transitionrun",
    (event) => {
      const target = event.target as HTMLElement
      if (event.propertyName === "opacity" && target.hasAttribute("data-page-transition"))
        recorded.fades.push(event.timeStamp)
    },
    true,
  )
}

interface Site {
  label: string
  base: string
}

/** A fresh page at the phone viewport: the host timed first, then the slowdown, then the route, hydrated. */
const openPage = async (
  browser: Browser,
  site: Site,
  route: string,
  viewport: { width: number; height: number } = PHONE_VIEWPORT,
): Promise<{
  page: Page
  benchmarkIndex: number
  slowdown: number
  loadAverage: number
  close: () => Promise<void>
}> => {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 800 ? PHONE_SCALE : 1 })
  const page = await context.newPage()
  // tsx names functions with a helper, __name, that the page lacks; functions handed to the page then need it.
  await page.addInitScript(NAME_HELPER)
  await page.addInitScript(record)
  const loadAverage = load()
  // Lighthouse times the host the same way: its page function, unthrottled, on a blank page before the run.
  const benchmarkIndex = await pageBenchmarkIndex(page)
  const slowdown = calibratedSlowdown(benchmarkIndex)
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown })
  await page.goto(`${site.base}${route}`, { waitUntil: "load", timeout: 120_000 })
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
  await sleep(SETTLE_MS)
  return { page, benchmarkIndex, slowdown, loadAverage, close: () => context.close() }
}

const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** The interaction the bench's press caused (after `since`), once Event Timing has reported it or it has had time. */
const interactionAfter = async (page: Page, since: number) => {
  const deadline = Date.now() + ENTRY_WAIT_MS
  for (;;) {
    const events = await page.evaluate(() => window.interactionBench.events)
    if (events.some((e) => e.interactionId > 0 && e.startTime >= since) || Date.now() > deadline)
      return lastInteraction(events, since)
    await sleep(100)
  }
}

/** Presses (the action) and returns the interaction it caused. */
const measure = async (page: Page, act: () => Promise<unknown>) => {
  const since = await pageNow(page)
  await act()
  return interactionAfter(page, since)
}

type Measured = Record<string, Omit<ControlRun, "benchmarkIndex" | "slowdown">>

/** One scenario: a route loaded fresh and the controls pressed on it, in order; each gives one run per control. */
interface Scenario {
  name: string
  route: string
  controls: string[]
  run: (page: Page) => Promise<Measured>
}

const menuButton = (page: Page) => page.getByTestId("mobile-menu").getByRole("button")

const scenarios = (entryRoute: string, sections: string[]): Scenario[] => {
  /** From each of the five pages, the menu's link to the next one. */
  const viaMenu = (route: string, next: string): Scenario => ({
    name: `page change from ${route}`,
    route,
    controls: [`page change from ${route}`],
    run: async (page) => {
      await menuButton(page).click()
      const link = page.getByTestId("mobile-menu").locator(`a[href="${next}"]`)
      await link.waitFor({ state: "visible" })
      await sleep(SETTLE_MS)
      return { [`page change from ${route}`]: await pageChangeRun(page, () => link.click()) }
    },
  })
  return [
    {
      name: "mobile menu",
      route: "/",
      controls: ["menu: open", "menu: close"],
      run: async (page) => {
        const open = await measure(page, () => menuButton(page).click())
        await sleep(SETTLE_MS)
        const close = await measure(page, () => menuButton(page).click())
        return { "menu: open": { interaction: open }, "menu: close": { interaction: close } }
      },
    },
    {
      name: "flipbook",
      route: "/portraits/",
      controls: ["flipbook: pause"],
      run: async (page) => {
        const book = page.locator("[data-flipbook]").first()
        await book.scrollIntoViewIfNeeded()
        await page.locator('[data-flipbook][data-state="cycling"]').first().waitFor({ timeout: 60_000 })
        await sleep(SETTLE_MS)
        const button = page.locator('[data-flipbook][data-state="cycling"]').first().getByRole("button")
        return { "flipbook: pause": { interaction: await measure(page, () => button.click()) } }
      },
    },
    {
      name: "slideshow",
      route: "/technology/",
      controls: ["slideshow: pause"],
      run: async (page) => {
        await page.locator("[data-slideshow]").scrollIntoViewIfNeeded()
        // Stepped once: hydrated, its stills loaded, cycling.
        await page
          .locator('[data-slideshow] [data-state="current"]:not([data-frame="0"])')
          .waitFor({ state: "attached", timeout: 60_000 })
        await sleep(SETTLE_MS)
        const button = page.locator("[data-slideshow-control]")
        return { "slideshow: pause": { interaction: await measure(page, () => button.click()) } }
      },
    },
    {
      name: "archive filter",
      route: "/archive/",
      controls: ["archive: filter"],
      run: async (page) => {
        const select = page.getByTestId("archive-filter").locator("select").first()
        await select.focus()
        // A key on a focused, closed <select> changes its value at once (Linux), a real interaction with its change.
        return { "archive: filter": { interaction: await measure(page, () => page.keyboard.press("ArrowDown")) } }
      },
    },
    {
      name: "player",
      route: entryRoute,
      controls: ["player: play", "player: pause", "player: slider", "player: listen"],
      run: async (page) => {
        const play = page.getByRole("button", { name: /^play$/i })
        const playing = await measure(page, () => play.click())
        await page.locator('[data-testid="player-stage"][data-state="ready"]').waitFor({ timeout: 60_000 })
        await sleep(SETTLE_MS)
        const paused = await measure(page, () => page.getByRole("button", { name: /^pause$/i }).click())
        await sleep(SETTLE_MS)
        const slider = page.getByRole("slider").first()
        await slider.focus()
        const moved = await measure(page, () => page.keyboard.press("ArrowRight"))
        await sleep(SETTLE_MS)
        const listened = await measure(page, () => page.getByTestId("listen").click())
        return {
          "player: play": { interaction: playing },
          "player: pause": { interaction: paused },
          "player: slider": { interaction: moved },
          "player: listen": { interaction: listened },
        }
      },
    },
    {
      // Listen before anything else on the page: the first audio the page makes is part of this press.
      name: "player, Listen first",
      route: entryRoute,
      controls: ["player: listen first"],
      run: async (page) => ({
        "player: listen first": { interaction: await measure(page, () => page.getByTestId("listen").click()) },
      }),
    },
    ...sections.map((route, i) => viaMenu(route, sections[(i + 1) % sections.length] as string)),
    {
      name: "page change from /archive/",
      route: "/archive/",
      controls: ["page change from /archive/"],
      run: async (page) => {
        const card = page.getByTestId("archive-entries").locator("a").first()
        await card.scrollIntoViewIfNeeded()
        await sleep(SETTLE_MS)
        return { "page change from /archive/": await pageChangeRun(page, () => card.click()) }
      },
    },
    {
      name: `page change from ${entryRoute}`,
      route: entryRoute,
      controls: [`page change from ${entryRoute}`],
      run: async (page) => {
        await menuButton(page).click()
        const link = page.getByTestId("mobile-menu").locator('a[href="/"]')
        await link.waitFor({ state: "visible" })
        await sleep(SETTLE_MS)
        return { [`page change from ${entryRoute}`]: await pageChangeRun(page, () => link.click()) }
      },
    },
  ]
}

/** A link's click: its interaction, and when the outgoing page's fade started after the input. */
const pageChangeRun = async (
  page: Page,
  click: () => Promise<void>,
): Promise<Omit<ControlRun, "benchmarkIndex" | "slowdown">> => {
  const since = await pageNow(page)
  await click()
  await page
    .waitForFunction((t) => window.interactionBench.fades.some((f) => f >= t), since, { timeout: ENTRY_WAIT_MS })
    .catch(() => undefined)
  const interaction = await interactionAfter(page, since)
  const fades = await page.evaluate(() => window.interactionBench.fades)
  const fade = fades.find((f) => f >= since)
  return {
    interaction,
    ...(fade === undefined
      ? {}
      : { fadeStartMs: fade - (Number.isNaN(interaction.startMs) ? since : interaction.startMs) }),
  }
}

/** One counted fresh load of a scenario: repeated after a pause while the host is busy. */
const countedScenario = async (browser: Browser, site: Site, scenario: Scenario, label: string) => {
  for (let attempt = 0; attempt <= BUSY_RETRIES; attempt++) {
    const { page, benchmarkIndex, slowdown, loadAverage, close } = await openPage(browser, site, scenario.route)
    try {
      const host = `${hostNote(benchmarkIndex, slowdown)}, load ${loadAverage.toFixed(2)}`
      if (!quietHost().counts(benchmarkIndex)) {
        console.log(
          `${label}: ${host}: ${quietHost().busyNote(benchmarkIndex)}, discarded; again in ${BUSY_PAUSE_MS / 1000} s`,
        )
        await sleep(BUSY_PAUSE_MS)
        continue
      }
      const measured = await scenario.run(page)
      const words = Object.entries(measured).map(
        ([control, r]) =>
          `${control} ${Math.round(r.interaction.durationMs)}${r.interaction.underFloor ? " (under floor)" : ""} ms` +
          ` [${Math.round(r.interaction.inputDelayMs)} + ${Math.round(r.interaction.processingMs)} + ${Math.round(r.interaction.presentationMs)}]` +
          (r.fadeStartMs === undefined ? "" : `, fade at ${Math.round(r.fadeStartMs)} ms`),
      )
      console.log(`${label}: ${words.join("; ")}; ${host}`)
      return { measured, benchmarkIndex, slowdown, loadAverage }
    } finally {
      await close()
    }
  }
  throw new Error(`${label}: the machine stayed busy for ${BUSY_RETRIES + 1} runs; bench on a quiet machine`)
}

interface PacingRun {
  width: number
  sound: boolean
  /** The floor: the same page loaded fresh and left unplayed (with a tone sounding for the sounding stretch). */
  floor: boolean
  pacing: Pacing
  benchmarkIndex: number
  slowdown: number
  loadAverage: number
  /** Kept though the host was busy (BENCH_KEEP_BUSY=1 only). */
  busy: boolean
}

/** Animation frames' timestamps over `seconds`, and the Long Animation Frames that began in that stretch. */
const framesOver = async (page: Page, seconds: number) => {
  const start = await pageNow(page)
  const frames = await page.evaluate(
    (ms) =>
      new Promise<number[]>((resolve) => {
        const times: number[] = []
        const end = performance.now() + ms
        const tick = (t: number) => {
          times.push(t)
          if (t < end) requestAnimationFrame(tick)
          else resolve(times)
        }
        requestAnimationFrame(tick)
      }),
    seconds * 1000,
  )
  await sleep(500)
  const longFrames = await page.evaluate(() => window.interactionBench.longFrames)
  const end = frames[frames.length - 1] ?? start
  const inStretch = longFrames.filter((f) => f.startTime >= start && f.startTime <= end)
  const longest = inStretch.reduce<LongFrame | undefined>((a, b) => (a && a.duration >= b.duration ? a : b), undefined)
  return {
    pacing: pacingOf(
      frames,
      inStretch.map((f) => f.duration),
    ),
    longest,
  }
}

/** Where the longest animation frame's time went: its scripts by caller, then style and layout, then paint. */
const describeFrame = (frame: LongFrame | undefined) => {
  if (!frame) return "no long animation frame"
  const scripts = frame.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)}`).join(", ") || "none"
  const end = frame.startTime + frame.duration
  const rendering = frame.renderStart > 0 ? end - frame.renderStart : 0
  const styleLayout = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0
  return `longest frame ${Math.round(frame.duration)} ms: scripts ${scripts}; rendering ${Math.round(rendering)} (style, layout and paint ${Math.round(styleLayout)})`
}

interface PacingHost {
  /** "benchmarkIndex …, CPU …× slower …, load …", as each stretch's line ends. */
  host: string
  benchmarkIndex: number
  slowdown: number
  loadAverage: number
  busy: boolean
}

/**
 * A fresh page of the entry at a pacing width for `use`, opened again after a pause while the host is busy (as every
 * run of the bench), closed afterwards.
 */
const withPacingPage = async <T>(
  browser: Browser,
  site: Site,
  entryRoute: string,
  width: (typeof PACING_WIDTHS)[number],
  label: string,
  use: (page: Page, host: PacingHost) => Promise<T>,
): Promise<T> => {
  for (let attempt = 0; attempt <= BUSY_RETRIES; attempt++) {
    const { page, benchmarkIndex, slowdown, loadAverage, close } = await openPage(browser, site, entryRoute, {
      width,
      height: PACING_HEIGHTS[width],
    })
    try {
      const busy = !quietHost().counts(benchmarkIndex)
      const host = `${hostNote(benchmarkIndex, slowdown)}${busy ? " (busy, kept)" : ""}, load ${loadAverage.toFixed(2)}`
      if (busy && !KEEP_BUSY) {
        console.log(
          `${label}: ${host}: ${quietHost().busyNote(benchmarkIndex)}, discarded; again in ${BUSY_PAUSE_MS / 1000} s`,
        )
        await sleep(BUSY_PAUSE_MS)
        continue
      }
      return await use(page, { host, benchmarkIndex, slowdown, loadAverage, busy })
    } finally {
      await close()
    }
  }
  throw new Error(`${label}: the machine stayed busy; bench on a quiet machine`)
}

const pacingRuns = async (browser: Browser, site: Site, entryRoute: string, round: string): Promise<PacingRun[]> => {
  const runs: PacingRun[] = []
  for (const width of PACING_WIDTHS) {
    const label = `${round} ${site.label} pacing ${width} px`
    const played = await withPacingPage(browser, site, entryRoute, width, label, async (page, measuredOn) => {
      await page.getByRole("button", { name: /^play$/i }).click()
      await page.locator('[data-testid="player-stage"][data-state="ready"]').waitFor({ timeout: 60_000 })
      await sleep(SETTLE_MS)
      const silent = await framesOver(page, PACING_SECONDS)
      await page.getByTestId("listen").click()
      await sleep(SETTLE_MS)
      const sounding = await framesOver(page, PACING_SECONDS)
      return stretches(width, false, label, measuredOn, silent, sounding)
    })
    runs.push(...played, ...(await floorRuns(browser, site, entryRoute, width, `${label}, floor (not playing)`)))
  }
  return runs
}

/** Each stretch's line, and its run: the silent one first, then the sounding one. */
const stretches = (
  width: (typeof PACING_WIDTHS)[number],
  floor: boolean,
  label: string,
  { host, benchmarkIndex, slowdown, loadAverage, busy }: PacingHost,
  ...measured: Awaited<ReturnType<typeof framesOver>>[]
): PacingRun[] =>
  measured.map(({ pacing, longest }, i) => {
    const sound = i === 1
    console.log(
      `${label}${sound ? ", sounding" : ""}: ${(pacing.onTimeShare * 100).toFixed(1)} % on time (${pacing.onTimeFrames}/${pacing.dueFrames}, interval ${pacing.intervalMs.toFixed(1)} ms), longest gap ${Math.round(pacing.longestGapMs)} ms; ${describeFrame(longest)}; ${host}`,
    )
    return { width, sound, floor, pacing, benchmarkIndex, slowdown, loadAverage, busy }
  })

/**
 * The host's own floor for the pacing, measured beside it: the same page, fresh, at the same width and slowdown,
 * never played, over the same stretches, the second with a quiet tone sounding (an oscillator, as Listen's sound
 * runs on the audio thread too). Whatever long animation frames this shows are the host's and the browser's, not
 * the player's: a frame of the player's that is no longer than these, with none of its scripts in it, is out of
 * the site's reach.
 */
const floorRuns = (
  browser: Browser,
  site: Site,
  entryRoute: string,
  width: (typeof PACING_WIDTHS)[number],
  label: string,
): Promise<PacingRun[]> =>
  withPacingPage(browser, site, entryRoute, width, label, async (page, measuredOn) => {
    const silent = await framesOver(page, PACING_SECONDS)
    // A press on the page's heading (no control) gives the page the user activation an AudioContext needs.
    await page.locator("h1").first().click()
    await page.evaluate(async () => {
      const audio = new AudioContext()
      const tone = audio.createOscillator()
      const gain = audio.createGain()
      gain.gain.value = 0.05
      tone.connect(gain).connect(audio.destination)
      tone.start()
      await audio.resume()
    })
    await sleep(SETTLE_MS)
    const sounding = await framesOver(page, PACING_SECONDS)
    return stretches(width, true, label, measuredOn, silent, sounding)
  })

/** The archive entry with the longest take (its derived length, read from the built page data). */
const longestEntry = (): string => {
  const dir = path.join(root, "public", "page-data", "archive")
  let best: { slug: string; seconds: number } | undefined
  for (const slug of readdirSync(dir)) {
    const file = path.join(dir, slug, "page-data.json")
    if (!existsSync(file)) continue
    const seconds = /"durationS":\s*([0-9.]+)/.exec(readFileSync(file, "utf8"))?.[1]
    if (seconds !== undefined && (!best || Number(seconds) > best.seconds)) best = { slug, seconds: Number(seconds) }
  }
  if (!best) throw new Error("no archive entry with a take in public/page-data/archive/")
  return `/archive/${best.slug}/`
}

const serve = (dir: string, port: number): ChildProcess =>
  spawn("node", [path.join(root, "scripts", "serve.mjs"), "--port", String(port), "--root", dir], { stdio: "ignore" })
const waitForServer = async (base: string) => {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return
    } catch {
      // not yet listening
    }
    await sleep(500)
  }
  throw new Error(`The server at ${base} did not start`)
}

const wanted = (name: string) => !ONLY || ONLY.some((word) => name.includes(word))

const main = async () => {
  if (!existsSync(path.join(root, "public", "index.html"))) throw new Error("No build in public/: run `npm run build`")
  const sites: Site[] = [{ label: "this build", base: `http://127.0.0.1:${PORT}` }]
  const servers = [serve(path.join(root, "public"), PORT)]
  if (COMPARE) {
    sites.push({ label: "compare", base: `http://127.0.0.1:${PORT + 1}` })
    servers.push(serve(path.resolve(COMPARE), PORT + 1))
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS],
  })
  try {
    await Promise.all(sites.map((site) => waitForServer(site.base)))
    measuredQuietHost = await measureQuietHost(browser)
    const entryRoute = longestEntry()
    const sections = ["/", "/portraits/", "/technology/", "/people/", "/publications/"]
    const chosen = scenarios(entryRoute, sections).filter((s) => wanted(s.name) || s.controls.some(wanted))
    console.log(
      `Chromium at ${PHONE_VIEWPORT.width} × ${PHONE_VIEWPORT.height} (scale ${PHONE_SCALE}), CPU slowed to a phone of benchmarkIndex ${TARGET_PHONE_BENCHMARK_INDEX} (each load: its host's index / ${TARGET_PHONE_BENCHMARK_INDEX}); ${RUNS} fresh loads per control, interleaved; the longest take: ${entryRoute}.`,
    )
    const collected = new Map<string, ControlRun[]>()
    const hosts = new Map<string, { benchmarkIndex: number[]; loadAverage: number[] }>()
    const pacing = new Map<string, PacingRun[]>()
    for (let round = 1; round <= RUNS; round++) {
      for (const scenario of chosen)
        for (const site of sites) {
          const { measured, benchmarkIndex, slowdown, loadAverage } = await countedScenario(
            browser,
            site,
            scenario,
            `round ${round}/${RUNS} ${site.label} ${scenario.name}`,
          )
          for (const [control, run] of Object.entries(measured)) {
            const key = `${site.label}|${control}`
            collected.set(key, [...(collected.get(key) ?? []), { ...run, benchmarkIndex, slowdown }])
            const host = hosts.get(key) ?? { benchmarkIndex: [], loadAverage: [] }
            host.benchmarkIndex.push(benchmarkIndex)
            host.loadAverage.push(loadAverage)
            hosts.set(key, host)
          }
        }
      if (wanted("pacing"))
        for (const site of sites)
          pacing.set(site.label, [
            ...(pacing.get(site.label) ?? []),
            ...(await pacingRuns(browser, site, entryRoute, `round ${round}/${RUNS}`)),
          ])
    }

    const t = INTERACTION_TARGETS
    console.log(
      `\nInteractions, Event Timing, ms: median (best–worst) of ${RUNS} fresh loads each. Targets: median ≤ ${t.maxMedianMs}, worst ≤ ${t.maxWorstMs}, a page change's fade within ${t.maxFadeStartMs} of the input.`,
    )
    const rows = [...collected].map(([key, runs]) => {
      const [site, control] = key.split("|") as [string, string]
      const s = summariseControl(control, runs)
      const host = hosts.get(key)!
      return {
        ...(COMPARE ? { build: site } : {}),
        control,
        duration: formatSpread(s.duration),
        "input delay": formatSpread(s.inputDelay),
        processing: formatSpread(s.processing),
        presentation: formatSpread(s.presentation),
        "fade starts": s.fadeStart ? formatSpread(s.fadeStart) : "",
        "under 16 ms": s.underFloor,
        benchmarkIndex: formatSpread(s.benchmarkIndex),
        "CPU slowdown": formatSpread(s.slowdown, 1),
        "load average": `${Math.min(...host.loadAverage).toFixed(1)}–${Math.max(...host.loadAverage).toFixed(1)}`,
        misses: s.misses.join("; ") || "none",
      }
    })
    console.table(rows)
    for (const [site, runs] of pacing) {
      const p = PACING_TARGETS
      console.log(
        `\nThe player's frame pacing (${site}), ${entryRoute}, ${PACING_SECONDS} s per stretch; targets ≥ ${p.minOnTimeShare * 100} % of frames on time, no animation frame over ${p.maxAnimationFrameMs} ms.`,
      )
      const groups = new Map<string, PacingRun[]>()
      for (const r of runs) {
        const k = `${r.width} px${r.sound ? ", sounding" : ""}${r.floor ? ", floor (not playing)" : ""}`
        groups.set(k, [...(groups.get(k) ?? []), r])
      }
      console.table(
        [...groups].map(([k, g]) => ({
          stretch: k,
          "on time %": `${spreadOf(g.map((r) => r.pacing.onTimeShare * 100)).median.toFixed(1)} (worst ${Math.min(...g.map((r) => r.pacing.onTimeShare * 100)).toFixed(1)})`,
          "longest gap ms": formatSpread(spreadOf(g.map((r) => r.pacing.longestGapMs))),
          "longest animation frame ms": formatSpread(spreadOf(g.map((r) => r.pacing.longestAnimationFrameMs))),
          [`stretches with a frame over ${p.maxAnimationFrameMs} ms`]: `${g.filter((r) => r.pacing.longestAnimationFrameMs > p.maxAnimationFrameMs).length} of ${g.length}`,
          benchmarkIndex: formatSpread(spreadOf(g.map((r) => r.benchmarkIndex))),
          "CPU slowdown": formatSpread(spreadOf(g.map((r) => r.slowdown)), 1),
          ...(KEEP_BUSY ? { "busy runs kept": g.filter((r) => r.busy).length } : {}),
          "load average": `${Math.min(...g.map((r) => r.loadAverage)).toFixed(1)}–${Math.max(...g.map((r) => r.loadAverage)).toFixed(1)}`,
          misses: [...new Set(g.flatMap((r) => r.pacing.misses))].join("; ") || "none",
        })),
      )
    }
  } finally {
    await browser.close()
    for (const server of servers) server.kill()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
