/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The criterion the opt-in real-takes test applies (./similarity.real.test.ts), on invented descriptors: which takes
 * miss it, and what a shuffle keeps.
 */
import { kindMisses, kindTable, shuffledTakes, type RealTake } from "./real-takes"
import { DIMENSIONS } from "./similarity"

/** An invented take whose every dimension is `value`, so distances are easy to order. */
const take = (slug: string, kind: string | undefined, value: number): RealTake => ({
  slug,
  kind,
  heightM: 1.7,
  reading: "m y up",
  movement: Object.fromEntries(DIMENSIONS.map((d) => [d, value])) as RealTake["movement"],
})

describe("kindMisses", () => {
  const walks = [take("walk-a", "walk", 0), take("walk-b", "walk", 0.1), take("walk-c", "walk", 0.5)]

  it("holds when each walk's nearest walk is nearer than every dance", () => {
    expect(kindMisses([...walks, take("dance", "dance", 2)], "walk", "dance")).toEqual([])
  })

  it("names each walk that has a dance as near as its nearest walk, with both distances", () => {
    const misses = kindMisses([...walks, take("dance", "dance", 0.6)], "walk", "dance") ?? []
    expect(misses.map((m) => [m.take, m.own[0], m.other[0]])).toEqual([["walk-c", "walk-b", "dance"]])
    expect(misses[0]?.other[1]).toBeLessThanOrEqual(misses[0]?.own[1] ?? 0)
  })

  it("says nothing without two of the kind or one of the other", () => {
    expect(kindMisses([walks[0] as RealTake, take("dance", "dance", 1)], "walk", "dance")).toBeUndefined()
    expect(kindMisses(walks, "walk", "dance")).toBeUndefined()
  })

  it("tables every ordered pair of kinds, takes with no kind left out", () => {
    const rows = kindTable([...walks, take("dance", "dance", 0.6), take("x", undefined, 0.55)])
    expect(rows.map((r) => [r.kind, r.other, r.meet, r.of])).toEqual([["walk", "dance", 2, 3]])
  })
})

describe("shuffledTakes", () => {
  const takes = [0, 1, 2, 3, 4].map((i) => take(`t${i}`, "walk", i))

  it("deals each dimension's values out again among the takes, the same way for one seed", () => {
    const once = shuffledTakes(takes, 7)
    for (const d of DIMENSIONS)
      expect(once.map((t) => t.movement[d]).sort()).toEqual(takes.map((t) => t.movement[d]).sort())
    expect(shuffledTakes(takes, 7)).toEqual(once)
    expect(DIMENSIONS.some((d) => once.some((t, i) => t.movement[d] !== takes[i]?.movement[d]))).toBe(true)
    // The takes handed in are left as they were.
    expect(takes.map((t) => t.movement.tempo)).toEqual([0, 1, 2, 3, 4])
  })
})
