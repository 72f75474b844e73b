import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { UI_TEXT } from "../../copy"
import { publicationPdfPath } from "../../site-files"
import { PressCard } from "./press-card"
import { PublicationCard } from "./publication-card"
import { PublicationsView } from "./publications-view"

const thumbnail = (name: string): Queries.CardThumbnailFragment => {
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width: 300,
    height: 400,
    images: {
      fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 300w`, sizes: "300px" },
      sources: [],
    },
  }
  return { childImageSharp: { gatsbyImageData } }
}

const publication: Queries.PublicationCardFragment = {
  untranslated: [],
  slug: "walking-paper",
  title: "Walking: A Case Study",
  citation: "Wren Okafor-Duval. Working paper, 2020.",
  thumbnailAlt: "Cover of 'Walking'",
  thumbnail: thumbnail("walking"),
}

const press: Queries.PressCardFragment = {
  untranslated: [],
  slug: "festival-talk",
  title: "A Festival: Moving Archives",
  url: "https://example.org/talks/moving-archives",
  thumbnailAlt: "Poster for the talk 'Moving Archives'",
  thumbnail: thumbnail("talk"),
}

const inList = (card: React.ReactElement) => render(<ul>{card}</ul>)

describe("PublicationCard", () => {
  it("links the whole card to the PDF's stable absolute address, in a new tab", () => {
    inList(<PublicationCard publication={publication} />)
    const link = screen.getByRole("link")
    expect(link).toHaveAttribute("href", publicationPdfPath(publication.slug))
    expect(link.getAttribute("href")).toMatch(/^\/.*\.pdf$/)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("shows the thumbnail with its alt text, the title in bold and the citation", () => {
    inList(<PublicationCard publication={publication} />)
    expect(screen.getByAltText(publication.thumbnailAlt)).toBeInTheDocument()
    expect(screen.getByText(publication.title).tagName).toBe("STRONG")
    expect(screen.getByText(publication.citation, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole("link")).toHaveAccessibleName(
      `${publication.thumbnailAlt} ${publication.title} ${publication.citation} ${UI_TEXT.opensInNewTab}`,
    )
  })

  it("puts the link inside its list item", () => {
    const { container } = inList(<PublicationCard publication={publication} />)
    expect(container.querySelector("ul > li > a")).not.toBeNull()
  })
})

describe("PressCard", () => {
  it("links to the article in a new tab, named by its thumbnail and title", () => {
    inList(<PressCard item={press} />)
    const link = screen.getByRole("link", { name: new RegExp(press.title) })
    expect(link).toHaveAttribute("href", press.url)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveAccessibleName(`${press.thumbnailAlt} ${press.title} ${UI_TEXT.opensInNewTab}`)
    expect(screen.getByAltText(press.thumbnailAlt)).toBeInTheDocument()
  })
})

describe("PublicationsView", () => {
  const data: Queries.PublicationsPageQuery = {
    publicationsJson: { untranslated: [], heading: "Publications", publications: [publication] },
    pressJson: { untranslated: [], heading: "Press", press: [press] },
  }

  it("puts each list under its own h2, and no heading inside a list", () => {
    const { container } = render(<PublicationsView data={data} />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Publications", "Press"])
    expect(screen.getByRole("region", { name: "Publications" })).toContainElement(
      screen.getByRole("link", { name: new RegExp(publication.title) }),
    )
    expect(screen.getByRole("region", { name: "Press" })).toContainElement(
      screen.getByRole("link", { name: new RegExp(press.title) }),
    )
    expect(container.querySelectorAll("ul h2, ul h3, a > li")).toHaveLength(0)
  })
})
