/**
 * What a take does, as the body's own frame sees it (docs/similarity.md, "What it does: the pose summary"): where
 * the hands, feet and
 * head are relative to the pelvis, facing the way the body faces and in standing heights, how the pelvis travels
 * (forward, back, sideways) and turns, at a low fixed rate. "Moves like this" ranks by this first: two waves are
 * near whoever waves and however; a wave and a walk are far apart whatever mood both share.
 *
 * A take's pose is read as POSE_FEATURES at `POSE.rateHz`, every value divided by its scale (so one unit is
 * "noticeably different"), and summed up as each feature's mean and spread and the net turn: 39 numbers, compared
 * for every pair in the archive. Ordering a shortlist by time warping over the frames (`framesDtw`) was measured
 * and not kept (docs/similarity.md); the similarity bench still measures it.
 * Left and right are kept: a take is compared with the other both as it is and mirrored (`mirrorSummary`), and a
 * match that needs the mirror says so.
 *
 * Pure: no file, no clock; ./similarity.ts computes a pose with the descriptor, from the same resampled tracks.
 */
import { POSE } from "../constants"

/** One joint's track: x, y, z per sample, metres, Y up. */
export type Track = readonly Float64Array[]

/** The tracks a pose is read from, each the take's moving part at `rateHz`; a part the skeleton lacks is absent. */
export interface PoseTracks {
  rateHz: number
  heightM: number
  pelvis: Track
  head?: Track | undefined
  leftHand?: Track | undefined
  rightHand?: Track | undefined
  leftFoot?: Track | undefined
  rightFoot?: Track | undefined
  /** The joints either side of the pelvis and of the chest (./roles.ts `sideJoints`): the body's facing. */
  leftHip?: Track | undefined
  rightHip?: Track | undefined
  leftShoulder?: Track | undefined
  rightShoulder?: Track | undefined
}

/**
 * The per-frame features, in order. Positions are in the body's frame: `side` toward the mover's left, `up` the
 * height above the ground, `ahead` toward where the body faces, all relative to the pelvis (but the height) and in
 * standing heights. The pelvis's travel is its horizontal velocity in that frame, and `turn` how fast the body's
 * facing turns (to the left positive).
 */
export const POSE_FEATURES = [
  "leftHandSide",
  "leftHandUp",
  "leftHandAhead",
  "rightHandSide",
  "rightHandUp",
  "rightHandAhead",
  "leftFootSide",
  "leftFootUp",
  "leftFootAhead",
  "rightFootSide",
  "rightFootUp",
  "rightFootAhead",
  "headSide",
  "headUp",
  "headAhead",
  "pelvisUp",
  "travelAhead",
  "travelSide",
  "turn",
] as const
export type PoseFeature = (typeof POSE_FEATURES)[number]
const F = POSE_FEATURES.length
const at = (name: PoseFeature) => POSE_FEATURES.indexOf(name)

/** Each feature's scale: one unit of the scaled value is about "noticeably different" (docs/similarity.md). */
const SCALE = Float64Array.from(POSE_FEATURES, (name) =>
  name === "turn" ? POSE.turnScale : name.startsWith("travel") ? POSE.travelScale : POSE.lengthScale,
)

/**
 * Mirroring: which feature each feature becomes (left and right swapped) and its sign (a side and a turn change
 * sign; heights, distances ahead and travel ahead do not).
 */
const MIRROR_FROM = Int32Array.from(POSE_FEATURES, (name) =>
  at(
    name
      .replace(/^left/, "@")
      .replace(/^right/, "left")
      .replace(/^@/, "right") as PoseFeature,
  ),
)
const MIRROR_SIGN = Float64Array.from(POSE_FEATURES, (name) => (/Side$|^turn$/.test(name) ? -1 : 1))

/** Where the net turn sits in a summary. */
const TURNED = 2 * F

const DECIMALS = 3
const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS

/** The mean of `track` over a centred window of `half` samples either side, per sample (the ends shorter). */
const smoothed = (values: readonly number[], half: number): number[] => {
  const sums = [0]
  for (const v of values) sums.push((sums[sums.length - 1] as number) + v)
  return values.map((_, k) => {
    const from = Math.max(0, k - half)
    const to = Math.min(values.length, k + half + 1)
    return ((sums[to] as number) - (sums[from] as number)) / (to - from)
  })
}

