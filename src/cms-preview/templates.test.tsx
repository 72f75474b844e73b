/**
 * Each preview template renders the draft's values with the site's own views and frame, through the same adapters
 * the preview's bundle uses for Gatsby's modules. All names and data here are invented (synthetic).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { render, screen, within } from "@testing-library/react"
import type { PreviewedFile, PreviewRequest } from "../cms/preview-files"
import { PreviewFrame } from "./frame"
import { DOWNLOADS_NOTICE, FilePreview } from "./templates"

jest.mock("gatsby", () => jest.requireActual("./adapters/gatsby"))

// The site's footer watches its size; jsdom has no ResizeObserver, so one that never reports stands in.
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => Object.assign(window, { ResizeObserver: SilentResizeObserver }))

/** How long a test waits for the preview's other files and the motion file to arrive, on a loaded machine. */
const ARRIVAL = { timeout: 10_000 }

/** Where the editor would show a media value of a file: here, a recognisable address. */
const asset = (value: string, file: string) => `/draft-media/${file}/${value}`

const site = {
  title: "Synthetic Undercommons",
  tagline: "An invented tagline",
  leadArtist: "Orla Penhallow",
  bylinePrefix: "A Project by",
  homeLinkText: "Back home",
  siteUrl: "https://example.org",
  pages: [
    { key: "project", navLabel: "Project" },
    { key: "portraits", navLabel: "Portraits" },
    { key: "technology", navLabel: "Technology" },
    { key: "people", navLabel: "People" },
    { key: "publications", navLabel: "Publications" },
  ],
}
const banners = {
  banners: ["portraits", "technology", "people", "publications", "archive"].map((section) => ({
    section,
    title: `Banner of ${section}`,
    layers: ["layers/a.png", "layers/b.png", "layers/c.png"],
  })),
}
const sponsors = {
  sponsors: [
    {
      slug: "fund",
      name: "The Invented Fund",
      shortName: "the Fund",
      url: "https://fund.example.org/",
      logo: "logos/fund.svg",
      logoAlt: "Logo of the Invented Fund",
    },
  ],
}
const portrait = (slug: string, caption: string) => ({
  slug,
  subject: "an invented mover",
  caption,
  description: `Stills of ${caption}`,
  aspectRatio: { width: 4, height: 3 },
  stills: [`stills/${slug}-1.jpg`, `stills/${slug}-2.jpg`],
})
const portraits = { portraits: [portrait("tide", "Tide turning"), portrait("loom", "Loom weaving")] }
const picture = (image: string, alt: string) => ({ image, alt })
const video = (name: string) => ({
  src: `videos/${name}.mp4`,
  poster: `videos/${name}.jpg`,
  description: `${name} video`,
})

const portraitsPage = {
  samplePortraits: ["tide"],
  introHeading: "Invented intro heading",
  intro: ["One paragraph."],
  landscape: picture("images/land.jpg", ""),
  statements: [{ text: "A statement." }],
  haiku: "a **haiku** here",
  renderings: [picture("images/r.jpg", "A rendering")],
  renderingsNote: "Note.",
  mocapPortrait: "tide",
  mocapText: "Mocap.",
  drummingIntro: "Drums.",
  drummingStills: [picture("images/d.jpg", "A drum still")],
  drummingCaption: "Drumming.",
  sonicPortrait: "tide",
  sonicText: ["Sound."],
  interviewHeading: "Interview",
  interviewVideo: video("interview"),
  interviewCaptions: "captions/interview.vtt",
  interviewCaptionsLanguage: "en",
  interviewCaptionsLabel: "English",
  interviewCredit: "Filmed by",
  interviewCreditLinkText: "an invented studio",
  interviewCreditUrl: "https://studio.example.org/",
  prototypes: ["A prototype."],
}

const files: Record<string, unknown> = { site, banners, sponsors, portraits }

const requestFor = (file: PreviewedFile, data: unknown, others: Record<string, unknown> = {}): PreviewRequest => ({
  file,
  data,
  asset,
  other: (name) => Promise.resolve({ ...files, ...others }[name]),
})

const show = (request: PreviewRequest, readText?: (url: string) => Promise<string>) =>
  render(
    <PreviewFrame doc={document}>
      <FilePreview request={request} readText={readText} />
    </PreviewFrame>,
  )

