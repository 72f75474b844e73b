/**
 * The similarity step on its own, without a Gatsby build (npm run bench:archive-scale -- --similarity [--n …]):
 * for the synthetic entries the archive-scale bench builds (the six sample takes, trimmed and nudged as
 * ./synthetic-entries.ts does it), how long each take's descriptor costs (src/archive/similarity.ts) against what
 * its derivation already spends reading the same take (parse and analyse: the same run's baseline), then how long
 * every entry's nearest list takes at each N (all pairs, reasons and shared terms), repeated to show the spread.
 * A benchmark, not a test: the figures depend on the machine's load.
 */
import { readFileSync } from "node:fs"
import * as path from "node:path"
import { ARCHIVE_SIMILAR_COUNT } from "../../src/constants"
import { analyseMotion, motionSettings, type EntryMotion } from "../../src/archive/analyse"
import { parseBvh } from "../../src/archive/bvh"
import { describeEntry, similarPages, type SimilarSource } from "../../src/archive/similarity"
import { SYNTHETIC_TAKE_S, syntheticSlug, trimmedTake } from "./synthetic-entries"

/** Times each N's lists are made, for the spread. */
const REPEATS = 5
/** The same start frames and nudge as ./synthetic-entries.ts. */
const START_FRAMES = 24
const NUDGE_CM = 0.003

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}
const pick = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] as number
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0)

export const benchSimilarity = (root: string, sizes: readonly number[]): void => {
  const folder = path.join(root, "content", "archive")
  // Stored with its languages: the entries are the English's.
  const archive = (
    JSON.parse(readFileSync(path.join(folder, "archive.json"), "utf8")) as {
      en: { entries: (EntryMotion & { slug: string; title: string; terms: string[] })[] }
    }
  ).en
  const samples = archive.entries
  const takes = samples.map((sample) => readFileSync(path.join(folder, sample.motion), "utf8"))
  const largest = Math.max(...sizes)
  const sources: SimilarSource[] = []
  const readMs: number[] = []
  const describeMs: number[] = []
  // One more take than the largest N: how many pages one new entry changes (the warm rebuild's pages).
  for (let n = 1; n <= largest + 1; n++) {
    const sample = samples[n % samples.length] as (typeof samples)[number]
    const take = takes[n % samples.length] as string
    const frameTime = Number(/Frame Time:\s*([\d.]+)/.exec(take)?.[1])
    const start = Math.floor(n / samples.length) % START_FRAMES
    const text = trimmedTake(take, start, Math.round(SYNTHETIC_TAKE_S / frameTime), NUDGE_CM * n)
    const t0 = performance.now()
    const analysis = analyseMotion(parseBvh(text, sample.motion), sample.motion, motionSettings(sample, sample.slug))
    const t1 = performance.now()
    const { movement, pose } = describeEntry(
      analysis.filtered,
      analysis.roles,
      analysis.heightM,
      analysis.bvh.joints.map((joint) => joint.parent),
    )
    const t2 = performance.now()
    readMs.push(t1 - t0)
    describeMs.push(t2 - t1)
    const slug = syntheticSlug(n)
    sources.push({
      descriptor: { slug, movement, pose },
      title: `Synthetic take ${n}`,
      synthetic: true,
      terms: sample.terms.map((term) => ({ slug: term, name: term })),
    })
    if (n % 100 === 0) console.error(`similarity bench: ${n} of ${largest} takes read and described`)
  }
  console.log(
    `Per take (${largest} synthetic takes of up to ${SYNTHETIC_TAKE_S} s): descriptor median ${ms(median(describeMs))} ms ` +
      `(p10–p90 ${ms(pick(describeMs, 0.1))}–${ms(pick(describeMs, 0.9))}); same-run baseline, the parse and analysis ` +
      `every derivation already does: median ${ms(median(readMs))} ms (p10–p90 ${ms(pick(readMs, 0.1))}–${ms(pick(readMs, 0.9))}); ` +
      `descriptor / baseline ${(median(describeMs) / median(readMs)).toFixed(2)}`,
  )
  console.log(
    `| N entries | descriptors, all computed (s) | lists of ${ARCHIVE_SIMILAR_COUNT} and the style axis, median ms (min–max of ${REPEATS}) | lists per entry, ms |`,
  )
  console.log("|---|---|---|---|")
  for (const n of sizes) {
    const subset = sources.slice(0, n)
    const runs: number[] = []
    for (let r = 0; r < REPEATS; r++) {
      const t = performance.now()
      similarPages(subset, ARCHIVE_SIMILAR_COUNT)
      runs.push(performance.now() - t)
    }
    const described = describeMs.slice(0, n).reduce((sum, x) => sum + x, 0) / 1000
    console.log(
      `| ${n} | ${described.toFixed(2)} | ${ms(median(runs))} (${ms(Math.min(...runs))}–${ms(Math.max(...runs))}) | ${(median(runs) / n).toFixed(3)} |`,
    )
  }
  const before = similarPages(sources.slice(0, largest), ARCHIVE_SIMILAR_COUNT)
  const after = similarPages(sources.slice(0, largest + 1), ARCHIVE_SIMILAR_COUNT)
  let changed = 0
  for (const [slug, page] of after) if (JSON.stringify(before.get(slug)) !== JSON.stringify(page)) changed++
  console.log(
    `One more entry at N = ${largest}: ${changed} of ${largest + 1} entry pages change (its own, and the lists and style axes it enters)`,
  )
  console.log(`Load average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`)
}
