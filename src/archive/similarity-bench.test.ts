/**
 * The similarity bench's measures and label file (./similarity-bench.ts), on invented labels and distances: the
 * figures `npm run bench:similarity` prints for real captures are these functions' (docs/similarity.md).
 */
import { SIMILAR_BENCH } from "../constants"
import {
  baselineFrames,
  benchMeasures,
  meanSpread,
  parseLabels,
  parseVariantSpec,
  planVariants,
  plainDtw,
  twoStageDistance,
  type TakeLabel,
} from "./similarity-bench"

const label = (kind: string, family: string, style: string): TakeLabel => ({ kind, family, style })
// Two walks and two waves in two styles, and one run (a kind with no other take: it does not ask).
const LABELS = [
  label("walk", "walk", "sad"),
  label("walk", "walk", "happy"),
  label("wave", "wave", "sad"),
  label("wave", "wave", "happy"),
  label("run", "walk", "sad"),
]
/** Points on a line: each take's others ordered by how far along they are. */
const along = (positions: readonly number[]) => (i: number, j: number) =>
  Math.abs((positions[i] as number) - (positions[j] as number))

describe("the bench's measures", () => {
  test("a distance that finds each take's kind first scores P@1 of 1, and chance is the share of its kind among the others", () => {
    const m = benchMeasures(LABELS, along([0, 0.1, 5, 5.1, 0.5]))
    expect(m.queries).toBe(4)
    expect(m.p1).toBe(1)
    expect(m.styleOnly).toBe(0)
    // Each asking take has 1 of its kind among 4 others.
    expect(m.chance).toBeCloseTo(1 / 4, 12)
    // Of each walk's 4 listed (SIMILAR_BENCH.listed), 1 is a walk and 2 are of the walk family (the walk, the run).
    expect(SIMILAR_BENCH.listed).toBe(4)
    expect(m.p4).toBeCloseTo(1 / 4, 12)
    expect(m.family4).toBeCloseTo((2 / 4 + 2 / 4 + 1 / 4 + 1 / 4) / 4, 12)
  })

  test("a nearest that shares only the style counts as style-only, and misses P@1", () => {
    // The sad walk is nearest the sad wave, the happy walk nearest the happy wave.
    const m = benchMeasures(LABELS, along([0, 10, 0.1, 10.1, 20]))
    expect(m.p1).toBe(0)
    expect(m.styleOnly).toBe(1)
  })

  test("ties are broken by index, not by label", () => {
    const m = benchMeasures(LABELS, () => 1)
    // Every take's nearest is the first other: take 0 → 1 (walk, hit), 1 → 0 (hit), 2 → 0 (miss), 3 → 0 (miss).
    expect(m.p1).toBe(0.5)
  })
})

describe("the two-stage ranking", () => {
  // Five takes on a line (the first stage) and a second stage that reverses the order of the nearest.
  const first = along([0, 1, 2, 3, 4])
  const second = (i: number, j: number) => 10 - Math.abs(i - j)
  const order = (distanceAt: (i: number, j: number) => number, i: number) =>
    [0, 1, 2, 3, 4].filter((j) => j !== i).sort((x, y) => distanceAt(i, x) - distanceAt(i, y) || x - y)

  test("orders each take's shortlist by the second stage, then the rest in the first stage's order", () => {
    const { distanceAt } = twoStageDistance(5, first, second, 2)
    // Take 0's shortlist is 1 and 2 (nearest on the line); the second stage puts 2 first; 3 and 4 follow in order.
    expect(order(distanceAt, 0)).toEqual([2, 1, 3, 4])
    // Take 2's shortlist is 1 and 3 (a tie with 1 broken by index), which the second stage leaves tied.
    expect(order(distanceAt, 2)).toEqual([1, 3, 0, 4])
  })

  test("asks the second stage only for shortlisted pairs, once a pair", () => {
    const asked: string[] = []
    const { pairs } = twoStageDistance(
      5,
      first,
      (i, j) => {
        asked.push(`${i}-${j}`)
        return second(i, j)
      },
      2,
    )
    // Shortlists: 0 → 1, 2; 1 → 0, 2; 2 → 1, 3; 3 → 2, 4; 4 → 3, 2: the pairs 01, 02, 12, 23, 34, 24.
    expect(pairs).toBe(6)
    expect(asked).toHaveLength(6)
  })
})

describe("labels.json", () => {
  const takes = ["a.bvh", "b.bvh"]
  test("gives each take its kind, family and style", () => {
    const labels = parseLabels(
      JSON.stringify({ "a.bvh": { kind: "wave-left-hand", family: "wave", style: "tired" } }),
      "labels.json",
      takes,
    )
    expect(labels.get("a.bvh")).toEqual(label("wave-left-hand", "wave", "tired"))
  })
  test("names the file, the take and the field that is wrong", () => {
    expect(() =>
      parseLabels(JSON.stringify({ "a.bvh": { kind: "walk", family: "walk" } }), "x/labels.json", takes),
    ).toThrow('x/labels.json: "a.bvh".style must be a non-empty string')
    expect(() =>
      parseLabels(JSON.stringify({ "c.bvh": { kind: "walk", family: "walk", style: "sad" } }), "labels.json", takes),
    ).toThrow('labels.json: "c.bvh" is not a .bvh file in the folder')
    expect(() => parseLabels("[]", "labels.json", takes)).toThrow("labels.json: expected an object")
  })
})

