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
import { fieldLang, useContentLang, useLanguage, useLocalPath, useWordsLang } from "../../i18n/page-language"
import { entryIn } from "../../i18n/entry-in"
import { useArchiveWords } from "./archive-words"
import { buttonCss } from "../../theme/controls"
import { palette } from "../../theme/tokens"
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
  /** The title's language where it is not the page's (its translation missing). */
  titleLang?: string | undefined
  moverName: string
  durationS: number
  synthetic: boolean
}

function EntryCard({ entry, strip, hidden }: { entry: CardEntry; strip?: PoseStripData; hidden?: boolean }) {
  const words = useArchiveWords()
  const wordsLang = useWordsLang()
  const local = useLocalPath()
  return (
    <li css={cardCss} hidden={hidden} data-slug={entry.slug}>
      {strip && <PoseStrip strip={strip} count={ARCHIVE_CARD_POSES} />}
      <h3>
        <Link to={local(archiveEntryPath(entry.slug))} lang={entry.titleLang}>
          {entry.title}
        </Link>
      </h3>
      <p css={{ margin: 0 }}>
        {words.archive.quoted(entry.moverName)} · {words.archive.seconds(entry.durationS)}
        {entry.synthetic && (
          <>
            {" "}
            <span css={badgeCss} lang={wordsLang}>
              {words.archive.syntheticBadge}
            </span>
          </>
        )}
      </p>
    </li>
  )
}

/** Previous, next and numbered links to the index's pages: without a script, every entry is a few links away. */
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const words = useArchiveWords()
  const local = useLocalPath()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={words.archive.pagesNav} css={pagerCss} data-testid="archive-pages">
      <ol>
        {page > 1 && (
          <li>
            <Link to={local(archiveIndexPath(page - 1))} rel="prev">
              {words.archive.previousPage}
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
                <Link to={local(archiveIndexPath(link))} aria-label={words.archive.pageLink(link)}>
                  {link}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={local(archiveIndexPath(page + 1))} rel="next">
              {words.archive.nextPage}
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
  const words = useArchiveWords()
  const wordsLang = useWordsLang()
  const local = useLocalPath()
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
  const language = useLanguage()
  const contentLang = useContentLang()
  // Each term's name in the page's language, with its own language (English where it has no translation).
  const termNames = useMemo(
    () =>
      new Map(
        (lexicon?.terms ?? [])
          .map((term) => entryIn(term, language))
          .map((term) => [term.slug, [term.name, fieldLang(language, term, "name")] as const]),
      ),
    [lexicon, language],
  )
  if (!archive || !lexicon) return null
  // Lexicon terms arrive linked; the filter works with their slugs.
  // This page's entries in its language; the filter's from the index in its language (each title marked English
  // where it has no translation, as the settings still in English are).
  const englishSettings = new Set(context.englishSettings)
  const entries = archive.entriesPage.map((entry) => ({
    ...entry,
    titleLang: fieldLang(language, entry, "title"),
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
  // Each choice: its value, its name and, for content's words inside the form's, their language.
  const options: [FilterKey, string, [string, string, string?][]][] = [
    [
      "term",
      words.archive.filterTerm,
      context.terms.map((slug) => {
        const [name, lang] = termNames.get(slug) ?? [slug, contentLang]
        return [slug, name, lang]
      }),
    ],
    [
      "setting",
      words.archive.filterSetting,
      context.settings.map((setting) => [
        setting,
        setting,
        fieldLang(language, { untranslated: englishSettings.has(setting) ? ["setting"] : [] }, "setting"),
      ]),
    ],
    [
      "emphasis",
      words.archive.filterEmphasis,
      BODY_EMPHASES.map((emphasis) => [emphasis, words.archive.bodyEmphases[emphasis]]),
    ],
    [
      "duration",
      words.archive.filterDuration,
      DURATION_BANDS.map((band) => [band.key, words.archive.durationBands[band.key]]),
    ],
  ]
  const status = !filtering
    ? words.archive.entriesOnPage(context.skip + 1, context.skip + entries.length, context.total)
    : everyEntry === "failed"
      ? words.archive.filterFailed
      : found === undefined
        ? words.archive.filterLoading
        : found.length === 0
          ? words.archive.noMatch
          : words.archive.shown(found.length, context.total)
  return (
    <div css={archivePageCss}>
      <h1 lang={fieldLang(language, archive, "heading")}>
        {words.archive.pageTitle(archive.heading, context.page, context.pageCount)}
      </h1>
      {archive.intro.map((paragraph, index) => (
        <p key={paragraph} lang={fieldLang(language, archive, `intro[${index}]`)}>
          {paragraph}
        </p>
      ))}
      <p>
        <Link to={local(ARCHIVE_ROUTES.lexicon)}>{words.archive.lexiconLink}</Link>
      </p>

      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading" lang={fieldLang(language, archive, "entriesHeading")}>
          {archive.entriesHeading}
        </h2>
        <div css={filterSlotCss}>
          {ready && (
            <form
              lang={wordsLang}
              aria-label={words.archive.filters}
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
                    <option value="">{words.archive.filterAny}</option>
                    {values.map(([value, name, lang]) => (
                      <option key={value} value={value} lang={lang}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="button" onClick={() => update({})}>
                {words.archive.clearFilters}
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
              <EntryCard key={entry.slug} entry={{ ...entry, titleLang: fieldLang(language, entry, "title") }} />
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
          <h2 id="compare-heading">{words.archive.compare.pickHeading}</h2>
          {/* A plain form: it reaches the compare view's address (?a=…&b=…) with or without script. */}
          <form method="get" action={local(ARCHIVE_ROUTES.compare)} data-testid="compare-pick">
            {(["a", "b"] as const).map((side, i) => (
              <label key={side}>
                {i === 0 ? words.archive.compare.pickFirst : words.archive.compare.pickSecond}
                <select name={side} defaultValue={entries[i]?.slug}>
                  {entries.map((entry) => (
                    <option key={entry.slug} value={entry.slug} lang={entry.titleLang}>
                      {entry.title}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" css={buttonCss}>
              {words.archive.compare.pickSubmit}
            </button>
          </form>
        </section>
      )}

      {archive.datasheet && (
        <section aria-labelledby="datasheet-heading">
          <h2 id="datasheet-heading" lang={fieldLang(language, archive, "datasheetHeading")}>
            {archive.datasheetHeading}
          </h2>
          <dl>
            {archive.datasheet.map((qa) => (
              <div key={qa.question}>
                <dt lang={fieldLang(language, qa, "question")}>
                  <strong>{qa.question}</strong>
                </dt>
                <dd css={{ margin: "0 0 12px" }} lang={fieldLang(language, qa, "answer")}>
                  {qa.answer}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
