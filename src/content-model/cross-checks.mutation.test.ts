import { FALLBACK_BANNER_SECTION } from "../constants"
import { crossCheck, entrySlugs } from "./cross-checks"
import { SPONSOR } from "./model"

const parsed = (files: Record<string, unknown>) => new Map(Object.entries(files))
const LANDING = "landing/landing.json"
const card = (c: Record<string, unknown>) => ({ cards: [c] })

describe("entrySlugs", () => {
  it("lists the slugs of a parsed file's entries, skipping entries without a text slug", () => {
    const files = parsed({ [SPONSOR.collection]: { sponsors: [{ slug: "a" }, { slug: 2 }, null, "x", { slug: "b" }] } })
    expect(entrySlugs(files, SPONSOR)).toEqual(new Set(["a", "b"]))
    expect(entrySlugs(parsed({ [SPONSOR.collection]: { sponsors: "none" } }), SPONSOR)).toEqual(new Set())
    expect(entrySlugs(parsed({ [SPONSOR.collection]: null }), SPONSOR)).toEqual(new Set())
  })

  it("knows nothing about a file that did not parse", () => {
    expect(entrySlugs(parsed({}), SPONSOR)).toBeUndefined()
  })
})

describe("crossCheck", () => {
  it("needs the fallback banner among the banners", () => {
    expect(crossCheck(parsed({ "banners/banners.json": { banners: [{ section: FALLBACK_BANNER_SECTION }] } }))).toEqual(
      [],
    )
    expect(crossCheck(parsed({ "banners/banners.json": { banners: [{ section: "people" }] } }))).toEqual([
      {
        file: "banners/banners.json",
        field: "banners",
        message: `must include the "${FALLBACK_BANNER_SECTION}" banner: it is also used for any section without its own`,
      },
    ])
  })

  it('needs exactly one of a portrait or a video on each landing card; "" and null count as none', () => {
    const needsOne = (index: number) => ({
      file: LANDING,
      field: `cards[${index}]`,
      message: "needs exactly one of portrait (a portrait slug) or video",
    })
    expect(crossCheck(parsed({ [LANDING]: card({ portrait: "p" }) }))).toEqual([])
    expect(crossCheck(parsed({ [LANDING]: card({ video: { src: "v" }, portrait: "" }) }))).toEqual([])
    expect(crossCheck(parsed({ [LANDING]: card({ portrait: null, video: { src: "v" } }) }))).toEqual([])
    expect(crossCheck(parsed({ [LANDING]: card({ portrait: null, video: null }) }))).toEqual([needsOne(0)])
    expect(crossCheck(parsed({ [LANDING]: { cards: [{ portrait: "p" }, { portrait: "p", video: {} }] } }))).toEqual([
      needsOne(1),
    ])
    expect(crossCheck(parsed({ [LANDING]: card({ portrait: "", video: "" }) }))).toEqual([needsOne(0)])
  })

  it("names each {slug} in the partners sentence that is not a sponsor, listing the sponsors", () => {
    const files = parsed({
      [LANDING]: { cards: [], partnersSentence: "With {a}, {ghost} and {b}." },
      [SPONSOR.collection]: { sponsors: [{ slug: "a" }, { slug: "b" }] },
    })
    expect(crossCheck(files)).toEqual([
      {
        file: LANDING,
        field: "partnersSentence",
        message: `{ghost} names no sponsor in content/${SPONSOR.collection} (known: a, b)`,
      },
    ])
  })

  it("does not check the sentence when it is not text or the sponsors did not parse", () => {
    expect(crossCheck(parsed({ [LANDING]: { partnersSentence: "{ghost}" } }))).toEqual([])
    expect(crossCheck(parsed({ [LANDING]: { partnersSentence: 3 }, [SPONSOR.collection]: { sponsors: [] } }))).toEqual(
      [],
    )
  })
})
