/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * "Moves like this" (./similarity.ts) on synthetic takes (./fixtures/synthetic-takes.ts: generated movement, no
 * person recorded; real captures cannot be committed here, see docs/similarity.md): two walks are nearer each other
 * than either is to a dance or a seated task; each figure of the descriptor says what its name says (so values
 * shuffled between dimensions fail); the same take resampled, mirrored, renamed, in other units or another up axis
 * stays nearer itself than any other take; and the reasons say in words what the takes share.
 */
import { SIMILARITY_DIMENSIONS } from "../constants"
import { analyseMotion } from "./analyse"
import type { Bvh } from "./bvh"
import { parseUnit, type LengthUnit } from "./conventions"
import {
  dance,
  JOINT_NAMES,
  seatedTask,
  syntheticTake,
  walk,
  type Movement,
  type TakeOptions,
} from "./fixtures/synthetic-takes"
import {
  aspectDistances,
  describeMovement,
  descriptorDigest,
  DIMENSIONS,
  distance,
  effortOf,
  nearestEntries,
  reasonFor,
  similarLists,
  steadyTempoHz,
  type EntryDescriptor,
} from "./similarity"

const UNITS: Record<number, string> = { 1: "m", 100: "cm", 1000: "mm" }

const describeTake = (slug: string, bvh: Bvh, options: Pick<TakeOptions, "unitsPerMetre" | "up">): EntryDescriptor => {
  const unit = parseUnit(UNITS[options.unitsPerMetre ?? 1] as string) as LengthUnit
  const analysis = analyseMotion(bvh, `${slug}.bvh`, { unit, up: options.up ?? "y", referenceFrames: 0 })
  if (analysis.refusal !== undefined) throw new Error(analysis.refusal)
  return { slug, movement: describeMovement(analysis.filtered, analysis.roles, analysis.heightM) }
}
const take = (slug: string, movement: Movement, options: TakeOptions): EntryDescriptor =>
  describeTake(slug, syntheticTake(movement, options), options)

const WALK_A = walk({ cadence: 1.8, swing: 0.4, stride: 0.4 })
const WALK_B = walk({ cadence: 1.9, swing: 0.33, stride: 0.36 })
const DANCE = dance({ beat: 2 })
const SEATED = seatedTask({ every: 3 })

const walkA = take("walk-a", WALK_A, { heightM: 1.76, fps: 120, seconds: 10 })
const walkB = take("walk-b", WALK_B, { heightM: 1.58, fps: 60, seconds: 12 })
const danced = take("dance", DANCE, { heightM: 1.7, fps: 60, seconds: 10 })
const seated = take("seated", SEATED, { heightM: 1.66, fps: 30, seconds: 12 })
const ALL = [walkA, walkB, danced, seated]

