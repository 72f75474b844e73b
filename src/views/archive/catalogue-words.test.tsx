/**
 * Words the archive's pages used to write in English whatever the page's language (issue 62), now from the page's
 * catalogue: the position slider's spoken value, the filter's duration bands and body emphases, the quotation marks
 * round a mover's name, and the entry datasheet's figures that the build derives as words (where the movement is,
 * the file's unit and up axis, the joints by role, what each download is). On a Spanish page each is Spanish; on an
 * English page each is, byte for byte, what the page wrote before.
 */
import { render, screen, within } from "@testing-library/react"
import type { ComponentProps, ReactNode } from "react"
import { DOWNLOAD_WORDS } from "../../archive/download-words"
import type { ArchiveEntryContext, ArchiveIndexContext } from "../../archive/index-pages"
import { CATALOGUE_ES } from "../../i18n/es"
import { PageLanguage, registerWords } from "../../i18n/page-language"
import { ArchiveIndex, type ArchiveIndexProps } from "./archive-index"
import { spokenTime } from "./clock"
import ArchiveEntryPage from "./entry-template"
import { PositionSlider } from "./player-controls"

beforeAll(() => registerWords("es", CATALOGUE_ES))
afterEach(() => {
  document.documentElement.lang = "en"
})

const inSpanish = (children: ReactNode) => <PageLanguage language="es">{children}</PageLanguage>
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent)

describe("the position slider's spoken value", () => {
  it("is said in the page's language, and as before on an English page", () => {
    expect(spokenTime(2.4, 9.6, "es")).toBe("2,4 s de 9,6 s")
    expect(spokenTime(2.4, 9.6, "en")).toBe("2.4 s of 9.6 s")
    render(inSpanish(<PositionSlider max={9.6} step={0.1} onSeek={() => {}} />))
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("0,0 s de 9,6 s")
  })
})

const indexData = {
  archiveJson: {
    heading: "Archive",
    intro: [],
    entriesHeading: "Entries",
    entriesPage: [
      {
        slug: "drumming",
        title: "Drumming",
        moverName: "the roll",
        setting: "studio",
        terms: [],
        synthetic: false,
        derived: { durationS: 6, bodyEmphasis: "arms", cardStrip: null },
      },
    ],
  },
  lexiconJson: { terms: [] },
} as unknown as ArchiveIndexProps["data"]
const indexContext = {
  page: 1,
  first: true,
  pageCount: 1,
  skip: 0,
  limit: 12,
  total: 1,
  filterIndexUrl: "/archive/filter-index.json",
  terms: [],
  settings: ["studio"],
} satisfies ArchiveIndexContext

describe("the archive's index", () => {
  it("names the filter's durations and body emphases, and quotes the mover's name, in Spanish", () => {
    render(inSpanish(<ArchiveIndex data={indexData} search="" context={indexContext} />))
    const filter = screen.getByTestId("archive-filter")
    expect(optionsOf(within(filter).getByRole("combobox", { name: CATALOGUE_ES.archive.filterDuration }))).toEqual([
      "Cualquiera",
      "menos de 8 s",
      "8–15 s",
      "15 s o más",
    ])
    expect(optionsOf(within(filter).getByRole("combobox", { name: CATALOGUE_ES.archive.filterEmphasis }))).toEqual([
      "Cualquiera",
      "brazos",
      "piernas",
      "tronco",
      "todo el cuerpo",
    ])
    expect(within(screen.getByTestId("archive-entries")).getByText(/^«the roll» · 6,0 s/)).toBeInTheDocument()
  })

  it("writes them on an English page as it always has", () => {
    render(<ArchiveIndex data={indexData} search="" context={indexContext} />)
    const filter = screen.getByTestId("archive-filter")
    expect(optionsOf(within(filter).getByRole("combobox", { name: "Duration" }))).toEqual([
      "Any",
      "under 8 s",
      "8–15 s",
      "15 s or more",
    ])
    expect(optionsOf(within(filter).getByRole("combobox", { name: "Body emphasis" }))).toEqual([
      "Any",
      "arms",
      "legs",
      "torso",
      "whole body",
    ])
    expect(within(screen.getByTestId("archive-entries")).getByText(/^“the roll” · 6\.0 s/)).toBeInTheDocument()
  })
})

