import { act, fireEvent, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { FOOTER_FALL_DISTANCE_PX, NAV_SOLID_SCROLL_PX, ROUTES } from "../../constants"
import { UI_TEXT } from "../../copy"
import { ErrorBoundary } from "./error-boundary"
import { distanceToBottom, fallingLettersStyle } from "./falling-letters"
import { MobileMenu } from "./mobile-menu"
import { isCurrent, navLinks } from "./nav-links"
import { useStaticQuery } from "gatsby"
import { frameFor, SiteFrame } from "./site-frame"
import { TopNav } from "./top-nav"

const pages = [
  { key: "publications", navLabel: "Publications" },
  { key: "project", navLabel: "Project" },
  { key: "portraits", navLabel: "Portraits" },
  { key: "technology", navLabel: "Technology" },
  { key: "people", navLabel: "People" },
]
const links = navLinks(pages, "en")

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y })
    window.dispatchEvent(new Event("scroll"))
  })

describe("navLinks", () => {
  it("orders the five links by route whatever the content's order", () => {
    expect(links.map((l) => [l.label, l.to])).toEqual([
      ["Project", "/"],
      ["Portraits", "/portraits/"],
      ["Technology", "/technology/"],
      ["People", "/people/"],
      ["Publications", "/publications/"],
    ])
  })
  it("treats a path with or without its trailing slash as current, and / only as itself", () => {
    expect(isCurrent("/people/", "/people")).toBe(true)
    expect(isCurrent("/people/", "/people/")).toBe(true)
    expect(isCurrent("/", "/people/")).toBe(false)
  })
})

describe("frameFor", () => {
  it("gives the landing its own frame, section pages a banner, anything else a plain frame", () => {
    expect(frameFor("/")).toEqual({ kind: "landing" })
    expect(frameFor("/technology/")).toEqual({ kind: "section", section: "technology", bannerHoldsH1: true })
    expect(frameFor("/technology")).toEqual({ kind: "section", section: "technology", bannerHoldsH1: true })
    expect(frameFor("/no-such-page/")).toEqual({ kind: "plain" })
  })
  it("gives every archive page the archive's banner, whose title is not the page's h1 (each page has its own)", () => {
    const archive = { kind: "section", section: "archive", bannerHoldsH1: false }
    expect(frameFor("/archive/")).toEqual(archive)
    expect(frameFor("/archive")).toEqual(archive)
    expect(frameFor("/archive/lexicon/")).toEqual(archive)
    expect(frameFor("/archive/seated-hand-drumming/")).toEqual(archive)
    expect(frameFor("/archived/")).toEqual({ kind: "plain" })
  })
})

describe("falling letters", () => {
  it("measure the distance to the bottom, capped at the fall distance", () => {
    expect(distanceToBottom(3000, 800, 0)).toBe(FOOTER_FALL_DISTANCE_PX)
    expect(distanceToBottom(3000, 800, 2000)).toBe(200)
    expect(distanceToBottom(3000, 800, 2200)).toBe(0)
    expect(distanceToBottom(600, 800, 0)).toBe(0) // a page too short to scroll
  })
  it("fade by d/300 and lift by d/2", () => {
    expect(fallingLettersStyle(FOOTER_FALL_DISTANCE_PX)).toEqual({ opacity: 0, translateY: -150 })
    expect(fallingLettersStyle(150)).toEqual({ opacity: 0.5, translateY: -75 })
    expect(fallingLettersStyle(0)).toEqual({ opacity: 1, translateY: -0 })
  })
})

describe("TopNav", () => {
  afterEach(() => scrollTo(0))

  it("marks the current page and turns solid only past the threshold", () => {
    render(<TopNav title="Site" links={links} pathname="/people/" variant="overlay" />)
    expect(screen.getByRole("link", { name: "People" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Project" })).not.toHaveAttribute("aria-current")
    const bar = screen.getByTestId("top-nav")
    scrollTo(NAV_SOLID_SCROLL_PX)
    expect(bar).toHaveAttribute("data-solid", "false")
    scrollTo(NAV_SOLID_SCROLL_PX + 1)
    expect(bar).toHaveAttribute("data-solid", "true")
  })

  it("is always solid in the fixed variant; the site title is a link, not a heading", () => {
    render(<TopNav title="Site" links={links} pathname="/" variant="fixed" />)
    expect(screen.getByTestId("top-nav")).toHaveAttribute("data-solid", "true")
    expect(screen.getByRole("link", { name: "Site" })).toHaveAttribute("href", ROUTES.project)
    expect(screen.queryByRole("heading")).toBeNull()
  })
})

describe("MobileMenu", () => {
  // The menu is display:none outside phone widths, and jsdom applies no media queries: query hidden nodes.
  const hidden = { hidden: true }
  const renderMenu = (pathname = "/people/") =>
    render(<MobileMenu title="Site" links={links} pathname={pathname} variant="overlay" />)

  it("opens with a real button, moves focus into the list, and closes on Escape back to the button", () => {
    renderMenu()
    const button = screen.getByRole("button", { name: `Site ${UI_TEXT.menu}`, ...hidden })
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeNull()
    fireEvent.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: "Project", ...hidden })).toHaveFocus()
    expect(screen.getByRole("link", { name: "People", ...hidden })).toHaveAttribute("aria-current", "page")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })

  it("closes when the route changes", () => {
    const { rerender } = renderMenu()
    fireEvent.click(screen.getByRole("button", hidden))
    expect(screen.getByRole("button", hidden)).toHaveAttribute("aria-expanded", "true")
    rerender(<MobileMenu title="Site" links={links} pathname="/technology/" variant="overlay" />)
    expect(screen.getByRole("button", hidden)).toHaveAttribute("aria-expanded", "false")
  })

  it("is filled past the threshold, and always in the fixed variant", () => {
    renderMenu()
    const menu = screen.getByTestId("mobile-menu")
    expect(menu).toHaveAttribute("data-solid", "false")
    scrollTo(NAV_SOLID_SCROLL_PX + 1)
    expect(menu).toHaveAttribute("data-solid", "true")
    scrollTo(0)
    render(<MobileMenu title="Other" links={links} pathname="/" variant="fixed" />)
    expect(screen.getAllByTestId("mobile-menu")[1]).toHaveAttribute("data-solid", "true")
  })
})

