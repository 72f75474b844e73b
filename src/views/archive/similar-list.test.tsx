import { render, screen, within } from "@testing-library/react"
import { SIMILAR_TEXT } from "../../copy"
import { compareHref } from "./compare-href"
import { ARCHIVE_TEXT } from "./copy"
import { SimilarList } from "./similar-list"

const items = [
  {
    slug: "walking",
    title: "A walk across the floor",
    synthetic: true,
    reason: "Same tempo (about 109 a minute), both led by the feet.",
    sharedTerms: [
      { slug: "alternation", name: "Alternation" },
      { slug: "stride", name: "Stride" },
    ],
  },
  {
    slug: "recorded-walk",
    title: "An invented recorded walk",
    synthetic: false,
    reason: "Like this one.",
    sharedTerms: [],
  },
]

describe("compareHref", () => {
  it("names the compare view's pair in its query, this entry first", () => {
    expect(compareHref("drumming", "walking")).toBe("/archive/compare/?a=drumming&b=walking")
    expect(compareHref("a b", "c&d")).toBe("/archive/compare/?a=a%20b&b=c%26d")
  })
})

describe("the moves-like-this list", () => {
  it("links each entry and the two side by side, with its reason, shared terms and the synthetic badge", () => {
    render(<SimilarList slug="drumming" items={items} />)
    const section = screen.getByRole("region", { name: SIMILAR_TEXT.heading })
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe(SIMILAR_TEXT.heading)
    expect(within(section).getByText(SIMILAR_TEXT.computed)).toBeTruthy()
    const rows = within(section).getAllByRole("listitem")
    expect(rows).toHaveLength(2)
    const [first, second] = rows as [HTMLElement, HTMLElement]
    expect(within(first).getByRole("link", { name: "A walk across the floor" }).getAttribute("href")).toBe(
      "/archive/walking/",
    )
    expect(
      within(first)
        .getByRole("link", { name: SIMILAR_TEXT.watchSideBySide("A walk across the floor") })
        .getAttribute("href"),
    ).toBe("/archive/compare/?a=drumming&b=walking")
    expect(within(first).getByText(items[0]?.reason as string)).toBeTruthy()
    expect(within(first).getByText(ARCHIVE_TEXT.syntheticBadge)).toBeTruthy()
    expect(within(first).getByRole("link", { name: "Stride" }).getAttribute("href")).toBe("/archive/lexicon/#stride")
    expect(within(second).queryByText(ARCHIVE_TEXT.syntheticBadge)).toBeNull()
    expect(within(second).queryByText(SIMILAR_TEXT.sharedTerms, { exact: false })).toBeNull()
  })

  it("says so when there is no other entry", () => {
    render(<SimilarList slug="drumming" items={[]} />)
    expect(screen.getByText(SIMILAR_TEXT.none)).toBeTruthy()
    expect(screen.getByText(SIMILAR_TEXT.computed)).toBeTruthy()
    expect(screen.queryByRole("list")).toBeNull()
  })
})