describe("the preview templates", () => {
  it("credits: the People page with the draft's names under their groups, in the site's frame", async () => {
    show(
      requestFor("credits", {
        partnersHeading: "Draft partners",
        credits: [{ group: "Sound", name: "Wren Okafor-Lind", active: true }],
      }),
    )
    expect(await screen.findByRole("heading", { name: "Draft partners" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Sound" })).toBeInTheDocument()
    expect(screen.getByText("Wren Okafor-Lind")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Banner of people" })).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Logo of the Invented Fund" })).toHaveAttribute(
      "src",
      "/draft-media/sponsors/logos/fund.svg",
    )
  })

  it("sponsors: the People page with the draft's logos, each linking to its sponsor", async () => {
    const draft = {
      sponsors: [{ ...sponsors.sponsors[0], name: "A New Fund", logo: "logos/new.png", logoAlt: "Logo of a new fund" }],
    }
    show(requestFor("sponsors", draft, { credits: { partnersHeading: "Partners", credits: [] } }))
    const logo = await screen.findByRole("img", { name: "Logo of a new fund" }, ARRIVAL)
    expect(logo).toHaveAttribute("src", "/draft-media/sponsors/logos/new.png")
    expect(logo.closest("a")).toHaveAttribute("href", "https://fund.example.org/")
  })

  it("publications: the Publications page with the draft's titles and thumbnails", async () => {
    const draft = {
      heading: "Draft writing",
      publications: [
        {
          slug: "essay",
          title: "An Invented Essay",
          citation: "N. Quist, 2026",
          thumbnail: "thumbnails/essay.jpg",
          thumbnailAlt: "Cover of the essay",
          pdf: "pdfs/essay.pdf",
        },
      ],
    }
    show(requestFor("publications", draft, { press: { heading: "Press", press: [] } }))
    expect(await screen.findByRole("heading", { name: "Draft writing" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByText("An Invented Essay")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Cover of the essay" })).toHaveAttribute(
      "src",
      "/draft-media/publications/thumbnails/essay.jpg",
    )
  })

  it("landing: the landing page with the draft's questions, cards, portrait flipbook and partners sentence", async () => {
    const draft = {
      heroVideo: video("hero"),
      questions: ["What does a **draft** question ask?"],
      headline: "The **Synthetic Undercommons** headline",
      cards: [
        { heading: "Draft card", summary: "A summary.", linkText: "See it", linkTo: "/portraits/", portrait: "loom" },
      ],
      bandVideo: video("band"),
      scrollHint: "Scroll on",
      partnersHeading: "Draft partners heading",
      partnersSentence: "Supported by {fund}.",
      partnersLinkText: "All partners",
      partnersLinkTo: "/people/",
    }
    show(requestFor("landing", draft))
    expect(await screen.findByText("draft", undefined, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Draft card" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /the Fund/ })).toHaveAttribute("href", "https://fund.example.org/")
    expect(screen.getByText("Loom weaving")).toBeInTheDocument()
    expect(document.querySelector('img[src="/draft-media/portraits/stills/loom-1.jpg"]')).not.toBeNull()
  })

  it("portraits: the Portraits page with the draft's portraits, and those it does not show below it", async () => {
    const draft = { portraits: [portrait("tide", "Tide turning, retitled"), portrait("loom", "Loom weaving")] }
    show(requestFor("portraits", draft, { "portraits-page": portraitsPage, archive: { entries: [] } }))
    expect(await screen.findByRole("heading", { name: "Invented intro heading" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getAllByText("Tide turning, retitled").length).toBeGreaterThan(0)
    const offPage = screen.getByRole("region", { name: /does not show/ })
    expect(within(offPage).getByText("Loom weaving")).toBeInTheDocument()
  })

  it("portraits page: the Portraits page with the draft's own words, and the portraits it names", async () => {
    const draft = { ...portraitsPage, introHeading: "A retitled intro", haiku: "an **edited** haiku" }
    show(requestFor("portraits-page", draft, { archive: { entries: [] } }))
    expect(await screen.findByRole("heading", { name: "A retitled intro" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByText("edited")).toBeInTheDocument()
    expect(screen.getAllByText("Tide turning").length).toBeGreaterThan(0)
    expect(screen.queryByRole("region", { name: /does not show/ })).toBeNull()
  })

  it("press: the Publications page with the draft's press items", async () => {
    const draft = {
      heading: "Draft press",
      press: [
        {
          slug: "review",
          title: "An Invented Review",
          url: "https://news.example.org/review",
          thumbnail: "thumbnails/review.jpg",
          thumbnailAlt: "The review's page",
        },
      ],
    }
    show(requestFor("press", draft, { publications: { heading: "Writing", publications: [] } }))
    expect(await screen.findByRole("heading", { name: "Draft press" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "The review's page" })).toHaveAttribute(
      "src",
      "/draft-media/press/thumbnails/review.jpg",
    )
  })
})

describe("the archive entry preview", () => {
  const bvh = fs.readFileSync(path.join(__dirname, "..", "archive", "fixtures", "xsens-zup-mm.bvh"), "utf8")
  const entry = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
    slug,
    title,
    moverName: "the tide",
    moverWords: "Invented words about the movement.",
    description: `What happens in ${title}.`,
    activity: "net mending",
    setting: "a harbour",
    period: "autumn 2025",
    terms: ["reach"],
    motion: `motion/${slug}.bvh`,
    motionUnit: "mm",
    motionUp: "z",
    capture: { method: "Invented capture", processing: ["A step"] },
    synthetic: true,
    licence: "CC BY-NC 4.0",
    offerDownloads: false,
    consent: {
      display: true,
      download: false,
      derivatives: false,
      machineLearning: false,
      commercial: false,
      attribution: "anonymous",
      withdrawal: "Write to the project.",
      anonymisation: ["No face"],
      remainingRisk: "Gait.",
    },
    ...extra,
  })
  const archive = (entries: unknown[]) => ({
    syntheticNotice: "No person was recorded (invented notice).",
    citation: "{title}, {url}, {year}",
    entryHeadings: { about: "About this movement", data: "The data", terms: "Terms" },
    entries,
  })
  const others = { lexicon: { terms: [{ slug: "reach", name: "Reaching" }] }, "portraits-page": {} }
  const readText = jest.fn((url: string) =>
    url.endsWith(".bvh") ? Promise.resolve(bvh) : Promise.reject(new Error("not found")),
  )

  it("shows the last entry's words, its facts and terms, and the figure still drawn from its motion file", async () => {
    const draft = archive([entry("first", "A first entry"), entry("mending", "Mending the nets")])
    show(requestFor("archive", draft, others), readText)
    expect(await screen.findByRole("heading", { level: 1, name: "Mending the nets" }, ARRIVAL)).toBeInTheDocument()
    expect(screen.getByText("What happens in Mending the nets.")).toBeInTheDocument()
    expect(screen.getByText("net mending")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Reaching" })).toBeInTheDocument()
    expect(screen.getByText("No person was recorded (invented notice).")).toBeInTheDocument()
    expect(await screen.findByTestId("still-head", undefined, ARRIVAL)).toBeInTheDocument()
    expect(screen.getAllByTestId("still-bones")[0]?.getAttribute("d")).toMatch(/^M[\d.-]+ [\d.-]+L/)
    expect(screen.getByText(/lengths in millimetres, Z up/)).toBeInTheDocument()
    expect(readText).toHaveBeenCalledWith("/draft-media/archive/motion/mending.bvh")
    expect(screen.getByRole("combobox", { name: "Entry shown" })).toHaveDisplayValue("Mending the nets")
  })

  it("shows the entry the editor changed, and says why a motion file cannot be read under the draft's unit", async () => {
    const offering = { offerDownloads: true, consent: { ...entry("x", "x").consent, download: true } }
    const draft = archive([
      entry("odd", "An odd unit", { motionUnit: "furlongs", ...offering }),
      entry("other", "Another"),
    ])
    render(
      <PreviewFrame doc={document}>
        <FilePreview request={requestFor("archive", draft, others)} focus={0} readText={readText} />
      </PreviewFrame>,
    )
    expect(await screen.findByRole("heading", { level: 1, name: "An odd unit" }, ARRIVAL)).toBeInTheDocument()
    expect(
      await screen.findByText(/cannot be read as this entry says: .*furlongs/, undefined, ARRIVAL),
    ).toBeInTheDocument()
    expect(screen.getByText(DOWNLOADS_NOTICE)).toBeInTheDocument()
  })
})
