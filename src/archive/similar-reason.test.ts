/**
 * The reasons as data (./similar-reason.ts): the English words of every structured reason are, byte for byte, the
 * sentence the build wrote before reasons became data (./fixtures/similar-reasons.json: the six sample entries'
 * descriptors and generated ones, every ordered pair, taken as it is, mirrored, and as "done the same way"), so
 * the English pages read as they did; the Spanish words say the same in Spanish.
 */
import { SIMILAR_TEXT } from "./similar-words"
import { CATALOGUE_ES } from "../i18n/es"
import FIXTURE from "./fixtures/similar-reasons.json"
import { reasonText, type SimilarReason } from "./similar-reason"
import {
  DIMENSIONS,
  englishReason,
  howAlike,
  reasonFor,
  type EntryDescriptor,
  type MovementDescriptor,
} from "./similarity"

type Stored = [string, number[], number[] | null, number[] | null]

const descriptors: EntryDescriptor[] = (FIXTURE.descriptors as Stored[]).map(([slug, movement, pose, effort]) => ({
  slug,
  movement: Object.fromEntries(FIXTURE.dimensions.map((d, k) => [d, movement[k]])) as MovementDescriptor,
  ...(pose ? { pose } : {}),
  ...(effort ? { effort: { space: effort[0], weight: effort[1], time: effort[2], flow: effort[3] } } : {}),
})) as EntryDescriptor[]

/** Every ordered pair of the fixture's descriptors with the three sentences the old code wrote for it. */
const pairs = descriptors
  .flatMap((a, i) => descriptors.flatMap((b, j) => (i === j ? [] : [{ a, b }])))
  .map(({ a, b }, k) => {
    const [asIs, mirrored, alike] = [0, 1, 2].map((n) => FIXTURE.strings[FIXTURE.reasons[3 * k + n] as number])
    return { a, b, asIs, mirrored, alike }
  })

describe("the reasons in English", () => {
  test("the fixture was written for these dimensions and covers every pair", () => {
    expect(FIXTURE.dimensions).toEqual(DIMENSIONS)
    expect(FIXTURE.reasons).toHaveLength(3 * descriptors.length * (descriptors.length - 1))
  })

  test("are, for every pair, the sentence the build wrote before reasons were data", () => {
    const differ: string[] = []
    for (const { a, b, asIs, mirrored, alike } of pairs) {
      const said = [
        englishReason(reasonFor(a, b, false)),
        englishReason(reasonFor(a, b, true)),
        englishReason(howAlike(a, b)),
      ]
      ;[asIs, mirrored, alike].forEach((expected, n) => {
        if (said[n] !== expected) differ.push(`${a.slug} → ${b.slug} (${n}): ${said[n]} ≠ ${expected}`)
      })
    }
    expect(differ).toEqual([])
  })

  test("every word of the English catalogue's reasons is said by some pair (no branch left untried)", () => {
    const all = new Set(FIXTURE.strings)
    const words = SIMILAR_TEXT.reasons
    // A shared steady beat is always said as the same tempo, so its aspect word is never shown.
    const shown = Object.entries(words.aspects).filter(([key]) => key !== "regular")
    for (const word of [
      ...Object.values(words.differences),
      ...Object.values(words.otherSide),
      ...shown.map(([, word]) => word),
      words.sameDoneAlike,
      words.nearestOnTheWhole,
    ])
      expect([word, [...all].some((sentence) => sentence.includes(word))]).toEqual([word, true])
  })
})

describe("the reasons in Spanish", () => {
  const es = (reason: SimilarReason) => reasonText(CATALOGUE_ES.similar.reasons, reason)

  test("say each kind of reason in Spanish, with the tempo the Spanish way", () => {
    expect(es({ kind: "same", mirrored: "hand", differences: ["slower", "lower"] })).toBe(
      "El mismo movimiento, con la otra mano, más lento y más bajo.",
    )
    expect(es({ kind: "same", differences: [] })).toBe("El mismo movimiento, hecho de manera muy parecida.")
    expect(es({ kind: "alike", tempoPerMinute: 109, aspects: ["footShare"] })).toBe(
      "El mismo tempo (unos 109 por minuto), ambos con los pies como guía.",
    )
    expect(es({ kind: "alike", aspects: ["still", "sudden"] })).toBe(
      "Como este, en quietud la mayor parte del tiempo, con golpes repentinos.",
    )
    expect(es({ kind: "alike", mirrored: "turn", aspects: [] })).toBe(
      "El más cercano en conjunto, aunque ningún aspecto coincide de cerca. Más cercano en espejo: girando hacia el otro lado.",
    )
  })

  test("leave no English word in any pair's reason", () => {
    const english = new Set(
      [
        ...Object.values(SIMILAR_TEXT.reasons.differences),
        ...Object.values(SIMILAR_TEXT.reasons.aspects),
        ...Object.values(SIMILAR_TEXT.reasons.otherSide),
      ]
        .flatMap((words) => words.split(" "))
        // Short words ("a", "by") are not telling: "a" is Spanish too.
        .filter((word) => word.length >= 4),
    )
    for (const { a, b } of pairs)
      for (const said of [es(reasonFor(a, b, true)), es(howAlike(a, b))])
        expect([said, said.split(/[\s,.()]+/).filter((word) => english.has(word))]).toEqual([said, []])
  })
})
