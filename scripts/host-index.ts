/**
 * The host's speed as Lighthouse measures it: its own benchmarkIndex page function (a fixed piece of JavaScript
 * timed on one core), run unthrottled in a blank page of the benches' Chromium. Both benches measure it right before
 * each run and calibrate that run's CPU slowdown from it (./cpu-calibration.ts).
 */
import type { Browser, Page } from "@playwright/test"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { BUSY_SHARE, QUIET_SAMPLES, QuietHost } from "./cpu-calibration"

/** tsx names functions with a helper, __name, that the page lacks; functions handed to the page then need it. */
export const NAME_HELPER = "globalThis.__name = globalThis.__name || ((f) => f)"

/** The benchmarkIndex of the host, measured in this page (before any slowdown is set on it). */
export const pageBenchmarkIndex = async (page: Page): Promise<number> =>
  Number(await page.evaluate(`${NAME_HELPER}; (${pageFunctions.computeBenchmarkIndex.toString()})()`))

/** The same in a fresh blank page of the browser, closed afterwards. */
export const hostBenchmarkIndex = async (browser: Browser): Promise<number> => {
  const context = await browser.newContext()
  try {
    return await pageBenchmarkIndex(await context.newPage())
  } finally {
    await context.close()
  }
}

/** The host's quiet speed before a bench starts: QUIET_SAMPLES readings, the fastest kept (./cpu-calibration.ts). */
export const measureQuietHost = async (browser: Browser): Promise<QuietHost> => {
  const samples: number[] = []
  for (let i = 0; i < QUIET_SAMPLES; i++) samples.push(await hostBenchmarkIndex(browser))
  const quiet = new QuietHost(samples)
  console.log(
    `The host's quiet benchmarkIndex: ${Math.round(quiet.index)} (readings ${samples.map(Math.round).join(", ")}); a run under ${BUSY_SHARE * 100} % of it is discarded as busy.`,
  )
  return quiet
}