describe("the descriptor on synthetic takes", () => {
  test("two walks are nearer each other than a walk and a dance, or a walk and a seated task", () => {
    const walks = distance(walkA, walkB)
    for (const walker of [walkA, walkB]) {
      expect(walks).toBeLessThan(distance(walker, danced) / 4)
      expect(walks).toBeLessThan(distance(walker, seated) / 4)
    }
    expect(nearestEntries(ALL, 1).get("walk-a")?.[0]?.slug).toBe("walk-b")
    expect(nearestEntries(ALL, 1).get("walk-b")?.[0]?.slug).toBe("walk-a")
    // …and for what a walk is: the same beat, the feet leading (values under the wrong names would say otherwise).
    expect(nearestEntries(ALL, 1).get("walk-a")?.[0]?.reason).toBe(
      "Same tempo (about 109 a minute), both led by the feet.",
    )
  })

  test("gives the compare view a walk's cadence as its tempo, and no tempo to a take without a steady beat", () => {
    expect(steadyTempoHz(walkA.movement)).toBeCloseTo(1.8, 1)
    expect(steadyTempoHz(walkB.movement)).toBeCloseTo(1.9, 1)
    expect(steadyTempoHz({ ...walkA.movement, regularity: 0.2 })).toBeNull()
  })

  // Each figure is pinned by what it means, so a descriptor whose values went to the wrong names fails here.
  test("each figure says what its name says", () => {
    const walking = walkA.movement
    // A walk: led by the feet, at its cadence (steps a second), regular, travelling, standing, left and right in turn.
    expect(walking.footShare).toBeGreaterThan(0.6)
    expect(walking.handShare).toBeLessThan(0.4)
    expect(2 ** walking.tempo).toBeCloseTo(1.8, 0)
    expect(Math.abs(2 ** walking.tempo - 1.8)).toBeLessThan(0.1)
    expect(walking.regularity).toBeGreaterThan(0.9)
    expect(walking.travel).toBeGreaterThan(0.5)
    expect(walking.footSpeed).toBeGreaterThan(walking.handSpeed)
    expect(walking.footSpeedHigh).toBeGreaterThan(walking.footSpeed)
    expect(walking.pelvisHeight).toBeGreaterThan(0.45)
    expect(walking.pelvisHeight).toBeLessThan(0.6)
    expect(walking.reach).toBeLessThan(0.6)
    expect(walking.feetTogether).toBeLessThan(-0.5)
    expect(walking.handsTogether).toBeLessThan(-0.5)
    expect(walking.stillShare).toBe(0)
    // A dance: the hands lead, reach overhead, move together as in a mirror, at its beat, in place.
    const dancing = danced.movement
    expect(dancing.handShare).toBeGreaterThan(0.8)
    expect(dancing.reach).toBeGreaterThan(0.95)
    expect(dancing.handRange).toBeGreaterThan(0.4)
    expect(dancing.handsTogether).toBeGreaterThan(0.9)
    expect(dancing.handBalance).toBeGreaterThan(0.9)
    expect(Math.abs(2 ** dancing.tempo - 2)).toBeLessThan(0.1)
    expect(dancing.travel).toBeLessThan(0.2)
    expect(dancing.handSpeed).toBeGreaterThan(1)
    expect(dancing.handJerk).toBeGreaterThan(walking.handJerk)
    expect(dancing.bounce).toBeGreaterThan(walking.bounce)
    expect(dancing.headSpeed).toBeGreaterThan(walking.headSpeed)
    // A seated task: low, mostly still, one hand doing the work in sudden reaches every 3 s.
    const sitting = seated.movement
    expect(sitting.pelvisHeight).toBeLessThan(0.35)
    expect(sitting.stillShare).toBeGreaterThan(0.8)
    expect(sitting.suddenness).toBeGreaterThan(1.6)
    expect(sitting.handBalance).toBeLessThan(0.4)
    expect(sitting.handJerkHigh).toBeGreaterThan(sitting.handJerk)
    expect(sitting.footJerkHigh).toBe(0)
    expect(sitting.footSpeedHigh).toBe(0)
    expect(Math.abs(2 ** sitting.tempo - 1 / 3)).toBeLessThan(0.05)
    expect(sitting.headShare).toBeGreaterThan(walking.headShare)
    expect(sitting.handSpeedHigh).toBeLessThan(walking.handSpeedHigh)
    expect(Object.keys(walking)).toEqual(DIMENSIONS)
  })
})

describe("invariance: the same take, written differently, stays nearer itself than any other take", () => {
  const base: TakeOptions = { heightM: 1.72, fps: 120, seconds: 10 }
  const renamed = JOINT_NAMES.map((_, index) => `J${String(index + 1).padStart(2, "0")}`)
  const variants: [string, Partial<TakeOptions>][] = [
    ["resampled from 120 Hz to 30 Hz", { fps: 30 }],
    ["resampled to 50 Hz", { fps: 50 }],
    ["mirrored left to right", { mirrored: true }],
    ["every joint renamed (J01…J22)", { names: renamed }],
    ["in centimetres", { unitsPerMetre: 100 }],
    ["in millimetres, Z up", { unitsPerMetre: 1000, up: "z" }],
    ["a taller body", { heightM: 1.95 }],
    ["all of these at once", { fps: 30, mirrored: true, names: renamed, unitsPerMetre: 100, up: "z", heightM: 1.6 }],
  ]
  const movements: [string, Movement][] = [
    ["walk", WALK_A],
    ["other walk", WALK_B],
    ["dance", DANCE],
    ["seated task", SEATED],
  ]
  const originals = movements.map(([name, movement]) => take(name, movement, base))

  test.each(
    movements.flatMap(([name, movement]) => variants.map(([how, change]) => [name, how, movement, change] as const)),
  )("%s, %s", (name, _how, movement, change) => {
    const variant = take(`${name} variant`, movement, { ...base, ...change })
    const self = distance(variant, originals.find((o) => o.slug === name) as EntryDescriptor)
    expect(self).toBeLessThan(0.25)
    for (const other of originals.filter((o) => o.slug !== name)) expect(self).toBeLessThan(distance(variant, other))
  })

  test("a renamed or re-united take has the very same descriptor", () => {
    const renamedTake = take("walk", WALK_A, { ...base, names: renamed })
    const centimetres = take("walk", WALK_A, { ...base, unitsPerMetre: 100 })
    expect(renamedTake.movement).toEqual(originals[0]?.movement)
    for (const d of DIMENSIONS)
      expect(centimetres.movement[d]).toBeCloseTo((originals[0] as EntryDescriptor).movement[d], 3)
  })
})

