import { FALLBACK_BANNER_SECTION } from "../constants"
import { bannerFor } from "./banners"

describe("bannerFor", () => {
  const own = { section: "technology", image: "own" }
  const fallback = { section: FALLBACK_BANNER_SECTION, image: "fallback" }
  const other = { section: "people", image: "other" }

  it("gives a section its own banner, wherever it is in the list", () => {
    expect(bannerFor("technology", [fallback, other, own])).toBe(own)
    expect(bannerFor("people", [own, fallback, other])).toBe(other)
  })

  it("gives a section without its own banner the fallback section's banner, not another section's", () => {
    expect(bannerFor("no-such-section", [own, other, fallback])).toBe(fallback)
  })

  it("gives nothing when neither the section nor the fallback has a banner", () => {
    expect(bannerFor("no-such-section", [own, other])).toBeUndefined()
    expect(bannerFor("no-such-section", [])).toBeUndefined()
  })
})
