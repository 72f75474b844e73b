import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactNode } from "react"
import { CATALOGUE_ES } from "../../i18n/es"
import { PageLanguage, registerWords } from "../../i18n/page-language"
import { ErrorBoundary } from "./error-boundary"
import { MobileMenu } from "./mobile-menu"
import { navLinks } from "./nav-links"
import { SiteFrame } from "./site-frame"
import { TopNav } from "./top-nav"

// The Spanish words are registered as the server rendering registers them; the browser loads them before hydrating.
beforeAll(() => registerWords("es", CATALOGUE_ES))
afterEach(() => {
  document.documentElement.lang = "en"
})

const WORDS = CATALOGUE_ES.ui
const pages = [
  { key: "project", navLabel: "Proyecto" },
  { key: "portraits", navLabel: "Retratos" },
  { key: "technology", navLabel: "Tecnología" },
  { key: "people", navLabel: "Personas" },
  { key: "publications", navLabel: "Publicaciones" },
]
const SPANISH_ROUTES = ["/es/", "/es/portraits/", "/es/technology/", "/es/people/", "/es/publications/"]
const links = navLinks(pages, "es")
const inSpanish = (children: ReactNode) => <PageLanguage language="es">{children}</PageLanguage>
// The menu is display:none outside phone widths, and jsdom applies no media queries: query hidden nodes.
const hidden = { hidden: true }

/** The links of a navigation landmark: their names, addresses and which one is the current page. */
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link", hidden)
    .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")])

