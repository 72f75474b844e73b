/**
 * `npm run bench:similarity -- <folder> [--json]`: how well "moves like this" ranks labelled real captures
 * (docs/similarity.md, "The bench: labelled real captures"). The folder holds .bvh takes and a labels.json beside
 * them
 * (`{ "<take>.bvh": { "kind": "wave-left-hand", "family": "wave", "style": "tired" } }`); they stay outside the
 * repository. Every labelled take is read as ../src/archive/real-takes.ts reads one (the unit and up axis the
 * inspector suggests, no reference frames stated), each asks for its nearest, and the run prints P@1, P@4, the
 * family P@4, how often the nearest shares only the style, and chance, for the site's ranking and for two plain
 * baselines computed in the same run on the same takes, with the cost per pair and the shortlist's size. With
 * --json it prints the measures as one JSON object. A benchmark, not a test: it fails on nothing.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { readTakeAnalysis } from "../src/archive/real-takes"
import {
  baselineFrames,
  benchMeasures,
  euclidean,
  meanSpread,
  parseLabels,
  plainDtw,
  twoStageDistance,
  type BenchMeasures,
} from "../src/archive/similarity-bench"
import { framesDtw, mirrorFrames, mirrorSummary, summaryDistance } from "../src/archive/pose"
import { SIMILAR_BENCH, SIMILARITY_LIST } from "../src/constants"
import { describeEntry, distance, likenessMatrix, type EntryDescriptor } from "../src/archive/similarity"

const folder = process.argv.slice(2).find((arg) => !arg.startsWith("--"))
const asJson = process.argv.includes("--json")
if (!folder) {
  console.error("Usage: npm run bench:similarity -- <folder of .bvh files with a labels.json> [--json]")
  process.exit(2)
}
const labelsFile = path.join(folder, "labels.json")
const bvhFiles = fs.readdirSync(folder).filter((name) => name.toLowerCase().endsWith(".bvh"))
const labels = parseLabels(fs.readFileSync(labelsFile, "utf8"), labelsFile, bvhFiles)
const files = [...labels.keys()].sort()

const readStart = performance.now()
const takes = files.map((file) => {
  const analysis = readTakeAnalysis(folder, file)
  const { roles } = analysis
  const frames = analysis.filtered.frames
  const joint = (index: number | undefined) =>
    frames.map((f) => (index === undefined ? new Float64Array(3) : f.subarray(index * 3, index * 3 + 3)))
  const plain = baselineFrames(
    [roles.head, roles.leftHand, roles.rightHand, roles.leftFoot, roles.rightFoot].map(joint),
    joint(roles.pelvis ?? roles.root ?? 0),
    analysis.filtered.frameTime,
  )
  const described = describeEntry(
    analysis.filtered,
    roles,
    analysis.heightM,
    analysis.bvh.joints.map((j) => j.parent),
  )
  const descriptor: EntryDescriptor = { slug: file, movement: described.movement, pose: described.pose }
  const poses = described.frames.frames
  return { file, descriptor, plain, summary: meanSpread(plain), poses, mirror: mirrorFrames(poses) }
})
const readS = (performance.now() - readStart) / 1000

const timed = <T>(run: () => T): [T, number] => {
  const start = performance.now()
  const value = run()
  return [value, performance.now() - start]
}
const n = takes.length
const matrix = (measure: (i: number, j: number) => number): [Float64Array, number] => {
  const start = performance.now()
  const d = new Float64Array(n * n)
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) d[i * n + j] = d[j * n + i] = measure(i, j)
  return [d, performance.now() - start]
}
const pairs = (n * (n - 1)) / 2
const take = (i: number) => takes[i] as (typeof takes)[number]
const labelList = files.map((file) => labels.get(file) as NonNullable<ReturnType<typeof labels.get>>)

// The site's ranking: what each take does (pose, as is or mirrored), as its list would order the others.
const [likeness, siteMs] = timed(() => likenessMatrix(takes.map((t) => t.descriptor)))
const site = benchMeasures(labelList, (i, j) => likeness.d[i * n + j] as number)
const mirroredShare = likeness.mirrored.reduce((sum, flag) => sum + flag, 0) / Math.max(1, likeness.mirrored.length - n)
// Last round's ranking, kept as the "how" axis: the descriptor's distance alone.
const [howD, howMs] = matrix((i, j) => distance(take(i).descriptor, take(j).descriptor))
const [meanSpreadD, meanSpreadMs] = matrix((i, j) => euclidean(take(i).summary, take(j).summary))
const [dtwD, dtwMs] = matrix((i, j) => plainDtw(take(i).plain, take(j).plain))
// The two-stage ranking: the site's distance shortlists, time warping over the pose frames (as they are and
// mirrored, the mirror counting SIMILARITY_LIST.mirrorPenalty farther) blended with the summary's orders.
const { shortlist, band, blend } = SIMILAR_BENCH.twoStage
const summaryD = (i: number, j: number, mirrored: boolean) => {
  const [a, b] = [take(i).descriptor.pose ?? [], take(j).descriptor.pose ?? []]
  return summaryDistance(a, mirrored ? mirrorSummary(b) : b)
}
const [twoStage, twoStageMs] = timed(() =>
  twoStageDistance(
    n,
    (i, j) => likeness.d[i * n + j] as number,
    (i, j) =>
      Math.min(
        (1 - blend) * summaryD(i, j, false) + blend * framesDtw(take(i).poses, take(j).poses, band),
        (1 - blend) * summaryD(i, j, true) +
          blend * framesDtw(take(i).poses, take(j).mirror, band) +
          SIMILARITY_LIST.mirrorPenalty,
      ),
    shortlist,
  ),
)
const result = {
  takes: n,
  site: { ...site, msPerPair: siteMs / pairs, mirroredShare },
  how: { ...benchMeasures(labelList, (i, j) => howD[i * n + j] as number), msPerPair: howMs / pairs },
  meanSpread: {
    ...benchMeasures(labelList, (i, j) => meanSpreadD[i * n + j] as number),
    msPerPair: meanSpreadMs / pairs,
  },
  dtw: { ...benchMeasures(labelList, (i, j) => dtwD[i * n + j] as number), msPerPair: dtwMs / pairs },
  twoStage: {
    ...benchMeasures(labelList, twoStage.distanceAt),
    shortlist,
    band,
    blend,
    // Stage one is the site's matrix (every pair); stage two the shortlisted pairs' time warping.
    msPerPair: siteMs / pairs + twoStageMs / pairs,
    stage1MsPerPair: siteMs / pairs,
    stage2MsPerPair: twoStageMs / Math.max(1, twoStage.pairs),
    stage2Pairs: twoStage.pairs,
  },
}
if (asJson) {
  console.log(JSON.stringify(result))
} else {
  const row = (name: string, m: BenchMeasures & { msPerPair: number }) =>
    `${name.padEnd(28)}${[m.p1, m.p4, m.family4, m.styleOnly, m.chance].map((v) => v.toFixed(2).padStart(9)).join("")}${m.msPerPair.toFixed(3).padStart(12)}`
  console.log(`${n} takes in ${folder} (${readS.toFixed(1)} s to read and describe), ${site.queries} asking`)
  console.log(
    `${"".padEnd(28)}${["P@1", "P@4", "family@4", "style", "chance"].map((h) => h.padStart(9)).join("")}${"ms a pair".padStart(12)}`,
  )
  console.log(row("this site", result.site))
  console.log(row("how it moves (last round)", result.how))
  console.log(row("mean and spread (plain)", result.meanSpread))
  console.log(row("time warping 10 Hz (plain)", result.dtw))
  console.log(row(`two-stage (${shortlist}, then warping)`, result.twoStage))
  // Where the site's nearest is another kind: which kind it takes for which, most often first.
  const misses = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const own = labelList[i] as (typeof labelList)[number]
    if (!labelList.some((other, j) => j !== i && other.kind === own.kind)) continue
    let nearest = -1
    for (let j = 0; j < n; j++)
      if (j !== i && (nearest < 0 || (likeness.d[i * n + j] as number) < (likeness.d[i * n + nearest] as number)))
        nearest = j
    const found = (labelList[nearest] as (typeof labelList)[number]).kind
    if (found !== own.kind) misses.set(`${own.kind} → ${found}`, (misses.get(`${own.kind} → ${found}`) ?? 0) + 1)
  }
  console.log(
    `The site's nearest of another kind: ${[...misses]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([pair, count]) => `${pair} ${count}`)
      .join(", ")}`,
  )
  console.log(
    `The site compares every pair (no shortlist: ${n} takes, ${pairs} pairs); ${(100 * mirroredShare).toFixed(1)} % of pairs are nearest in a mirror.`,
  )
  console.log(
    `Two-stage: stage 1 the site's summary, every pair, ${result.twoStage.stage1MsPerPair.toFixed(3)} ms a pair; ` +
      `stage 2 time warping (band ${band}, blend ${blend}, as is and mirrored) on each take's shortlist of ${shortlist}: ` +
      `${twoStage.pairs} pairs, ${result.twoStage.stage2MsPerPair.toFixed(3)} ms a pair.`,
  )
}
