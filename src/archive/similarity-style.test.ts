/**
 * How "moves like this" words what differs, and style as a second axis (./similarity.ts), on invented descriptors:
 * the pose summaries and movement figures are set by hand, so each threshold (SIMILARITY_DIFFERS, SIMILARITY_LIST)
 * is met or missed on purpose.
 */
import { SIMILARITY_DIFFERS, SIMILARITY_LIST } from "../constants"
import { POSE_FEATURES } from "./pose"
import type { SimilarReason } from "./similar-reason"
import { SIMILAR_TEXT } from "./similar-words"
import {
  differencesFor,
  DIMENSIONS,
  englishReason,
  reasonFor,
  similarPages,
  styleNeighbours,
  type EntryDescriptor,
  type MovementDescriptor,
} from "./similarity"

const F = POSE_FEATURES.length
const movement = (values: Partial<MovementDescriptor> = {}): MovementDescriptor => ({
  ...(Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as MovementDescriptor),
  ...values,
})
/** A pose summary: every figure 0 but those given (by feature name, means only). */
const pose = (values: Partial<Record<(typeof POSE_FEATURES)[number], number>> = {}): number[] => {
  const out = new Array<number>(2 * F + 1).fill(0)
  for (const [name, value] of Object.entries(values)) out[POSE_FEATURES.indexOf(name as never)] = value
  return out
}
const entry = (slug: string, p: number[], m: Partial<MovementDescriptor> = {}): EntryDescriptor => ({
  slug,
  movement: movement(m),
  pose: p,
})

/** What differs, in English words (the page words it in its language). */
const differencesIn = (a: EntryDescriptor, b: EntryDescriptor) =>
  differencesFor(a, b).map((key) => SIMILAR_TEXT.reasons.differences[key])

describe("what differs, in words", () => {
  const base = entry("a", pose({ rightHandUp: 8 }), { handSpeedHigh: 0, footSpeedHigh: 0, reach: 1, handRange: 0.3 })
  test("slower, lower, smaller, more sudden: each past its threshold, the clearest first, at most two", () => {
    const slower = entry("b", base.pose as number[], {
      ...base.movement,
      handSpeedHigh: -1.5,
      footSpeedHigh: -1.5,
      reach: 1 - SIMILARITY_DIFFERS.reach,
    })
    expect(differencesIn(base, slower)).toEqual(["slower", "lower"])
    const sudden = entry("c", base.pose as number[], {
      ...base.movement,
      suddenness: SIMILARITY_DIFFERS.sudden,
      handRange: 0.3 - 2 * SIMILARITY_DIFFERS.range,
    })
    expect(differencesIn(base, sudden)).toEqual(["smaller", "more sudden"])
    expect(differencesIn(sudden, base)).toEqual(["larger", "smoother"])
    // Under every threshold: nothing is said.
    const alike = entry("d", base.pose as number[], { ...base.movement, reach: 1 - SIMILARITY_DIFFERS.reach / 2 })
    expect(differencesIn(base, alike)).toEqual([])
    expect(englishReason(reasonFor(base, alike))).toBe("The same movement, done much the same way.")
    expect(englishReason(reasonFor(base, slower))).toBe("The same movement, slower and lower.")
  })

  test("in turn rather than together, and the reverse", () => {
    const together = entry("t", base.pose as number[], { handsTogether: 0.8 })
    const inTurn = entry("u", base.pose as number[], { handsTogether: -0.6 })
    expect(differencesIn(together, inTurn)).toEqual(["in turn rather than together"])
    expect(differencesIn(inTurn, together)).toEqual(["together rather than in turn"])
  })

  test("a movement farther than SIMILARITY_LIST.sameMovement is not called the same", () => {
    const other = entry("w", pose({ travelAhead: 8 }), base.movement)
    expect(englishReason(reasonFor(base, other))).not.toMatch(/^The same movement/)
  })
})

describe("style as a second axis", () => {
  // Two waves done differently, a wave done alike, and a walk done like the first wave.
  const wave = entry("wave", pose({ rightHandUp: 8 }), { handSpeedHigh: 0 })
  const waveFast = entry("wave-fast", pose({ rightHandUp: 8.2 }), { handSpeedHigh: 5, footSpeedHigh: 5 })
  const waveAlike = entry("wave-alike", pose({ rightHandUp: 7.9 }), { handSpeedHigh: 0.1 })
  const walkAlike = entry("walk", pose({ travelAhead: 8 }), { handSpeedHigh: 0.05 })
  const walkOther = entry("walk-other", pose({ travelAhead: 8.1 }), { handSpeedHigh: 8 })
  const all = [wave, waveFast, waveAlike, walkAlike, walkOther]

  test("the same movement done differently, and a different movement done the same way, with their reasons", () => {
    const axis = styleNeighbours(all).get("wave")
    expect(axis?.differently?.slug).toBe("wave-fast")
    expect(englishReason(axis?.differently?.reason as SimilarReason)).toBe("The same movement, quicker.")
    expect(axis?.alike?.slug).toBe("walk")
    expect(englishReason(axis?.alike?.reason as SimilarReason)).not.toMatch(/^The same movement/)
  })

  test("none where the archive has none: every other take within SIMILARITY_LIST.doneDifferently, or none alike", () => {
    const axis = styleNeighbours([wave, waveAlike]).get("wave")
    expect(axis).toEqual({})
    expect(SIMILARITY_LIST.doneDifferently).toBeGreaterThan(SIMILARITY_LIST.doneAlike)
  })

  test("entry pages carry the axis beside their list, as list items", () => {
    const pages = similarPages(
      all.map((descriptor) => ({ descriptor, title: descriptor.slug.toUpperCase(), synthetic: true, terms: [] })),
      2,
    )
    const page = pages.get("wave")
    expect(page?.nearest.map((item) => item.slug)).toEqual(["wave-alike", "wave-fast"])
    expect(page?.differently).toMatchObject({ slug: "wave-fast", title: "WAVE-FAST", synthetic: true })
    expect(page?.alike).toMatchObject({ slug: "walk", title: "WALK" })
  })
})
