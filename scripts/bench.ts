#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (npm lighthouse, Debian Chromium) on every route and on the not-found page, the
 * baseline, under the mobile and desktop presets; 5 runs each by default (BENCH_RUNS), interleaved: each round
 * measures every route once, so a noisy minute falls on all routes alike rather than on one route's runs.
 *
 * One phone on any host: right before each mobile run the host's benchmarkIndex is measured (Lighthouse's own page
 * function, in a blank page of a Chromium the bench keeps open: scripts/host-index.ts) and the run's CPU slowdown is
 * calibrated from it (--throttling.cpuSlowdownMultiplier = host index / the phone's: scripts/cpu-calibration.ts)
 * instead of the preset's fixed 4×; the desktop preset keeps its own (1×). Each run's line prints the index measured
 * before it, the slowdown, and Lighthouse's own benchmarkIndex; the tables print the slowdowns' spread. A run whose
 * host index (measured before it) is under BUSY_SHARE of the host's quiet index (a busy machine:
 * scripts/cpu-calibration.ts, QuietHost) is discarded and repeated after a pause. For each route it prints the median with its min–max of the
 * score, LCP, TBT and CLS; its own TBT (its median minus the baseline's, same preset); and its floor, the same built
 * HTML with every script removed (what the HTML, CSS, fonts and first pictures cost before any script), with our
 * LCP as a ratio to it, the floor's TBT, and the own TBT split into the floor's part (floor TBT minus the baseline
 * floor's) and the scripts' part (the rest). Then the targets each route misses (scripts/lighthouse-figures.ts).
 * Figures only: it exits 0 whatever they are, since they depend on the machine; the tests enforce the byte budgets.
 *
 * BENCH_COMPARE=<folder> measures another build's public/ in the same rounds and prints the two side by side (an A/B
 * in one run). BENCH_TRACE=1 also saves each run's trace and prints, per route, where the blocking time goes by kind of work
 * (script, style, layout, paint, parsing, garbage collection, unnamed): scripts/main-thread-tasks.ts. With it, each
 * mobile run is also audited a second time by Lighthouse over the same trace with every main-thread task timed by its
 * thread's CPU time (scripts/thread-time.ts), and the bench prints those scores and TBTs beside the measured ones.
 * BENCH_REDUCED_MOTION=1 measures each route once more per round with the visitor's reduced-motion setting on, which
 * stops all of the site's automatic motion, and prints what each route's motion adds to its TBT.
 *
 * Both are served by scripts/serve.mjs, which compresses like Netlify (brotli, else gzip), so the byte
 * columns are what a visitor downloads, and serves over HTTPS with HTTP/2 like Netlify (a throwaway certificate,
 * scripts/local-certificate.ts, which Chromium is told to accept); BENCH_PROTOCOL=http1 serves plain HTTP/1.1, as
 * the bench did until 2026-11-26, for comparison. A first table lists each route's HTML, page-data.json and
 * the scripts its HTML names, raw, brotli and gzip. BENCH_PORT (default 9401) and the next port are used (and the one after with BENCH_COMPARE).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import * as https from "node:https"
import * as http from "node:http"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { chromium, type Browser } from "@playwright/test"
import {
  blockingByKindMedians,
  formatSpread,
  LIGHTHOUSE_TARGETS,
  motionShare,
  spread,
  summarise,
  type Preset,
  type RouteRuns,
  type RunFigures,
} from "./lighthouse-figures"
import { makeLocalCertificate } from "./local-certificate"
import { calibratedSlowdown, hostNote, type QuietHost, TARGET_PHONE_BENCHMARK_INDEX } from "./cpu-calibration"
import { hostBenchmarkIndex, measureQuietHost } from "./host-index"
import { CHROMIUM_ARGS } from "../e2e/chromium-args"
import { blockingTime, type TraceEvent } from "./main-thread-tasks"
import { withThreadTime } from "./thread-time"

const root = path.resolve(__dirname, "..")
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}
/** The baseline: the not-found page, the shell and one paragraph (served with status 200 at this address). */
const BASELINE_ROUTE = "/404/"
/** The five pages, the archive's index and its first entry; BENCH_ROUTES="/,/archive/" measures a chosen few. */
const firstEntry = (
  JSON.parse(readFileSync(path.join(root, "content", "archive", "archive.json"), "utf8")) as {
    en: { entries: { slug: string }[] }
  }
).en.entries[0]
const ROUTES = [
  ...(process.env.BENCH_ROUTES?.split(",") ?? [
    "/",
    "/portraits/",
    "/technology/",
    "/people/",
    "/publications/",
    "/archive/",
    ...(firstEntry ? [`/archive/${firstEntry.slug}/`] : []),
  ]),
  BASELINE_ROUTE,
].filter((route, i, all) => all.indexOf(route) === i)
const PRESETS: readonly Preset[] = (process.env.BENCH_PRESETS?.split(",") as Preset[] | undefined) ?? [
  "mobile",
  "desktop",
]
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** A busy run is repeated after this pause, at most this many times, before the bench gives up. */
const BUSY_PAUSE_MS = 20_000
const BUSY_RETRIES = 6
/**
 * The protocol the site is served with. Netlify serves HTTPS with HTTP/2, where every request of a page shares one
 * connection; over plain HTTP/1.1 Chromium opens up to six, and Lighthouse's simulation charges each new one a
 * handshake of a 150 ms round trip, so the fonts and pictures before the first paint cost more than on the site.
 */
