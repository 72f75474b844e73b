/**
 * The arithmetic behind `npm run bench:interaction` (scripts/bench-interaction.ts), kept apart so it can be tested on
 * hand-made entries: one interaction's Event Timing entries folded into its duration and its three parts, the
 * median and worst of a control's runs against the targets, and the player's frame pacing from its animation frames.
 *
 * Event Timing (PerformanceEventTiming) reports each event of an interaction (a tap is pointerdown, pointerup and
 * click; a key is keydown and keyup) with the time the input happened (`startTime`), when its handlers began and
 * ended (`processingStart`, `processingEnd`) and when the next frame after them was presented (`startTime` +
 * `duration`, rounded by the browser to 8 ms). The interaction's latency is its longest event's duration, as
 * Interaction to Next Paint counts it; its parts are the input delay (input to the first handler), the processing
 * (first handler to last handler's end) and the presentation delay (from there to the frame on screen).
 */
import { spread } from "./lighthouse-figures"

/** The phone viewport every control is measured at (Lighthouse's mobile preset's screen, a Moto G Power). */
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const
/** The player's frame pacing is measured at these two widths (the spec's phone and desktop sizes). */
export const PACING_WIDTHS = [375, 1280] as const
/** Fresh page loads per control. */
export const INTERACTION_RUNS = 5

/** The targets of issue 52, held to each control's runs. */
export const INTERACTION_TARGETS = {
  /** The median interaction duration of a control's runs. */
  maxMedianMs: 100,
  /** Its longest run. */
  maxWorstMs: 200,
  /** From the click on a link to the outgoing page's fade starting. */
  maxFadeStartMs: 100,
} as const

/** The targets for the archive's player while it plays (and while it sounds). */
export const PACING_TARGETS = {
  /** The share of display frames during playback that came on their vsync (none skipped). */
  minOnTimeShare: 0.95,
  /** No animation frame (Long Animation Frames) longer than this. */
  maxAnimationFrameMs: 50,
} as const

/**
 * Event Timing reports only events at least this long (its `durationThreshold` can go no lower); an interaction with
 * no entry took less, and is counted as this (an upper bound).
 */
export const EVENT_TIMING_FLOOR_MS = 16

/** One PerformanceEventTiming entry, as the page hands it over (only the fields read here). */
export interface EventEntry {
  name: string
  interactionId: number
  startTime: number
  duration: number
  processingStart: number
  processingEnd: number
}

/** One interaction in figures, ms. */
export interface Interaction {
  durationMs: number
  inputDelayMs: number
  processingMs: number
  presentationMs: number
  /** When the input happened, on the page's clock (performance.now()). */
  startMs: number
  /** True when no entry was reported: the interaction was shorter than EVENT_TIMING_FLOOR_MS. */
  underFloor: boolean
}

/**
 * One interaction from its events' entries (those with one interactionId): its duration is the longest entry's (as
 * INP counts it); its input delay runs from the earliest input to the first handler, its processing from there to
 * the last handler's end, and its presentation delay from there to the end of that longest entry. With no entries,
 * the interaction took less than the Event Timing floor and is counted at it, with no parts.
 */
export const interactionOf = (entries: readonly EventEntry[]): Interaction => {
  if (entries.length === 0)
    return {
      durationMs: EVENT_TIMING_FLOOR_MS,
      inputDelayMs: 0,
      processingMs: 0,
      presentationMs: 0,
      startMs: NaN,
      underFloor: true,
    }
  const ids = new Set(entries.map((e) => e.interactionId))
  if (ids.size !== 1) throw new Error(`entries of ${ids.size} interactions given as one`)
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a))
  const start = Math.min(...entries.map((e) => e.startTime))
  const firstHandler = Math.min(...entries.map((e) => e.processingStart))
  const lastHandlerEnd = Math.max(...entries.map((e) => e.processingEnd))
  const presented = Math.max(lastHandlerEnd, longest.startTime + longest.duration)
  return {
    durationMs: longest.duration,
    inputDelayMs: firstHandler - start,
    processingMs: lastHandlerEnd - firstHandler,
    presentationMs: presented - lastHandlerEnd,
    startMs: start,
    underFloor: false,
  }
}

/**
 * The interaction among `entries` that the bench caused: the entries of the last interactionId that began at or
 * after `sinceMs` (the bench's click or key press comes after the page has settled, so any earlier one is not it).
 */
export const lastInteraction = (entries: readonly EventEntry[], sinceMs: number): Interaction => {
  const after = entries.filter((e) => e.interactionId > 0 && e.startTime >= sinceMs)
  const last = after.reduce((id, e) => Math.max(id, e.interactionId), 0)
  return interactionOf(after.filter((e) => e.interactionId === last))
}

export interface Spread {
  median: number
  worst: number
  best: number
}

/** The median of the runs, with the best and worst: the Lighthouse bench's arithmetic (./lighthouse-figures.ts). */
export const spreadOf = (values: readonly number[]): Spread => {
  const { median, min, max } = spread(values)
  return { median, best: min, worst: max }
}