describe("the plain baselines", () => {
  const still = (x: number) => Float64Array.of(x, 1, 0)
  test("read positions relative to the pelvis at SIMILAR_BENCH.baselineRateHz, the nearest frame each", () => {
    // 1 s at 30 Hz: the hand moves 1 m a second along x, the pelvis stays.
    const hand = Array.from({ length: 31 }, (_, f) => still(f / 30))
    const pelvis = Array.from({ length: 31 }, () => Float64Array.of(0, 0, 0))
    const frames = baselineFrames([hand], pelvis, 1 / 30)
    expect(frames).toHaveLength(SIMILAR_BENCH.baselineRateHz + 1)
    expect(frames[5]?.[0]).toBeCloseTo(0.5, 12)
    expect(frames[5]?.[1]).toBe(1)
  })
  test("mean and spread, and time warping, which matches a take played slower to itself", () => {
    const summary = meanSpread([Float64Array.of(1), Float64Array.of(3)])
    expect([...summary]).toEqual([2, 1])
    const quick = [0, 1, 2, 3].map((x) => Float64Array.of(x))
    const slow = [0, 0, 1, 1, 2, 2, 3, 3].map((x) => Float64Array.of(x))
    expect(plainDtw(quick, slow)).toBe(0)
    expect(
      plainDtw(
        quick,
        slow.map((x) => Float64Array.of((x[0] as number) + 1)),
      ),
    ).toBeGreaterThan(0)
  })
})

describe("the variants of a labelled folder", () => {
  const labels = new Map<string, TakeLabel>([
    ["walk_b.bvh", label("walk", "walk", "happy")],
    ["walk_a.bvh", label("walk", "walk", "sad")],
    ["walk_c.bvh", label("walk", "walk", "old")],
    ["bye_a.bvh", label("bye", "wave", "sad")],
    ["bow_a.bvh", label("bow", "bow", "sad")],
  ])
  const spec = parseVariantSpec(
    JSON.stringify({
      mirror: { bye: "bye-other-hand", walk: "walk" },
      turn: { walk: { degrees: 90, left: "walk-turn-left", right: "walk-turn-right" } },
    }),
    "variants.json",
  )

  test("mirrors the kinds named, relabelled, and turns a kind's takes left and right in turn, in name order", () => {
    const planned = planVariants(labels, spec, "variants.json")
    expect(planned.map(({ from, file, make, label: { kind, style } }) => [from, file, make, kind, style])).toEqual([
      ["bye_a.bvh", "bye_a.mirrored.bvh", "mirror", "bye-other-hand", "sad"],
      ["walk_a.bvh", "walk_a.mirrored.bvh", "mirror", "walk", "sad"],
      ["walk_b.bvh", "walk_b.mirrored.bvh", "mirror", "walk", "happy"],
      ["walk_c.bvh", "walk_c.mirrored.bvh", "mirror", "walk", "old"],
      ["walk_a.bvh", "walk_a.turned-left-90.bvh", 90, "walk-turn-left", "sad"],
      ["walk_b.bvh", "walk_b.turned-right-90.bvh", -90, "walk-turn-right", "happy"],
      ["walk_c.bvh", "walk_c.turned-left-90.bvh", 90, "walk-turn-left", "old"],
    ])
    // Families are kept: the other hand's wave is still a wave.
    expect(planned[0]?.label.family).toBe("wave")
  })

  test("a kind no take has stops it, naming the file and the field", () => {
    const typo = parseVariantSpec(JSON.stringify({ mirror: { wave: "wave-left" } }), "variants.json")
    expect(() => planVariants(labels, typo, "variants.json")).toThrow(
      'variants.json: mirror.wave: no take in the folder is of kind "wave"',
    )
  })

  test.each([
    [{ mirror: { bye: "" } }, "variants.json: mirror.bye must be a kind"],
    [{ mirror: ["bye"] }, "variants.json: mirror must be an object"],
    [
      { turn: { walk: { degrees: 0, left: "l", right: "r" } } },
      "variants.json: turn.walk.degrees must be a number over 0",
    ],
    [{ turn: { walk: { degrees: 90, left: "l" } } }, "variants.json: turn.walk.right must be a kind"],
    [[], "variants.json: the file must be an object"],
  ])("%j is refused: %s", (data, message) => {
    expect(() => parseVariantSpec(JSON.stringify(data), "variants.json")).toThrow(message)
  })
})
