/**
 * "What moves like this?": a movement descriptor per take, a distance between two, the nearest entries to each and
 * a reason for each pair, as data the page words in its language (./similar-reason.ts; docs/similarity.md).
 *
 * The descriptor reads only what the body does, never how the file names it: joints by their roles (./shape.ts),
 * left and right pooled or compared with each other (so a mirrored take reads the same), positions in metres with
 * Y up (./derive.ts, whatever the file's unit and axis), every take resampled to one rate (SIMILARITY.rateHz), and
 * lengths divided by the figure's standing height (so a tall and a short mover walking alike read alike). The
 * distance divides each dimension's difference by a fixed, documented scale (SIMILARITY_DIMENSIONS in
 * src/constants.ts); it is the weighted root mean square of those, so 1 means "about one scale apart on average".
 *
 * Pure: the build computes a descriptor with each entry's derivation (cached with it) and the lists in createPages.
 */
import { createHash } from "node:crypto"
import { SIMILAR_TEXT } from "./similar-words"
import {
  EFFORT_FACTORS,
  SIMILARITY,
  SIMILARITY_DIFFERS as DIFFERS,
  SIMILARITY_DIMENSIONS,
  SIMILARITY_EFFORT,
  SIMILARITY_LIST,
  SIMILARITY_WORDS as WORDS,
} from "../constants"
import type { JointPositions } from "./derive"
import { detectReferenceFrames } from "./reference"
import { mirroredPart, mirrorSummary, poseFrames, summaryDistance, summaryOf, type PoseFrames } from "./pose"
import type { Roles } from "./roles"
import { reasonText, type AspectWord, type DifferenceKey, type SimilarReason } from "./similar-reason"

export type Dimension = keyof typeof SIMILARITY_DIMENSIONS
export const DIMENSIONS = Object.keys(SIMILARITY_DIMENSIONS) as Dimension[]
export type Aspect = (typeof SIMILARITY_DIMENSIONS)[Dimension]["aspect"] | "effort"
export type EffortFactor = keyof typeof EFFORT_FACTORS
const EFFORT_KEYS = Object.keys(EFFORT_FACTORS) as EffortFactor[]

/** A take's movement, in the dimensions of SIMILARITY_DIMENSIONS (rounded, so its digest is stable). */
export type MovementDescriptor = Record<Dimension, number>

/** A descriptor with the entry's Laban Effort estimate from its lexicon terms (-1 to 1 per factor), if any. */
export interface EntryDescriptor {
  slug: string
  movement: MovementDescriptor
  /**
   * What the take does, in the body's own frame: its pose summary (./pose.ts). The lists rank by this first; an
   * entry without one is ranked by `movement` alone.
   */
  pose?: readonly number[]
  effort?: Record<EffortFactor, number>
}

/** Decimals kept in a descriptor: far finer than any scale, coarse enough that float noise never changes a digest. */
const DECIMALS = 4
const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS

type Series = Float64Array[]
/** A sample time a hair under a whole frame (1/30 s from 0.0333333 s frames) counts as that frame. */
const ROUNDING = 1e-9
const SECONDS_A_MINUTE = 60

/**
 * One joint's track at `rate` Hz, x, y, z per sample: each sample is the mean of the take over the
 * SIMILARITY.smoothS around it (linear interpolation at evenly spaced points within it, at least as many as the
 * take has frames there). A 120 Hz capture and a 30 Hz capture of one movement give the same samples, and a
 * sensor's frame-to-frame noise is averaged away rather than read as movement; what the body does lasts longer
 * than that window (a step, a strike's approach) and passes.
 */
const resample = (frames: readonly Float64Array[], frameTime: number, joint: number, rate: number): Series => {
  const duration = (frames.length - 1) * frameTime
  const count = Math.max(1, Math.floor(duration * rate + ROUNDING) + 1)
  const points = Math.max(1, Math.ceil(SIMILARITY.smoothS / frameTime - ROUNDING))
  const at = (time: number, axis: number) => {
    const x = Math.min(frames.length - 1, Math.max(0, time / frameTime))
    const i = Math.min(frames.length - 1, Math.floor(x + ROUNDING))
    const t = Math.min(1, Math.max(0, x - i))
    const a = (frames[i] as Float64Array)[joint * 3 + axis] as number
    return a + (((frames[Math.min(frames.length - 1, i + 1)] as Float64Array)[joint * 3 + axis] as number) - a) * t
  }
  const out: Series = []
  for (let k = 0; k < count; k++) {
    const point = new Float64Array(3)
    for (let axis = 0; axis < 3; axis++) {
      let sum = 0
      for (let j = 0; j < points; j++) sum += at(k / rate + SIMILARITY.smoothS * ((j + 0.5) / points - 0.5), axis)
      point[axis] = sum / points
    }
    out.push(point)
  }
  return out
}

const minus = (a: Series, b: Series): Series =>
  a.map((p, k) => {
    const q = b[k] as Float64Array
    return Float64Array.of(
      (p[0] as number) - (q[0] as number),
      (p[1] as number) - (q[1] as number),
      (p[2] as number) - (q[2] as number),
    )
  })

/**
 * Speed per sample from the central difference (the samples either side; the ends take their neighbour's), in
 * heights per second; `horizontal` leaves y out.
 */
const speeds = (track: Series, rate: number, height: number, horizontal = false): number[] => {
  const n = track.length
  if (n < 3) return track.map(() => 0)
  const out = track.map((_, k) => {
    if (k === 0 || k === n - 1) return 0
    const p = track[k + 1] as Float64Array
    const q = track[k - 1] as Float64Array
    const dy = horizontal ? 0 : (p[1] as number) - (q[1] as number)
    return (
      (Math.hypot((p[0] as number) - (q[0] as number), dy, (p[2] as number) - (q[2] as number)) * rate) / 2 / height
    )
  })
  out[0] = out[1] as number
  out[n - 1] = out[n - 2] as number
  return out
}

/**
 * Jerk magnitude per sample from the third difference over SIMILARITY.jerkStepS steps, in heights per second cubed:
 * the jerk of the movement at the time scale of a gesture, not of the sensor's noise between two samples. Where
 * the limb holds still throughout the difference's span (`speed` under the stillness threshold) its jerk is 0:
 * what a sensor's jitter gives a resting hand is not the movement's.
 */
