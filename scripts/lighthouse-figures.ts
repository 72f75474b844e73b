/**
 * The arithmetic behind `npm run bench` (scripts/bench.ts), kept apart so it can be tested: which Lighthouse runs
 * count, the median and spread of those that do, each route's own blocking time above the baseline page's, and the
 * targets a route meets or misses.
 *
 * Why a baseline: on this two-core machine one route's total blocking time swings by 100 ms or more between runs of
 * one quiet hour, so a route's figure alone cannot show a 30 ms change. The not-found page (the shell and one
 * paragraph) costs what React, Gatsby's runtime and the shell cost before any page content; measured in the same
 * bench, interleaved with the routes, its median is subtracted from each route's median.
 *
 * Each route's no-script floor (the same HTML with every script removed) is measured in the same rounds, so its own
 * TBT splits in two: what the floor blocks beyond the baseline's floor (the HTML, styles, fonts and pictures: first
 * layouts and paints no script can avoid) and the rest (what the scripts add). A route whose floor part alone is over
 * the target cannot meet it by script work; its page must get lighter.
 */

import { WORK_KINDS, type WorkKind } from "./main-thread-tasks"

export type Preset = "mobile" | "desktop"

/** The targets every route is held to (medians of the bench's runs). */
export const LIGHTHOUSE_TARGETS = {
  /** Lighthouse performance score, both presets. */
  minScore: 98,
  /** A route's median TBT minus the baseline page's median TBT, same preset. */
  maxOwnTbtMs: 25,
  maxCls: 0.01,
  /** The route's LCP over its floor's (the same HTML with no script), same preset. */
  maxLcpOverFloor: 1.15,
  /** The floor's own LCP, simulated mobile: what the HTML, CSS, fonts and first pictures cost before any script. */
  maxMobileFloorLcpMs: 1500,
} as const

/** What one Lighthouse run reports, as the bench reads it. */
export interface RunFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's measure of the host's speed for this run (`environment.benchmarkIndex`). */
  benchmarkIndex: number
  /**
   * The CPU slowdown the run applied (its report's `cpuSlowdownMultiplier`): on mobile, calibrated from the host's
   * index measured right before it (scripts/cpu-calibration.ts); on desktop, the preset's.
   */
  cpuSlowdown: number
  /**
   * The first paint Chromium reported in the unthrottled load Lighthouse observed. Lantern's simulated FCP and LCP
   * count every request that finished before it, so a late one inflates both: a diagnostic, not a target.
   */
  observedFcpMs: number
  /** Every script the page fetched during the run, bytes on the wire. */
  jsBytes: number
  /** With BENCH_TRACE=1: the run's blocking time by kind of work (scripts/main-thread-tasks.ts), in ms. */
  blockingByKind?: Record<WorkKind, number>
  /**
   * With BENCH_TRACE=1, mobile preset: Lighthouse's score and TBT over the same run with each main-thread task timed
   * by its thread's CPU time instead of its wall time (scripts/thread-time.ts). A diagnostic: the targets are held
   * to the run as measured.
   */
  threadTime?: { score: number; tbtMs: number }
}

export interface Spread {
  median: number
  min: number
  max: number
}

/** The median (the mean of the middle two for an even count), with the least and greatest values. */
export const spread = (values: readonly number[]): Spread => {
  if (values.length === 0) throw new Error("no runs to summarise")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number }
}

/** One route under one preset: the runs of the built page and of its floor that counted. */
export interface RouteRuns {
  route: string
  preset: Preset
  ours: readonly RunFigures[]
  floor: readonly RunFigures[]
}

