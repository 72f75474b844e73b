import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useMemo, useState } from "react"
import {
  ARCHIVE_CARD_POSES,
  archiveEntryPath,
  archiveIndexPath,
  ARCHIVE_ROUTES,
  BODY_EMPHASES,
  DURATION_BANDS,
} from "../../constants"
import {
  decodeFilterIndex,
  pageLinks,
  type ArchiveIndexContext,
  type FilterIndexFile,
  type IndexedEntry,
} from "../../archive/index-pages"
import { buttonCss } from "../../theme/controls"
import { palette } from "../../theme/tokens"
import { ARCHIVE_TEXT } from "./copy"
import { matches, parseFilters, serialiseFilters, type FilterKey, type Filters } from "./filter"
import { PoseStrip, type PoseStripData } from "./glance-svg"
import { archivePageCss, badgeCss } from "./styles"

const cardsCss = css({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: 24,
  "& li[hidden]": { display: "none" },
})
const cardCss = css({
  position: "relative",
  padding: 16,
  border: `1px solid ${palette.border}`,
  borderRadius: 12,
  "& h3": { margin: "8px 0 4px" },
  "& h3 a::after": { content: '""', position: "absolute", inset: 0 },
  "&:focus-within": { outline: `3px solid ${palette.primaryOrange}`, outlineOffset: 3 },
})
/** The controls appear once the script runs; their room is kept from the start so nothing shifts. */
const formRowCss = css({
  "& form": { display: "flex", flexWrap: "wrap", gap: "12px 24px", alignItems: "end" },
  "& label": { display: "flex", flexDirection: "column", gap: 4, fontWeight: 700 },
  "& select": { fontWeight: 300, maxWidth: "100%" },
})
const filterSlotCss = css(formRowCss, { minHeight: 120 })

const pagerCss = css({
  "& ol": { listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" },
  "& a, & [aria-current]": {
    display: "inline-flex",
    minWidth: 44,
    minHeight: 44,
    alignItems: "center",
    justifyContent: "center",
    padding: "0 8px",
  },
  "& [aria-current]": { fontWeight: 700, border: `1px solid ${palette.border}`, borderRadius: 8 },
})

/** The filter index, fetched once per visit and only when a filter is set. */
let filterIndex: { url: string; entries: Promise<IndexedEntry[]> } | undefined
const loadFilterIndex = (url: string): Promise<IndexedEntry[]> => {
  if (filterIndex?.url !== url) {
    const entries = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return decodeFilterIndex((await response.json()) as FilterIndexFile)
    })
    // A failed load is tried again the next time a filter is set.
    entries.catch(() => (filterIndex = undefined))
    filterIndex = { url, entries }
  }
  return filterIndex.entries
}

interface CardEntry {
  slug: string
  title: string
  moverName: string
  durationS: number
  synthetic: boolean
}

function EntryCard({ entry, strip, hidden }: { entry: CardEntry; strip?: PoseStripData; hidden?: boolean }) {
  return (
    <li css={cardCss} hidden={hidden} data-slug={entry.slug}>
      {strip && <PoseStrip strip={strip} count={ARCHIVE_CARD_POSES} />}
      <h3>
        <Link to={archiveEntryPath(entry.slug)}>{entry.title}</Link>
      </h3>
      <p css={{ margin: 0 }}>
        “{entry.moverName}” · {ARCHIVE_TEXT.seconds(entry.durationS)}
        {entry.synthetic && (
          <>
            {" "}
            <span css={badgeCss}>{ARCHIVE_TEXT.syntheticBadge}</span>
          </>
        )}
      </p>
    </li>
  )
}