const PROTOCOL = process.env.BENCH_PROTOCOL === "http1" ? "http1" : "h2"
const TLS = PROTOCOL === "h2"
const SCHEME = TLS ? "https" : "http"
/**
 * PaintHolding off: Chrome otherwise keeps the previous frame (Lighthouse's blank page) on screen while a same-origin
 * page loads and reports its first paint when that hold ends, ~1.2 s later, in most runs on this machine. Lantern
 * then counts every request that finished before that paint as paint-blocking. A visitor arriving from another site
 * gets no paint holding, so the page's own first paint is the one to measure. Over HTTPS the throwaway certificate
 * is this machine's own, for 127.0.0.1 only, so Chromium is told to accept it.
 */
const CHROME_FLAGS = [
  [...CHROMIUM_ARGS, "--disable-features=PaintHolding"].join(" "),
  ...(TLS ? ["--ignore-certificate-errors"] : []),
].join(" ")

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

/** The floor: the same HTML with every script (and script preload) removed. */
const makeFloor = (): string => {
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
  return floorDir
}

const serve = (dir: string, port: number, tls?: { cert: string; key: string }): ChildProcess =>
  spawn(
    "node",
    [
      path.join(root, "scripts", "serve.mjs"),
      "--port",
      String(port),
      "--root",
      dir,
      ...(tls ? ["--tls-cert", tls.cert, "--tls-key", tls.key] : []),
      // Every text file at its best brotli quality before the first run, as the bytes table below assumes.
      "--precompress",
    ],
    { stdio: "ignore" },
  )
/** Until the server answers (it compresses the whole site first: a minute or more on a loaded machine). */
const waitForServer = async (port: number) => {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await transfer(`${SCHEME}://127.0.0.1:${port}/`, "identity")
      return
    } catch {
      await sleep(500)
    }
  }
  throw new Error(`The server on port ${port} did not start`)
}

interface LighthouseReport {
  categories: { performance: { score: number | null } }
  audits: Record<
    string,
    | {
        numericValue?: number
        details?: { items?: { resourceType?: string; transferSize?: number; observedFirstContentfulPaint?: number }[] }
      }
    | undefined
  >
  environment: { benchmarkIndex: number }
  configSettings: { throttling: { cpuSlowdownMultiplier: number } }
}

const LIGHTHOUSE = path.join(root, "node_modules", ".bin", "lighthouse")
const scoreOf = (report: LighthouseReport) => Math.round((report.categories.performance.score ?? 0) * 100)

/**
 * One Lighthouse run. `slowdown` is the mobile run's calibrated CPU slowdown (Lighthouse's simulated throttling
 * applies it to the page's main-thread work); the desktop preset keeps its own.
 */
