/**
 * The preview of each previewed content file: the page that shows the file, rendered by the site's own views and
 * frame (bars, banner, footer) from the entry's draft and the other content files it names. For a file holding a
 * list of pages' worth (the archive's entries) it shows the entry the editor last changed, and offers the others.
 */
import { css } from "@emotion/react"
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react"
import type { EntryMotion } from "../archive/analyse"
import { SiteFrame } from "../components/shell/site-frame"
import { Flipbook } from "../components/flipbook/flipbook"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES } from "../constants"
import { ArchiveEntryHeadings } from "../content-model/model"
import type { PreviewedFile, PreviewRequest } from "../cms/preview-files"
import { FLIPBOOK_MAX_WIDTH_PX, palette } from "../theme/tokens"
import ArchiveEntryPage from "../views/archive/entry-template"
import { LandingView } from "../views/landing/landing-view"
import { PeopleView } from "../views/people/people-view"
import { SIZES } from "../views/portraits/portraits-layout"
import { PortraitsView } from "../views/portraits/portraits-view"
import { PublicationsView } from "../views/publications/publications-view"
import { StaticQueryData } from "./adapters/static-query"
import { readEntryMotionOnce, type EntryFigures, type Reading } from "./archive-entry"
import { flag, optionalText, record, records, text, texts, type Draft } from "./draft"
import {
  flipbook,
  landingData,
  peopleData,
  portraitsOnPage,
  portraitsPageData,
  publicationsData,
  mediaOf,
  siteFrameData,
  type Media,
} from "./page-data"

/** Other content files a preview reads, by their name in the CMS; loaded once per preview. */
const NEEDS: Record<PreviewedFile, readonly string[]> = {
  landing: ["site", "banners", "sponsors", "portraits"],
  portraits: ["site", "banners", "portraits-page", "archive"],
  "portraits-page": ["site", "banners", "portraits", "archive"],
  credits: ["site", "banners", "sponsors"],
  sponsors: ["site", "banners", "credits"],
  publications: ["site", "banners", "press"],
  press: ["site", "banners", "publications"],
  archive: ["site", "banners", "lexicon", "portraits-page"],
}

type Others = Readonly<Record<string, unknown>>

/** The other files this preview needs, or undefined while they load. */
const useOthers = (request: PreviewRequest): Others | undefined => {
  const [others, setOthers] = useState<Others>()
  const latest = useRef(request)
  useEffect(() => {
    latest.current = request
  })
  useEffect(() => {
    let current = true
    const names = NEEDS[request.file]
    void Promise.all(names.map((name) => latest.current.other(name).catch(() => undefined))).then((files) => {
      if (current) setOthers(Object.fromEntries(names.map((name, i) => [name, files[i]])))
    })
    return () => {
      current = false
    }
  }, [request.file])
  return others
}

const noticeCss = css({
  margin: 0,
  padding: "8px 16px",
  background: palette.white,
  borderBottom: `2px solid ${palette.primaryOrange}`,
  fontSize: "0.9rem",
  "& label": { marginRight: 8, fontWeight: 600 },
  "& select": { font: "inherit" },
})

/** The preview's own line above the page: what it shows, and any choice it offers. */
function PreviewNotice({ label = "About this preview", children }: { label?: string; children: ReactNode }) {
  return (
    <aside css={noticeCss} aria-label={label} data-preview-notice="">
      {children}
    </aside>
  )
}

/** The page inside the site's frame, as a visitor at `pathname` sees it. */
function InFrame({
  pathname,
  others,
  asset,
  children,
}: {
  pathname: string
  others: Others
  asset: Media
  children: ReactNode
}) {
  return (
    <StaticQueryData.Provider value={siteFrameData(others.site, others.banners, asset)}>
      <SiteFrame pathname={pathname}>{children}</SiteFrame>
    </StaticQueryData.Provider>
  )
}

/** Which list entry to show first: the one the editor last changed (`focus`), else the last. */
export interface TemplateProps {
  request: PreviewRequest
  focus?: number
  /** Reads a media file's text (the archive's motion file); fetch unless a test gives another. */
  readText?: (url: string) => Promise<string>
}

function People({ request, others }: { request: PreviewRequest; others: Others }) {
  const data =
    request.file === "credits"
      ? peopleData(request.data, others.sponsors, request.asset)
      : peopleData(others.credits, request.data, request.asset)
  return (
    <InFrame pathname={ROUTES.people} others={others} asset={request.asset}>
      <PeopleView data={data} />
    </InFrame>
  )
}

function Publications({ request, others }: { request: PreviewRequest; others: Others }) {
  return (
    <InFrame pathname={ROUTES.publications} others={others} asset={request.asset}>
      <PublicationsView
        data={
          request.file === "press"
            ? publicationsData(others.publications, request.data, request.asset)
            : publicationsData(request.data, others.press, request.asset)
        }
      />
    </InFrame>
  )
}