const jerks = (track: Series, speed: readonly number[], rate: number, height: number): number[] => {
  const step = Math.max(1, Math.round(SIMILARITY.jerkStepS * rate))
  const seconds = step / rate
  const out: number[] = []
  for (let k = 3 * step; k < track.length; k++) {
    if (speed.slice(k - 3 * step, k + 1).every((v) => v < SIMILARITY.stillHeightsPerS)) {
      out.push(0)
      continue
    }
    let sum = 0
    for (let axis = 0; axis < 3; axis++) {
      const at = (j: number) => (track[k - j * step] as Float64Array)[axis] as number
      sum += (at(0) - 3 * at(1) + 3 * at(2) - at(3)) ** 2
    }
    out.push(Math.sqrt(sum) / seconds ** 3 / height)
  }
  return out
}

const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const at = q * (sorted.length - 1)
  const low = Math.floor(at)
  const high = Math.min(sorted.length - 1, low + 1)
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low)
}
const mean = (values: readonly number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0)

/** Pearson correlation of two equally long series; 0 when either does not vary. */
const correlation = (a: readonly number[], b: readonly number[]): number => {
  const n = Math.min(a.length, b.length)
  if (n < 2) return 0
  const ma = mean(a.slice(0, n))
  const mb = mean(b.slice(0, n))
  let ab = 0
  let aa = 0
  let bb = 0
  for (let k = 0; k < n; k++) {
    const x = (a[k] as number) - ma
    const y = (b[k] as number) - mb
    ab += x * y
    aa += x * x
    bb += y * y
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0
}

/**
 * The period at which `signal` best repeats itself: the lag (within SIMILARITY.tempoPeriodS and half the take)
 * whose autocorrelation is the highest local peak, a shorter lag winning a near tie (so a walk's step, not its
 * stride, is its beat). Returns beats a second and the peak's correlation (0 when nothing repeats).
 */
const tempoOf = (signal: readonly number[], rate: number): { hz: number; regularity: number } => {
  const first = Math.max(1, Math.round(SIMILARITY.tempoPeriodS.min * rate))
  const last = Math.min(Math.round(SIMILARITY.tempoPeriodS.max * rate), Math.floor(signal.length / 2))
  // Each lag's autocorrelation once (a peak is judged against its neighbours).
  const known = new Map<number, number>()
  const r = (lag: number) => {
    let value = known.get(lag)
    if (value === undefined) {
      value = correlation(signal.slice(0, signal.length - lag), signal.slice(lag))
      known.set(lag, value)
    }
    return value
  }
  let best: { lag: number; value: number } | undefined
  for (let lag = first; lag <= last; lag++) {
    const value = r(lag)
    if (!(value > 0 && value >= r(lag - 1) && value > r(lag + 1))) continue
    // A later peak must beat the earlier one clearly to win: a beat's multiples repeat too.
    if (best === undefined || value > best.value * NEAR_TIE) best = { lag, value }
  }
  return best === undefined ? NO_BEAT : { hz: rate / best.lag, regularity: best.value }
}
/** What a take with no repeat has for a tempo: the slowest beat sought, and no regularity. */
const NO_BEAT = { hz: 1 / SIMILARITY.tempoPeriodS.max, regularity: 0 }
/**
 * A signal less its own running mean over SIMILARITY.levelS (centred): what moves faster or slower than usual for
 * the moment, with the slow swell of a take (a gesture to start, a pause, a last flourish) taken out.
 */
const levelled = (signal: readonly number[], rate: number): number[] => {
  const half = Math.max(1, Math.round((SIMILARITY.levelS * rate) / 2))
  const sums = [0]
  for (const value of signal) sums.push((sums[sums.length - 1] as number) + value)
  return signal.map((value, k) => {
    const from = Math.max(0, k - half)
    const to = Math.min(signal.length, k + half + 1)
    const local = ((sums[to] as number) - (sums[from] as number)) / (to - from)
    return value - local
  })
}

/**
 * A signal averaged over SIMILARITY.beatBlurS (centred): a step a little early or late still overlaps its
 * neighbour's, so a real take's uneven steps repeat where a metronome's would, if less exactly.
 */
const blurred = (signal: readonly number[], rate: number): number[] => {
  const half = Math.max(0, Math.round((SIMILARITY.beatBlurS * rate) / 2))
  return signal.map((_, k) => {
    let sum = 0
    let count = 0
    for (let j = Math.max(0, k - half); j <= Math.min(signal.length - 1, k + half); j++) {
      sum += signal[j] as number
      count++
    }
    return sum / count
  })
}
/**
 * What the beat is sought in: a summed speed as log2 (plus the stillness threshold, so a still moment is not minus
 * infinity), levelled and blurred. On a log scale a step twice as fast as the moment before it stands out as much
 * in a slow walk as in a quick one, and a kick ten times a step's speed does not drown the steps around it.
 */
const beatSignal = (summedSpeed: readonly number[], rate: number): number[] =>
  blurred(
    levelled(
      summedSpeed.map((v) => Math.log2(v + SIMILARITY.stillHeightsPerS)),
      rate,
    ),
    rate,
  )
/** A later autocorrelation peak must exceed the earlier best by this factor to be the beat. */
const NEAR_TIE = 1.1

/**
 * How far two limbs move together, as in a mirror (1: both arms rise and open at once), or against each other (-1:
 * one swings forward as the other swings back). The right limb's velocity is reflected across the body's midplane
 * (the vertical plane whose normal is the horizontal line from one hand to the other, frame by frame) and correlated
 * with the left's. Swapping left and right, or mirroring the whole take, gives the same value.
 */
const mirroredCorrelation = (left: Series, right: Series, axisLeft: Series, axisRight: Series): number => {
  let lr = 0
  let ll = 0
  let rr = 0
  for (let k = 1; k < left.length; k++) {
    const v = (t: Series, axis: number) =>
      ((t[k] as Float64Array)[axis] as number) - ((t[k - 1] as Float64Array)[axis] as number)
    const ux = ((axisLeft[k] as Float64Array)[0] as number) - ((axisRight[k] as Float64Array)[0] as number)
    const uz = ((axisLeft[k] as Float64Array)[2] as number) - ((axisRight[k] as Float64Array)[2] as number)
    const length = Math.hypot(ux, uz) || 1
    const [nx, nz] = [ux / length, uz / length]
    const l = [v(left, 0), v(left, 1), v(left, 2)] as const
    const r = [v(right, 0), v(right, 1), v(right, 2)]
    const along = (r[0] as number) * nx + (r[2] as number) * nz
    r[0] = (r[0] as number) - 2 * along * nx
    r[2] = (r[2] as number) - 2 * along * nz
    lr += l[0] * r[0] + l[1] * (r[1] as number) + l[2] * r[2]
    ll += l[0] ** 2 + l[1] ** 2 + l[2] ** 2
    rr += r[0] ** 2 + (r[1] as number) ** 2 + r[2] ** 2
  }
  return ll > 0 && rr > 0 ? lr / Math.sqrt(ll * rr) : 0
}

/**
 * A speed as log2 of itself plus the stillness threshold: speeds are compared as ratios (twice as fast is as far
 * apart for a slow movement as for a quick one), and a still part reads as the threshold, not as minus infinity.
 */
const logSpeed = (heightsPerS: number) => Math.log2(heightsPerS + SIMILARITY.stillHeightsPerS)

/** The jerk of a still movement: the stillness threshold's speed changing once a second (H/s³). */
const STILL_JERK = SIMILARITY.stillHeightsPerS * (2 * Math.PI) ** 2

/** Samples of the listed tracks' speeds, pooled (left and right together, so a mirrored take pools the same). */
const pooled = (tracks: readonly number[][]) => tracks.flat()

/**
 * The moving part of a take, as the first and last sample (inclusive) of `fastest` (per sample, the fastest any
 * part moves): a still start and a still end are the recording's, not the movement's (a mover waits for the
 * operator, holds a last pose), so the descriptor leaves them out. A sample belongs to the moving part from the
 * first moment the median of the fastest part's speed over SIMILARITY.settleS reaches the stillness threshold to
 * the last (then narrowed to where the speed itself does). A median, not a mean: one jump (out of a T-pose the
 * reference-pose check missed, a glitch) is not movement. A take that never moves is still throughout, kept whole.
 */
const movingSpan = (fastest: readonly number[], rate: number): [number, number] => {
  const half = Math.max(0, Math.round((SIMILARITY.settleS * rate) / 2))
  const moving = (k: number) =>
    quantile(fastest.slice(Math.max(0, k - half), k + half + 1), SIMILARITY.quantile.usual) >=
    SIMILARITY.stillHeightsPerS
  let first = 0
  while (first < fastest.length && !moving(first)) first++
  let last = fastest.length - 1
  while (last > first && !moving(last)) last--
  while (first < last && (fastest[first] as number) < SIMILARITY.stillHeightsPerS) first++
  while (last > first && (fastest[last] as number) < SIMILARITY.stillHeightsPerS) last--
  return first < last ? [first, last] : [0, fastest.length - 1]
}

/**
 * A take's descriptor from its positions (metres, Y up, ground at 0; ./derive.ts), the joints that play its roles
 * and its standing height in metres. A reference pose the caller left in (a T-pose in the first frame, found as
 * the build finds it, ./reference.ts) and the still start and end (`movingSpan`) are left out first: the figures
 * describe the moving part of the take.
 */
export const describeMovement = (positions: JointPositions, roles: Roles, heightM: number): MovementDescriptor =>
  movementOf(movingPart(positions, roles, heightM), roles, heightM)

/** The take's moving part (`movingSpan`), every role's track resampled to SIMILARITY.rateHz. */
interface MovingPart {
  track: (joint: number | undefined) => Series | undefined
  pelvisJoint: number
}
const movingPart = (positions: JointPositions, roles: Roles, heightM: number): MovingPart => {
  const rate = SIMILARITY.rateHz
  const height = heightM > 0 ? heightM : 1
  const frames = positions.frames.slice(detectReferenceFrames(positions.frames))
  const pelvisJoint = roles.pelvis ?? roles.root ?? 0
  // Each joint's track resampled once, whichever figures ask for it.
  const resampled = new Map<number, Series>()
  const whole = (joint: number | undefined) => {
    if (joint === undefined) return undefined
    let series = resampled.get(joint)
    if (series === undefined) {
      series = resample(frames, positions.frameTime, joint, rate)
      resampled.set(joint, series)
    }
    return series
  }
  const wholePelvis = whole(pelvisJoint) as Series
  const moved = [roles.leftHand, roles.rightHand, roles.leftFoot, roles.rightFoot, roles.head].flatMap((joint) => {
    const t = whole(joint)
    return t === undefined ? [] : [speeds(minus(t, wholePelvis), rate, height)]
  })
  const pelvisMoved = speeds(wholePelvis, rate, height)
  const [first, last] = movingSpan(
    pelvisMoved.map((v, k) => Math.max(v, ...moved.map((s) => s[k] as number))),
    rate,
  )
  return { track: (joint) => whole(joint)?.slice(first, last + 1), pelvisJoint }
}

/**
 * What a take does in its own frame (./pose.ts), from the same moving part as its descriptor: positions in metres
 * with Y up, the roles, the standing height.
 */
const poseOf = (
  { track, pelvisJoint }: MovingPart,
  roles: Roles,
  heightM: number,
  parents?: readonly number[],
): PoseFrames => {
  const hips = parents && sideJoints(parents, roles.leftFoot, roles.rightFoot)
  const shoulders = parents && sideJoints(parents, roles.leftHand, roles.rightHand)
  return poseFrames({
    rateHz: SIMILARITY.rateHz,
    heightM,
    pelvis: track(pelvisJoint) as Series,
    head: track(roles.head),
    leftHand: track(roles.leftHand),
    rightHand: track(roles.rightHand),
    leftFoot: track(roles.leftFoot),
    rightFoot: track(roles.rightFoot),
    leftHip: track(hips?.[0]),
    rightHip: track(hips?.[1]),
    leftShoulder: track(shoulders?.[0]),
    rightShoulder: track(shoulders?.[1]),
  })
}

/**
 * The joints that begin the two sides' chains toward `left` and `right` (a foot each: the hips; a hand each: the
 * shoulders or collarbones): the children of the deepest joint both chains share, from the skeleton's parents
 * alone (names never count). Undefined when either is missing or they share no ancestor.
 */
export const sideJoints = (
  parents: readonly number[],
  left: number | undefined,
  right: number | undefined,
): [number, number] | undefined => {
  if (left === undefined || right === undefined || left === right) return undefined
  const chain = (joint: number) => {
    const out = [joint]
    for (let at = parents[joint]; at !== undefined && at >= 0 && out.length <= parents.length; at = parents[at])
      out.unshift(at)
    return out
  }
  const [l, r] = [chain(left), chain(right)]
  let k = 0
  while (k < l.length && k < r.length && l[k] === r[k]) k++
  return k === 0 || k >= l.length || k >= r.length ? undefined : [l[k] as number, r[k] as number]
}

/**
 * A take's descriptor (how it moves) and its pose (what it does, ./pose.ts), from one moving part. `parents` (each
 * joint's parent index, -1 for a root) lets the pose find the hips and shoulders for the body's facing.
 */
export const describeEntry = (
  positions: JointPositions,
  roles: Roles,
  heightM: number,
  parents?: readonly number[],
): { movement: MovementDescriptor; pose: number[]; frames: PoseFrames } => {
  const part = movingPart(positions, roles, heightM)
  const frames = poseOf(part, roles, heightM, parents)
  return { movement: movementOf(part, roles, heightM), pose: summaryOf(frames.frames, frames.turned), frames }
}

const movementOf = ({ track, pelvisJoint }: MovingPart, roles: Roles, heightM: number): MovementDescriptor => {
  const rate = SIMILARITY.rateHz
  const Q = SIMILARITY.quantile
  const height = heightM > 0 ? heightM : 1
  const pelvis = track(pelvisJoint) as Series
  const relative = (joint: number | undefined) => {
    const t = track(joint)
    return t === undefined ? undefined : minus(t, pelvis)
  }
  const present = <T>(items: (T | undefined)[]) => items.filter((x): x is T => x !== undefined)
  const hands = present([relative(roles.leftHand), relative(roles.rightHand)])
  const feet = present([relative(roles.leftFoot), relative(roles.rightFoot)])
  const head = relative(roles.head)
  const handSpeeds = hands.map((t) => speeds(t, rate, height))
  const footSpeeds = feet.map((t) => speeds(t, rate, height))
  const headSpeeds = head ? speeds(head, rate, height) : []
  const travel = speeds(pelvis, rate, height, true)
  const pelvisSpeed = speeds(pelvis, rate, height)
  const allHands = pooled(handSpeeds)
  const allFeet = pooled(footSpeeds)
  // Jerk in units of a still jerk (the stillness threshold's speed changing once a second), so a limb that holds
  // still reads about 0 whatever the sensor's jitter, and a missing limb reads 0.
  const jerkOf = (tracks: Series[], trackSpeeds: number[][], q: number) =>
    Math.log10(
      1 +
        quantile(
          tracks.flatMap((t, i) => jerks(t, trackSpeeds[i] as number[], rate, height)),
          q,
        ) /
          STILL_JERK,
    )

  // Who leads: each part's share of the summed mean speeds relative to the pelvis (both hands' together, both
  // feet's), counting only speed above the stillness threshold: what a part moves, not its jitter while it holds.
  const moving = (values: readonly number[]) => mean(values.map((v) => Math.max(0, v - SIMILARITY.stillHeightsPerS)))
  const handSum = moving(allHands) * Math.min(2, handSpeeds.length)
  const footSum = moving(allFeet) * Math.min(2, footSpeeds.length)
  const headSum = moving(headSpeeds)
  const total = handSum + footSum + headSum

  // Tempo: the most regular repeat of the feet's summed speed, the hands', or all the limbs' and the head's together
  // (a walk's beat is in its feet, a clapping game's in its hands, a dance's in all of them). Each is read as log2
  // of speed, levelled and blurred (`beatSignal`), so a quiet step counts as much as a loud kick.
  const samples = pelvis.length
  const summed = (tracks: readonly number[][]) =>
    Array.from({ length: samples }, (_, k) => tracks.reduce((sum, s) => sum + (s[k] ?? 0), 0))
  const tempo = [summed(footSpeeds), summed(handSpeeds), summed([...handSpeeds, ...footSpeeds, headSpeeds])]
    // A part that never moves faster than the stillness threshold keeps no beat, however its noise repeats.
    .filter((signal) => quantile(signal, Q.peak) >= SIMILARITY.stillHeightsPerS)
    .map((signal) => tempoOf(beatSignal(signal, rate), rate))
    .reduce((a, b) => (b.regularity > a.regularity ? b : a), NO_BEAT)

  const still = Array.from({ length: samples }, (_, k) => {
    const fastest = Math.max(0, ...[...handSpeeds, ...footSpeeds, headSpeeds].map((s) => s[k] ?? 0))
    return fastest < SIMILARITY.stillHeightsPerS && (pelvisSpeed[k] ?? 0) < SIMILARITY.stillHeightsPerS
  })
  const absoluteHeights = present([track(roles.leftHand), track(roles.rightHand)]).flatMap((t) =>
    t.map((p) => (p[1] as number) / height),
  )
  const pelvisHeights = pelvis.map((p) => (p[1] as number) / height)
  // The less active limb's mean speed over the more active one's, each plus the stillness threshold: two limbs
  // equally still are as balanced as two equally busy (a sensor's noise does not decide which one "works").
  const balanceOf = (pair: readonly number[][]) => {
    const means = pair.map((s) => mean(s) + SIMILARITY.stillHeightsPerS)
    return means.length === 2 ? Math.min(...means) / Math.max(...means) : 0
  }
  const axisPair = hands.length === 2 ? hands : feet
  // Measured window by window and the median taken: one loud moment (a kick with one foot) does not decide it.
  const window = Math.max(2, Math.round(SIMILARITY.togetherWindowS * rate))
  const together = (pair: Series[]) => {
    if (pair.length !== 2 || axisPair.length !== 2) return 0
    const values: number[] = []
    for (let from = 0; from < samples - 1; from += window) {
      const part = (t: Series) => t.slice(from, Math.min(samples, from + window + 1))
      const [l, r, al, ar] = [pair[0], pair[1], axisPair[0], axisPair[1]].map((t) => part(t as Series)) as Series[]
      if ((l as Series).length > window / 2)
        values.push(mirroredCorrelation(l as Series, r as Series, al as Series, ar as Series))
    }
    return quantile(values, SIMILARITY.quantile.usual)
  }
  const floor = SIMILARITY.stillHeightsPerS

  const descriptor: MovementDescriptor = {
    handSpeed: logSpeed(quantile(allHands, Q.usual)),
    handSpeedHigh: logSpeed(quantile(allHands, Q.high)),
    footSpeed: logSpeed(quantile(allFeet, Q.usual)),
    footSpeedHigh: logSpeed(quantile(allFeet, Q.high)),
    headSpeed: logSpeed(quantile(headSpeeds, Q.usual)),
    travel: logSpeed(quantile(travel, Q.usual)),
    handJerk: jerkOf(hands, handSpeeds, Q.usual),
    handJerkHigh: jerkOf(hands, handSpeeds, Q.high),
    footJerkHigh: jerkOf(feet, footSpeeds, Q.high),
    suddenness: Math.log2((quantile(allHands, Q.peak) + floor) / (quantile(allHands, Q.usual) + floor)),
    tempo: Math.log2(tempo.hz),
    regularity: Math.max(0, tempo.regularity),
    handShare: total > 0 ? handSum / total : 0,
    footShare: total > 0 ? footSum / total : 0,
    headShare: total > 0 ? headSum / total : 0,
    pelvisHeight: quantile(pelvisHeights, Q.usual),
    reach: quantile(absoluteHeights, Q.peak),
    handRange: quantile(absoluteHeights, Q.peak) - quantile(absoluteHeights, Q.low),
    bounce: quantile(pelvisHeights, Q.peak) - quantile(pelvisHeights, Q.low),
    handBalance: balanceOf(handSpeeds),
    footBalance: balanceOf(footSpeeds),
    handsTogether: together(hands),
    feetTogether: together(feet),
    stillShare: still.filter(Boolean).length / Math.max(1, samples),
  }
  for (const key of DIMENSIONS) descriptor[key] = round(descriptor[key])
  return descriptor
}

/** An entry's Laban Effort estimate: each factor's poles as -1 (the first) and 1, averaged over the terms that give one. */
export const effortOf = (
  readings: readonly (Partial<Record<EffortFactor, string>> | null | undefined)[],
): Record<EffortFactor, number> | undefined => {
  const given = readings.filter((r): r is Partial<Record<EffortFactor, string>> => r !== null && r !== undefined)
  if (given.length === 0) return undefined
  const effort = {} as Record<EffortFactor, number>
  for (const factor of EFFORT_KEYS) {
    const poles: readonly string[] = EFFORT_FACTORS[factor]
    effort[factor] = round(
      mean(
        given.map((r) => (poles.indexOf(r[factor] ?? "") === 0 ? -1 : poles.indexOf(r[factor] ?? "") === 1 ? 1 : 0)),
      ),
    )
  }
  return effort
}

/** The digest of a descriptor: what the build's cache of the nearest lists is keyed by. */
export const descriptorDigest = (descriptor: EntryDescriptor): string =>
  createHash("sha256")
    .update(
      JSON.stringify([
        descriptor.slug,
        DIMENSIONS.map((d) => descriptor.movement[d]),
        descriptor.effort ?? null,
        descriptor.pose ?? null,
      ]),
    )
    .digest("hex")

/**
 * How far the tempo counts between two takes: not at all unless both keep a beat (regularity at least
 * SIMILARITY_WORDS.regular, where the page says "in a steady beat" and the compare view lines beats up), fully
 * when both are metronomes, in proportion between. An irregular take's "tempo" is only its least bad period, and
 * two such periods differ by chance.
 */
const beatWeight = (a: number, b: number): number =>
  Math.min(1, Math.max(0, (Math.min(a, b) - WORDS.regular) / (1 - WORDS.regular)))

/**
 * Each dimension's weight: its aspect weighs 1 in all, shared among the aspect's dimensions in proportion to
 * their weights (SIMILARITY_DIMENSIONS), so an aspect measured six ways (speed) counts no more than one measured
 * once (stillness): several figures of one aspect say one thing several times.
 */
const ASPECT_WEIGHTS = new Map<string, number>()
for (const d of DIMENSIONS) {
  const { aspect, weight } = SIMILARITY_DIMENSIONS[d]
  ASPECT_WEIGHTS.set(aspect, (ASPECT_WEIGHTS.get(aspect) ?? 0) + weight)
}
const weightOf = (d: Dimension): number =>
  SIMILARITY_DIMENSIONS[d].weight / (ASPECT_WEIGHTS.get(SIMILARITY_DIMENSIONS[d].aspect) as number)
/** The Effort aspect weighs SIMILARITY_EFFORT.weight in all, shared by its four factors. */
const EFFORT_WEIGHT = SIMILARITY_EFFORT.weight / EFFORT_KEYS.length

/** Each dimension's scaled difference, weighted: the parts of the distance. */
const parts = (a: EntryDescriptor, b: EntryDescriptor): { aspect: Aspect; weight: number; z: number }[] => {
  const tempoWeight = beatWeight(a.movement.regularity, b.movement.regularity)
  const out = DIMENSIONS.map((d): { aspect: Aspect; weight: number; z: number } => {
    const { aspect, scale } = SIMILARITY_DIMENSIONS[d]
    return {
      aspect,
      weight: d === "tempo" ? weightOf(d) * tempoWeight : weightOf(d),
      z: (a.movement[d] - b.movement[d]) / scale,
    }
  })
  if (a.effort && b.effort)
    for (const factor of EFFORT_KEYS)
      out.push({
        aspect: "effort",
        weight: EFFORT_WEIGHT,
        z: (a.effort[factor] - b.effort[factor]) / SIMILARITY_EFFORT.scale,
      })
  return out
}

const rms = (items: readonly { weight: number; z: number }[]): number => {
  const weight = items.reduce((s, x) => s + x.weight, 0)
  return weight > 0 ? Math.sqrt(items.reduce((s, x) => s + x.weight * x.z * x.z, 0) / weight) : 0
}

/** A descriptor divided by its scales, once, so that a thousand entries' n² / 2 pairs are a tight loop. */
interface Scaled {
  values: Float64Array
  regularity: number
  effort: Float64Array | undefined
  pose: readonly number[] | undefined
  mirror: readonly number[] | undefined
}
const SCALES = Float64Array.from(DIMENSIONS, (d) => SIMILARITY_DIMENSIONS[d].scale)
const WEIGHTS = Float64Array.from(DIMENSIONS, weightOf)
const TEMPO = DIMENSIONS.indexOf("tempo")
const scaled = (d: EntryDescriptor): Scaled => ({
  values: Float64Array.from(DIMENSIONS, (key, k) => d.movement[key] / (SCALES[k] as number)),
  regularity: d.movement.regularity,
  effort:
    d.effort &&
    Float64Array.from(EFFORT_KEYS, (f) => (d.effort as Record<EffortFactor, number>)[f] / SIMILARITY_EFFORT.scale),
  pose: d.pose,
  mirror: d.pose && mirrorSummary(d.pose),
})
const scaledDistance = (a: Scaled, b: Scaled): number => {
  // Tempo counts as far as both takes keep a beat (`beatWeight`).
  const tempoWeight = beatWeight(a.regularity, b.regularity)
  let sum = 0
  let weight = 0
  for (let k = 0; k < SCALES.length; k++) {
    const w = k === TEMPO ? (WEIGHTS[k] as number) * tempoWeight : (WEIGHTS[k] as number)
    const z = (a.values[k] as number) - (b.values[k] as number)
    sum += w * z * z
    weight += w
  }
  if (a.effort && b.effort)
    for (let f = 0; f < a.effort.length; f++) {
      const z = (a.effort[f] as number) - (b.effort[f] as number)
      sum += EFFORT_WEIGHT * z * z
      weight += EFFORT_WEIGHT
    }
  return weight > 0 ? Math.sqrt(sum / weight) : 0
}

/**
 * How differently two entries move (the descriptor's distance, whatever each does): the weighted root mean square
 * of their scaled differences.
 */
export const distance = (a: EntryDescriptor, b: EntryDescriptor): number => scaledDistance(scaled(a), scaled(b))

/** How near two entries are on a list: what they do first (`distance`), and whether that takes a mirror. */
export interface Likeness {
  distance: number
  /** The nearest match is the other's mirror image: the same movement with the other hand (foot, turn). */
  mirrored: boolean
}
const scaledLikeness = (a: Scaled, b: Scaled): Likeness => {
  if (a.pose === undefined || b.pose === undefined || b.mirror === undefined)
    return { distance: scaledDistance(a, b), mirrored: false }
  const same = summaryDistance(a.pose, b.pose)
  const mirror = summaryDistance(a.pose, b.mirror) + SIMILARITY_LIST.mirrorPenalty
  return mirror < same ? { distance: mirror, mirrored: true } : { distance: same, mirrored: false }
}
/** How far apart two entries are in what they do, a mirror counting for nothing (the list's distance less its penalty). */
const movementApart = ({ distance: d, mirrored }: Likeness) => (mirrored ? d - SIMILARITY_LIST.mirrorPenalty : d)

/**
 * How near two entries are on a list: what they do, as the pose summaries' distance (./pose.ts), taken as they are
 * and with one mirrored, the mirrored match counting SIMILARITY_LIST.mirrorPenalty farther (so a wave with the
 * other hand comes right after the waves with the same hand); entries without a pose by `distance`.
 */
export const likeness = (a: EntryDescriptor, b: EntryDescriptor): Likeness => scaledLikeness(scaled(a), scaled(b))

/**
 * Every pair's likeness as n × n matrices: `d` the list's distance, `mirrored` whether it takes a mirror, and
 * `how` the descriptor's distance (how differently they move); the diagonal 0.
 */
export interface LikenessMatrix {
  d: Float64Array
  mirrored: Uint8Array
  how: Float64Array
}
export const likenessMatrix = (descriptors: readonly EntryDescriptor[]): LikenessMatrix => {
  const n = descriptors.length
  const points = descriptors.map(scaled)
  const d = new Float64Array(n * n)
  const mirrored = new Uint8Array(n * n)
  const how = new Float64Array(n * n)
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const [a, b] = [points[i] as Scaled, points[j] as Scaled]
      const value = scaledLikeness(a, b)
      d[i * n + j] = d[j * n + i] = value.distance
      mirrored[i * n + j] = mirrored[j * n + i] = value.mirrored ? 1 : 0
      how[i * n + j] = how[j * n + i] = a.pose && b.pose ? scaledDistance(a, b) : value.distance
    }
  return { d, mirrored, how }
}