const lighthouse = (
  url: string,
  preset: Preset,
  scratch: string,
  chromeFlags: string,
  slowdown: number | undefined,
): RunFigures => {
  const out = path.join(scratch, `lh-${Date.now()}.json`)
  // With BENCH_TRACE=1 the run keeps what it gathered (the trace among it), so it can be read and audited again.
  const artifacts = out.replace(/\.json$/, "-artifacts")
  const args = [url, "--output=json", `--output-path=${out}`, `--chrome-flags=${chromeFlags}`, "--quiet"]
  args.push("--only-categories=performance")
  if (preset === "desktop") args.push("--preset=desktop")
  if (slowdown !== undefined) args.push(`--throttling.cpuSlowdownMultiplier=${slowdown}`)
  if (TRACE) args.push(`--gather-mode=${artifacts}`, `--audit-mode=${artifacts}`)
  execFileSync(LIGHTHOUSE, args, { env, stdio: "ignore", timeout: 180_000 })
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport
  rmSync(out)
  const traced = TRACE ? traceFigures(artifacts, report, preset) : undefined
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN
  return {
    ...traced,
    score: scoreOf(report),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: report.environment.benchmarkIndex,
    // What the run applied, from its own report: the calibrated slowdown on mobile, the preset's on desktop.
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
    observedFcpMs: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    jsBytes:
      report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0,
  }
}

/**
 * BENCH_TRACE=1: each run also saves its trace, and the bench prints where each route's blocking time goes
 * (scripts/main-thread-tasks.ts): the tasks after the first paint, slowed by the preset's CPU slowdown, shared out by
 * kind of work. An estimate beside Lighthouse's TBT, to point at causes.
 */
const TRACE = process.env.BENCH_TRACE === "1"
/**
 * BENCH_COMPARE=<folder>: another build's public/ (e.g. a copy of the last one, before a change), served on the
 * third port and measured in the same rounds, right after each route's own runs, so that both builds meet the same
 * noisy minutes; the bench then prints the two side by side. Judge a change by this, not by two benches an hour apart.
 */
const COMPARE = process.env.BENCH_COMPARE
/**
 * BENCH_REDUCED_MOTION=1: each route measured once more in every round, right after its own runs, with Chromium
 * reporting that the visitor asked for reduced motion (`--force-prefers-reduced-motion`). The site then stops every
 * automatic motion (the flipbooks and the slideshow hold their first picture and fetch no more stills, the diagrams
 * and fades stand still), so the difference is what the routes' motion adds to their blocking time, and the baseline
 * measured the same way gives each route's own TBT without it.
 */
const REDUCED_MOTION = process.env.BENCH_REDUCED_MOTION === "1"
const REDUCED_MOTION_FLAGS = `${CHROME_FLAGS} --force-prefers-reduced-motion`
/**
 * BENCH_TRACE=1: from a run's saved artifacts, where its blocking time goes by kind of work; and, on the mobile
 * preset, Lighthouse's score and TBT once more over the same artifacts with each of the page's main-thread tasks
 * timed by the CPU time its thread got (scripts/thread-time.ts): the run's own work without the time the thread
 * waited for one of this machine's two cores. Lighthouse audits saved artifacts without a browser (--audit-mode).
 */
const traceFigures = (
  artifacts: string,
  report: LighthouseReport,
  preset: Preset,
): Pick<RunFigures, "blockingByKind" | "threadTime"> => {
  const traceFile = path.join(artifacts, "trace.json")
  try {
    const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents: TraceEvent[] }
    const blockingByKind = blockingTime(
      trace.traceEvents,
      report.configSettings.throttling.cpuSlowdownMultiplier,
    ).byKind
    if (preset !== "mobile") return { blockingByKind }
    writeFileSync(traceFile, JSON.stringify({ ...trace, traceEvents: withThreadTime(trace.traceEvents).events }))
    const again = `${artifacts}.json`
    execFileSync(
      LIGHTHOUSE,
      [
        `--audit-mode=${artifacts}`,
        "--output=json",
        `--output-path=${again}`,
        "--quiet",
        "--only-categories=performance",
        // The same settings as the gathering run: Lighthouse refuses to audit under others, and on mobile the run's
        // CPU slowdown is the calibrated one, not the preset's 4×.
        `--throttling.cpuSlowdownMultiplier=${report.configSettings.throttling.cpuSlowdownMultiplier}`,
      ],
      { env, stdio: "ignore", timeout: 180_000 },
    )
    const rerun = JSON.parse(readFileSync(again, "utf8")) as LighthouseReport
    rmSync(again)
    return {
      blockingByKind,
      threadTime: { score: scoreOf(rerun), tbtMs: rerun.audits["total-blocking-time"]?.numericValue ?? NaN },
    }
  } finally {
    rmSync(artifacts, { recursive: true, force: true })
  }
}

