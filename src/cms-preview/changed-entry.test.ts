import { changedEntry } from "./changed-entry"

describe("changedEntry", () => {
  const a = { slug: "a", title: "A" }
  const b = { slug: "b", title: "B" }
  it("names the entry whose value changed", () => {
    expect(changedEntry([a, b], [a, { ...b, title: "B, retitled" }])).toBe(1)
    expect(changedEntry([a, b], [{ ...a, period: "spring" }, b])).toBe(0)
  })
  it("names an entry added at the end, and the new last one when the last was removed", () => {
    expect(changedEntry([a], [a, b])).toBe(1)
    expect(changedEntry([a, b], [a])).toBe(0)
  })
  it("names none when nothing changed", () => {
    expect(changedEntry([a, b], [a, b])).toBeUndefined()
  })
})