/** How far apart two entries are in each aspect (the same measure as `distance`, within one aspect). */
export const aspectDistances = (a: EntryDescriptor, b: EntryDescriptor): Map<Aspect, number> => {
  const all = parts(a, b)
  const out = new Map<Aspect, number>()
  for (const aspect of new Set(all.map((p) => p.aspect))) out.set(aspect, rms(all.filter((p) => p.aspect === aspect)))
  return out
}

/**
 * What one take is, per aspect, as a word's key (./similar-reason.ts, `AspectWord`): two takes share a word when
 * their keys match; the page says it in its language ("handShare": "led by the hands").
 */
const LEADERS = ["handShare", "footShare", "headShare"] as const

export const wordsFor = (d: EntryDescriptor): Partial<Record<Aspect, AspectWord>> => {
  const m = d.movement
  const words: Partial<Record<Aspect, AspectWord>> = {}
  const leader = [...LEADERS].sort((x, y) => m[y] - m[x])[0] as (typeof LEADERS)[number]
  if (m[leader] >= WORDS.leadShare) words.lead = leader
  if (m.stillShare >= WORDS.mostlyStill) words.stillness = "still"
  if (m.suddenness >= WORDS.sudden) words.dynamics = "sudden"
  else if (m.suddenness < WORDS.smooth) words.dynamics = "smooth"
  if (m.regularity >= WORDS.regular) words.tempo = "regular"
  if (m.pelvisHeight < WORDS.low) words.vertical = "low"
  else if (m.reach >= WORDS.overhead) words.vertical = "overhead"
  if (m.travel >= WORDS.travel) words.speed = "travel"
  if (m.feetTogether <= WORDS.alternate || m.handsTogether <= WORDS.alternate) words.symmetry = "alternate"
  else if (m.handsTogether >= WORDS.together && m.handBalance >= WORDS.balanced) words.symmetry = "together"
  else if (m.handBalance < WORDS.oneSided) words.symmetry = "oneSide"
  return words
}