/** One run that counts: a run on a busy host is printed, discarded and repeated after a pause. */
const countedRun = async (
  { browser, quiet }: { browser: Browser; quiet: QuietHost },
  url: string,
  preset: Preset,
  scratch: string,
  label: string,
  chromeFlags = CHROME_FLAGS,
): Promise<RunFigures> => {
  for (let attempt = 0; attempt <= BUSY_RETRIES; attempt++) {
    // Measured as the quiet speed was, in the bench's own Chromium: the busy rule compares like with like.
    const hostIndex = await hostBenchmarkIndex(browser)
    const slowdown = preset === "mobile" ? calibratedSlowdown(hostIndex) : undefined
    const run = lighthouse(url, preset, scratch, chromeFlags, slowdown)
    const host =
      slowdown === undefined
        ? `before the run benchmarkIndex ${Math.round(hostIndex)}, CPU ${run.cpuSlowdown}× (the desktop preset's)`
        : `before the run ${hostNote(hostIndex, slowdown)}`
    const byThreadTime = run.threadTime
      ? ` (by thread time: score ${run.threadTime.score}, TBT ${Math.round(run.threadTime.tbtMs)} ms)`
      : ""
    const line = `${label}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms${byThreadTime}, CLS ${run.cls.toFixed(3)}; Lighthouse's benchmarkIndex ${Math.round(run.benchmarkIndex)}, ${host}`
    if (quiet.counts(hostIndex)) {
      console.log(line)
      return run
    }
    console.log(`${line}: ${quiet.busyNote(hostIndex)}, discarded; again in ${BUSY_PAUSE_MS / 1000} s`)
    await sleep(BUSY_PAUSE_MS)
  }
  throw new Error(`${label}: the machine stayed busy for ${BUSY_RETRIES + 1} runs; bench on a quiet machine`)
}

/** Bytes of one URL as sent with that Accept-Encoding (the body length on the wire). */
const transfer = (url: string, acceptEncoding: string) =>
  new Promise<number>((resolve, reject) => {
    const request = (url.startsWith("https:") ? https : http).request(
      url,
      // The local certificate is self-signed; HTTP/1.1 over TLS is enough to read a length.
      { method: "HEAD", headers: { "Accept-Encoding": acceptEncoding }, rejectUnauthorized: false },
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
 * <script src> tags (src/gatsby-node/start-scripts.ts), plus any <script src> left.
 */
const firstViewScripts = (html: string): string[] => {
  const started = /<script id="start-scripts" data-scripts="([^"]*)"/.exec(html)?.[1]
  return [
    ...(started ? (JSON.parse(started.replace(/&quot;/g, '"')) as string[]) : []),
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string),
  ]
}
const bytesOf = async (base: string, route: string) => {
  // The page's own file: the scripts it starts are named in it.
  const html = readFileSync(path.join(root, "public", route, "index.html"), "utf8")
  const dataPath = `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`
  const groups = { HTML: [route], "page-data": [dataPath], "scripts in the HTML": firstViewScripts(html) }
  const row: Record<string, string> = { route }
  for (const [name, urls] of Object.entries(groups)) {
    const sum = async (encoding: string) =>
      (await Promise.all(urls.map((u) => transfer(`${base}${u}`, encoding)))).reduce((a, b) => a + b, 0)
    const [raw, br, gzip] = await Promise.all([sum("identity"), sum("br"), sum("gzip")])
    row[name] = `${kb(raw)} / ${kb(br)} / ${kb(gzip)}`
  }
  return row
}