/**
 * One control's runs: each a fresh page load, with the host's benchmarkIndex measured on it before it ran and the
 * CPU slowdown calibrated from it (scripts/cpu-calibration.ts).
 */
export interface ControlRun {
  interaction: Interaction
  benchmarkIndex: number
  slowdown: number
  /** A page change only: from the input to the outgoing page's fade starting (its `transitionrun`), ms. */
  fadeStartMs?: number
}

export interface ControlSummary {
  control: string
  runs: number
  duration: Spread
  inputDelay: Spread
  processing: Spread
  presentation: Spread
  fadeStart?: Spread
  /** How many runs were shorter than the Event Timing floor (counted at it). */
  underFloor: number
  benchmarkIndex: Spread
  slowdown: Spread
  misses: string[]
}

/** A control's runs against the targets: median and worst of its duration, and of its fade's start when it has one. */
export const summariseControl = (control: string, runs: readonly ControlRun[]): ControlSummary => {
  const of = (pick: (r: ControlRun) => number) => spreadOf(runs.map(pick))
  const duration = of((r) => r.interaction.durationMs)
  const fades = runs.flatMap((r) => (r.fadeStartMs === undefined ? [] : [r.fadeStartMs]))
  const fadeStart = fades.length > 0 ? spreadOf(fades) : undefined
  const t = INTERACTION_TARGETS
  const misses: string[] = []
  if (duration.median > t.maxMedianMs) misses.push(`median ${Math.round(duration.median)} ms > ${t.maxMedianMs} ms`)
  if (duration.worst > t.maxWorstMs) misses.push(`worst ${Math.round(duration.worst)} ms > ${t.maxWorstMs} ms`)
  if (fadeStart && fadeStart.worst > t.maxFadeStartMs)
    misses.push(`fade starts ${Math.round(fadeStart.worst)} ms after the input > ${t.maxFadeStartMs} ms`)
  if (fades.length > 0 && fades.length < runs.length)
    misses.push(`the fade never started in ${runs.length - fades.length} of ${runs.length} runs`)
  return {
    control,
    runs: runs.length,
    duration,
    inputDelay: of((r) => r.interaction.inputDelayMs),
    processing: of((r) => r.interaction.processingMs),
    presentation: of((r) => r.interaction.presentationMs),
    ...(fadeStart ? { fadeStart } : {}),
    underFloor: runs.filter((r) => r.interaction.underFloor).length,
    benchmarkIndex: of((r) => r.benchmarkIndex),
    slowdown: of((r) => r.slowdown),
    misses,
  }
}

/** The player's frames over one stretch of playback. */
export interface Pacing {
  /** The display's frame interval, ms: the median gap between animation frames. */
  intervalMs: number
  /** Frames the display showed in the stretch, counting each skipped vsync as one that was due. */
  dueFrames: number
  /** The frames that came on their vsync. */
  onTimeFrames: number
  onTimeShare: number
  /** The longest gap between two animation frames, ms. */
  longestGapMs: number
  /** The longest animation frame Long Animation Frames reported in the stretch (0 when none, i.e. all ≤ 50 ms). */
  longestAnimationFrameMs: number
  misses: string[]
}

/**
 * Frame pacing from the timestamps of successive animation frames (requestAnimationFrame's, ms) and the durations
 * of the Long Animation Frames entries in the same stretch. A gap of n display intervals (rounded) means n − 1
 * frames were skipped: each is a frame that was due and not drawn on time. The display interval is the median gap.
 */
export const pacingOf = (frameTimes: readonly number[], longAnimationFramesMs: readonly number[]): Pacing => {
  if (frameTimes.length < 3) throw new Error("too few animation frames to judge pacing")
  const gaps = frameTimes.slice(1).map((t, i) => t - (frameTimes[i] as number))
  const intervalMs = spreadOf(gaps).median
  let dueFrames = 0
  for (const gap of gaps) dueFrames += Math.max(1, Math.round(gap / intervalMs))
  const onTimeFrames = gaps.length
  const onTimeShare = onTimeFrames / dueFrames
  const longestAnimationFrameMs = Math.max(0, ...longAnimationFramesMs)
  const t = PACING_TARGETS
  const misses: string[] = []
  if (onTimeShare < t.minOnTimeShare)
    misses.push(`${(onTimeShare * 100).toFixed(1)} % of frames on time < ${t.minOnTimeShare * 100} %`)
  if (longestAnimationFrameMs > t.maxAnimationFrameMs)
    misses.push(`an animation frame of ${Math.round(longestAnimationFrameMs)} ms > ${t.maxAnimationFrameMs} ms`)
  return {
    intervalMs,
    dueFrames,
    onTimeFrames,
    onTimeShare,
    longestGapMs: Math.max(...gaps),
    longestAnimationFrameMs,
    misses,
  }
}

/** "64 (48–112)": a median with its best and worst, whole ms. */
export const formatSpread = (s: Spread, digits = 0): string =>
  `${s.median.toFixed(digits)} (${s.best.toFixed(digits)}–${s.worst.toFixed(digits)})`