function Landing({ request, others }: { request: PreviewRequest; others: Others }) {
  const data = landingData(
    request.data,
    { site: others.site, sponsors: others.sponsors, portraits: others.portraits },
    request.asset,
  )
  return (
    <InFrame pathname={ROUTES.project} others={others} asset={request.asset}>
      <LandingView data={data} />
    </InFrame>
  )
}

/** The portraits the page does not show, each at the width of a flipbook on the Portraits page. */
const offPageCss = css({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(0, ${FLIPBOOK_MAX_WIDTH_PX}px))`,
  gap: 30,
  margin: "30px 0",
})

/** The Portraits page, from the draft of either of its files: the portraits or the page's own words and pictures. */
function Portraits({ request, others }: { request: PreviewRequest; others: Others }) {
  const [page, portraits] =
    request.file === "portraits-page" ? [request.data, others.portraits] : [others["portraits-page"], request.data]
  const data = portraitsPageData(page, { portraits, archive: others.archive }, request.asset)
  const shown = portraitsOnPage(page)
  const offPage =
    request.file === "portraits"
      ? records(record(portraits).portraits).filter((portrait) => !shown.has(text(portrait.slug)))
      : []
  return (
    <InFrame pathname={ROUTES.portraits} others={others} asset={request.asset}>
      <PortraitsView data={data} />
      {offPage.length > 0 && (
        <section aria-labelledby="preview-off-page">
          <h2 id="preview-off-page">Portraits the Portraits page does not show (preview only)</h2>
          <div css={offPageCss}>
            {offPage.map((portrait, index) => (
              <Flipbook
                key={`${index}-${text(portrait.slug)}`}
                portrait={flipbook(mediaOf(request.asset, "portraits"), portrait)}
                sizes={SIZES.triptychFull}
              />
            ))}
          </div>
        </section>
      )}
    </InFrame>
  )
}

/** An entry's figures before its motion file has been read (or when it cannot be): an empty take. */
const NO_FIGURES: EntryFigures = {
  durationS: 0,
  fps: 0,
  jointCount: 0,
  endSiteCount: 0,
  bodyEmphasis: "",
  fileConvention: "",
  referenceFrames: 0,
  referenceStated: false,
  spikesFiltered: 0,
  playerFps: 0,
  roles: [],
  motionUrl: "",
  tempoHz: null,
  firstFrame: { joints: [], parents: [], positions: [], top: 0 },
  poseStrip: { cellWidth: 0, height: 0, groundY: 0, poses: [] },
  sparkline: [],
  perSecond: [],
  downloads: [],
}

const motionTexts = new Map<string, Promise<string>>()
const fetchText = (url: string): Promise<string> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.text()
  })

type Motion = { state: "none" } | { state: "reading" } | { state: "read"; reading: Reading }

/** The entry's motion file, read under its draft settings. */
const useMotion = (entry: Draft, asset: Media, readText: (url: string) => Promise<string>): Motion => {
  const path = text(entry.motion)
  const url = path === "" ? "" : asset(path, "archive")
  const settings: EntryMotion = {
    motion: path,
    motionUnit: text(entry.motionUnit),
    motionUp: text(entry.motionUp) === "" ? undefined : text(entry.motionUp),
    roles: record(entry.roles),
    referenceFrames: typeof entry.referenceFrames === "number" ? entry.referenceFrames : undefined,
  }
  const [bvh, setBvh] = useState<{ url: string; text: string } | { url: string; error: string }>()
  useEffect(() => {
    if (url === "") return
    let current = true
    let pending = motionTexts.get(url)
    if (!pending) {
      pending = readText(url)
      motionTexts.set(url, pending)
    }
    pending.then(
      (body) => current && setBvh({ url, text: body }),
      (error: unknown) => current && setBvh({ url, error: String(error) }),
    )
    return () => {
      current = false
    }
  }, [url, readText])
  if (path === "") return { state: "none" }
  if (url === "") return { state: "reading" }
  if (bvh === undefined || bvh.url !== url) return { state: "reading" }
  if ("error" in bvh) return { state: "read", reading: { problem: `${path}: ${bvh.error}` } }
  return { state: "read", reading: readEntryMotionOnce(url, bvh.text, path, settings) }
}

/** The built page lists an offering entry's files; the build makes them, so the preview's page says there are none. */
export const DOWNLOADS_NOTICE =
  "This entry offers its data files: the published page lists them with their sizes and checksums, which the build makes; the preview below cannot."

const HEADING_KEYS = Object.keys(ArchiveEntryHeadings.fields) as (keyof typeof ArchiveEntryHeadings.fields)[]

function ArchiveEntry({
  request,
  others,
  index,
  readText,
}: {
  request: PreviewRequest
  others: Others
  index: number
  readText: (url: string) => Promise<string>
}) {
  const archive = record(request.data)
  const entry = records(archive.entries)[index] ?? {}
  const motion = useMotion(entry, request.asset, readText)
  const slug = text(entry.slug)
  const terms = new Map(records(record(others.lexicon).terms).map((term) => [text(term.slug), text(term.name)]))
  const page = record(others["portraits-page"])
  const consent = record(entry.consent)
  const capture = record(entry.capture)
  const headings = record(archive.entryHeadings)
  const figures = motion.state === "read" && "figures" in motion.reading ? motion.reading.figures : NO_FIGURES
  const notice =
    motion.state === "none"
      ? "No motion file chosen yet: the figures, the still and the key poses appear once one is."
      : motion.state === "reading"
        ? "Reading the motion file…"
        : "problem" in motion.reading
          ? `The motion file cannot be read as this entry says: ${motion.reading.problem}`
          : undefined
  const props = {
    data: {
      portraitsPageJson: {
        samplePortraits: texts(page.samplePortraits).map((s) => ({ slug: s })),
        mocapPortrait: { slug: text(page.mocapPortrait) },
        sonicPortrait: { slug: text(page.sonicPortrait) },
      },
      siteJson: { siteUrl: text(record(others.site).siteUrl) },
      archiveEntry: {
        slug,
        title: text(entry.title),
        moverName: text(entry.moverName),
        moverWords: text(entry.moverWords),
        moverWordsLanguage: optionalText(entry.moverWordsLanguage),
        moverWordsTranslation: optionalText(entry.moverWordsTranslation),
        description: text(entry.description),
        activity: text(entry.activity),
        setting: text(entry.setting),
        period: text(entry.period),
        synthetic: flag(entry.synthetic),
        licence: text(entry.licence),
        portrait: text(entry.portrait) === "" ? null : { slug: text(entry.portrait) },
        terms: texts(entry.terms).map((term) => ({ slug: term, name: terms.get(term) ?? term })),
        capture: { method: text(capture.method), processing: texts(capture.processing) },
        consent: {
          display: flag(consent.display),
          download: flag(consent.download),
          derivatives: flag(consent.derivatives),
          machineLearning: flag(consent.machineLearning),
          commercial: flag(consent.commercial),
          attribution: text(consent.attribution),
          attributedAs: text(consent.attributedAs) === "" ? null : text(consent.attributedAs),
          withdrawal: text(consent.withdrawal),
          anonymisation: texts(consent.anonymisation),
          remainingRisk: text(consent.remainingRisk),
        },
        derived: figures,
      },
    },
    location: { pathname: archiveEntryPath(slug) },
    pageContext: {
      slug,
      similar: [],
      syntheticNotice: text(archive.syntheticNotice),
      citation: text(archive.citation),
      entryHeadings: Object.fromEntries(HEADING_KEYS.map((key) => [key, text(headings[key])])),
    },
  } as unknown as ComponentProps<typeof ArchiveEntryPage>
  return (
    <>
      {notice !== undefined && (
        <PreviewNotice label="About the motion file">
          <span data-testid="preview-motion">{notice}</span>
        </PreviewNotice>
      )}
      {flag(entry.offerDownloads) && flag(consent.download) && (
        <PreviewNotice label="About the data files">{DOWNLOADS_NOTICE}</PreviewNotice>
      )}
      <InFrame pathname={archiveEntryPath(slug)} others={others} asset={request.asset}>
        <ArchiveEntryPage {...props} />
      </InFrame>
    </>
  )
}

const entryLabel = (entry: Draft, index: number) => text(entry.title) || text(entry.slug) || `Entry ${index + 1}`

function Archive({ request, others, focus, readText }: Required<TemplateProps> & { others: Others }) {
  const entries = records(record(request.data).entries)
  const [picked, setPicked] = useState(focus)
  const index = Math.min(Math.max(picked, 0), entries.length - 1)
  if (entries.length === 0) return <PreviewNotice>The archive has no entries yet.</PreviewNotice>
  return (
    <>
      <PreviewNotice label="The entry shown">
        <label htmlFor="preview-entry">Entry shown</label>
        <select id="preview-entry" value={index} onChange={(event) => setPicked(Number(event.target.value))}>
          {entries.map((entry, i) => (
            <option key={i} value={i}>
              {entryLabel(entry, i)}
            </option>
          ))}
        </select>{" "}
        (the page of the entry you last changed; the index at {ARCHIVE_ROUTES.archive} lists them all)
      </PreviewNotice>
      <ArchiveEntry request={request} others={others} index={index} readText={readText} />
    </>
  )
}

/** The preview of one content file's draft. */
export function FilePreview({ request, focus, readText = fetchText }: TemplateProps) {
  const others = useOthers(request)
  if (!others) return <PreviewNotice>Loading the preview…</PreviewNotice>
  switch (request.file) {
    case "credits":
    case "sponsors":
      return <People request={request} others={others} />
    case "publications":
    case "press":
      return <Publications request={request} others={others} />
    case "landing":
      return <Landing request={request} others={others} />
    case "portraits":
    case "portraits-page":
      return <Portraits request={request} others={others} />
    case "archive": {
      const last = records(record(request.data).entries).length - 1
      const shown = focus ?? last
      // A change to another entry shows that entry: the picker starts again from it.
      return <Archive key={shown} request={request} others={others} focus={shown} readText={readText} />
    }
  }
}
