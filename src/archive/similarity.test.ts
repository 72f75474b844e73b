/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * "Moves like this" (./similarity.ts) on synthetic takes (./fixtures/synthetic-takes.ts: generated movement, no
 * person recorded; real captures cannot be committed here, see docs/similarity.md and ./similarity.real.test.ts):
 * two walks are nearer each other than either is to a hop, a dance or a seated task, also when they are written
 * as real captures are (standing still before and after, a T-pose in the first frame, uneven steps, a sensor's
 * noise, 120 Hz, other joint names), over several seeds; each figure of the descriptor says what its name says,
 * and values moved to other dimensions' names fail that; the same take resampled, mirrored, renamed, in other
 * units or another up axis stays nearer itself than any other take; and the reasons say in words what the takes
 * share.
 */
import { SIMILARITY, SIMILARITY_DIMENSIONS, SIMILARITY_EFFORT, SIMILARITY_WORDS } from "../constants"
import { analyseMotion } from "./analyse"
import type { Bvh } from "./bvh"
import { parseUnit, type LengthUnit } from "./conventions"
import type { SimilarReason } from "./similar-reason"
import {
  dance,
  footTap,
  hop,
  JOINT_NAMES,
  RIG_NAMES,
  seeded,
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
  type Dimension,
  type MovementDescriptor,
  effortOf,
  englishReason,
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
// A reach every 2.5 s: a repeat within the longest period the tempo looks for (3 s) with room to find its peak.
const SEATED = seatedTask({ every: 2.5 })
const HOP = hop({ rate: 1.5, forward: 0.2 })

const walkA = take("walk-a", WALK_A, { heightM: 1.76, fps: 120, seconds: 10 })
const walkB = take("walk-b", WALK_B, { heightM: 1.58, fps: 60, seconds: 12 })
const danced = take("dance", DANCE, { heightM: 1.7, fps: 60, seconds: 10 })
const seated = take("seated", SEATED, { heightM: 1.66, fps: 30, seconds: 12 })
const hopped = take("hop", HOP, { heightM: 1.7, fps: 60, seconds: 8 })
const tapped = take("tap", footTap({ beat: 1.5 }), { heightM: 1.75, fps: 60, seconds: 8 })
const ALL = [walkA, walkB, danced, seated]
/** A speed back in standing heights a second from the descriptor's log2 (./similarity.ts, `logSpeed`). */
const speed = (log2: number) => 2 ** log2 - SIMILARITY.stillHeightsPerS

describe("the descriptor on synthetic takes", () => {
  test("two walks are nearer each other than a walk and a hop, a dance or a seated task", () => {
    const walks = distance(walkA, walkB)
    for (const walker of [walkA, walkB]) {
      expect(walks).toBeLessThan(distance(walker, danced) / 4)
      expect(walks).toBeLessThan(distance(walker, seated) / 4)
      expect(walks).toBeLessThan(distance(walker, hopped) / 4)
    }
    expect(nearestEntries(ALL, 1).get("walk-a")?.[0]?.slug).toBe("walk-b")
    expect(nearestEntries(ALL, 1).get("walk-b")?.[0]?.slug).toBe("walk-a")
    // …and for what a walk is: the same beat, the feet leading (values under the wrong names would say otherwise).
    expect(englishReason(nearestEntries(ALL, 1).get("walk-a")?.[0]?.reason as SimilarReason)).toBe(
      "Same tempo (about 109 a minute), both smooth and even.",
    )
  })

  test("gives the compare view a walk's cadence as its tempo, and no tempo to a take without a steady beat", () => {
    expect(steadyTempoHz(walkA.movement)).toBeCloseTo(1.8, 1)
    expect(steadyTempoHz(walkB.movement)).toBeCloseTo(1.9, 1)
    expect(steadyTempoHz({ ...walkA.movement, regularity: 0.2 })).toBeNull()
  })
})

/**
 * Each figure pinned by what it means, on the generated takes: every dimension has at least one pin, so a
 * descriptor whose values went to the wrong names fails here (the next test shows that it does, for every way of
 * moving the values round by one or more places).
 */
type Takes = Record<"walk" | "dance" | "seated" | "hop" | "tap", MovementDescriptor>
const PINS: [Dimension, string, (t: Takes) => boolean][] = [
  [
    "handSpeed",
    "a dance's hands move faster than 1 H/s, a walk's under 0.5, a seated task's slower still",
    (t) => speed(t.dance.handSpeed) > 1 && speed(t.walk.handSpeed) < 0.5 && t.seated.handSpeed < t.walk.handSpeed,
  ],
  [
    "handSpeedHigh",
    "the hands' high speed is never below their usual speed, and above it in a walk's swing",
    (t) =>
      Object.values(t).every((m) => m.handSpeedHigh >= m.handSpeed) && t.walk.handSpeedHigh > t.walk.handSpeed + 0.2,
  ],
  [
    "footSpeed",
    "a walk's feet outpace its hands; a seated task's feet are still",
    (t) => t.walk.footSpeed > t.walk.handSpeed && speed(t.seated.footSpeed) < 0.01,
  ],
  [
    "footSpeedHigh",
    "the feet's high speed is above their usual speed when they move",
    (t) => t.walk.footSpeedHigh > t.walk.footSpeed && t.tap.footSpeedHigh > t.tap.footSpeed,
  ],
  ["headSpeed", "a dance's head moves more than a walk's", (t) => t.dance.headSpeed > t.walk.headSpeed],
  [
    "travel",
    "a walk travels (over 0.5 H/s), a dance and a tap stay in place",
    (t) => speed(t.walk.travel) > 0.5 && speed(t.dance.travel) < 0.2 && speed(t.tap.travel) < 0.05,
  ],
  ["handJerk", "a dance's hands are jerkier than a walk's", (t) => t.dance.handJerk > t.walk.handJerk],
  [
    "handJerkHigh",
    "the hands' high jerk is above their usual jerk in a seated task's reaches",
    (t) => t.seated.handJerkHigh > t.seated.handJerk + 1,
  ],
  [
    "footJerkHigh",
    "a seated task's feet have no jerk, a walk's do",
    (t) => t.seated.footJerkHigh === 0 && t.walk.footJerkHigh > 1,
  ],
  [
    "suddenness",
    "a seated task's reaches are sudden, a walk's swing is even",
    (t) => t.seated.suddenness > 1.6 && t.walk.suddenness < 0.8,
  ],
  [
    "tempo",
    "the tempo is the cadence, the beat, the hop and the reach",
    (t) =>
      Math.abs(2 ** t.walk.tempo - 1.8) < 0.1 &&
      Math.abs(2 ** t.dance.tempo - 2) < 0.1 &&
      Math.abs(2 ** t.hop.tempo - 1.5) < 0.1 &&
      Math.abs(2 ** t.seated.tempo - 1 / 2.5) < 0.05,
  ],
  ["regularity", "a walk keeps its beat", (t) => t.walk.regularity > 0.9 && t.walk.regularity <= 1],
  ["handShare", "a dance is led by the hands, a walk is not", (t) => t.dance.handShare > 0.8 && t.walk.handShare < 0.4],
  ["footShare", "a walk is led by the feet", (t) => t.walk.footShare > 0.6 && t.dance.footShare < 0.1],
  [
    "headShare",
    "the head leads more in a seated task than in a walk, and never most",
    (t) => t.seated.headShare > t.walk.headShare && Object.values(t).every((m) => m.headShare < 0.3),
  ],
  [
    "pelvisHeight",
    "standing, the pelvis is about half the height; seated, under 0.35",
    (t) => t.walk.pelvisHeight > 0.45 && t.walk.pelvisHeight < 0.6 && t.seated.pelvisHeight < 0.35,
  ],
  ["reach", "a dance reaches overhead, a walk's hands hang", (t) => t.dance.reach > 0.95 && t.walk.reach < 0.6],
  [
    "handRange",
    "a dance's hands sweep through 0.4 H and more, a walk's barely rise",
    (t) => t.dance.handRange > 0.4 && t.walk.handRange < 0.05,
  ],
  [
    "bounce",
    "a hop bounces more than a dance, a dance more than a walk",
    (t) => t.hop.bounce > 0.1 && t.hop.bounce > t.dance.bounce && t.dance.bounce > t.walk.bounce,
  ],
  [
    "handBalance",
    "one hand does a seated task's work; a dance's are alike",
    (t) => t.seated.handBalance < 0.5 && t.dance.handBalance > 0.9,
  ],
  [
    "footBalance",
    "one foot taps, a walk's feet are alike",
    (t) => t.tap.footBalance < 0.5 && t.walk.footBalance > 0.95,
  ],
  [
    "handsTogether",
    "a dance's arms move as in a mirror, a walk's take turns",
    (t) => t.dance.handsTogether > 0.9 && t.walk.handsTogether < -0.5,
  ],
  [
    "feetTogether",
    "a walk's feet take turns, a hop's move together",
    (t) => t.walk.feetTogether < -0.5 && t.hop.feetTogether > 0.9,
  ],
  [
    "stillShare",
    "a seated task is mostly still, a walk never",
    (t) => t.seated.stillShare > 0.8 && t.walk.stillShare === 0,
  ],
]
const TAKES: Takes = {
  walk: walkA.movement,
  dance: danced.movement,
  seated: seated.movement,
  hop: hopped.movement,
  tap: tapped.movement,
}
const failingPins = (takes: Takes) => PINS.filter(([, , holds]) => !holds(takes)).map(([d, what]) => `${d}: ${what}`)

describe("each figure says what its name says", () => {
  test("every pin holds, and every dimension has one", () => {
    expect(failingPins(TAKES)).toEqual([])
    expect(new Set(PINS.map(([d]) => d))).toEqual(new Set(DIMENSIONS))
    expect(Object.keys(walkA.movement)).toEqual(DIMENSIONS)
  })

  // What "fails if the descriptor is shuffled" means: its values moved to other dimensions' names, the same way in
  // every take (as a slip in describeMovement would move them), break at least one pin, for every such move by k
  // places, and for a fixed derangement.
  const moved = (by: (i: number) => number): Takes =>
    Object.fromEntries(
      Object.entries(TAKES).map(([name, m]) => [
        name,
        Object.fromEntries(DIMENSIONS.map((d, i) => [d, m[DIMENSIONS[by(i)] as Dimension]])),
      ]),
    ) as Takes
  test.each(Array.from({ length: DIMENSIONS.length - 1 }, (_, k) => k + 1))(
    "values moved round by %i places fail",
    (k) => expect(failingPins(moved((i) => (i + k) % DIMENSIONS.length)).length).toBeGreaterThan(0),
  )
  test("values swapped in pairs fail", () => {
    expect(
      failingPins(moved((i) => (i % 2 === 0 ? Math.min(i + 1, DIMENSIONS.length - 1) : i - 1))).length,
    ).toBeGreaterThan(0)
    expect(failingPins(moved((i) => DIMENSIONS.length - 1 - i)).length).toBeGreaterThan(0)
  })
})

/**
 * What real captures have that formulas do not, as the generator writes it (./fixtures/synthetic-takes.ts): a
 * still start and end of 0.5–2 s, a T-pose in the first frame, steps whose durations and lengths drift by 10–20 %,
 * 0.5–1 mm of sensor noise (an unfiltered marker's jitter; the CMU takes measured 0.01–0.08 mm, docs/similarity.md), 120 Hz (or 60 or 30), another exporter's joint names, and left and right either way.
 */
const realLike = (seed: number, seconds: number): TakeOptions => {
  const random = seeded(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  return {
    heightM: 1.5 + 0.4 * random(),
    fps: pick([120, 120, 60, 30]),
    seconds,
    stillStartS: 0.5 + 1.5 * random(),
    stillEndS: 0.5 + 1.5 * random(),
    tPose: true,
    noiseM: 0.0005 + 0.0005 * random(),
    seed,
    names: pick([RIG_NAMES, JOINT_NAMES]),
    mirrored: random() < 0.5,
  }
}
const realWalk = (seed: number): Movement => {
  const random = seeded(seed * 7919)
  return walk({
    cadence: 1.6 + 0.4 * random(),
    swing: 0.3 + 0.15 * random(),
    stride: 0.33 + 0.1 * random(),
    irregular: 0.1 + 0.1 * random(),
    seed,
  })
}

describe("on takes written as real captures are, seed by seed", () => {
  const SEEDS = [1, 2, 3, 4, 5, 6]
  test.each(SEEDS)(
    "seed %i: two walks are nearer each other than either is to a hop, a dance or a seated task",
    (seed) => {
      const walks = [1, 2].map((k) => take(`walk-${k}`, realWalk(seed * 10 + k), realLike(seed * 10 + k, 8)))
      const others = [
        take("hop", hop({ rate: 1.3 + 0.4 * seeded(seed)(), forward: 0.2 }), realLike(seed * 10 + 3, 6)),
        take("dance", dance({ beat: 1.6 + 0.6 * seeded(seed + 1)() }), realLike(seed * 10 + 4, 8)),
        take("seated", seatedTask({ every: 2 + seeded(seed + 2)() }), realLike(seed * 10 + 5, 10)),
      ]
      const between = distance(walks[0] as EntryDescriptor, walks[1] as EntryDescriptor)
      for (const walker of walks) for (const other of others) expect(between).toBeLessThan(distance(walker, other))
      // …and each walk's step is found: its cadence (within the drift), as regular as a beat.
      for (const walker of walks) {
        expect(walker.movement.regularity).toBeGreaterThanOrEqual(SIMILARITY_WORDS.regular)
        expect(2 ** walker.movement.tempo).toBeGreaterThan(1.6 * 0.85)
        expect(2 ** walker.movement.tempo).toBeLessThan(2 * 1.15)
      }
    },
    30_000,
  )
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
    ["with a T-pose in its first frame", { tPose: true }],
    ["standing still 2 s before and 1.5 s after", { stillStartS: 2, stillEndS: 1.5 }],
    ["with 1 mm of sensor noise", { noiseM: 0.001, seed: 5 }],
    ["under another exporter's joint names", { names: RIG_NAMES }],
    [
      "as a real capture: all of these, mirrored, at 30 Hz",
      { tPose: true, stillStartS: 1, stillEndS: 2, noiseM: 0.001, seed: 9, names: RIG_NAMES, mirrored: true, fps: 30 },
    ],
  ]
  const movements: [string, Movement][] = [
    ["walk", WALK_A],
    ["other walk", WALK_B],
    ["dance", DANCE],
    ["seated task", SEATED],
    ["hop", HOP],
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
    // One dimension one scale apart, the others equal: each aspect weighs 1 in all, shared by its dimensions, and
    // the tempo counts as far as both keep a beat (fully at regularity 1, not at all at the "steady beat" threshold).
    const aspects = new Set(DIMENSIONS.map((d) => SIMILARITY_DIMENSIONS[d].aspect))
    const tempoShare = 1 / DIMENSIONS.filter((d) => SIMILARITY_DIMENSIONS[d].aspect === "tempo").length
    const beat = (walkA.movement.regularity - SIMILARITY_WORDS.regular) / (1 - SIMILARITY_WORDS.regular)
    const weights = aspects.size - tempoShare * (1 - beat)
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
    // Below the "steady beat" threshold a tempo is only a least bad period: two such differ by chance, and count not.
    const belowBeat = (m: EntryDescriptor, tempo: number) => ({
      ...m,
      movement: { ...m.movement, regularity: SIMILARITY_WORDS.regular - 0.01, tempo },
    })
    expect(distance(belowBeat(walkA, 0), belowBeat(walkA, 1))).toBe(0)
    const onBeat = (m: EntryDescriptor, tempo: number) => ({ ...m, movement: { ...m.movement, regularity: 1, tempo } })
    expect(distance(onBeat(walkA, 0), onBeat(walkA, 1))).toBeGreaterThan(0)
    // Effort weighs SIMILARITY_EFFORT.weight as an aspect, against 1 for each aspect of the movement.
    const aspects = new Set(DIMENSIONS.map((d) => SIMILARITY_DIMENSIONS[d].aspect)).size
    const beat = (walkA.movement.regularity - SIMILARITY_WORDS.regular) / (1 - SIMILARITY_WORDS.regular)
    const movementWeight = aspects - (1 - beat) / 2
    expect(distance({ ...walkA, effort: strike }, { ...other, effort: float })).toBeCloseTo(
      Math.sqrt(
        (SIMILARITY_EFFORT.weight * (2 / SIMILARITY_EFFORT.scale) ** 2) / (movementWeight + SIMILARITY_EFFORT.weight),
      ),
      6,
    )
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
    expect(englishReason(reasonFor(walkA, walkB))).toBe("Same tempo (about 109 a minute), both smooth and even.")
    const seatedToo = take("seated-too", seatedTask({ every: 2 }), { heightM: 1.8, fps: 60, seconds: 12 })
    expect(englishReason(reasonFor(seated, seatedToo))).toBe(
      "Like this one, led by the hands, seated or low to the ground.",
    )
    // A shared beat comes first, then the closest aspect the two share.
    const sameBeat = { ...danced, movement: { ...danced.movement, tempo: walkA.movement.tempo + 0.02 } }
    expect(englishReason(reasonFor(walkA, sameBeat))).toMatch(/^Same tempo \(about 10[6-8] a minute\)/)
    const handsLead = { ...walkB, movement: { ...walkB.movement, handShare: 0.7, footShare: 0.2, headShare: 0.1 } }
    const handsLeadToo = {
      ...handsLead,
      movement: { ...handsLead.movement, tempo: handsLead.movement.tempo + 0.01, suddenness: 0.7 },
    }
    expect(englishReason(reasonFor(handsLead, handsLeadToo))).toMatch(
      /^Same tempo \(about 11\d a minute\), both led by the hands\.$/,
    )
    expect(englishReason(reasonFor(danced, seated))).toBe("Like this one, led by the hands.")
    expect(englishReason(reasonFor(walkA, seated))).toBe("Nearest on the whole, though no one aspect matches closely.")
    // Two takes of still standing with sudden strikes, led by different parts, with no beat.
    const strikes = { ...seated, movement: { ...seated.movement, pelvisHeight: 0.5, regularity: 0.2 } }
    const strikesToo = {
      ...strikes,
      movement: { ...strikes.movement, stillShare: 0.85, handShare: 0.6, headShare: 0.4, handBalance: 0.5, tempo: 1 },
    }
    expect(englishReason(reasonFor(strikes, strikesToo))).toMatch(
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