describe("the shell on a Spanish page", () => {
  it("links the five pages under /es/", () => {
    expect(links.map((link) => link.to)).toEqual(SPANISH_ROUTES)
    expect(navLinks(pages, "en").map((link) => link.to)).toEqual(SPANISH_ROUTES.map((to) => to.slice(3)))
  })

  it("names the top bar in Spanish, links home and the pages in Spanish, and marks the current one", () => {
    render(inSpanish(<TopNav title="Sitio" links={links} pathname="/es/people/" variant="fixed" />))
    expect(screen.getByRole("link", { name: "Sitio" })).toHaveAttribute("href", "/es/")
    expect(linksOf(screen.getByRole("navigation", { name: WORDS.mainNavigation }))).toEqual([
      ["Proyecto", "/es/", null],
      ["Retratos", "/es/portraits/", null],
      ["Tecnología", "/es/technology/", null],
      ["Personas", "/es/people/", "page"],
      ["Publicaciones", "/es/publications/", null],
    ])
  })

  it("marks the current page without its trailing slash, and the Spanish home page as itself only", () => {
    const { unmount } = render(
      inSpanish(<TopNav title="Sitio" links={links} pathname="/es/technology" variant="fixed" />),
    )
    expect(screen.getByRole("link", { name: "Tecnología" })).toHaveAttribute("aria-current", "page")
    unmount()
    render(inSpanish(<TopNav title="Sitio" links={links} pathname="/es/" variant="overlay" />))
    const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page")
    expect(current.map((link) => link.textContent)).toEqual(["Proyecto"])
  })

  it("names the mobile menu's button and list in Spanish, with the current page marked", () => {
    render(inSpanish(<MobileMenu title="Sitio" links={links} pathname="/es/portraits/" variant="overlay" />))
    expect(screen.getByRole("button", { name: `Sitio ${WORDS.menu}`, ...hidden })).toBeInTheDocument()
    expect(linksOf(screen.getByRole("navigation", { name: WORDS.mobileNavigation, ...hidden }))).toEqual([
      ["Proyecto", "/es/", null],
      ["Retratos", "/es/portraits/", "page"],
      ["Tecnología", "/es/technology/", null],
      ["Personas", "/es/people/", null],
      ["Publicaciones", "/es/publications/", null],
    ])
  })

  it("shows the error page in Spanish, its way home to the Spanish home page", () => {
    const Broken = (): never => {
      throw new Error("credits is null")
    }
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    render(
      inSpanish(
        <ErrorBoundary homeLinkText="Inicio">
          <Broken />
        </ErrorBoundary>,
      ),
    )
    spy.mockRestore()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(WORDS.errorTitle)
    expect(screen.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es/")
  })

  describe("the whole frame", () => {
    const resizeObserver = window.ResizeObserver
    beforeAll(() => {
      // The footer's falling letters follow the page's size; jsdom has no ResizeObserver.
      window.ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
    })
    afterAll(() => {
      window.ResizeObserver = resizeObserver
    })
    const banner = (section: string, title: string) => ({ section, title, layers: [] })
    beforeEach(() => {
      jest.mocked(useStaticQuery).mockReturnValue({
        name: {
          title: "Invented Title",
          leadArtist: "Ada Example",
          titleOutline: { viewBox: "0 0 10 10", letters: [] },
        },
        // Every language's node, as the static query returns them; the Spanish one has one label untranslated.
        allSiteJson: {
          nodes: [
            {
              language: "en",
              untranslated: [],
              bylinePrefix: "by",
              homeLinkText: "Home",
              pages: pages.map((page) => ({ ...page, navLabel: page.key, untranslated: [] })),
            },
            {
              language: "es",
              untranslated: [],
              bylinePrefix: "de",
              homeLinkText: "Inicio",
              pages: pages.map((page) =>
                page.key === "portraits"
                  ? { ...page, navLabel: "Portraits", untranslated: ["navLabel"] }
                  : { ...page, untranslated: [] },
              ),
            },
          ],
        },
        bannersJson: { banners: [banner("portraits", "Fallback Set"), banner("archive", "Invented Archive")] },
        // The titles in every language: the portraits banner's translated, the archive's not yet.
        bannerTitles: {
          nodes: [
            {
              language: "en",
              banners: [
                { section: "portraits", title: "Fallback Set", untranslated: [] },
                { section: "archive", title: "Invented Archive", untranslated: [] },
              ],
            },
            {
              language: "es",
              banners: [
                { section: "portraits", title: "Serie de reserva", untranslated: [] },
                { section: "archive", title: "Invented Archive", untranslated: ["title"] },
              ],
            },
          ],
        },
      })
    })

    it("has a Spanish skip link, and Spanish bars and footer linking the Spanish pages", () => {
      render(
        inSpanish(
          <SiteFrame pathname="/es/people/">
            <p>página</p>
          </SiteFrame>,
        ),
      )
      expect(screen.getByRole("link", { name: WORDS.skipToContent })).toHaveAttribute("href", "#content")
      const top = screen.getByRole("navigation", { name: WORDS.mainNavigation })
      expect(within(top).getByRole("link", { name: "Personas" })).toHaveAttribute("aria-current", "page")
      const footer = screen.getByRole("navigation", { name: WORDS.footerNavigation })
      expect(linksOf(footer).map(([, href]) => href)).toEqual(SPANISH_ROUTES)
      expect(screen.getByRole("navigation", { name: WORDS.mobileNavigation, ...hidden })).toBeInTheDocument()
      // The frame is the route's: /es/people/ is the People section, its banner's title the page's h1.
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Serie de reserva")
    })

    it("marks the content's English (the page, its banner, the site's name, an untranslated label) and the translated words as Spanish", () => {
      const { container, unmount } = render(
        inSpanish(
          <SiteFrame pathname="/es/people/">
            <p>página</p>
          </SiteFrame>,
        ),
      )
      expect(container.querySelector("[data-page-content]")).toHaveAttribute("lang", "en")
      // The banner's pictures are content marked English; its title, translated, Spanish.
      expect(screen.getByTestId("section-banner").closest("[lang]")).toHaveAttribute("lang", "en")
      expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "es")
      // Each label in its own language: the translated ones Spanish, the one still in English marked English.
      const labelLangs = (nav: HTMLElement) =>
        within(nav)
          .getAllByRole("link", hidden)
          .map((link) => [link.textContent, link.getAttribute("lang")])
      const expected = [
        ["Proyecto", "es"],
        ["Portraits", "en"],
        ["Tecnología", "es"],
        ["Personas", "es"],
        ["Publicaciones", "es"],
      ]
      expect(labelLangs(screen.getByRole("navigation", { name: WORDS.mainNavigation }))).toEqual(expected)
      expect(labelLangs(screen.getByRole("navigation", { name: WORDS.footerNavigation }))).toEqual(expected)
      expect(labelLangs(screen.getByRole("navigation", { name: WORDS.mobileNavigation, ...hidden }))).toEqual(expected)
      expect(screen.getByText(/de Ada Example/)).toHaveAttribute("lang", "es")
      // The site's name is a name in English, in both languages.
      expect(within(screen.getByTestId("top-nav")).getByRole("link", { name: "Invented Title" })).toHaveAttribute(
        "lang",
        "en",
      )
      // The interface's own words are in the page's language: nothing nearer marks them otherwise.
      expect(screen.getByRole("link", { name: WORDS.skipToContent }).closest("[lang]")).toBe(document.documentElement)
      expect(document.documentElement).toHaveAttribute("lang", "es")
      unmount()
      // An English page marks nothing but the links to the other languages, each in its own.
      const { container: englishFrame } = render(
        <SiteFrame pathname="/people/">
          <p>page</p>
        </SiteFrame>,
      )
      expect(englishFrame.querySelectorAll("[lang]:not([data-language-links] a)")).toHaveLength(0)
    })

    it("frames a Spanish archive page as the archive, its banner's title not the page's h1", () => {
      render(
        inSpanish(
          <SiteFrame pathname="/es/archive/una-entrada/">
            <h1>Una entrada</h1>
          </SiteFrame>,
        ),
      )
      // Its title not translated yet: the English, marked English.
      expect(screen.getByTestId("section-banner")).toHaveTextContent("Invented Archive")
      expect(screen.getByText("Invented Archive")).toHaveAttribute("lang", "en")
      expect(screen.getAllByRole("heading", { level: 1 }).map((h1) => h1.textContent)).toEqual(["Una entrada"])
    })
  })
})
