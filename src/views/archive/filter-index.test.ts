import { BODY_EMPHASES } from "../../constants"
import { decodeFilterIndex, encodeFilterIndex, type IndexedEntry } from "../../archive/index-pages"
import { matches } from "./filter"

/** A synthetic entry: invented names; terms, settings, emphases and durations repeat at different periods. */
const entry = (n: number): IndexedEntry => ({
  slug: `synthetic-${n}`,
  title: `Synthetic take ${n}`,
  moverName: `the invented ${n}`,
  setting: `an invented place ${n % 7}`,
  terms: [`term-${n % 5}`, `term-${(n + 2) % 5}`],
  bodyEmphasis: BODY_EMPHASES[n % BODY_EMPHASES.length] as string,
  durationS: 4 + (n % 17),
  synthetic: n % 2 === 0,
})

describe("the filter over the compact index", () => {
  it("picks across all 1,000 entries what it picks from the full entries", () => {
    const entries = Array.from({ length: 1000 }, (_, n) => entry(n))
    const decoded = decodeFilterIndex(encodeFilterIndex(entries))
    const filters = { term: "term-3", emphasis: "legs", duration: "medium" }
    const expected = entries.filter((e) => matches(e, filters)).map((e) => e.slug)
    expect(expected.length).toBeGreaterThan(10)
    expect(decoded.filter((e) => matches(e, filters)).map((e) => e.slug)).toEqual(expected)
  })
})