/** Beats a minute, whole, as a visitor reads them ("about 110 a minute"). */
const perMinute = (log2Hz: number) => Math.round(SECONDS_A_MINUTE * 2 ** log2Hz)

/**
 * Why `other` is near `entry` in how it moves: the aspects (at most SIMILARITY.reasonParts) in which both are the
 * same kind of movement and whose figures agree most (within SIMILARITY.agreeWithin scales; a shared tempo first),
 * e.g. "Same tempo (about 110 a minute), both led by the hands." or "Like this one, mostly still, with sudden
 * strikes." (in English; ./similar-reason.ts says it).
 */
export const howAlike = (entry: EntryDescriptor, other: EntryDescriptor): SimilarReason & { kind: "alike" } => {
  const mine = wordsFor(entry)
  const theirs = wordsFor(other)
  const apart = aspectDistances(entry, other)
  const shared = (Object.keys(mine) as Aspect[])
    .filter((aspect) => theirs[aspect] === mine[aspect])
    // "Same tempo" means the same beat, closer than the tempo's scale allows for nearness.
    .filter((aspect) => aspect !== "tempo" || Math.abs(entry.movement.tempo - other.movement.tempo) <= WORDS.sameTempo)
    .map((aspect) => ({ aspect, apart: apart.get(aspect) ?? Infinity }))
    .filter((x) => x.apart <= SIMILARITY.agreeWithin)
    // A shared beat is named first (it is what a visitor hears and sees at once), then the closest aspects.
    .sort(
      (x, y) =>
        Number(y.aspect === "tempo") - Number(x.aspect === "tempo") ||
        x.apart - y.apart ||
        x.aspect.localeCompare(y.aspect),
    )
    .slice(0, SIMILARITY.reasonParts)
  const tempo = shared.find((x) => x.aspect === "tempo")
  const aspects = shared.filter((x) => x !== tempo).map((x) => mine[x.aspect] as AspectWord)
  return tempo
    ? { kind: "alike", tempoPerMinute: perMinute((entry.movement.tempo + other.movement.tempo) / 2), aspects }
    : { kind: "alike", aspects }
}