/** An entry's page with the figures the build derives as words: a Z-up millimetre take with a reference pose. */
const entryProps = (slug = "drumming") => {
  const convention = "millimetres, Z up"
  const file = (name: string, description: string) => ({
    name,
    url: `/archive/${slug}/${name}`,
    bytes: 2048,
    sha256: "0".repeat(64),
    description,
  })
  return {
    data: {
      portraitsPageJson: null,
      siteJson: { siteUrl: "https://example.org" },
      archiveEntry: {
        slug,
        title: "Drumming",
        moverName: "the roll",
        moverWords: "words",
        description: "A take.",
        activity: "drumming",
        setting: "studio",
        period: "2026",
        synthetic: false,
        licence: "CC BY 4.0",
        portrait: null,
        terms: [],
        capture: { method: "invented", processing: [] },
        consent: {
          display: true,
          download: true,
          derivatives: false,
          machineLearning: false,
          commercial: false,
          attribution: "anonymous",
          attributedAs: null,
          withdrawal: "any time",
          anonymisation: [],
          remainingRisk: "none",
        },
        derived: {
          durationS: 6,
          fps: 60,
          jointCount: 22,
          endSiteCount: 5,
          bodyEmphasis: "arms",
          fileConvention: convention,
          referenceFrames: 2,
          referenceStated: true,
          spikesFiltered: 3,
          playerFps: 30,
          roles: [
            { role: "pelvis", joint: "Hips" },
            { role: "left hand", joint: "LeftWrist" },
          ],
          motionUrl: `/archive/${slug}/motion.json`,
          tempoHz: null,
          firstFrame: { joints: [], parents: [], positions: [], top: 0 },
          poseStrip: { cellWidth: 0, height: 0, groundY: 0, poses: [] },
          sparkline: [],
          perSecond: [],
          // As the build describes them (src/archive/entry-files.ts).
          downloads: [
            file(`${slug}.bvh`, DOWNLOAD_WORDS.bvh(convention, 2)),
            file("joints.csv", DOWNLOAD_WORDS.joints(60)),
            file("features.csv", DOWNLOAD_WORDS.features(3)),
            file("datasheet.md", DOWNLOAD_WORDS.datasheet),
            file("SHA256SUMS", DOWNLOAD_WORDS.checksums),
          ],
        },
      },
    },
    location: { pathname: `/archive/${slug}/` },
    pageContext: {
      slug,
      derivation: "x",
      similar: [],
      similarDifferently: null,
      similarAlike: null,
      syntheticNotice: "",
      citation: "{title}",
      entryHeadings: {},
    } as unknown as ArchiveEntryContext,
  } as unknown as ComponentProps<typeof ArchiveEntryPage>
}

/** The datasheet's value for a label, and every download's description. */
const datasheet = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent
const descriptions = () =>
  within(screen.getByTestId("downloads"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => (row.querySelector("td")?.textContent ?? "").replace(/^\S+\.(bvh|csv|md)|^SHA256SUMS/, ""))

describe("an entry's datasheet", () => {
  it("says where the movement is, the file's unit and axis, the joints and the downloads in Spanish", () => {
    render(inSpanish(<ArchiveEntryPage {...entryProps()} />))
    const es = CATALOGUE_ES.archive
    expect(datasheet(es.bodyEmphasis)).toBe("brazos")
    expect(datasheet(es.fileConvention)).toBe(
      "BVH, longitudes en milímetros, Z hacia arriba; aquí se muestra con Y hacia arriba, en metros",
    )
    expect(screen.getByTestId("joints-used").textContent).toBe("pelvis: Hips, mano izquierda: LeftWrist")
    expect(descriptions()).toEqual([
      "los datos maestros tal como se entregaron: BVH, rotaciones de las articulaciones en grados, longitudes en milímetros, Z hacia arriba; sus primeros 2 fotogramas, una postura de referencia, se conservan aquí y quedan fuera de todo lo derivado",
      "posiciones de las articulaciones a la frecuencia completa de 60 fps: Y hacia arriba, en metros, suelo en y = 0",
      "las cifras por fotograma que generan el sonido (3 fallos de un fotograma filtrados)",
      "la ficha técnica de esta entrada (Markdown)",
      "las sumas de verificación sha256 de los archivos anteriores (se comprueban con sha256sum -c SHA256SUMS)",
    ])
  })

  it("says them on an English page as the build wrote them", () => {
    render(<ArchiveEntryPage {...entryProps()} />)
    expect(datasheet("Body emphasis")).toBe("arms")
    expect(datasheet("Master file")).toBe("BVH, lengths in millimetres, Z up; shown here Y up, in metres")
    expect(screen.getByTestId("joints-used").textContent).toBe("pelvis: Hips, left hand: LeftWrist")
    expect(descriptions()).toEqual([
      "the master data as given: BVH, joint rotations in degrees, lengths in millimetres, Z up; its first 2 frames, a reference pose, are kept here and left out of everything derived",
      "joint positions at the full 60 fps: Y up, metres, ground at y = 0",
      "the per-frame figures that drive the sound (3 one-frame glitches filtered)",
      "this entry's datasheet (Markdown)",
      "the sha256 checksums of the files above (check with sha256sum -c SHA256SUMS)",
    ])
  })
})
