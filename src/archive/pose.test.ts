/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * What a take does, in the body's own frame (./pose.ts), and the lists it ranks (./similarity.ts), on synthetic
 * takes (./fixtures/synthetic-takes.ts: generated movement, no person recorded): a wave mirrored reads as the same
 * movement with the other hand and ranks right after the waves with the same hand; the same takes resampled,
 * rescaled, turned to face elsewhere, moved across the floor and renamed give the same lists.
 */
import { ARCHIVE_SIMILAR_COUNT, POSE, SIMILAR_BENCH, SIMILARITY_LIST } from "../constants"
import { analyseMotion } from "./analyse"
import type { Bvh } from "./bvh"
import { parseUnit, type LengthUnit } from "./conventions"
import type { JointPositions } from "./derive"
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
  wave,
  type Movement,
  type TakeOptions,
} from "./fixtures/synthetic-takes"
import {
  framesDtw,
  mirroredPart,
  mirrorFrames,
  mirrorSummary,
  POSE_FEATURES,
  summaryDistance,
  summaryOf,
  type PoseFrames,
} from "./pose"
import {
  describeEntry,
  englishReason,
  likeness,
  nearestEntries,
  reasonFor,
  sideJoints,
  type EntryDescriptor,
} from "./similarity"

const UNITS: Record<number, string> = { 1: "m", 100: "cm", 1000: "mm" }
const BAND = SIMILAR_BENCH.twoStage.band
const F = POSE_FEATURES.length

/**
 * A take's descriptor and pose as the build reads them, with its pose frames (what the bench's time warping
 * compares), its positions first turned by `yaw` and moved by `shift`.
 */
const describe_ = (
  slug: string,
  bvh: Bvh,
  options: TakeOptions,
  yaw = 0,
  shift = [0, 0],
): EntryDescriptor & { frames: PoseFrames } => {
  const unit = parseUnit(UNITS[options.unitsPerMetre ?? 1] as string) as LengthUnit
  const analysis = analyseMotion(bvh, `${slug}.bvh`, { unit, up: options.up ?? "y", referenceFrames: 0 })
  if (analysis.refusal !== undefined) throw new Error(analysis.refusal)
  const [c, s] = [Math.cos(yaw), Math.sin(yaw)]
  const turned: JointPositions = {
    ...analysis.filtered,
    frames: analysis.filtered.frames.map((frame) => {
      const out = Float64Array.from(frame)
      for (let i = 0; i < out.length; i += 3) {
        const [x, z] = [frame[i] as number, frame[i + 2] as number]
        out[i] = c * x - s * z + (shift[0] as number)
        out[i + 2] = s * x + c * z + (shift[1] as number)
      }
      return out
    }),
  }
  const parents = bvh.joints.map((joint) => joint.parent)
  const { movement, pose, frames } = describeEntry(turned, analysis.roles, analysis.heightM, parents)
  return { slug, movement, pose, frames }
}

interface Spec {
  slug: string
  movement: Movement
  options: TakeOptions
}
const SPECS: Spec[] = [
  { slug: "wave-right", movement: wave({ rate: 2, hand: "right" }), options: { heightM: 1.72, fps: 60, seconds: 8 } },
  {
    slug: "wave-right-2",
    movement: wave({ rate: 2.6, hand: "right", reach: 2.2 }),
    options: { heightM: 1.6, fps: 120, seconds: 7 },
  },
  { slug: "wave-left", movement: wave({ rate: 2.3, hand: "left" }), options: { heightM: 1.8, fps: 30, seconds: 9 } },
  {
    slug: "walk-a",
    movement: walk({ cadence: 1.8, swing: 0.4, stride: 0.4 }),
    options: { heightM: 1.76, fps: 120, seconds: 10 },
  },
  {
    slug: "walk-b",
    movement: walk({ cadence: 1.9, swing: 0.33, stride: 0.36 }),
    options: { heightM: 1.58, fps: 60, seconds: 12 },
  },
  { slug: "dance", movement: dance({ beat: 2 }), options: { heightM: 1.7, fps: 60, seconds: 10 } },
  { slug: "hop", movement: hop({ rate: 1.5, forward: 0.2 }), options: { heightM: 1.7, fps: 60, seconds: 8 } },
  { slug: "seated", movement: seatedTask({ every: 2.5 }), options: { heightM: 1.66, fps: 30, seconds: 12 } },
  { slug: "tap", movement: footTap({ beat: 1.5 }), options: { heightM: 1.75, fps: 60, seconds: 8 } },
]
const takeOf = (spec: Spec, options: Partial<TakeOptions> = {}, yaw = 0, shift = [0, 0]) => {
  const merged = { ...spec.options, ...options }
  return describe_(spec.slug, syntheticTake(spec.movement, merged), merged, yaw, shift)
}
const ORIGINAL = SPECS.map((spec) => takeOf(spec))
const bySlug = (takes: readonly EntryDescriptor[], slug: string) =>
  takes.find((t) => t.slug === slug) as EntryDescriptor