/**
 * How `other` does the movement differently from `entry`, where it is clear (SIMILARITY_DIFFERS): slower or
 * quicker, lower or higher, smaller or larger, more sudden or smoother, in turn rather than together (or the
 * reverse); the clearest SIMILARITY_DIFFERS.parts of them, by how far past its threshold each is.
 */
export const differencesFor = (entry: EntryDescriptor, other: EntryDescriptor): DifferenceKey[] => {
  const [m, o] = [entry.movement, other.movement]
  const found: { key: DifferenceKey; by: number }[] = []
  const compare = (difference: number, threshold: number, more: DifferenceKey, less: DifferenceKey) => {
    if (Math.abs(difference) >= threshold)
      found.push({ key: difference > 0 ? more : less, by: Math.abs(difference) / threshold })
  }
  compare(
    (o.handSpeedHigh + o.footSpeedHigh - m.handSpeedHigh - m.footSpeedHigh) / 2,
    DIFFERS.speed,
    "quicker",
    "slower",
  )
  compare(o.reach - m.reach, DIFFERS.reach, "higher", "lower")
  compare(o.handRange - m.handRange, DIFFERS.range, "larger", "smaller")
  compare(o.suddenness - m.suddenness, DIFFERS.sudden, "moreSudden", "smoother")
  const together = (x: MovementDescriptor) => x.handsTogether >= DIFFERS.together
  const inTurn = (x: MovementDescriptor) => x.handsTogether <= DIFFERS.inTurn
  if (together(m) && inTurn(o)) found.push({ key: "inTurn", by: 1 })
  if (inTurn(m) && together(o)) found.push({ key: "together", by: 1 })
  return found
    .sort((x, y) => y.by - x.by)
    .slice(0, DIFFERS.parts)
    .map((x) => x.key)
}