describe("ErrorBoundary", () => {
  it("shows the error page with a way home when the page throws", () => {
    const Broken = (): never => {
      throw new Error("credits is null")
    }
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    render(
      <ErrorBoundary homeLinkText="Home">
        <Broken />
      </ErrorBoundary>,
    )
    spy.mockRestore()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(UI_TEXT.errorTitle)
    expect(screen.getByText("credits is null")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", ROUTES.project)
  })
})

describe("SiteFrame", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated
  })

  it("still marks the page hydrated when the site's settings are missing (it then renders the page alone)", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ name: null, allSiteJson: { nodes: [] }, bannersJson: null })
    render(
      <SiteFrame pathname="/people/">
        <p>page</p>
      </SiteFrame>,
    )
    expect(screen.getByText("page")).toBeInTheDocument()
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(document.documentElement.dataset.hydrated).toBe("true")
  })

  it("puts the archive's banner on an archive page with its title as a paragraph, the page keeping its own h1", () => {
    const banner = (section: string, title: string) => ({ section, title, layers: [] })
    jest.mocked(useStaticQuery).mockReturnValue({
      name: {
        title: "Invented Title",
        leadArtist: "Ada Example",
        titleOutline: { viewBox: "0 0 10 10", letters: ["M0 0h1v1z"] },
      },
      allSiteJson: {
        nodes: [{ language: "en", untranslated: [], bylinePrefix: "by", homeLinkText: "Home", pages }],
      },
      bannersJson: { banners: [banner("portraits", "Fallback Set"), banner("archive", "Invented Archive")] },
    })
    // Server-rendered, as the build renders it (the footer's effects need a ResizeObserver jsdom lacks).
    const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])
    // eslint-disable-next-line testing-library/render-result-naming-convention -- the server's markup from renderToString, not a Testing Library render
    const archivePage = renderToString(
      <SiteFrame pathname="/archive/an-invented-entry/">
        <h1>An invented entry</h1>
      </SiteFrame>,
    )
    expect(archivePage).toMatch(/data-testid="section-banner"[\s\S]*<p[^>]*>Invented Archive<\/p>/)
    expect(h1s(archivePage)).toEqual(["An invented entry"])
    // A section with no set of its own still gets the fallback set, its title the page's h1.
    // eslint-disable-next-line testing-library/render-result-naming-convention -- as above
    const peoplePage = renderToString(
      <SiteFrame pathname="/people/">
        <p>page</p>
      </SiteFrame>,
    )
    expect(h1s(peoplePage)).toEqual(["Fallback Set"])
  })

  it("server-renders the bars, the page and the footer each in a Suspense boundary of its own, so they hydrate in yielding slices", () => {
    jest.mocked(useStaticQuery).mockReturnValue({
      name: {
        title: "Invented Title",
        leadArtist: "Ada Example",
        titleOutline: { viewBox: "0 0 10 10", letters: ["M0 0h1v1z"] },
      },
      allSiteJson: {
        nodes: [{ language: "en", untranslated: [], bylinePrefix: "by", homeLinkText: "Home", pages }],
      },
      bannersJson: null,
    })
    // eslint-disable-next-line testing-library/render-result-naming-convention -- the server's markup from renderToString, not a Testing Library render
    const html = renderToString(
      <SiteFrame pathname="/not-a-section/">
        <p>page</p>
      </SiteFrame>,
    )
    // React marks a boundary's server HTML with <!--$--> … <!--/$-->; what sits between two markers is one boundary.
    const boundaries = html
      .split("<!--$-->")
      .slice(1)
      .map((part) => part.split("<!--/$-->")[0] ?? "")
    const holding = (pattern: RegExp) => boundaries.filter((boundary) => pattern.test(boundary)).length
    expect(holding(/data-testid="top-nav"[\s\S]*aria-label="Menu"/)).toBe(1)
    expect(holding(/<p>page<\/p>/)).toBe(1)
    expect(holding(/<footer/)).toBe(1)
    expect(holding(/<footer[\s\S]*<p>page<\/p>|<p>page<\/p>[\s\S]*<footer|top-nav[\s\S]*<p>page/)).toBe(0)
    expect(html.indexOf("<!--$-->")).toBeLessThan(html.indexOf('data-testid="top-nav"'))
  })
})