const listsOf = (takes: readonly EntryDescriptor[]) =>
  new Map([...nearestEntries(takes, ARCHIVE_SIMILAR_COUNT)].map(([slug, list]) => [slug, list.map((n) => n.slug)]))

describe("left and right", () => {
  test("a wave mirrored is the same movement with the other hand, ranked right after the same-hand waves", () => {
    const right = bySlug(ORIGINAL, "wave-right")
    const mirrored = takeOf(SPECS[0] as Spec, { mirrored: true })
    const seen = likeness(right, { ...mirrored, slug: "mirrored" })
    expect(seen.mirrored).toBe(true)
    // The mirror matches it up all but exactly: the distance is the mirror's penalty.
    expect(seen.distance).toBeCloseTo(SIMILARITY_LIST.mirrorPenalty, 1)
    expect(englishReason(reasonFor(right, mirrored, seen.mirrored))).toMatch(
      /^The same movement, with the other hand[,.]/,
    )
    // Waved with the left hand by the generator itself, not by mirroring the file, it reads the same way.
    const left = bySlug(ORIGINAL, "wave-left")
    expect(likeness(right, left).mirrored).toBe(true)
    expect(englishReason(reasonFor(right, left, true))).toContain("with the other hand")
    // The list: the other right-hand wave first, then the left-hand wave, then anything else.
    expect(listsOf(ORIGINAL).get("wave-right")?.slice(0, 2)).toEqual(["wave-right-2", "wave-left"])
    expect(
      nearestEntries(ORIGINAL, 2)
        .get("wave-right")
        ?.map((n) => n.mirrored),
    ).toEqual([false, true])
  })

  test("a take is never its own mirror's better match unless it is symmetric: a walk mirrored stays a walk", () => {
    const walkA = bySlug(ORIGINAL, "walk-a")
    const mirrored = takeOf(SPECS[3] as Spec, { mirrored: true })
    const seen = likeness(walkA, mirrored)
    // Both legs and arms take turns alike: as it is, the mirror image is as near as in a mirror, so no mirror is said.
    expect(seen.distance).toBeLessThan(SIMILARITY_LIST.mirrorPenalty / 2)
    expect(seen.mirrored).toBe(false)
  })

  test("the summary's mirror swaps each left feature with its right one, flips sides and turns, and undoes itself", () => {
    const summary = Array.from({ length: 2 * POSE_FEATURES.length + 1 }, (_, k) => k + 1)
    const mirror = mirrorSummary(summary)
    const at = (name: (typeof POSE_FEATURES)[number], spread = false) =>
      POSE_FEATURES.indexOf(name) + (spread ? POSE_FEATURES.length : 0)
    expect(mirror[at("leftHandSide")]).toBe(-(summary[at("rightHandSide")] as number))
    expect(mirror[at("leftHandUp")]).toBe(summary[at("rightHandUp")])
    expect(mirror[at("rightFootAhead")]).toBe(summary[at("leftFootAhead")])
    expect(mirror[at("leftHandSide", true)]).toBe(summary[at("rightHandSide", true)])
    expect(mirror[at("headSide")]).toBe(-(summary[at("headSide")] as number))
    expect(mirror[at("travelSide")]).toBe(-(summary[at("travelSide")] as number))
    expect(mirror[at("travelAhead")]).toBe(summary[at("travelAhead")])
    expect(mirror[at("turn")]).toBe(-(summary[at("turn")] as number))
    expect(mirror[summary.length - 1]).toBe(-(summary[summary.length - 1] as number))
    expect(mirrorSummary(mirror)).toEqual(summary)
    expect(summaryDistance(summary, mirror)).toBeCloseTo(summaryDistance(mirror, summary), 12)
  })

  test("the part a mirror matches up is named: a hand, a foot, a turn", () => {
    const F = POSE_FEATURES.length
    const blank = () => new Array<number>(2 * F + 1).fill(0)
    const hands = blank()
    hands[POSE_FEATURES.indexOf("leftHandUp")] = 8
    expect(mirroredPart(hands, mirrorSummary(hands))).toBe("hand")
    const feet = blank()
    feet[F + POSE_FEATURES.indexOf("rightFootAhead")] = 3
    expect(mirroredPart(feet, mirrorSummary(feet))).toBe("foot")
    const turning = blank()
    turning[2 * F] = 2
    expect(mirroredPart(turning, mirrorSummary(turning))).toBe("turn")
  })

  test("the net turn weighs POSE.turnedWeight means or spreads in the summaries' distance", () => {
    const F = POSE_FEATURES.length
    const a = new Array<number>(2 * F + 1).fill(0)
    const b = [...a]
    b[2 * F] = 1
    expect(summaryDistance(a, b)).toBeCloseTo(Math.sqrt(POSE.turnedWeight / (2 * F + POSE.turnedWeight)), 12)
    const c = [...a]
    c[0] = 1
    expect(summaryDistance(a, c)).toBeCloseTo(Math.sqrt(1 / (2 * F + POSE.turnedWeight)), 12)
  })
})