describe("the distance", () => {
  test("is zero to itself, symmetric, and a weighted root mean square of scaled differences", () => {
    expect(distance(walkA, walkA)).toBe(0)
    expect(distance(walkA, danced)).toBe(distance(danced, walkA))
    const moved = {
      ...walkA,
      movement: { ...walkA.movement, stillShare: walkA.movement.stillShare + SIMILARITY_DIMENSIONS.stillShare.scale },
    }
    // One dimension one scale apart, the others equal: the root mean square of (1, 0, 0 …) over the weights.
    const weights = DIMENSIONS.reduce(
      (sum, d) => sum + (d === "tempo" ? walkA.movement.regularity : SIMILARITY_DIMENSIONS[d].weight),
      0,
    )
    expect(distance(walkA, moved)).toBeCloseTo(Math.sqrt(1 / weights), 6)
    expect(aspectDistances(walkA, moved).get("stillness")).toBeCloseTo(1, 6)
    expect(aspectDistances(walkA, moved).get("speed")).toBe(0)
  })

  test("counts Laban Effort only when both entries have a reading, and tempo only as far as both are regular", () => {
    const strike = effortOf([{ space: "direct", weight: "strong", time: "sudden", flow: "bound" }])
    const float = effortOf([{ space: "indirect", weight: "light", time: "sustained", flow: "free" }])
    expect(strike).toEqual({ space: -1, weight: -1, time: -1, flow: -1 })
    expect(effortOf([null, undefined])).toBeUndefined()
    expect(
      effortOf([
        { space: "direct", weight: "strong", time: "sudden", flow: "bound" },
        { space: "indirect", weight: "strong", time: "sudden", flow: "free" },
      ]),
    ).toEqual({ space: 0, weight: -1, time: -1, flow: 0 })
    const other = { ...walkA, slug: "other" }
    expect(distance({ ...walkA, effort: strike }, other)).toBe(0)
    expect(distance({ ...walkA, effort: strike }, { ...other, effort: strike })).toBe(0)
    expect(distance({ ...walkA, effort: strike }, { ...other, effort: float })).toBeGreaterThan(0)
    const irregular = { ...walkA, movement: { ...walkA.movement, regularity: 0, tempo: walkA.movement.tempo + 2 } }
    const irregularToo = { ...irregular, movement: { ...irregular.movement, tempo: walkA.movement.tempo } }
    expect(distance(irregular, irregularToo)).toBe(0)
  })
})