export interface RouteSummary {
  route: string
  preset: Preset
  score: Spread
  lcpMs: Spread
  tbtMs: Spread
  /** Median TBT minus the baseline route's median TBT under the same preset. */
  ownTbtMs: number
  /** The floor's TBT (no script): median and spread. */
  floorTbtMs: Spread
  /**
   * The part of ownTbtMs the page has before any script: its floor's median TBT minus the baseline floor's (same
   * preset). The rest, ownTbtMs minus this, is what the scripts add beyond the baseline's.
   */
  ownFloorTbtMs: number
  cls: Spread
  floorLcpMs: Spread
  lcpOverFloor: number
  observedFcpMs: number
  jsBytes: number
  /** The route's runs' Lighthouse benchmarkIndex and CPU slowdown, printed beside its figures. */
  benchmarkIndex: Spread
  cpuSlowdown: Spread
  /**
   * When every run of the route, its floor and the baseline has a thread-time audit (RunFigures.threadTime): the
   * score and TBT medians by thread time, the floor's TBT by thread time, and the own TBT by thread time (the
   * route's median minus the baseline's, as ownTbtMs).
   */
  threadTime?: { score: Spread; tbtMs: Spread; floorTbtMs: Spread; ownTbtMs: number }
  /** Each target this route misses, in words with its figure. */
  misses: string[]
}

const ratio = (value: number) => value.toFixed(2)

/** The thread-time TBTs of runs that all have one; undefined when any lacks it (or there are none). */
const threadTimeTbts = (runs: readonly RunFigures[]): number[] | undefined => {
  const tbts = runs.flatMap((r) => (r.threadTime ? [r.threadTime.tbtMs] : []))
  return tbts.length > 0 && tbts.length === runs.length ? tbts : undefined
}

/** Summarises every route against the baseline route (which is summarised too, its own TBT being 0 by definition). */
export const summarise = (runs: readonly RouteRuns[], baselineRoute: string): RouteSummary[] => {
  const baselineTbt = new Map<Preset, { page: number; floor: number; threadTime?: number }>()
  for (const r of runs)
    if (r.route === baselineRoute) {
      const threadTime = threadTimeTbts(r.ours)
      baselineTbt.set(r.preset, {
        page: spread(r.ours.map((x) => x.tbtMs)).median,
        floor: spread(r.floor.map((x) => x.tbtMs)).median,
        ...(threadTime ? { threadTime: spread(threadTime).median } : {}),
      })
    }
  return runs.map((r) => {
    const base = baselineTbt.get(r.preset)
    if (base === undefined) throw new Error(`no baseline (${baselineRoute}) measured under the ${r.preset} preset`)
    const score = spread(r.ours.map((x) => x.score))
    const lcpMs = spread(r.ours.map((x) => x.lcpMs))
    const tbtMs = spread(r.ours.map((x) => x.tbtMs))
    const cls = spread(r.ours.map((x) => x.cls))
    const floorLcpMs = spread(r.floor.map((x) => x.lcpMs))
    const floorTbtMs = spread(r.floor.map((x) => x.tbtMs))
    const ownTbtMs = tbtMs.median - base.page
    const [threadTbts, floorThreadTbts] = [threadTimeTbts(r.ours), threadTimeTbts(r.floor)]
    const threadTime =
      threadTbts && floorThreadTbts && base.threadTime !== undefined
        ? {
            score: spread(r.ours.map((x) => x.threadTime?.score ?? NaN)),
            tbtMs: spread(threadTbts),
            floorTbtMs: spread(floorThreadTbts),
            ownTbtMs: spread(threadTbts).median - base.threadTime,
          }
        : undefined
    const lcpOverFloor = lcpMs.median / floorLcpMs.median
    const t = LIGHTHOUSE_TARGETS
    const misses: string[] = []
    if (score.median < t.minScore) misses.push(`score ${score.median} < ${t.minScore}`)
    if (ownTbtMs > t.maxOwnTbtMs) misses.push(`own TBT ${Math.round(ownTbtMs)} ms > ${t.maxOwnTbtMs} ms`)
    if (cls.median > t.maxCls) misses.push(`CLS ${cls.median.toFixed(3)} > ${t.maxCls}`)
    if (lcpOverFloor > t.maxLcpOverFloor) misses.push(`LCP ÷ floor ${ratio(lcpOverFloor)} > ${t.maxLcpOverFloor}`)
    if (r.preset === "mobile" && floorLcpMs.median > t.maxMobileFloorLcpMs)
      misses.push(`floor LCP ${Math.round(floorLcpMs.median)} ms > ${t.maxMobileFloorLcpMs} ms`)
    return {
      route: r.route,
      preset: r.preset,
      score,
      lcpMs,
      tbtMs,
      ownTbtMs,
      floorTbtMs,
      ownFloorTbtMs: floorTbtMs.median - base.floor,
      cls,
      floorLcpMs,
      lcpOverFloor,
      observedFcpMs: spread(r.ours.map((x) => x.observedFcpMs)).median,
      jsBytes: spread(r.ours.map((x) => x.jsBytes)).median,
      benchmarkIndex: spread(r.ours.map((x) => x.benchmarkIndex)),
      cpuSlowdown: spread(r.ours.map((x) => x.cpuSlowdown)),
      ...(threadTime ? { threadTime } : {}),
      misses,
    }
  })
}

