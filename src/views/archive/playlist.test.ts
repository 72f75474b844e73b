import { nextIndex, playlistOrder } from "./playlist"

describe("a lexicon term's playlist", () => {
  const entries = [
    { slug: "walking", title: "Walking", speedMps: 1.2 },
    { slug: "drumming", title: "Drumming", speedMps: 0.4 },
    { slug: "harvest", title: "Harvest", speedMps: 0.9 },
    { slug: "pastry", title: "Pastry", speedMps: 0.4 },
  ]
  const slugs = (list: readonly { slug: string }[]) => list.map((entry) => entry.slug)

  it("plays the entries as listed, or by the build's speed figure either way, ties in the listed order", () => {
    expect(slugs(playlistOrder(entries, "listed"))).toEqual(["walking", "drumming", "harvest", "pastry"])
    expect(slugs(playlistOrder(entries, "slowToFast"))).toEqual(["drumming", "pastry", "harvest", "walking"])
    expect(slugs(playlistOrder(entries, "fastToSlow"))).toEqual(["walking", "harvest", "drumming", "pastry"])
    // The listed order itself is left as it was.
    expect(slugs(entries)).toEqual(["walking", "drumming", "harvest", "pastry"])
  })

  it("goes on to the next entry, and stops after the last", () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(1, 3)).toBe(2)
    expect(nextIndex(2, 3)).toBeUndefined()
    expect(nextIndex(0, 1)).toBeUndefined()
  })
})