describe("the nearest entries and their reasons", () => {
  test("lists the nearest others, nearest first, never the entry itself, ties by slug", () => {
    const lists = nearestEntries(ALL, 2)
    for (const entry of ALL) {
      const list = lists.get(entry.slug) ?? []
      expect(list).toHaveLength(2)
      expect(list.map((n) => n.slug)).not.toContain(entry.slug)
      expect((list[0] as { distance: number }).distance).toBeLessThanOrEqual((list[1] as { distance: number }).distance)
    }
    const twins = nearestEntries([walkA, { ...walkB, slug: "b" }, { ...walkB, slug: "a" }], 2)
    expect(twins.get("walk-a")?.map((n) => n.slug)).toEqual(["a", "b"])
    expect(nearestEntries([walkA], 4).get("walk-a")).toEqual([])
    // Against the plain way, on 80 descriptors spread around the four takes (some with Effort, some tied): each
    // list is the first of all others sorted by distance, then slug, at the distance `distance` gives.
    let seed = 7
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1
    const many: EntryDescriptor[] = Array.from({ length: 80 }, (_, i) => {
      const base = ALL[i % ALL.length] as EntryDescriptor
      const movement = { ...base.movement }
      if (i % 7 !== 0) for (const d of DIMENSIONS) movement[d] += next() * SIMILARITY_DIMENSIONS[d].scale * 0.5
      return {
        slug: `e${String(79 - i).padStart(2, "0")}`,
        movement,
        ...(i % 3 === 0 ? { effort: { space: next(), weight: next(), time: next(), flow: next() } } : {}),
      }
    })
    const listsOfMany = nearestEntries(many, 5)
    for (const entry of many) {
      const plain = many
        .filter((other) => other !== entry)
        .map((other) => ({ slug: other.slug, distance: distance(entry, other) }))
        .sort((x, y) => x.distance - y.distance || x.slug.localeCompare(y.slug))
        .slice(0, 5)
      const list = listsOfMany.get(entry.slug) ?? []
      expect(list.map((n) => n.slug)).toEqual(plain.map((n) => n.slug))
      list.forEach((n, k) => expect(n.distance).toBeCloseTo((plain[k] as { distance: number }).distance, 4))
    }
    expect(nearestEntries(ALL, 10).get("dance")).toHaveLength(3)
  })

  test("say in words what the two share", () => {
    expect(reasonFor(walkA, walkB)).toBe("Same tempo (about 109 a minute), both led by the feet.")
    const seatedToo = take("seated-too", seatedTask({ every: 2.5 }), { heightM: 1.8, fps: 60, seconds: 12 })
    expect(reasonFor(seated, seatedToo)).toBe("Like this one, seated or low to the ground, led by the hands.")
    // A shared beat comes first, then the closest aspect the two share.
    const sameBeat = { ...danced, movement: { ...danced.movement, tempo: walkA.movement.tempo + 0.02 } }
    expect(reasonFor(walkA, sameBeat)).toMatch(/^Same tempo \(about 10[6-8] a minute\)/)
    const handsLead = { ...walkB, movement: { ...walkB.movement, handShare: 0.7, footShare: 0.2, headShare: 0.1 } }
    const handsLeadToo = {
      ...handsLead,
      movement: { ...handsLead.movement, tempo: handsLead.movement.tempo + 0.01, suddenness: 0.7 },
    }
    expect(reasonFor(handsLead, handsLeadToo)).toMatch(/^Same tempo \(about 11\d a minute\), both led by the hands\.$/)
    expect(reasonFor(danced, seated)).toBe("Like this one, led by the hands.")
    expect(reasonFor(walkA, seated)).toBe("Nearest on the whole, though no one aspect matches closely.")
    // Two takes of still standing with sudden strikes, led by different parts, with no beat.
    const strikes = { ...seated, movement: { ...seated.movement, pelvisHeight: 0.5, regularity: 0.2 } }
    const strikesToo = {
      ...strikes,
      movement: { ...strikes.movement, stillShare: 0.85, handShare: 0.6, headShare: 0.4, handBalance: 0.5, tempo: 1 },
    }
    expect(reasonFor(strikes, strikesToo)).toMatch(
      /^Like this one, (mostly still, with sudden strikes|with sudden strikes, mostly still)\.$/,
    )
  })

  test("a descriptor's digest follows its values and nothing else", () => {
    expect(descriptorDigest(walkA)).toBe(descriptorDigest({ ...walkA, movement: { ...walkA.movement } }))
    expect(descriptorDigest(walkA)).not.toBe(
      descriptorDigest({ ...walkA, movement: { ...walkA.movement, reach: 0.1 } }),
    )
    expect(descriptorDigest(walkA)).not.toBe(
      descriptorDigest({ ...walkA, effort: { space: 1, weight: 1, time: 1, flow: 1 } }),
    )
  })
})

describe("the lists entry pages carry", () => {
  test("each entry's nearest with its title, whether it is synthetic, its reason and the terms both use", () => {
    const terms = (...slugs: string[]) => slugs.map((slug) => ({ slug, name: slug.toUpperCase() }))
    const lists = similarLists(
      [
        { descriptor: walkA, title: "Walk A", synthetic: true, terms: terms("stride", "alternation", "strike") },
        { descriptor: walkB, title: "Walk B", synthetic: false, terms: terms("alternation", "stride") },
        { descriptor: danced, title: "Dance", synthetic: true, terms: terms("sway") },
      ],
      1,
    )
    expect(lists.get("walk-a")).toEqual([
      {
        slug: "walk-b",
        title: "Walk B",
        synthetic: false,
        reason: reasonFor(walkA, walkB),
        sharedTerms: terms("stride", "alternation"),
      },
    ])
    expect(lists.get("dance")?.[0]?.sharedTerms).toEqual([])
    expect([...lists.keys()]).toEqual(["walk-a", "walk-b", "dance"])
  })
})
