import { render, screen, within } from "@testing-library/react"
import { CREDIT_GROUPS } from "../../constants"
import { UI_TEXT } from "../../copy"
import { PeopleView } from "./people-view"

const data: Queries.PeoplePageQuery = {
  creditsJson: {
    untranslated: [],
    partnersHeading: "Partners",
    credits: [
      { group: "Sound", name: "Teodor Wanjiru", url: "https://example.org/t", active: true },
      { group: "Lead Artist", name: "Amara Velloso-Quint", url: null, active: true },
      { group: "Sound", name: "Paz Oduya", url: null, active: false },
    ],
  },
  sponsorsJson: {
    sponsors: [
      {
        slug: "nea",
        name: "National Endowment for the Arts",
        url: "https://www.arts.gov/",
        logoAlt: "Logo for NEA",
        untranslated: [],
        translations: [{ language: "es", logoAlt: "Logotipo del NEA", untranslated: [] }],
        logo: { publicURL: "/nea.svg", intrinsicSize: { width: 571, height: 120 } },
      },
    ],
  },
}

describe("PeopleView", () => {
  it("groups credits in the spec's order, whatever order the content lists them in", () => {
    render(<PeopleView data={data} />)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(["Lead Artist", "Sound", "Partners"])
    expect(CREDIT_GROUPS.indexOf("Lead Artist")).toBeLessThan(CREDIT_GROUPS.indexOf("Sound"))
  })

  it("links a name with a URL in a new tab, and leaves a name without one as text", () => {
    render(<PeopleView data={data} />)
    const link = screen.getByRole("link", { name: `${UI_TEXT.profileOf("Teodor Wanjiru")} ${UI_TEXT.opensInNewTab}` })
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    const sound = screen.getByRole("heading", { name: "Sound" }).parentElement!
    const unlinked = within(sound).getByText("Paz Oduya")
    expect(unlinked.closest("a")).toBeNull()
  })

  it("shows each partner's logo as a link to the partner, with its size reserved before it loads", () => {
    render(<PeopleView data={data} />)
    const logo = screen.getByRole("img", { name: "Logo for NEA" })
    expect(logo.closest("a")).toHaveAttribute("href", "https://www.arts.gov/")
    expect(logo).toHaveAttribute("width", "571")
    expect(logo).toHaveAttribute("height", "120")
  })

  it("keeps headings out of lists and links inside list items", () => {
    const { container } = render(<PeopleView data={data} />)
    expect(container.querySelectorAll("ul h2, ul h3")).toHaveLength(0)
    expect(container.querySelectorAll("a > li")).toHaveLength(0)
    for (const list of container.querySelectorAll("ul")) {
      expect([...list.children].every((child) => child.tagName === "LI")).toBe(true)
    }
  })
})
