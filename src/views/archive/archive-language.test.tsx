import { render, screen, within } from "@testing-library/react"
import type { ReactNode } from "react"
import type { SimilarShown } from "../../archive/index-pages"
import { CATALOGUE_ES } from "../../i18n/es"
import { PageLanguage, registerWords } from "../../i18n/page-language"
import { CompareView } from "./compare-view"
import { PositionSlider, SpeedSelect } from "./player-controls"
import { ArchiveEntryLink } from "./portrait-link"
import { SimilarList } from "./similar-list"
import { TermPlaylist } from "./term-playlist"

// The Spanish words are registered as the server rendering registers them; the browser loads them before hydrating.
beforeAll(() => registerWords("es", CATALOGUE_ES))
afterEach(() => {
  document.documentElement.lang = "en"
})

const { archive: ARCHIVE, similar: SIMILAR, ui: UI } = CATALOGUE_ES
const inSpanish = (children: ReactNode) => <PageLanguage language="es">{children}</PageLanguage>
const hrefOf = (link: HTMLElement) => link.getAttribute("href")

/** An item as the build gives it to a Spanish page: its title in Spanish, `untranslated` naming none. */
const walking: SimilarShown = {
  slug: "walking",
  title: "Un paseo por la sala",
  synthetic: true,
  reason: { kind: "alike", tempoPerMinute: 109, aspects: ["footShare", "alternate"] },
  sharedTerms: [{ slug: "stride", name: "Zancada", untranslated: [] }],
  untranslated: [],
}
/** An item whose entry has no Spanish title yet: the English, so named. */
const sweeping: SimilarShown = {
  ...walking,
  slug: "sweeping",
  title: "Sweeping the hall",
  sharedTerms: [{ slug: "sweep", name: "Sweep", untranslated: ["name"] }],
  untranslated: ["title"],
}

