import { COMPARE_RATE_RANGE } from "../../constants"
import { align, takeTimes } from "./compare-align"
import { comparedSlugs, entryDataUrl, readCompareEntry } from "./compare-entry"
import { compareHref } from "./compare-href"

describe("the compare view's alignment", () => {
  const walk = { duration: 10, tempoHz: 2 }
  const sway = { duration: 6, tempoHz: 1 }

  it("by start: both at their own speed from the first frame, until the longer ends", () => {
    const aligned = align(walk, sway, "start")
    expect(aligned).toEqual({ rateB: 1, duration: 10, byTempo: false })
    expect(takeTimes(3, walk, sway, aligned)).toEqual([3, 3])
    // The shorter holds its last frame until the longer ends.
    expect(takeTimes(8, walk, sway, aligned)).toEqual([8, 6])
  })

  it("by tempo: the second's time is scaled so its beats fall on the first's", () => {
    // The sway repeats once a second beside a walk's two steps a second: it plays at twice its speed.
    const aligned = align(walk, sway, "tempo")
    expect(aligned.byTempo).toBe(true)
    expect(aligned.rateB).toBeCloseTo(2)
    // Its own 6 s take 3 shared seconds; the walk's 10 s are the longer.
    expect(aligned.duration).toBeCloseTo(10)
    // At every shared time both have made the same number of beats.
    for (const time of [0.5, 1.5, 2.75]) {
      const [ta, tb] = takeTimes(time, walk, sway, aligned)
      expect(tb * sway.tempoHz).toBeCloseTo(ta * walk.tempoHz)
    }
    // The other way round, the walk beside the sway plays at half its speed and lasts 20 shared seconds.
    expect(align(sway, walk, "tempo")).toEqual({ rateB: 0.5, duration: 20, byTempo: true })
  })

  it("falls back to start when either take has no tempo, and keeps the rate within its bounds", () => {
    expect(align(walk, { duration: 6, tempoHz: undefined }, "tempo")).toEqual({
      rateB: 1,
      duration: 10,
      byTempo: false,
    })
    expect(align(walk, { duration: 6, tempoHz: 100 }, "tempo").rateB).toBe(COMPARE_RATE_RANGE.low)
    expect(align(walk, { duration: 6, tempoHz: 0.01 }, "tempo").rateB).toBe(COMPARE_RATE_RANGE.high)
  })

  it("clamps the shared time into the takes", () => {
    const aligned = align(walk, sway, "start")
    expect(takeTimes(-1, walk, sway, aligned)).toEqual([0, 0])
    expect(takeTimes(99, walk, sway, aligned)).toEqual([10, 6])
  })
})

/** An entry page's data as Gatsby writes it (the entry page's query result), with `extra` on its entry. */
const walkingPage = (extra: Record<string, unknown> = {}) => ({
  result: {
    data: {
      archiveEntry: {
        slug: "walking",
        title: "Walking",
        synthetic: true,
        derived: {
          motionUrl: "/archive/walking/motion.json",
          tempoHz: 1.9,
          durationS: 8,
          roles: [{ role: "head", joint: "Head" }, { role: 3 }],
        },
        ...extra,
      },
    },
  },
})
describe("the compare view's address and entries", () => {
  it("names two slugs in the query and reads them back", () => {
    expect(compareHref("walking", "drumming")).toBe("/archive/compare/?a=walking&b=drumming")
    expect(comparedSlugs(new URL(compareHref("walking", "drumming"), "https://x").search)).toEqual([
      "walking",
      "drumming",
    ])
    expect(comparedSlugs("?a=walking")).toEqual(["walking", ""])
    expect(entryDataUrl("walking")).toBe("/page-data/archive/walking/page-data.json")
  })

  it("reads an entry from its page's data, and nothing from anything else", () => {
    const page = walkingPage()
    expect(readCompareEntry(page)).toEqual({
      slug: "walking",
      title: "Walking",
      synthetic: true,
      motionUrl: "/archive/walking/motion.json",
      tempoHz: 1.9,
      durationS: 8,
      roles: [{ role: "head", joint: "Head" }],
      untranslated: [],
    })
    const noTempo = JSON.parse(JSON.stringify(page)) as typeof page
    ;(noTempo.result.data.archiveEntry.derived as { tempoHz: unknown }).tempoHz = null
    expect(readCompareEntry(noTempo)?.tempoHz).toBeUndefined()
    expect(readCompareEntry({ result: { data: { lexiconJson: {} } } })).toBeUndefined()
    expect(readCompareEntry(null)).toBeUndefined()
  })

  it("gives the entry's title in the page's language, or the English named as such where it has none", () => {
    const page = (translations: unknown) => walkingPage({ translations })
    const spanish = [{ language: "es", title: "Caminar", untranslated: [] }]
    expect(readCompareEntry(page(spanish), "es")).toMatchObject({ title: "Caminar", untranslated: [] })
    expect(readCompareEntry(page(spanish), "en")).toMatchObject({ title: "Walking", untranslated: [] })
    for (const missing of [[], null, [{ language: "es", title: "Walking", untranslated: ["title"] }]])
      expect(readCompareEntry(page(missing), "es")).toMatchObject({ title: "Walking", untranslated: ["title"] })
  })
})
