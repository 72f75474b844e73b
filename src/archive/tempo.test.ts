import { TEMPO_RANGE_HZ } from "../constants"
import { tempoHz } from "./tempo"

const FPS = 30
/** Energy that repeats `hz` times a second for `seconds`, with a second, smaller bump each period if asked. */
const periodic = (hz: number, seconds: number, bump = 0) =>
  Array.from({ length: Math.round(seconds * FPS) }, (_, f) => {
    const phase = ((f / FPS) * hz) % 1
    return 1 + Math.cos(2 * Math.PI * phase) + bump * Math.cos(4 * Math.PI * phase)
  })

describe("a take's tempo", () => {
  it("is the rate at which its energy repeats", () => {
    expect(tempoHz(periodic(2, 8), FPS)).toBeCloseTo(2, 1)
    expect(tempoHz(periodic(0.75, 12), FPS)).toBeCloseTo(0.75, 1)
  })

  it("is the shortest period that repeats, not a multiple of it", () => {
    // Each step repeats exactly, so two steps (a stride) correlate as well as one: the step is the tempo.
    expect(tempoHz(periodic(1.5, 10, 0.3), FPS)).toBeCloseTo(1.5, 1)
  })

  it("is none for a take without a steady repeat, or too short to show two periods", () => {
    expect(tempoHz(new Array<number>(300).fill(2), FPS)).toBeUndefined()
    // A seeded jumble (no repeat): a linear congruential sequence.
    let seed = 7
    const jumble = Array.from({ length: 300 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    expect(tempoHz(jumble, FPS)).toBeUndefined()
    expect(tempoHz(periodic(0.5, 3), FPS)).toBeUndefined()
    expect(tempoHz([1, 2], FPS)).toBeUndefined()
    expect(tempoHz(periodic(2, 8), 0)).toBeUndefined()
  })

  it("looks only within the tempo range", () => {
    const fast = tempoHz(periodic(TEMPO_RANGE_HZ.high * 2, 8), FPS)
    // Eight a second is past the range: no tempo, or at most the range's top (a multiple of the true period).
    expect(fast === undefined || fast <= TEMPO_RANGE_HZ.high).toBe(true)
  })
})
