/**
 * The measures of `npm run bench:similarity` (docs/similarity.md, "The bench: labelled real captures"), and its
 * two plain baselines: how
 * well a distance ranks labelled takes, each take asking for its nearest as an entry page's "moves like this" list
 * does. Labels come from the folder's labels.json, never from the takes. Pure: the script reads the folder.
 */
import { SIMILAR_BENCH } from "../constants"

/** What a take is, from labels.json: its kind of movement, the coarse family of that kind, and its style. */
export interface TakeLabel {
  kind: string
  family: string
  style: string
}

export interface BenchMeasures {
  /** Share of takes whose nearest other take is the same kind. */
  p1: number
  /** Mean share of the same kind among each take's `SIMILAR_BENCH.listed` nearest. */
  p4: number
  /** The same for the coarse family. */
  family4: number
  /** Share of takes whose nearest other take shares the style but is another kind. */
  styleOnly: number
  /** What p4 would be with the others in random order: the mean share of the same kind among each take's others. */
  chance: number
  /** How many takes asked (those with another take of their kind). */
  queries: number
}

/**
 * The measures for `count` labelled takes and their distances (`distanceAt(i, j)`; only the order of each take's
 * others counts, ties by index). A take asks only when another take is of its kind (a single take of a kind
 * cannot find its kind); every take is among the others.
 */
export const benchMeasures = (
  labels: readonly TakeLabel[],
  distanceAt: (i: number, j: number) => number,
): BenchMeasures => {
  const listed = SIMILAR_BENCH.listed
  const n = labels.length
  let p1 = 0
  let p4 = 0
  let family4 = 0
  let styleOnly = 0
  let chance = 0
  let queries = 0
  for (let i = 0; i < n; i++) {
    const own = labels[i] as TakeLabel
    const others = [...Array(n).keys()].filter((j) => j !== i)
    const sameKind = others.filter((j) => (labels[j] as TakeLabel).kind === own.kind).length
    if (sameKind === 0) continue
    queries++
    const ranked = others
      .map((j) => [j, distanceAt(i, j)] as const)
      .sort((x, y) => x[1] - y[1] || x[0] - y[0])
      .slice(0, listed)
      .map(([j]) => labels[j] as TakeLabel)
    const nearest = ranked[0] as TakeLabel
    if (nearest.kind === own.kind) p1++
    if (nearest.kind !== own.kind && nearest.style === own.style) styleOnly++
    p4 += ranked.filter((label) => label.kind === own.kind).length / ranked.length
    family4 += ranked.filter((label) => label.family === own.family).length / ranked.length
    chance += sameKind / others.length
  }
  const share = (value: number) => (queries > 0 ? value / queries : 0)
  return {
    p1: share(p1),
    p4: share(p4),
    family4: share(family4),
    styleOnly: share(styleOnly),
    chance: share(chance),
    queries,
  }
}

/**
 * A two-stage ranking as a distance for `benchMeasures`: each take's `shortlist` nearest by `first` (ties by
 * index), ordered among themselves by `second`, then the rest in `first`'s order. `second` is asked only for
 * shortlisted pairs, once a pair (it must be symmetric); `pairs` counts how often it was asked.
 */
export const twoStageDistance = (
  count: number,
  first: (i: number, j: number) => number,
  second: (i: number, j: number) => number,
  shortlist: number,
): { distanceAt: (i: number, j: number) => number; pairs: number } => {
  const refined = new Map<number, number>()
  const listed = Array.from(
    { length: count },
    (_, i) =>
      new Set(
        [...Array(count).keys()]
          .filter((j) => j !== i)
          .sort((x, y) => first(i, x) - first(i, y) || x - y)
          .slice(0, shortlist),
      ),
  )
  for (let i = 0; i < count; i++)
    for (const j of listed[i] as Set<number>) {
      const key = Math.min(i, j) * count + Math.max(i, j)
      if (!refined.has(key)) refined.set(key, second(i, j))
    }
  // Every shortlisted take before every other: past the largest distance either stage gives.
  let past = 1
  for (const value of refined.values()) past = Math.max(past, value + 1)
  return {
    distanceAt: (i, j) =>
      (listed[i] as Set<number>).has(j)
        ? (refined.get(Math.min(i, j) * count + Math.max(i, j)) as number)
        : past + first(i, j),
    pairs: refined.size,
  }
}