describe("the lists do not depend on how a take was written", () => {
  const original = listsOf(ORIGINAL)
  const cases: [string, (spec: Spec, index: number) => ReturnType<typeof takeOf>][] = [
    ["resampled to 30 Hz", (spec) => takeOf(spec, { fps: 30 })],
    ["resampled to 50 Hz", (spec) => takeOf(spec, { fps: 50 })],
    [
      "in centimetres, on a body 1.25 times as tall",
      (spec) => takeOf(spec, { unitsPerMetre: 100, heightM: spec.options.heightM * 1.25 }),
    ],
    ["in millimetres with Z up", (spec) => takeOf(spec, { unitsPerMetre: 1000, up: "z" })],
    ["with every joint renamed", (spec) => takeOf(spec, { names: JOINT_NAMES.map((_, k) => `J${k + 1}`) })],
    ["under another exporter's names", (spec) => takeOf(spec, { names: RIG_NAMES })],
  ]
  // Turned to face elsewhere and moved across the floor, each take its own way (seeded, so a failure repeats).
  for (const seed of [1, 2, 3]) {
    const random = seeded(seed)
    const turns = SPECS.map(() => [2 * Math.PI * random(), 4 * random() - 2, 4 * random() - 2] as const)
    cases.push([
      `facing elsewhere and moved (seed ${seed})`,
      (spec, index) => {
        const [yaw, x, z] = turns[index] as readonly [number, number, number]
        return takeOf(spec, {}, yaw, [x, z])
      },
    ])
  }
  test.each(cases)("%s: every take's list is the same, and so is its nearest by time warping", (_, transform) => {
    const transformed = SPECS.map(transform)
    expect(listsOf(transformed)).toEqual(original)
    transformed.forEach((take, k) => {
      // Each take stays near itself in what it does (its pose summary within a tenth of a scale on average)...
      expect(summaryDistance(take.pose ?? [], ORIGINAL[k]?.pose ?? [])).toBeLessThan(0.1)
      // ...and frame by frame (the bench's time warping): its original is its nearest, within a tenth of a scale.
      const apart = ORIGINAL.map((other) => framesDtw(take.frames.frames, other.frames.frames, BAND))
      expect(apart.indexOf(Math.min(...apart))).toBe(k)
      expect(apart[k]).toBeLessThan(0.1)
    })
  })
})

describe("the body's facing", () => {
  test("the hips and shoulders are the first joints of the two sides' chains, from the skeleton's parents alone", () => {
    // 0 root, 1 spine, 2 chest; 3 left shoulder, 4 left elbow, 5 left hand; 6 right shoulder, 7 right hand;
    // 8 left hip, 9 left foot; 10 right hip, 11 right foot.
    const parents = [-1, 0, 1, 2, 3, 4, 2, 6, 0, 8, 0, 10]
    expect(sideJoints(parents, 5, 7)).toEqual([3, 6])
    expect(sideJoints(parents, 9, 11)).toEqual([8, 10])
    expect(sideJoints(parents, 9, undefined)).toBeUndefined()
    expect(sideJoints(parents, 5, 5)).toBeUndefined()
    // A chain that runs through the other (no joint of its own below the shared one) has no side joints.
    expect(sideJoints(parents, 4, 5)).toBeUndefined()
  })
})

