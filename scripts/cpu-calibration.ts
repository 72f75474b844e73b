/**
 * One phone on any host: the CPU slowdown the benches apply (`npm run bench`'s mobile runs, `npm run
 * bench:interaction`), calibrated from the host's measured speed instead of a fixed 4×.
 *
 * Lighthouse's measure of a host is its `benchmarkIndex` (a fixed piece of JavaScript timed on one core: higher is
 * faster), and its documentation calibrates the CPU slowdown by it: throttling is relative to the host, so "you may
 * choose to calibrate if your benchmarkIndex is in a different range", and its CPU slowdown calculator gives the
 * multiplier that brings the host's index to the target device's (Lighthouse, docs/throttling.md, "Benchmarking CPU
 * Power" and "Calibrating the CPU slowdown"). Chrome DevTools' calibrated CPU presets do the same by bisection
 * (panels/mobile_throttling/CalibrationController.ts: the throttling rate at which the benchmark scores the target's
 * index). The index scales as the inverse of the time the benchmark takes, and a slowdown of s makes that time s
 * times longer, so the slowdown that brings a host of index h to the phone's index p is h / p.
 *
 * A fixed 4× simulated a phone twice as fast on a host twice as fast: on the developers' machine (index 1836–3601)
 * the interaction bench read medians of 24–72 ms, on a slower host (1131–1669) 104–280 ms.
 */

/**
 * The phone simulated: the one Lighthouse's own mobile preset aims at. Its docs say the preset's constant 4× "moves a
 * typical run in the high-end desktop bracket" (index 1500–2000) "somewhere into the mid-tier mobile bracket"
 * (125–800): the middle of that desktop bracket, 1750, slowed 4×, is 437.5, rounded here.
 */
export const TARGET_PHONE_BENCHMARK_INDEX = 440

/** Slowdowns are applied to a tenth (Chromium takes any rate ≥ 1; a tenth is finer than the index's own noise). */
const SLOWDOWN_STEP = 0.1

/**
 * The CPU slowdown that brings a host of this benchmarkIndex to the phone's: host / phone, to a tenth, and never
 * under 1 (a host slower than the phone cannot be sped up; `simulatesPhone` then says so).
 */
export const calibratedSlowdown = (hostIndex: number, phoneIndex = TARGET_PHONE_BENCHMARK_INDEX): number => {
  if (!(hostIndex > 0) || !(phoneIndex > 0)) throw new Error(`No slowdown for benchmarkIndex ${hostIndex}`)
  const steps = Math.round(hostIndex / phoneIndex / SLOWDOWN_STEP)
  return Math.max(1, steps * SLOWDOWN_STEP)
}

/** The index the host has once slowed: what the page met, as a phone's benchmarkIndex. */
export const simulatedIndex = (hostIndex: number, slowdown: number): number => hostIndex / slowdown

/** Whether the host could be slowed to the phone (a host slower than the phone runs unslowed, and slower still). */
export const simulatesPhone = (hostIndex: number, phoneIndex = TARGET_PHONE_BENCHMARK_INDEX): boolean =>
  hostIndex >= phoneIndex

/** What each figure's line ends with: "benchmarkIndex 2310, CPU 5.3× slower (as a phone of 436)". */
export const hostNote = (hostIndex: number, slowdown: number): string =>
  `benchmarkIndex ${Math.round(hostIndex)}, CPU ${slowdown.toFixed(1)}× slower (as a phone of ${Math.round(simulatedIndex(hostIndex, slowdown))}${simulatesPhone(hostIndex) ? "" : ", the host is slower than the phone"})`

/**
 * A run counts when the host measured at least this share of its quiet speed just before it. The rule is the host's
 * own: a fixed floor (an index of 1000 until 2026-11) discarded every run on a host whose quiet index is under it, so
 * a machine twice as slow could not bench at all, and let through a fast host's runs at half its speed.
 */
export const BUSY_SHARE = 0.8
/** How many times the benches measure the host before their first run; the fastest reading is its quiet speed. */
export const QUIET_SAMPLES = 3

/**
 * The host's quiet speed: the fastest benchmarkIndex read so far (before the bench starts, then before each run), so
 * a busy start is corrected by the first quiet run. `counts` says whether a reading is within BUSY_SHARE of it.
 */
export class QuietHost {
  private fastest: number
  constructor(samples: readonly number[]) {
    if (samples.length === 0 || samples.some((s) => !(s > 0)))
      throw new Error(`No quiet speed from [${samples.join(", ")}]`)
    this.fastest = Math.max(...samples)
  }
  /** The host's quiet benchmarkIndex so far. */
  get index(): number {
    return this.fastest
  }
  /** Whether a run whose host read `index` just before it counts; a faster reading raises the quiet speed. */
  counts(index: number): boolean {
    this.fastest = Math.max(this.fastest, index)
    return index >= BUSY_SHARE * this.fastest
  }
  /** Why a run was discarded, with the figures. */
  busyNote(index: number): string {
    return `busy (benchmarkIndex ${Math.round(index)}, under ${BUSY_SHARE * 100} % of the host's quiet ${Math.round(this.fastest)})`
  }
}