/** labels.json's entries, checked: each names a kind, a family and a style, and each names a take in the folder. */
export const parseLabels = (text: string, file: string, takes: readonly string[]): Map<string, TakeLabel> => {
  const data = JSON.parse(text) as unknown
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(`${file}: expected an object of { "<take>.bvh": { "kind", "family", "style" } }`)
  const out = new Map<string, TakeLabel>()
  for (const [take, label] of Object.entries(data as Record<string, unknown>)) {
    const fields = label as Partial<Record<keyof TakeLabel, unknown>>
    for (const field of ["kind", "family", "style"] as const)
      if (typeof fields?.[field] !== "string" || fields[field] === "")
        throw new Error(`${file}: "${take}".${field} must be a non-empty string`)
    if (!takes.includes(take)) throw new Error(`${file}: "${take}" is not a .bvh file in the folder`)
    out.set(take, { kind: fields.kind as string, family: fields.family as string, style: fields.style as string })
  }
  return out
}

/** One joint's track: x, y, z per sample, metres, Y up. */
type Track = readonly Float64Array[]

/**
 * The plain baselines' per-frame feature: the head's, both hands' and both feet's positions relative to the pelvis
 * (metres, in the file's own axes once Y is up: no facing, no scaling), at SIMILAR_BENCH.baselineRateHz, the
 * nearest frame each.
 */
export const baselineFrames = (tracks: readonly Track[], pelvis: Track, frameTime: number): Float64Array[] => {
  const duration = (pelvis.length - 1) * frameTime
  const count = Math.max(1, Math.floor(duration * SIMILAR_BENCH.baselineRateHz) + 1)
  return Array.from({ length: count }, (_, k) => {
    const frame = Math.min(pelvis.length - 1, Math.round(k / SIMILAR_BENCH.baselineRateHz / frameTime))
    const p = pelvis[frame] as Float64Array
    const out = new Float64Array(tracks.length * 3)
    tracks.forEach((track, t) => {
      const q = track[frame] as Float64Array
      for (let axis = 0; axis < 3; axis++) out[t * 3 + axis] = (q[axis] as number) - (p[axis] as number)
    })
    return out
  })
}

/** Baseline one: each coordinate's mean and standard deviation over the take, compared by Euclidean distance. */
export const meanSpread = (frames: readonly Float64Array[]): Float64Array => {
  const d = frames[0]?.length ?? 0
  const out = new Float64Array(2 * d)
  for (let c = 0; c < d; c++) {
    const values = frames.map((f) => f[c] as number)
    const mean = values.reduce((s, v) => s + v, 0) / values.length
    out[c] = mean
    out[d + c] = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length)
  }
  return out
}
export const euclidean = (a: Float64Array, b: Float64Array): number => {
  let sum = 0
  for (let k = 0; k < a.length; k++) sum += ((a[k] as number) - (b[k] as number)) ** 2
  return Math.sqrt(sum)
}

/**
 * Baseline two: dynamic time warping over the frames (Euclidean distance between frames, steps right, down and
 * diagonal, no window), the accumulated cost divided by the two lengths' sum.
 */
export const plainDtw = (a: readonly Float64Array[], b: readonly Float64Array[]): number => {
  const m = b.length
  let previous = new Float64Array(m).fill(Infinity)
  let current = new Float64Array(m)
  a.forEach((x, i) => {
    for (let j = 0; j < m; j++) {
      const c = euclidean(x, b[j] as Float64Array)
      const best =
        i === 0 && j === 0
          ? 0
          : Math.min(
              previous[j] as number,
              j > 0 ? (current[j - 1] as number) : Infinity,
              j > 0 ? (previous[j - 1] as number) : Infinity,
            )
      current[j] = best + c
    }
    ;[previous, current] = [current, previous]
  })
  return (previous[m - 1] as number) / (a.length + m)
}

/**
 * Which variants `npm run similarity:variants` makes of a labelled folder (docs/similarity.md, "Variants of real
 * takes"): `mirror` maps a kind to the kind its mirror image is (a wave with the right hand to "wave-left-hand", a
 * walk to "walk"); `turn` makes each take of a kind turn as it goes, the first in name order to the left by
 * `degrees`, the next to the right, and so on (so no turn is another's exact mirror), labelled `left` and `right`.
 */
