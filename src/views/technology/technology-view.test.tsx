import { render, screen, within } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TECH_SLIDESHOW_IMAGE_COUNT } from "../../constants"
import { TechnologyView } from "./technology-view"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 600,
  height: 414,
  images: { fallback: { src: "/still.jpg" }, sources: [] },
}

const data: Queries.TechnologyPageQuery = {
  technologyJson: {
    untranslated: [],
    sections: [
      {
        untranslated: [],
        slug: "one",
        question: "What does it *capture*?",
        paragraphs: ["First."],
        graphic: "canon-diagram",
      },
      { untranslated: [], slug: "two", question: "Separated?", paragraphs: ["Second."], graphic: "body-movement" },
      { untranslated: [], slug: "three", question: "Visible?", paragraphs: ["Third."], graphic: "in-situ-diagram" },
      {
        untranslated: [],
        slug: "four",
        question: "Disambiguated?",
        paragraphs: ["Fourth.", "Fourth again."],
        graphic: null,
      },
      { untranslated: [], slug: "five", question: "In *situ*?", paragraphs: ["Fifth."], graphic: "sensor-slideshow" },
      { untranslated: [], slug: "six", question: "Ethics", paragraphs: ["Sixth."], graphic: null },
    ],
    sensorStills: Array.from({ length: TECH_SLIDESHOW_IMAGE_COUNT }, (_, i) => ({
      untranslated: [],
      alt: `Still ${i}`,
      variant: "original",
      image: { childImageSharp: { gatsbyImageData: image } },
    })),
    sensorSlideshowLabel: "Sensor stills",
    mocapLabel: "Motion Capture",
    bodyLabel: "Body",
    movementLabel: "Movement",
    canonDiagramAlt: "Canon diagram description",
    bodyMovementAlt: "Body and movement description",
    inSituDiagramAlt: "In-situ diagram description",
  },
}

/** The section under a question, found by the question as it reads (jsdom spaces out the name around <em>). */
const section = (question: string) =>
  screen
    .getAllByRole("heading", { level: 2 })
    .find((h) => h.textContent === question)!
    .closest("section")!

describe("TechnologyView", () => {
  it("asks each question as an h2 under the banner's h1, with its emphasis", () => {
    render(<TechnologyView data={data} />)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "What does it capture?",
      "Separated?",
      "Visible?",
      "Disambiguated?",
      "In situ?",
      "Ethics",
    ])
    expect(screen.getByText("capture").tagName).toBe("EM")
    expect(section("Disambiguated?")).toHaveAccessibleName("Disambiguated?")
  })

  it("puts each graphic in the section that names it, each described by its text alternative from content", () => {
    render(<TechnologyView data={data} />)
    expect(
      within(section("What does it capture?")).getByRole("img", { name: "Canon diagram description" }),
    ).toBeInTheDocument()
    expect(
      within(section("Separated?")).getByRole("img", { name: "Body and movement description" }),
    ).toBeInTheDocument()
    expect(within(section("Visible?")).getByRole("img", { name: "In-situ diagram description" })).toBeInTheDocument()
    expect(within(section("In situ?")).getByRole("group", { name: "Sensor stills" })).toBeInTheDocument()
    expect(within(section("Ethics")).queryByRole("img")).toBeNull()
  })

  it("shows the box label and the demo labels from content, inside pictures whose drawings are hidden from assistive technology", () => {
    const { container } = render(<TechnologyView data={data} />)
    expect(screen.getAllByText("Motion Capture")).toHaveLength(2)
    expect(screen.getByText("Body")).toBeInTheDocument()
    expect(screen.getByText("Movement")).toBeInTheDocument()
    for (const drawing of container.querySelectorAll("[data-diagram] > *"))
      expect(drawing).toHaveAttribute("aria-hidden", "true")
  })

  it("gives no two elements the same id", () => {
    const { container } = render(<TechnologyView data={data} />)
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id)
    expect(ids.length).toBeGreaterThan(TECH_SLIDESHOW_IMAGE_COUNT)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