/** A horizontal direction from `right` to `left` at sample k, of length 1 (0, 0 when they coincide). */
const across = (left: Track, right: Track, k: number): [number, number] => {
  const l = left[k] as Float64Array
  const r = right[k] as Float64Array
  const x = (l[0] as number) - (r[0] as number)
  const z = (l[2] as number) - (r[2] as number)
  const length = Math.hypot(x, z)
  return length > 0 ? [x / length, z / length] : [0, 0]
}

/**
 * Where the body faces, per sample, as the angle of its left direction in the horizontal plane: the line from the
 * right hip to the left and from the right shoulder to the left (each of length 1, summed), averaged over
 * POSE.headingS around the sample so a stride's twist averages out. Without hips and shoulders, the feet's line
 * (then the hands') stands in, over the same window (a stride's swing mostly averages out too). Unwrapped, so a
 * turn through the back reads as a turn, not a jump of 2π.
 */
const headings = (tracks: PoseTracks, samples: number): number[] => {
  const pairs = (
    [
      [tracks.leftHip, tracks.rightHip],
      [tracks.leftShoulder, tracks.rightShoulder],
    ] as const
  ).filter((pair): pair is readonly [Track, Track] => pair[0] !== undefined && pair[1] !== undefined)
  const fallback = (
    [
      [tracks.leftFoot, tracks.rightFoot],
      [tracks.leftHand, tracks.rightHand],
    ] as const
  ).find((pair): pair is readonly [Track, Track] => pair[0] !== undefined && pair[1] !== undefined)
  const used = pairs.length > 0 ? pairs : fallback ? [fallback] : []
  const half = Math.max(1, Math.round((POSE.headingS * tracks.rateHz) / 2))
  const sideways = (axis: 0 | 1) =>
    smoothed(
      Array.from({ length: samples }, (_, k) => used.reduce((sum, [l, r]) => sum + across(l, r, k)[axis], 0)),
      half,
    )
  const [dx, dz] = [sideways(0), sideways(1)]
  const out: number[] = []
  for (let k = 0; k < samples; k++) {
    let angle = dx[k] === 0 && dz[k] === 0 ? 0 : Math.atan2(dz[k] as number, dx[k] as number)
    const before = out[k - 1]
    if (before !== undefined) while (angle - before > Math.PI) angle -= 2 * Math.PI
    if (before !== undefined) while (angle - before < -Math.PI) angle += 2 * Math.PI
    out.push(angle)
  }
  return out
}

/**
 * A take's pose frames: the features at POSE.rateHz, each scaled and rounded, frame after frame in one flat list
 * (POSE_FEATURES.length numbers a frame), and how far the body turned from the moving part's start to its end (to
 * the left positive, in POSE.turnedScale radians).
 */
export interface PoseFrames {
  frames: number[]
  turned: number
}

/** A take's pose frames from its tracks (the moving part, at `rateHz`). */
export const poseFrames = (tracks: PoseTracks): PoseFrames => {
  const samples = tracks.pelvis.length
  const height = tracks.heightM > 0 ? tracks.heightM : 1
  const heading = headings(tracks, samples)
  const rate = tracks.rateHz
  const raw: Float64Array[] = []
  for (let k = 0; k < samples; k++) {
    const angle = heading[k] as number
    // Left (side) and ahead, unit vectors in the horizontal plane: ahead is left turned a quarter clockwise seen
    // from above (x left, z ahead, y up).
    const [sx, sz] = [Math.cos(angle), Math.sin(angle)]
    const [ax, az] = [-sz, sx]
    const p = tracks.pelvis[k] as Float64Array
    const values = new Float64Array(F)
    const place = (track: Track | undefined, from: number) => {
      const q = track?.[k]
      if (q === undefined) return
      const x = (q[0] as number) - (p[0] as number)
      const z = (q[2] as number) - (p[2] as number)
      values[from] = (x * sx + z * sz) / height
      values[from + 1] = (q[1] as number) / height
      values[from + 2] = (x * ax + z * az) / height
    }
    place(tracks.leftHand, at("leftHandSide"))
    place(tracks.rightHand, at("rightHandSide"))
    place(tracks.leftFoot, at("leftFootSide"))
    place(tracks.rightFoot, at("rightFootSide"))
    place(tracks.head, at("headSide"))
    values[at("pelvisUp")] = (p[1] as number) / height
    // The pelvis's velocity and the turn from the samples either side (the ends from one side).
    const before = tracks.pelvis[Math.max(0, k - 1)] as Float64Array
    const after = tracks.pelvis[Math.min(samples - 1, k + 1)] as Float64Array
    const span = (Math.min(samples - 1, k + 1) - Math.max(0, k - 1)) / rate
    if (span > 0) {
      const vx = ((after[0] as number) - (before[0] as number)) / span
      const vz = ((after[2] as number) - (before[2] as number)) / span
      values[at("travelAhead")] = (vx * ax + vz * az) / height
      values[at("travelSide")] = (vx * sx + vz * sz) / height
      values[at("turn")] =
        ((heading[Math.min(samples - 1, k + 1)] as number) - (heading[Math.max(0, k - 1)] as number)) / span
    }
    for (let f = 0; f < F; f++) values[f] = (values[f] as number) / (SCALE[f] as number)
    raw.push(values)
  }
  // Down to POSE.rateHz, each frame the mean of the samples it covers.
  const step = Math.max(1, Math.round(rate / POSE.rateHz))
  const track: number[] = []
  for (let from = 0; from < samples; from += step) {
    const to = Math.min(samples, from + step)
    for (let f = 0; f < F; f++) {
      let sum = 0
      for (let k = from; k < to; k++) sum += (raw[k] as Float64Array)[f] as number
      track.push(round(sum / (to - from)))
    }
  }
  const turned = samples > 0 ? ((heading[samples - 1] as number) - (heading[0] as number)) / POSE.turnedScale : 0
  return { frames: track, turned }
}