describe("the pose frames and time warping over them (the bench's second stage)", () => {
  const frames = (slug: string) => (ORIGINAL.find((t) => t.slug === slug) as (typeof ORIGINAL)[number]).frames

  test("the frames make the summary, and their mirror is the summary's mirror and undoes itself", () => {
    const wave = frames("wave-right")
    expect(summaryOf(wave.frames, wave.turned)).toEqual(bySlug(ORIGINAL, "wave-right").pose)
    expect(mirrorFrames(mirrorFrames(wave.frames))).toEqual(wave.frames)
    const mirrored = summaryOf(mirrorFrames(wave.frames), -wave.turned)
    mirrorSummary(summaryOf(wave.frames, wave.turned)).forEach((value, k) => expect(mirrored[k]).toBeCloseTo(value, 2))
  })

  test("a wave mirrored is, frame by frame, the same wave with the other hand", () => {
    const right = frames("wave-right")
    const mirrored = takeOf(SPECS[0] as Spec, { mirrored: true }).frames
    expect(framesDtw(right.frames, mirrorFrames(mirrored.frames), BAND)).toBeLessThan(0.1)
    // As it is, the mirrored take is farther than any other right-hand wave, and a left-hand wave nearer mirrored.
    const asIs = framesDtw(right.frames, mirrored.frames, BAND)
    expect(asIs).toBeGreaterThan(framesDtw(right.frames, frames("wave-right-2").frames, BAND))
    const left = frames("wave-left").frames
    expect(framesDtw(right.frames, mirrorFrames(left), BAND)).toBeLessThan(framesDtw(right.frames, left, BAND))
  })

  test("time warping aligns a take played at half speed with itself, and is the mean frame distance on the path", () => {
    const wave = frames("wave-right").frames
    // Every frame twice: the band widens to the lengths' difference, so the path can follow it.
    const slow = Array.from(
      { length: 2 * wave.length },
      (_, k) => wave[Math.floor(k / (2 * F)) * F + (k % F)] as number,
    )
    expect(framesDtw(wave, slow, BAND)).toBe(0)
    expect(framesDtw(slow, wave, BAND)).toBe(0)
    // Every feature one scale off in every frame: one, whatever the path.
    expect(
      framesDtw(
        wave,
        wave.map((v) => v + 1),
        BAND,
      ),
    ).toBeCloseTo(1, 12)
    const walk = frames("walk-a").frames
    expect(framesDtw(wave, walk, BAND)).toBeCloseTo(framesDtw(walk, wave, BAND), 12)
    expect(framesDtw([], [], BAND)).toBe(0)
    expect(framesDtw(wave, [], BAND)).toBe(Infinity)
  })
})

describe("posture from the take's own start", () => {
  const at = (name: (typeof POSE_FEATURES)[number]) => POSE_FEATURES.indexOf(name)
  /** `seconds` of frames at POSE.rateHz, each from `frame(t)` (t in seconds): the features named, the rest 0. */
  const track = (seconds: number, frame: (t: number) => Partial<Record<(typeof POSE_FEATURES)[number], number>>) =>
    Array.from({ length: Math.round(seconds * POSE.rateHz) }, (_, k) => {
      const values = new Array<number>(F).fill(0)
      for (const [name, value] of Object.entries(frame(k / POSE.rateHz)))
        values[at(name as (typeof POSE_FEATURES)[number])] = value
      return values
    }).flat()
  const mean = (summary: readonly number[], name: (typeof POSE_FEATURES)[number]) => summary[at(name)] as number
  // Arms hanging at the sides, then the right hand raised for the rest of the take.
  const raise = (width: number) => (t: number) => ({
    leftHandSide: width,
    rightHandSide: -width,
    leftHandUp: 5,
    rightHandUp: t < 2 ? 5 : 12,
  })

  test("a posture held through the take (arms wider) moves the summary by only what the opening stance leaves", () => {
    const plain = summaryOf(track(6, raise(2)), 0)
    const wide = summaryOf(track(6, raise(3)), 0)
    // Held from the start, the extra width counts 1 - openingWeight of itself.
    expect(mean(wide, "leftHandSide") - mean(plain, "leftHandSide")).toBeCloseTo(1 - POSE.openingWeight, 2)
    // What the take does after its start counts whole: the raised hand is as far above the other in both.
    expect(mean(wide, "rightHandUp") - mean(wide, "leftHandUp")).toBeCloseTo((12 - 5) * (4 / 6), 2)
    expect(summaryDistance(plain, wide)).toBeLessThan(
      summaryDistance(summaryOf(track(6, raise(2)), 0), summaryOf(track(6, raise(5)), 0)),
    )
  })

  test("a hand already raised at the start keeps its side: the stance taken away is the same on both sides", () => {
    // Opens with the right hand up and keeps it there: the stance's two hands are averaged, so the raised one stays
    // above the other, and its mirror reads the other way.
    const up = summaryOf(
      track(6, () => ({ leftHandUp: 5, rightHandUp: 12, leftHandSide: 2, rightHandSide: -2 })),
      0,
    )
    expect(mean(up, "rightHandUp") - mean(up, "leftHandUp")).toBeCloseTo(12 - 5, 2)
    const mirrored = mirrorSummary(up)
    expect(mean(mirrored, "leftHandUp") - mean(mirrored, "rightHandUp")).toBeCloseTo(12 - 5, 2)
    expect(summaryDistance(up, mirrored)).toBeGreaterThan(1)
  })
})