export interface VariantSpec {
  mirror: Record<string, string>
  turn: Record<string, { degrees: number; left: string; right: string }>
}

/** One take to make: from which labelled take, under which file name, how, and with which label. */
export interface PlannedVariant {
  from: string
  file: string
  /** "mirror", or the degrees to turn (positive to the left). */
  make: "mirror" | number
  label: TakeLabel
}

/** A variants file, checked: each field named where it is wrong, as labels.json is. */
export const parseVariantSpec = (text: string, file: string): VariantSpec => {
  const data = JSON.parse(text) as { mirror?: unknown; turn?: unknown }
  const fail = (field: string, want: string) => {
    throw new Error(`${file}: ${field} must be ${want}`)
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value)
  if (!isObject(data)) fail("the file", `an object of { "mirror": {…}, "turn": {…} }`)
  const mirror: Record<string, string> = {}
  const turn: VariantSpec["turn"] = {}
  if (data.mirror !== undefined && !isObject(data.mirror)) fail("mirror", `an object of { "<kind>": "<kind>" }`)
  for (const [kind, to] of Object.entries((data.mirror ?? {}) as Record<string, unknown>)) {
    if (typeof to !== "string" || to === "") fail(`mirror.${kind}`, "a kind (a non-empty string)")
    mirror[kind] = to as string
  }
  if (data.turn !== undefined && !isObject(data.turn))
    fail("turn", `an object of { "<kind>": { "degrees", "left", "right" } }`)
  for (const [kind, value] of Object.entries((data.turn ?? {}) as Record<string, unknown>)) {
    const fields: Record<string, unknown> = isObject(value) ? value : {}
    const degrees = fields.degrees
    if (typeof degrees !== "number" || !(degrees > 0) || degrees > 360)
      fail(`turn.${kind}.degrees`, "a number over 0, at most 360")
    for (const side of ["left", "right"] as const)
      if (typeof fields[side] !== "string" || fields[side] === "")
        fail(`turn.${kind}.${side}`, "a kind (a non-empty string)")
    turn[kind] = { degrees: degrees as number, left: fields.left as string, right: fields.right as string }
  }
  return { mirror, turn }
}

/**
 * The variants to make of `labels`' takes by `spec`, in name order: each file named after its take and what was
 * done (`<take>.mirrored.bvh`, `<take>.turned-left-90.bvh`), labelled with the spec's kind and the take's family and
 * style. A kind the spec names that no take has stops it: a variants file is written for one folder.
 */
export const planVariants = (
  labels: ReadonlyMap<string, TakeLabel>,
  spec: VariantSpec,
  file: string,
): PlannedVariant[] => {
  const takes = [...labels.keys()].sort()
  const kinds = new Set([...labels.values()].map((label) => label.kind))
  for (const [field, kind] of [
    ...Object.keys(spec.mirror).map((kind) => [`mirror.${kind}`, kind]),
    ...Object.keys(spec.turn).map((kind) => [`turn.${kind}`, kind]),
  ])
    if (!kinds.has(kind as string)) throw new Error(`${file}: ${field}: no take in the folder is of kind "${kind}"`)
  const stem = (take: string) => take.replace(/\.bvh$/i, "")
  const planned: PlannedVariant[] = []
  for (const take of takes) {
    const label = labels.get(take) as TakeLabel
    const to = spec.mirror[label.kind]
    if (to !== undefined)
      planned.push({ from: take, file: `${stem(take)}.mirrored.bvh`, make: "mirror", label: { ...label, kind: to } })
  }
  for (const [kind, { degrees, left, right }] of Object.entries(spec.turn))
    takes
      .filter((take) => (labels.get(take) as TakeLabel).kind === kind)
      .forEach((take, k) => {
        const toLeft = k % 2 === 0
        planned.push({
          from: take,
          file: `${stem(take)}.turned-${toLeft ? "left" : "right"}-${degrees}.bvh`,
          make: toLeft ? degrees : -degrees,
          label: { ...(labels.get(take) as TakeLabel), kind: toLeft ? left : right },
        })
      })
  return planned
}