/** The features that place a hand, a foot or the head: what the opening stance is taken from. */
const PLACED = POSE_FEATURES.map((name) => /Hand|Foot|^head/.test(name))

/**
 * A take's pose summary from its frames: each feature's mean, then its spread (standard deviation), then the net
 * turn. Rounded, so a digest is stable.
 *
 * Where the hands, feet and head are is measured partly from the stance the take opens with: each of their means
 * less POSE.openingWeight of the opening stance, their mean over the first POSE.openingS made symmetric (left and
 * right averaged with each other's mirror image; docs/similarity.md, "What it does: the pose summary"). A stooped
 * or wide-armed style holds its posture through the take, so most of it cancels; a hand raised from that stance does
 * not, nor does a hand already raised at the start, whose side stays its own. Spreads are what they were: a constant
 * taken away leaves a spread as it is.
 */
export const summaryOf = (track: readonly number[], turned: number): number[] => {
  const frames = Math.max(1, track.length / F)
  const opening = Math.max(1, Math.min(frames, Math.round(POSE.openingS * POSE.rateHz)))
  const means = new Array<number>(F).fill(0)
  const spreads = new Array<number>(F).fill(0)
  const start = new Array<number>(F).fill(0)
  for (let k = 0; k < track.length; k++) means[k % F] = (means[k % F] as number) + (track[k] as number) / frames
  for (let k = 0; k < Math.min(track.length, opening * F); k++)
    start[k % F] = (start[k % F] as number) + (track[k] as number) / opening
  for (let k = 0; k < track.length; k++)
    spreads[k % F] = (spreads[k % F] as number) + ((track[k] as number) - (means[k % F] as number)) ** 2 / frames
  // The stance's two sides averaged with each other's mirror image: what the body does with both alike (its width,
  // its height), never which side is raised, so a take that opens with one hand up keeps that hand's side.
  const stance = start.map(
    (value, f) => (value + (start[MIRROR_FROM[f] as number] as number) * (MIRROR_SIGN[f] as number)) / 2,
  )
  const placed = means.map((mean, f) => (PLACED[f] ? mean - POSE.openingWeight * (stance[f] as number) : mean))
  return [...placed.map(round), ...spreads.map((v) => round(Math.sqrt(v))), round(turned)]
}

/** A summary with left and right swapped (means and spreads as their features, the net turn the other way). */
export const mirrorSummary = (summary: readonly number[]): number[] =>
  summary.map((_, k) => {
    if (k === TURNED) return -(summary[k] as number)
    const f = k % F
    const from = k - f + (MIRROR_FROM[f] as number)
    // A spread keeps its sign; a mean of a side or a turn changes it.
    return k < F ? (summary[from] as number) * (MIRROR_SIGN[f] as number) || 0 : (summary[from] as number)
  })

/**
 * The summaries' distance: the weighted root mean square of their differences, each mean and spread weighing 1
 * and the net turn POSE.turnedWeight (a turn is one figure, but what tells a turning walk from a straight one).
 */
