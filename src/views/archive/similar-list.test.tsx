import { render, screen, within } from "@testing-library/react"
import type { SimilarEntry } from "../../archive/similarity"
import { SIMILAR_TEXT } from "../../archive/similar-words"
import { compareHref } from "./compare-href"
import { ARCHIVE_TEXT } from "./copy"
import { SimilarList } from "./similar-list"

const items: SimilarEntry[] = [
  {
    slug: "walking",
    title: "A walk across the floor",
    synthetic: true,
    reason: { kind: "alike", tempoPerMinute: 109, aspects: ["footShare"] },
    sharedTerms: [
      { slug: "alternation", name: "Alternation" },
      { slug: "stride", name: "Stride" },
    ],
  },
  {
    slug: "recorded-walk",
    title: "An invented recorded walk",
    synthetic: false,
    reason: { kind: "same", mirrored: "hand", differences: ["slower", "lower"] },
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
    // The reason, from the build's data in the page's words: on an English page, as the build used to write it.
    expect(within(first).getByText("Same tempo (about 109 a minute), both led by the feet.")).toBeTruthy()
    expect(within(second).getByText("The same movement, with the other hand, slower and lower.")).toBeTruthy()
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

  it("shows style as a second axis beside the list: each side with its heading, link, reason and compare link", () => {
    const [walking, recorded] = items as [SimilarEntry, SimilarEntry]
    render(<SimilarList slug="drumming" items={items} differently={walking} alike={recorded} />)
    const axis = screen.getByTestId("similar-style")
    const differently = within(axis).getByRole("region", { name: SIMILAR_TEXT.differently })
    expect(within(differently).getByRole("heading", { level: 3 }).textContent).toBe(SIMILAR_TEXT.differently)
    expect(within(differently).getByRole("link", { name: walking.title }).getAttribute("href")).toBe(
      "/archive/walking/",
    )
    expect(within(differently).getByText("Same tempo (about 109 a minute), both led by the feet.")).toBeTruthy()
    expect(within(differently).getByText(ARCHIVE_TEXT.syntheticBadge)).toBeTruthy()
    const alike = within(axis).getByRole("region", { name: SIMILAR_TEXT.alike })
    expect(
      within(alike)
        .getByRole("link", { name: SIMILAR_TEXT.watchSideBySide(recorded.title) })
        .getAttribute("href"),
    ).toBe("/archive/compare/?a=drumming&b=recorded-walk")
    // The list itself is unchanged: the axis is beside it, not in it.
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(2)
  })

  it("leaves out a side the archive has none for, and the whole axis when it has neither", () => {
    const { unmount } = render(
      <SimilarList slug="drumming" items={items} differently={null} alike={items[1] ?? null} />,
    )
    expect(screen.queryByRole("region", { name: SIMILAR_TEXT.differently })).toBeNull()
    expect(screen.getByRole("region", { name: SIMILAR_TEXT.alike })).toBeTruthy()
    unmount()
    render(<SimilarList slug="drumming" items={items} />)
    expect(screen.queryByTestId("similar-style")).toBeNull()
  })
})