/** "1234 (1100–1400)": a median with its spread, rounded to `digits`. */
export const formatSpread = (s: Spread, digits = 0): string =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`

/**
 * The median of each kind of blocking work over the runs that traced it, and the median of their totals (so the
 * kinds need not add up to the total), in whole ms; empty when no run traced.
 */
export const blockingByKindMedians = (runs: readonly RunFigures[]): Partial<Record<WorkKind | "total", number>> => {
  const traced = runs.flatMap((r) => (r.blockingByKind ? [r.blockingByKind] : []))
  if (traced.length === 0) return {}
  const medians: Partial<Record<WorkKind | "total", number>> = {}
  for (const kind of WORK_KINDS) medians[kind] = Math.round(spread(traced.map((b) => b[kind])).median)
  medians.total = Math.round(spread(traced.map((b) => WORK_KINDS.reduce((sum, k) => sum + b[k], 0))).median)
  return medians
}

/**
 * BENCH_REDUCED_MOTION=1: one route under one preset as the bench measures it (`ours`) and again in the same rounds
 * with the visitor's reduced-motion setting on (`still`), which stops every automatic motion of the site: the
 * flipbooks and the slideshow hold their first picture and fetch no more, the diagrams and fades stand still.
 */
export interface MotionRuns {
  route: string
  preset: Preset
  ours: readonly RunFigures[]
  still: readonly RunFigures[]
}

export interface MotionSummary {
  route: string
  preset: Preset
  tbtMs: Spread
  stillTbtMs: Spread
  stillScore: Spread
  /** What the route's motion adds: the median TBT as measured minus the median TBT with reduced motion. */
  motionTbtMs: number
  /** The route's own TBT with no motion: its median TBT with reduced motion minus the baseline's, same preset. */
  ownStillTbtMs: number
}

/** Each route's blocking time with and without its motion, and its own TBT without motion above the baseline's. */
export const motionShare = (runs: readonly MotionRuns[], baselineRoute: string): MotionSummary[] => {
  const baselineStill = new Map<Preset, number>()
  for (const r of runs)
    if (r.route === baselineRoute) baselineStill.set(r.preset, spread(r.still.map((x) => x.tbtMs)).median)
  return runs.map((r) => {
    const base = baselineStill.get(r.preset)
    if (base === undefined)
      throw new Error(`no baseline (${baselineRoute}) measured with reduced motion under the ${r.preset} preset`)
    const tbtMs = spread(r.ours.map((x) => x.tbtMs))
    const stillTbtMs = spread(r.still.map((x) => x.tbtMs))
    return {
      route: r.route,
      preset: r.preset,
      tbtMs,
      stillTbtMs,
      stillScore: spread(r.still.map((x) => x.score)),
      motionTbtMs: tbtMs.median - stillTbtMs.median,
      ownStillTbtMs: stillTbtMs.median - base,
    }
  })
}