/**
 * Why `other` is near `entry` (./similar-reason.ts; the page words it in its language). When both have a pose and
 * do the same movement (within SIMILARITY_LIST.sameMovement), it says so, whether it takes a mirror (the part the
 * mirror matches up) and how the other does it differently: in English, "The same movement, with the other hand,
 * slower and lower." Otherwise the aspects of how they move that agree most (`howAlike`): "Same tempo (about 110 a
 * minute), both led by the hands.", and a mirrored match adds that it is nearest in a mirror.
 */
export const reasonFor = (entry: EntryDescriptor, other: EntryDescriptor, mirrored = false): SimilarReason => {
  const side = mirrored && entry.pose && other.pose ? { mirrored: mirroredPart(entry.pose, other.pose) } : {}
  if (entry.pose && other.pose && movementApart(likeness(entry, other)) <= SIMILARITY_LIST.sameMovement)
    return { kind: "same", ...side, differences: differencesFor(entry, other) }
  return { ...howAlike(entry, other), ...side }
}

/** A reason in English, as the English pages write it (tests, scripts). */
export const englishReason = (reason: SimilarReason): string => reasonText(SIMILAR_TEXT.reasons, reason)

export interface Neighbour {
  slug: string
  distance: number
  mirrored: boolean
  reason: SimilarReason
}