/** Previous, next and numbered links to the index's pages: without a script, every entry is a few links away. */
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={ARCHIVE_TEXT.pagesNav} css={pagerCss} data-testid="archive-pages">
      <ol>
        {page > 1 && (
          <li>
            <Link to={archiveIndexPath(page - 1)} rel="prev">
              {ARCHIVE_TEXT.previousPage}
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((link, i) =>
          link === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              {link === page ? (
                <span aria-current="page">{link}</span>
              ) : (
                <Link to={archiveIndexPath(link)} aria-label={ARCHIVE_TEXT.pageLink(link)}>
                  {link}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={archiveIndexPath(page + 1)} rel="next">
              {ARCHIVE_TEXT.nextPage}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  )
}

export interface ArchiveIndexProps {
  data: Queries.ArchiveIndexPageQuery
  search: string
  context: ArchiveIndexContext
}

/**
 * One page of /archive/: its share of the entries as cards and links to the other pages, so every entry is
 * reachable without a script. The filter (kept in the URL) works across every entry: setting one fetches the
 * compact filter index and lists what matches from all pages.
 */
export function ArchiveIndex({ data, search, context }: ArchiveIndexProps) {
  const archive = data.archiveJson
  const lexicon = data.lexiconJson
  const [filters, setFilters] = useState<Filters>({})
  const [ready, setReady] = useState(false)
  const [everyEntry, setEveryEntry] = useState<IndexedEntry[] | "failed">()
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL's filter applies after hydration, so the server HTML (the plain list) and the first client render match
    setFilters(parseFilters(search))
    setReady(true)
  }, [search])
  const filtering = Object.keys(filters).length > 0
  useEffect(() => {
    if (!filtering || Array.isArray(everyEntry)) return
    let current = true
    loadFilterIndex(context.filterIndexUrl).then(
      (entries) => current && setEveryEntry(entries),
      () => current && setEveryEntry("failed"),
    )
    return () => {
      current = false
    }
  }, [filtering, everyEntry, context.filterIndexUrl])
  const termNames = useMemo(() => new Map((lexicon?.terms ?? []).map((term) => [term.slug, term.name])), [lexicon])
  if (!archive || !lexicon) return null
  // Lexicon terms arrive linked; the filter works with their slugs.
  const entries = archive.entriesPage.map((entry) => ({
    ...entry,
    terms: entry.terms.map((term) => term.slug),
    bodyEmphasis: entry.derived.bodyEmphasis,
    durationS: entry.derived.durationS,
  }))
  const found =
    filtering && Array.isArray(everyEntry) ? everyEntry.filter((entry) => matches(entry, filters)) : undefined
  const update = (next: Filters) => {
    setFilters(next)
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${serialiseFilters(next)}`)
  }
  const options: [FilterKey, string, [string, string][]][] = [
    ["term", ARCHIVE_TEXT.filterTerm, context.terms.map((slug) => [slug, termNames.get(slug) ?? slug])],
    ["setting", ARCHIVE_TEXT.filterSetting, context.settings.map((setting) => [setting, setting])],
    ["emphasis", ARCHIVE_TEXT.filterEmphasis, BODY_EMPHASES.map((emphasis) => [emphasis, emphasis])],
    ["duration", ARCHIVE_TEXT.filterDuration, DURATION_BANDS.map((band) => [band.key, band.label])],
  ]
  const status = !filtering
    ? ARCHIVE_TEXT.entriesOnPage(context.skip + 1, context.skip + entries.length, context.total)
    : everyEntry === "failed"
      ? ARCHIVE_TEXT.filterFailed
      : found === undefined
        ? ARCHIVE_TEXT.filterLoading
        : found.length === 0
          ? ARCHIVE_TEXT.noMatch
          : ARCHIVE_TEXT.shown(found.length, context.total)
  return (
    <div css={archivePageCss}>
      <h1>{ARCHIVE_TEXT.pageTitle(archive.heading, context.page, context.pageCount)}</h1>
      {archive.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to={ARCHIVE_ROUTES.lexicon}>{ARCHIVE_TEXT.lexiconLink}</Link>
      </p>

      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading">{archive.entriesHeading}</h2>
        <div css={filterSlotCss}>
          {ready && (
            <form
              aria-label={ARCHIVE_TEXT.filters}
              onSubmit={(event) => event.preventDefault()}
              data-testid="archive-filter"
            >
              {options.map(([key, label, values]) => (
                <label key={key}>
                  {label}
                  <select
                    name={key}
                    value={filters[key] ?? ""}
                    onChange={(event) => update({ ...filters, [key]: event.currentTarget.value })}
                  >
                    <option value="">{ARCHIVE_TEXT.filterAny}</option>
                    {values.map(([value, name]) => (
                      <option key={value} value={value}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="button" onClick={() => update({})}>
                {ARCHIVE_TEXT.clearFilters}
              </button>
              <p role="status" css={{ flexBasis: "100%", margin: 0 }}>
                {status}
              </p>
            </form>
          )}
        </div>
        {found ? (
          <ul css={cardsCss} data-testid="archive-entries">
            {found.map((entry) => (
              <EntryCard key={entry.slug} entry={entry} />
            ))}
          </ul>
        ) : (
          <ul css={cardsCss} data-testid="archive-entries">
            {entries.map((entry) => (
              <EntryCard
                key={entry.slug}
                entry={entry}
                strip={entry.derived.cardStrip}
                hidden={filtering && !matches(entry, filters)}
              />
            ))}
          </ul>
        )}
        {!filtering && <Pager page={context.page} pageCount={context.pageCount} />}
      </section>

      {entries.length > 1 && (
        <section aria-labelledby="compare-heading" css={formRowCss}>
          <h2 id="compare-heading">{ARCHIVE_TEXT.compare.pickHeading}</h2>
          {/* A plain form: it reaches the compare view's address (?a=…&b=…) with or without script. */}
          <form method="get" action={ARCHIVE_ROUTES.compare} data-testid="compare-pick">
            {(["a", "b"] as const).map((side, i) => (
              <label key={side}>
                {i === 0 ? ARCHIVE_TEXT.compare.pickFirst : ARCHIVE_TEXT.compare.pickSecond}
                <select name={side} defaultValue={entries[i]?.slug}>
                  {entries.map((entry) => (
                    <option key={entry.slug} value={entry.slug}>
                      {entry.title}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" css={buttonCss}>
              {ARCHIVE_TEXT.compare.pickSubmit}
            </button>
          </form>
        </section>
      )}

      {archive.datasheet && (
        <section aria-labelledby="datasheet-heading">
          <h2 id="datasheet-heading">{archive.datasheetHeading}</h2>
          <dl>
            {archive.datasheet.map((qa) => (
              <div key={qa.question}>
                <dt>
                  <strong>{qa.question}</strong>
                </dt>
                <dd css={{ margin: "0 0 12px" }}>{qa.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
