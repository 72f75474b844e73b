import { syntheticIndexedEntry } from "../../../test/support/synthetic-index"
import { decodeFilterIndex, encodeFilterIndex } from "../../archive/index-pages"
import { matches } from "./filter"

describe("the filter over the compact index", () => {
  it("picks across all 1,000 entries what it picks from the full entries", () => {
    const entries = Array.from({ length: 1000 }, (_, n) => syntheticIndexedEntry(n))
    const decoded = decodeFilterIndex(encodeFilterIndex(entries))
    const filters = { term: "term-3", emphasis: "legs", duration: "medium" }
    const expected = entries.filter((e) => matches(e, filters)).map((e) => e.slug)
    expect(expected.length).toBeGreaterThan(10)
    expect(decoded.filter((e) => matches(e, filters)).map((e) => e.slug)).toEqual(expected)
  })
})
