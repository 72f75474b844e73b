/**
 * The compare view's clock: one shared time, and where each of the two takes is at that time. Aligned by start,
 * both play at their own speed from their first frame. Aligned by tempo, the second take's time is scaled by the
 * ratio of the two tempi (the build's, steadyTempoHz in src/archive/similarity.ts), so its beats fall on the first one's: a second
 * take of 2 movements a second beside a first of 1 plays at half its speed. A take that has ended holds its last frame until the
 * other ends; the shared time then starts again.
 */
import { COMPARE_RATE_RANGE } from "../../constants"

export type Alignment = "start" | "tempo"
export const ALIGNMENTS: readonly Alignment[] = ["start", "tempo"]

export interface AlignedTake {
  duration: number
  tempoHz: number | undefined
}

export interface Aligned {
  /** The second take's seconds per shared second. */
  rateB: number
  /** The shared time's length: until both have ended. */
  duration: number
  /** Whether the tempi were used (both takes have one, and tempo was asked for). */
  byTempo: boolean
}

export const align = (a: AlignedTake, b: AlignedTake, mode: Alignment): Aligned => {
  const byTempo = mode === "tempo" && a.tempoHz !== undefined && b.tempoHz !== undefined && b.tempoHz > 0
  // The second's beats per shared second (its tempo × its rate) equal the first's: rate = tempo a ÷ tempo b.
  const rateB = byTempo
    ? Math.min(COMPARE_RATE_RANGE.high, Math.max(COMPARE_RATE_RANGE.low, (a.tempoHz as number) / (b.tempoHz as number)))
    : 1
  return { rateB, duration: Math.max(a.duration, b.duration / rateB), byTempo }
}

/** Each take's own time at a shared time: the first's is the shared time, the second's scaled; each held at its end. */
export const takeTimes = (time: number, a: AlignedTake, b: AlignedTake, aligned: Aligned): [number, number] => [
  Math.min(Math.max(0, time), a.duration),
  Math.min(Math.max(0, time) * aligned.rateB, b.duration),
]