/**
 * Each entry's `count` nearest others, nearest first (ties by slug), with the reason for each. All pairs are
 * measured once (n² / 2 distances on fixed scales); the descriptors are the cost, and the build caches those.
 */
export const nearestEntries = (
  descriptors: readonly EntryDescriptor[],
  count: number,
  matrix: LikenessMatrix = likenessMatrix(descriptors),
): Map<string, Neighbour[]> => {
  const n = descriptors.length
  const { d, mirrored } = matrix
  const slug = (j: number) => (descriptors[j] as EntryDescriptor).slug
  const out = new Map<string, Neighbour[]>()
  descriptors.forEach((entry, i) => {
    // The `count` nearest, kept in order as the others are seen (no sort of all n).
    const before = (x: number, y: number) =>
      (d[i * n + x] as number) < (d[i * n + y] as number) ||
      (d[i * n + x] === d[i * n + y] && slug(x).localeCompare(slug(y)) < 0)
    const best: number[] = []
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      if (best.length === count && !before(j, best[count - 1] as number)) continue
      let at = best.length
      while (at > 0 && before(j, best[at - 1] as number)) at--
      best.splice(at, 0, j)
      if (best.length > count) best.pop()
    }
    out.set(
      entry.slug,
      best.map((j) => {
        const other = descriptors[j] as EntryDescriptor
        const flipped = mirrored[i * n + j] === 1
        return {
          slug: other.slug,
          distance: round(d[i * n + j] as number),
          mirrored: flipped,
          reason: reasonFor(entry, other, flipped),
        }
      }),
    )
  })
  return out
}

