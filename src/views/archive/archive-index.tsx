import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useMemo, useState } from "react"
import { archiveEntryPath, ARCHIVE_ROUTES, BODY_EMPHASES, DURATION_BANDS } from "../../constants"
import { palette } from "../../theme/tokens"
import { ARCHIVE_TEXT as T } from "./copy"
import { matches, parseFilters, serialiseFilters, type FilterKey, type Filters } from "./filter"
import { PoseStrip } from "./glance-svg"
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
const filterSlotCss = css({
  minHeight: 120,
  "& form": { display: "flex", flexWrap: "wrap", gap: "12px 24px", alignItems: "end" },
  "& label": { display: "flex", flexDirection: "column", gap: 4, fontWeight: 700 },
  "& select": { fontWeight: 300 },
})

export interface ArchiveIndexProps {
  data: Queries.ArchiveIndexPageQuery
  search: string
}

/** /archive/: every entry as a card, with a filter kept in the URL; without a script, the plain list of all. */
export function ArchiveIndex({ data, search }: ArchiveIndexProps) {
  const archive = data.archiveJson
  const lexicon = data.lexiconJson
  const [filters, setFilters] = useState<Filters>({})
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL's filter applies after hydration, so the server HTML (the plain list) and the first client render match
    setFilters(parseFilters(search))
    setReady(true)
  }, [search])
  const termNames = useMemo(() => new Map((lexicon?.terms ?? []).map((t) => [t.slug, t.name])), [lexicon])
  if (!archive || !lexicon) return null
  // Lexicon terms arrive linked; the filter works with their slugs.
  const entries = archive.entries.map((e) => ({ ...e, terms: e.terms.map((t) => t.slug) }))
  const shown = entries.filter((e) =>
    matches({ ...e, bodyEmphasis: e.derived.bodyEmphasis, durationS: e.derived.durationS }, filters),
  )
  const update = (key: FilterKey, value: string) => {
    const next = { ...filters, [key]: value }
    setFilters(next)
    window.history.replaceState(window.history.state, "", `${ARCHIVE_ROUTES.archive}${serialiseFilters(next)}`)
  }
  const usedTerms = [...new Set(entries.flatMap((e) => e.terms))]
  const settings = [...new Set(entries.map((e) => e.setting))].sort()
  const options: [FilterKey, string, [string, string][]][] = [
    ["term", T.filterTerm, usedTerms.map((slug) => [slug, termNames.get(slug) ?? slug])],
    ["setting", T.filterSetting, settings.map((s) => [s, s])],
    ["emphasis", T.filterEmphasis, BODY_EMPHASES.map((b) => [b, b])],
    ["duration", T.filterDuration, DURATION_BANDS.map((b) => [b.key, b.label])],
  ]
  return (
    <div css={archivePageCss}>
      <h1>{archive.heading}</h1>
      {archive.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <Link to={ARCHIVE_ROUTES.lexicon}>{T.lexiconLink}</Link>
      </p>

      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading">{T.entriesHeading}</h2>
        <div css={filterSlotCss}>
          {ready && (
            <form aria-label={T.filters} onSubmit={(e) => e.preventDefault()} data-testid="archive-filter">
              {options.map(([key, label, values]) => (
                <label key={key}>
                  {label}
                  <select name={key} value={filters[key] ?? ""} onChange={(e) => update(key, e.currentTarget.value)}>
                    <option value="">{T.filterAny}</option>
                    {values.map(([value, name]) => (
                      <option key={value} value={value}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button
                type="button"
                onClick={() => {
                  setFilters({})
                  window.history.replaceState(window.history.state, "", ARCHIVE_ROUTES.archive)
                }}
              >
                {T.clearFilters}
              </button>
              <p role="status" css={{ flexBasis: "100%", margin: 0 }}>
                {shown.length === 0 ? T.noMatch : T.shown(shown.length, entries.length)}
              </p>
            </form>
          )}
        </div>
        <ul css={cardsCss} data-testid="archive-entries">
          {entries.map((entry) => (
            <li key={entry.slug} css={cardCss} hidden={!shown.includes(entry)} data-slug={entry.slug}>
              <PoseStrip strip={entry.derived.poseStrip} count={4} />
              <h3>
                <Link to={archiveEntryPath(entry.slug)}>{entry.title}</Link>
              </h3>
              <p css={{ margin: 0 }}>
                “{entry.moverName}” · {T.seconds(entry.derived.durationS)}
                {entry.synthetic && (
                  <>
                    {" "}
                    <span css={badgeCss}>{T.syntheticBadge}</span>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="datasheet-heading">
        <h2 id="datasheet-heading">{T.datasheetHeading}</h2>
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
    </div>
  )
}