export const summaryDistance = (a: readonly number[], b: readonly number[]): number => {
  let sum = 0
  for (let k = 0; k < TURNED; k++) sum += ((a[k] as number) - (b[k] as number)) ** 2
  const turn = ((a[TURNED] ?? 0) - (b[TURNED] ?? 0)) ** 2
  return Math.sqrt((sum + POSE.turnedWeight * turn) / (TURNED + POSE.turnedWeight))
}

/** The part whose side a mirror changes most between two summaries: what "the same movement, with the other …" names. */
export type MirroredPart = "hand" | "foot" | "turn"
const PART_FEATURES: Record<MirroredPart, number[]> = {
  hand: POSE_FEATURES.flatMap((name, f) => (/Hand/.test(name) ? [f, F + f] : [])),
  foot: POSE_FEATURES.flatMap((name, f) => (/Foot/.test(name) ? [f, F + f] : [])),
  turn: [at("turn"), F + at("turn"), TURNED],
}
/**
 * Which part a mirror matches up between `a` and `b`: the one whose figures come nearest when `b` is mirrored,
 * against as they are (hands before feet before turning on a tie).
 */
export const mirroredPart = (a: readonly number[], b: readonly number[]): MirroredPart => {
  const mirror = mirrorSummary(b)
  const gain = (part: MirroredPart) =>
    PART_FEATURES[part].reduce(
      (sum, k) => sum + ((a[k] ?? 0) - (b[k] ?? 0)) ** 2 - ((a[k] ?? 0) - (mirror[k] ?? 0)) ** 2,
      0,
    )
  return (["hand", "foot", "turn"] as const).reduce((best, part) => (gain(part) > gain(best) ? part : best))
}

/** Frames with left and right swapped, as `mirrorSummary` swaps a summary's means. */
export const mirrorFrames = (frames: readonly number[]): number[] =>
  frames.map((_, k) => {
    const f = k % F
    return (frames[k - f + (MIRROR_FROM[f] as number)] as number) * (MIRROR_SIGN[f] as number) || 0
  })

/**
 * Dynamic time warping between two takes' frames: each frame's cost the root mean square of its features'
 * differences (the unit of a summary's distance), steps right, down and diagonal within a Sakoe-Chiba band of
 * `band` of the longer take (never narrower than the two lengths' difference), the cheapest path's cost divided by
 * its number of steps: the mean frame-to-frame distance once the two are aligned in time.
 */
export const framesDtw = (a: readonly number[], b: readonly number[], band: number): number => {
  const n = a.length / F
  const m = b.length / F
  if (n === 0 || m === 0) return n === m ? 0 : Infinity
  const width = Math.max(Math.abs(n - m), Math.ceil(band * Math.max(n, m)))
  let costs = new Float64Array(m).fill(Infinity)
  let steps = new Float64Array(m)
  let nextCosts = new Float64Array(m)
  let nextSteps = new Float64Array(m)
  for (let i = 0; i < n; i++) {
    nextCosts.fill(Infinity)
    // Row i's band, around the diagonal from (0, 0) to (n - 1, m - 1).
    const centre = n > 1 ? (i * (m - 1)) / (n - 1) : 0
    const from = Math.max(0, Math.floor(centre - width))
    const to = Math.min(m - 1, Math.ceil(centre + width))
    for (let j = from; j <= to; j++) {
      let sum = 0
      for (let f = 0; f < F; f++) sum += ((a[i * F + f] as number) - (b[j * F + f] as number)) ** 2
      const cost = Math.sqrt(sum / F)
      if (i === 0 && j === 0) {
        nextCosts[0] = cost
        nextSteps[0] = 1
        continue
      }
      // The cheapest of the three steps into (i, j), and its path's length.
      let best = Infinity
      let length = 0
      if (i > 0 && (costs[j] as number) < best) [best, length] = [costs[j] as number, steps[j] as number]
      if (j > 0 && (nextCosts[j - 1] as number) < best)
        [best, length] = [nextCosts[j - 1] as number, nextSteps[j - 1] as number]
      if (i > 0 && j > 0 && (costs[j - 1] as number) < best)
        [best, length] = [costs[j - 1] as number, steps[j - 1] as number]
      nextCosts[j] = best + cost
      nextSteps[j] = length + 1
    }
    ;[costs, nextCosts] = [nextCosts, costs]
    ;[steps, nextSteps] = [nextSteps, steps]
  }
  return (costs[m - 1] as number) / (steps[m - 1] as number)
}