/** Style as a second axis beside an entry's list: the same movement done differently, another done the same way. */
export interface StyleNeighbours {
  differently?: Neighbour
  alike?: Neighbour
}

/**
 * For each entry (with a pose), where the archive has them: **the same movement, done differently**, the take
 * within SIMILARITY_LIST.sameMovement of it in what it does that moves most differently (at least
 * SIMILARITY_LIST.doneDifferently by the descriptor's distance), with how it differs in words; and **a different
 * movement, done the same way**, the take at least SIMILARITY_LIST.otherMovement from it in what it does that
 * moves most alike (within SIMILARITY_LIST.doneAlike), with what they share in words. Ties by slug.
 */
export const styleNeighbours = (
  descriptors: readonly EntryDescriptor[],
  matrix: LikenessMatrix = likenessMatrix(descriptors),
): Map<string, StyleNeighbours> => {
  const n = descriptors.length
  const { d, mirrored, how } = matrix
  const slug = (j: number) => (descriptors[j] as EntryDescriptor).slug
  const out = new Map<string, StyleNeighbours>()
  descriptors.forEach((entry, i) => {
    if (!entry.pose) return
    let differently: number | undefined
    let alike: number | undefined
    const better = (j: number, k: number | undefined, more: boolean) =>
      k === undefined ||
      (more
        ? (how[i * n + j] as number) > (how[i * n + k] as number)
        : (how[i * n + j] as number) < (how[i * n + k] as number)) ||
      (how[i * n + j] === how[i * n + k] && slug(j).localeCompare(slug(k)) < 0)
    for (let j = 0; j < n; j++) {
      if (j === i || !(descriptors[j] as EntryDescriptor).pose) continue
      const what = movementApart({ distance: d[i * n + j] as number, mirrored: mirrored[i * n + j] === 1 })
      const manner = how[i * n + j] as number
      if (
        what <= SIMILARITY_LIST.sameMovement &&
        manner >= SIMILARITY_LIST.doneDifferently &&
        better(j, differently, true)
      )
        differently = j
      if (what >= SIMILARITY_LIST.otherMovement && manner <= SIMILARITY_LIST.doneAlike && better(j, alike, false))
        alike = j
    }
    const neighbour = (j: number, reason: SimilarReason): Neighbour => ({
      slug: slug(j),
      distance: round(d[i * n + j] as number),
      mirrored: mirrored[i * n + j] === 1,
      reason,
    })
    const other = (j: number) => descriptors[j] as EntryDescriptor
    out.set(entry.slug, {
      ...(differently === undefined
        ? {}
        : {
            differently: neighbour(
              differently,
              reasonFor(entry, other(differently), mirrored[i * n + differently] === 1),
            ),
          }),
      ...(alike === undefined ? {} : { alike: neighbour(alike, howAlike(entry, other(alike))) }),
    })
  })
  return out
}

/** A lexicon term as an entry page names it. */
export interface TermName {
  slug: string
  name: string
  /** The name in each other language (the lexicon term's translations), where the build has them. */
  translations?: readonly { language: string; name: string; untranslated: readonly string[] }[]
}

/** One item of an entry page's "moves like this" list, as the page's context carries it (its own list only). */
export interface SimilarEntry {
  slug: string
  title: string
  synthetic: boolean
  /** Why it is near (`reasonFor`), as data: the page says it in its language (./similar-reason.ts). */
  reason: SimilarReason
  /** The lexicon terms both entries use, in this entry's order. */
  sharedTerms: TermName[]
}

/** What the lists are made from, per entry: its descriptor, and the words its list items show. */
export interface SimilarSource {
  descriptor: EntryDescriptor
  title: string
  synthetic: boolean
  terms: readonly TermName[]
}

/** Every entry's list: its `count` nearest others with their reasons and the lexicon terms they share. */
export const similarLists = (sources: readonly SimilarSource[], count: number): Map<string, SimilarEntry[]> =>
  new Map([...similarPages(sources, count)].map(([slug, page]) => [slug, page.nearest]))

/** What an entry page shows of the archive's similarity: its list, and style as a second axis where there is one. */
export interface SimilarPage {
  nearest: SimilarEntry[]
  /** The same movement, done differently (`styleNeighbours`), or null. */
  differently: SimilarEntry | null
  /** A different movement, done the same way, or null. */
  alike: SimilarEntry | null
}

/** Every entry page's list and style axis (`nearestEntries`, `styleNeighbours`), from one measure of every pair. */
export const similarPages = (sources: readonly SimilarSource[], count: number): Map<string, SimilarPage> => {
  const bySlug = new Map(sources.map((source) => [source.descriptor.slug, source]))
  const descriptors = sources.map((source) => source.descriptor)
  const matrix = likenessMatrix(descriptors)
  const nearest = nearestEntries(descriptors, count, matrix)
  const style = styleNeighbours(descriptors, matrix)
  return new Map(
    sources.map((source) => {
      const own = source.descriptor.slug
      const item = (neighbour: Neighbour): SimilarEntry => {
        const other = bySlug.get(neighbour.slug) as SimilarSource
        const theirs = new Set(other.terms.map((term) => term.slug))
        return {
          slug: neighbour.slug,
          title: other.title,
          synthetic: other.synthetic,
          reason: neighbour.reason,
          sharedTerms: source.terms
            .filter((term) => theirs.has(term.slug))
            .map(({ slug, name, translations }) => ({
              slug,
              name,
              ...(translations ? { translations } : {}),
            })),
        }
      }
      const axis = style.get(own)
      return [
        own,
        {
          nearest: (nearest.get(own) ?? []).map(item),
          differently: axis?.differently ? item(axis.differently) : null,
          alike: axis?.alike ? item(axis.alike) : null,
        },
      ]
    }),
  )
}

/**
 * A take's tempo for lining two takes' beats up (the compare view): the descriptor's, in movements a second, when
 * its repeat is regular enough to call a beat (SIMILARITY_WORDS.regular, as the reasons' "in a steady beat"); null
 * otherwise. One tempo for the archive: the same figure "moves like this" compares.
 */
export const steadyTempoHz = (movement: MovementDescriptor): number | null =>
  movement.regularity >= WORDS.regular ? 2 ** movement.tempo : null