const main = async () => {
  if (!existsSync(path.join(root, "public", "index.html"))) {
    console.log("No build found: building first (npm run build)…")
    spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env })
  }
  const floorDir = makeFloor()
  const scratch = mkdtempSync(path.join(tmpdir(), "mu-bench-"))
  const PORT = Number(process.env.BENCH_PORT ?? 9401)
  const tls = TLS ? makeLocalCertificate(scratch) : undefined
  const servers = [serve(path.join(root, "public"), PORT, tls), serve(floorDir, PORT + 1, tls)]
  // Only to time the host before each mobile run (Lighthouse starts its own Chromium for the run itself).
  const browser = await chromium.launch({ executablePath: env.CHROME_PATH, args: [...CHROMIUM_ARGS] })
  const host = { browser, quiet: await measureQuietHost(browser) }
  if (COMPARE) servers.push(serve(path.resolve(COMPARE), PORT + 2, tls))
  try {
    await Promise.all([waitForServer(PORT), waitForServer(PORT + 1), ...(COMPARE ? [waitForServer(PORT + 2)] : [])])
    const byteRows = []
    for (const route of ROUTES) byteRows.push(await bytesOf(`${SCHEME}://127.0.0.1:${PORT}`, route))
    console.log(
      TLS
        ? "\nServed over HTTPS with HTTP/2, as Netlify serves the site (BENCH_PROTOCOL=http1 for plain HTTP/1.1)."
        : "\nServed over plain HTTP/1.1 (BENCH_PROTOCOL=http1); the site itself is served over HTTPS with HTTP/2.",
    )
    console.log("\nBytes per route, raw / brotli / gzip, as scripts/serve.mjs sends them:")
    console.table(byteRows)

    const key = (route: string, preset: Preset) => `${preset} ${route}`
    const collected = new Map<string, { ours: RunFigures[]; floor: RunFigures[] }>()
    for (const route of ROUTES) for (const preset of PRESETS) collected.set(key(route, preset), { ours: [], floor: [] })
    const compared = new Map<string, RunFigures[]>()
    const still = new Map<string, RunFigures[]>()
    for (let round = 1; round <= RUNS; round++)
      for (const route of ROUTES)
        for (const preset of PRESETS) {
          const slot = collected.get(key(route, preset))!
          const label = `round ${round}/${RUNS} ${preset} ${route}`
          slot.ours.push(await countedRun(host, `${SCHEME}://127.0.0.1:${PORT}${route}`, preset, scratch, label))
          slot.floor.push(
            await countedRun(host, `${SCHEME}://127.0.0.1:${PORT + 1}${route}`, preset, scratch, `${label} (floor)`),
          )
          if (COMPARE) {
            const other = await countedRun(
              host,
              `${SCHEME}://127.0.0.1:${PORT + 2}${route}`,
              preset,
              scratch,
              `${label} (compare)`,
            )
            compared.set(key(route, preset), [...(compared.get(key(route, preset)) ?? []), other])
          }
          if (REDUCED_MOTION) {
            const held = await countedRun(
              host,
              `${SCHEME}://127.0.0.1:${PORT}${route}`,
              preset,
              scratch,
              `${label} (reduced motion)`,
              REDUCED_MOTION_FLAGS,
            )
            still.set(key(route, preset), [...(still.get(key(route, preset)) ?? []), held])
          }
        }

    const runs: RouteRuns[] = [...collected].map(([k, r]) => {
      const [preset, route] = k.split(" ") as [Preset, string]
      return { route, preset, ...r }
    })
    const summaries = summarise(runs, BASELINE_ROUTE)
    console.log(
      `\nLighthouse, ${RUNS} counted runs per route and preset, interleaved; median (min–max). Baseline: ${BASELINE_ROUTE}. Mobile: the CPU slowed to a phone of benchmarkIndex ${TARGET_PHONE_BENCHMARK_INDEX} (each run: its host's index / ${TARGET_PHONE_BENCHMARK_INDEX}).`,
    )
    console.table(
      summaries.map((s) => ({
        route: s.route,
        preset: s.preset,
        score: formatSpread(s.score),
        "LCP ms": formatSpread(s.lcpMs),
        "TBT ms": formatSpread(s.tbtMs),
        "own TBT ms": Math.round(s.ownTbtMs),
        "floor TBT ms": formatSpread(s.floorTbtMs),
        "own TBT: floor + scripts": `${Math.round(s.ownFloorTbtMs)} + ${Math.round(s.ownTbtMs - s.ownFloorTbtMs)}`,
        CLS: formatSpread(s.cls, 3),
        "floor LCP ms": formatSpread(s.floorLcpMs),
        "LCP ÷ floor": s.lcpOverFloor.toFixed(2),
        "observed FCP ms": Math.round(s.observedFcpMs),
        "JS (wire)": kb(s.jsBytes),
        benchmarkIndex: formatSpread(s.benchmarkIndex),
        "CPU slowdown": formatSpread(s.cpuSlowdown, 1),
      })),
    )
    if (TRACE) {
      console.log(
        "\nWhere the blocking time goes (BENCH_TRACE): the tasks after the first paint, slowed by the preset's CPU slowdown, the part of each beyond 50 ms shared out by the task's own time; medians of the runs, ms. An estimate beside Lighthouse's TBT.",
      )
      console.table(
        runs.map((r) => ({
          route: r.route,
          preset: r.preset,
          ...blockingByKindMedians(r.ours),
          "floor total": blockingByKindMedians(r.floor).total,
        })),
      )
      const timed = summaries.flatMap((x) => (x.threadTime ? [{ ...x, threadTime: x.threadTime }] : []))
      console.log(
        "\nThe mobile runs audited again by Lighthouse with each main-thread task timed by the CPU time its thread got instead of its wall time (scripts/thread-time.ts): the pages' own work without the time the thread waited for one of this machine's cores. Median (min–max); own TBT by thread time is the route's median minus the baseline's. A diagnostic beside the measured figures; the targets are held to those.",
      )
      console.table(
        timed.map((x) => ({
          route: x.route,
          "TBT ms, measured": formatSpread(x.tbtMs),
          "TBT ms, by thread time": formatSpread(x.threadTime.tbtMs),
          "own TBT ms, by thread time": Math.round(x.threadTime.ownTbtMs),
          "floor TBT ms, by thread time": formatSpread(x.threadTime.floorTbtMs),
          "score, measured": formatSpread(x.score),
          "score, by thread time": formatSpread(x.threadTime.score),
        })),
      )
    }
    if (COMPARE) {
      console.log(
        `\nThis build against BENCH_COMPARE (${COMPARE}), the same rounds; median (min–max) of each, then this build's median minus the other's.`,
      )
      console.table(
        runs.map((r) => {
          const other = compared.get(key(r.route, r.preset)) ?? []
          const pair = (pick: (run: RunFigures) => number) => {
            const [ours, theirs] = [spread(r.ours.map(pick)), spread(other.map(pick))]
            return [formatSpread(ours), formatSpread(theirs), Math.round(ours.median - theirs.median)] as const
          }
          const [score, compareScore, scoreChange] = pair((x) => x.score)
          const [tbt, compareTbt, tbtChange] = pair((x) => x.tbtMs)
          const [lcp, compareLcp, lcpChange] = pair((x) => x.lcpMs)
          return {
            route: r.route,
            preset: r.preset,
            score,
            "compare score": compareScore,
            "Δ score": scoreChange,
            "TBT ms": tbt,
            "compare TBT ms": compareTbt,
            "Δ TBT": tbtChange,
            "LCP ms": lcp,
            "compare LCP ms": compareLcp,
            "Δ LCP": lcpChange,
            ...(TRACE
              ? {
                  "blocking (trace)": blockingByKindMedians(r.ours).total,
                  "compare blocking": blockingByKindMedians(other).total,
                }
              : {}),
          }
        }),
      )
    }
    if (REDUCED_MOTION) {
      console.log(
        "\nWith the visitor's reduced-motion setting on (BENCH_REDUCED_MOTION), the same rounds: median (min–max); what the motion adds is the median TBT as measured minus the median with reduced motion, and the own TBT without motion is the route's median with reduced motion minus the baseline's.",
      )
      console.table(
        motionShare(
          runs.map((r) => ({ ...r, still: still.get(key(r.route, r.preset)) ?? [] })),
          BASELINE_ROUTE,
        ).map((m) => ({
          route: m.route,
          preset: m.preset,
          "TBT ms": formatSpread(m.tbtMs),
          "TBT ms, reduced motion": formatSpread(m.stillTbtMs),
          "what the motion adds, ms": Math.round(m.motionTbtMs),
          "own TBT ms, reduced motion": Math.round(m.ownStillTbtMs),
          "score, reduced motion": formatSpread(m.stillScore),
        })),
      )
    }
    const t = LIGHTHOUSE_TARGETS
    console.log(
      `Targets: score ≥ ${t.minScore}, own TBT ≤ ${t.maxOwnTbtMs} ms, CLS ≤ ${t.maxCls}, LCP ≤ ${t.maxLcpOverFloor} × floor, mobile floor LCP ≤ ${t.maxMobileFloorLcpMs} ms.`,
    )
    const missed = summaries.filter((s) => s.misses.length > 0)
    if (missed.length === 0) console.log("Every route meets every target.")
    else for (const s of missed) console.log(`  ${s.preset} ${s.route}: ${s.misses.join("; ")}`)
  } finally {
    await browser.close()
    for (const server of servers) server.kill()
    rmSync(floorDir, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