describe("the archive's views on a Spanish page", () => {
  it("show the moves-like-this list in Spanish, every link to a Spanish page", () => {
    render(inSpanish(<SimilarList slug="drumming" items={[walking]} alike={walking} />))
    const section = screen.getByRole("region", { name: SIMILAR.heading })
    expect(within(section).getByText(SIMILAR.computed)).toBeInTheDocument()
    const [item] = within(section).getAllByRole("listitem") as [HTMLElement]
    expect(hrefOf(within(item).getByRole("link", { name: walking.title }))).toBe("/es/archive/walking/")
    expect(within(item).getByText(ARCHIVE.syntheticBadge)).toBeInTheDocument()
    expect(within(item).getByText(SIMILAR.sharedTerms, { exact: false })).toBeInTheDocument()
    expect(hrefOf(within(item).getByRole("link", { name: "Zancada" }))).toBe("/es/archive/lexicon/#stride")
    expect(hrefOf(within(item).getByRole("link", { name: SIMILAR.watchSideBySide(walking.title) }))).toBe(
      "/es/archive/compare/?a=drumming&b=walking",
    )
    expect(screen.getByRole("region", { name: SIMILAR.alike })).toBeInTheDocument()
  })

  it("mark the list's Spanish words as Spanish, and each entry's title and each term's name in its language", () => {
    const { unmount } = render(inSpanish(<SimilarList slug="drumming" items={[walking, sweeping]} />))
    const section = screen.getByRole("region", { name: SIMILAR.heading })
    expect(section).toHaveAttribute("lang", "es")
    expect(within(section).getByRole("link", { name: walking.title })).toHaveAttribute("lang", "es")
    expect(within(section).getByRole("link", { name: sweeping.title })).toHaveAttribute("lang", "en")
    expect(within(section).getByRole("link", { name: "Zancada" })).toHaveAttribute("lang", "es")
    expect(within(section).getByRole("link", { name: "Sweep" })).toHaveAttribute("lang", "en")
    unmount()
    // An English page marks nothing.
    const english: SimilarShown = { ...walking, sharedTerms: [{ slug: "stride", name: "Stride" }] }
    delete english.untranslated
    const { container } = render(<SimilarList slug="drumming" items={[english]} />)
    expect(container.querySelectorAll("[lang]")).toHaveLength(0)
  })

  it("give each entry's reason in Spanish, from the build's data", () => {
    const same: SimilarShown = {
      ...walking,
      slug: "walking-2",
      reason: { kind: "same", mirrored: "foot", differences: ["quicker", "moreSudden"] },
    }
    render(inSpanish(<SimilarList slug="drumming" items={[walking, same]} differently={same} />))
    const [first, second] = within(screen.getByRole("list")).getAllByRole("listitem") as [HTMLElement, HTMLElement]
    expect(
      within(first).getByText(
        "El mismo tempo (unos 109 por minuto), ambos con los pies como guía, ambos con la izquierda y la derecha por turnos.",
      ),
    ).toBeInTheDocument()
    expect(
      within(second).getByText("El mismo movimiento, con el otro pie, más rápido y más brusco."),
    ).toBeInTheDocument()
    expect(within(screen.getByTestId("similar-style")).getByText(/^El mismo movimiento, con el otro pie/)).toBeTruthy()
  })

  it("label the player's controls in Spanish and write its numbers with a decimal comma", () => {
    render(
      inSpanish(
        <>
          <PositionSlider max={9.6} step={0.1} onSeek={() => {}} />
          <SpeedSelect value={1} onChange={() => {}} />
        </>,
      ),
    )
    const position = screen.getByRole("slider", { name: ARCHIVE.position })
    expect(position.getAttribute("aria-valuetext")).toMatch(/^0,0 s .* 9,6 s$/)
    const speed = screen.getByRole("combobox", { name: ARCHIVE.speed })
    expect(
      within(speed)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["0,25×", "0,5×", "1×", "1,5×", "2×"])
  })

  it("keep the player's numbers as they were on an English page", () => {
    render(
      <>
        <PositionSlider max={9.6} step={0.1} onSeek={() => {}} />
        <SpeedSelect value={1} onChange={() => {}} />
      </>,
    )
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("0.0 s of 9.6 s")
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "0.25×",
      "0.5×",
      "1×",
      "1.5×",
      "2×",
    ])
  })

  it("play a lexicon term's entries in Spanish, each linked to its Spanish page with its speed the Spanish way", () => {
    render(inSpanish(<TermPlaylist term="Zancada" slug="stride" entries={[{ ...walking, speedMps: 1.2 }]} />))
    const playlist = screen.getByTestId("playlist-stride")
    expect(within(playlist).getByRole("heading", { level: 3 })).toHaveTextContent(ARCHIVE.playlist)
    expect(within(playlist).getByRole("button", { name: ARCHIVE.playTerm("Zancada") })).toHaveTextContent(ARCHIVE.play)
    const [item] = within(playlist).getAllByRole("listitem") as [HTMLElement]
    expect(hrefOf(within(item).getByRole("link", { name: walking.title }))).toBe("/es/archive/walking/")
    expect(item).toHaveTextContent(`(${ARCHIVE.speedValue(1.2)})`)
    expect(item).toHaveTextContent("1,20 m/s")
  })

  it("mark a playlist's entry titles still in English as English, and nothing on an English page", () => {
    const entries = [
      { ...walking, speedMps: 1.2, titleLang: "es" },
      { ...sweeping, speedMps: 0.8, titleLang: "en" },
    ]
    const { unmount } = render(inSpanish(<TermPlaylist term="Zancada" slug="stride" entries={entries} />))
    const playlist = screen.getByTestId("playlist-stride")
    expect(within(playlist).getByRole("link", { name: walking.title })).toHaveAttribute("lang", "es")
    expect(within(playlist).getByRole("link", { name: sweeping.title })).toHaveAttribute("lang", "en")
    unmount()
    const english = entries.map((entry) => ({ ...entry, titleLang: undefined }))
    const { container } = render(<TermPlaylist term="Stride" slug="stride" entries={english} />)
    expect(container.querySelectorAll("[lang]")).toHaveLength(0)
  })

  it("say in Spanish when the compare view has no pair, with ways on to the Spanish index and lexicon", async () => {
    render(inSpanish(<CompareView search="" />))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ARCHIVE.compare.heading)
    expect(await screen.findByText(ARCHIVE.compare.missing)).toBeInTheDocument()
    expect(hrefOf(screen.getByRole("link", { name: ARCHIVE.backToArchive }))).toBe("/es/archive/")
    expect(screen.getAllByRole("link", { name: ARCHIVE.compare.toIndex }).map(hrefOf)).toEqual(["/es/archive/"])
    expect(screen.getAllByRole("link", { name: ARCHIVE.compare.toLexicon }).map(hrefOf)).toEqual([
      "/es/archive/lexicon/",
    ])
  })

  it("lead from a portrait to its Spanish archive entry", () => {
    render(inSpanish(<ArchiveEntryLink entry="walking" />))
    expect(hrefOf(screen.getByRole("link", { name: UI.exploreArchiveEntry }))).toBe("/es/archive/walking/")
  })
})
