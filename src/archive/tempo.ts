/**
 * A take's tempo: how many times a second its movement repeats, read from the period of its energy (mean squared
 * joint speed per frame). Used by the compare view to line two takes' beats up. A take with no steady repeat (its
 * energy's autocorrelation never reaches TEMPO_MIN_CORRELATION in TEMPO_RANGE_HZ) has no tempo: undefined.
 */
import { TEMPO_MIN_CORRELATION, TEMPO_PEAK_SHARE, TEMPO_RANGE_HZ } from "../constants"

/** The normalised autocorrelation of a series at one lag (after its mean is taken out). */
const correlation = (centred: readonly number[], power: number, lag: number): number => {
  let sum = 0
  for (let i = 0; i + lag < centred.length; i++) sum += (centred[i] as number) * (centred[i + lag] as number)
  // Scaled by the overlap, so a long lag is not penalised only for having fewer pairs.
  return (sum / (centred.length - lag)) * (centred.length / power)
}

export const tempoHz = (energy: readonly number[], fps: number): number | undefined => {
  if (fps <= 0 || energy.length < 3) return undefined
  const mean = energy.reduce((sum, value) => sum + value, 0) / energy.length
  const centred = energy.map((value) => value - mean)
  const power = centred.reduce((sum, value) => sum + value * value, 0)
  if (power <= 0) return undefined
  const shortest = Math.max(1, Math.ceil(fps / TEMPO_RANGE_HZ.high))
  // At least two periods must fit in the take for a repeat to be seen.
  const longest = Math.min(Math.floor(fps / TEMPO_RANGE_HZ.low), Math.floor(energy.length / 2))
  const scores = new Map<number, number>()
  for (let lag = shortest - 1; lag <= longest + 1; lag++)
    if (lag >= 1 && lag < energy.length) scores.set(lag, correlation(centred, power, lag))
  const peaks: [number, number][] = []
  for (let lag = shortest; lag <= longest; lag++) {
    const here = scores.get(lag) as number
    if (here >= (scores.get(lag - 1) ?? -Infinity) && here > (scores.get(lag + 1) ?? -Infinity)) peaks.push([lag, here])
  }
  const best = Math.max(...peaks.map(([, score]) => score))
  if (!(best >= TEMPO_MIN_CORRELATION)) return undefined
  const [lag] = peaks.find(([, score]) => score >= best * TEMPO_PEAK_SHARE) as [number, number]
  return fps / lag
}
