import { css } from "@emotion/react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { archiveEntryPath, ARCHIVE_ROUTES } from "../../constants"
import { useFieldLang, useLanguage, useLocalPath } from "../../i18n/page-language"
import { entryIn } from "../../i18n/entry-in"
import { useArchiveWords } from "../../views/archive/archive-words"
import { scriptJson, skosScheme } from "../../views/archive/skos"
import { TermPlaylist } from "../../views/archive/term-playlist"
import { archivePageCss, factsCss } from "../../views/archive/styles"

const slugsOf = (linked: readonly { slug: string }[]): string[] => linked.map((link) => link.slug)
type LinkedTerm = NonNullable<Queries.ArchiveLexiconPageQuery["lexiconJson"]>["terms"][number]
/** References arrive as linked terms; the page and its JSON-LD work with their slugs. */
const withSlugs = (terms: readonly LinkedTerm[]) =>
  terms.map((term) => ({
    ...term,
    broader: slugsOf(term.broader),
    narrower: slugsOf(term.narrower),
    related: slugsOf(term.related),
  }))

const termCss = css({ margin: "32px 0", scrollMarginTop: 100 })

export default function LexiconPage({ data }: PageProps<Queries.ArchiveLexiconPageQuery>) {
  const text = useArchiveWords().archive
  const local = useLocalPath()
  const language = useLanguage()
  const lang = useFieldLang()
  const lexicon = data.lexiconJson
  if (!lexicon) return null
  // Each term's name, definition and reading in the page's language; the movers' own names as they said them.
  const terms = withSlugs(lexicon.terms.map((term) => entryIn(term, language)))
  const names = new Map(terms.map((term) => [term.slug, term]))
  // Per term, how many entries use it and the first few (a term used by hundreds links the filtered archive).
  const byTerm = new Map((data.archiveJson?.byTerm ?? []).map((usage) => [usage.term, usage]))
  const links = (slugs: readonly string[]) =>
    slugs.map((slug, i) => (
      <span key={slug}>
        {i > 0 && ", "}
        <a href={`#${slug}`} lang={names.has(slug) ? lang(names.get(slug), "name") : undefined}>
          {names.get(slug)?.name ?? slug}
        </a>
      </span>
    ))
  return (
    <div css={archivePageCss}>
      <p>
        <Link to={local(ARCHIVE_ROUTES.archive)}>{text.backToArchive}</Link>
      </p>
      <h1 lang={lang(lexicon, "heading")}>{lexicon.heading}</h1>
      <p lang={lang(lexicon, "intro")}>{lexicon.intro}</p>
      {terms.map((term) => {
        const usedBy = byTerm.get(term.slug)
        return (
          <section key={term.slug} id={term.slug} css={termCss} aria-labelledby={`${term.slug}-name`}>
            <h2 id={`${term.slug}-name`} lang={lang(term, "name")}>
              {term.name}
            </h2>
            <p lang={lang(term, "definition")}>{term.definition}</p>
            <dl css={factsCss}>
              {term.vernacular.length > 0 && (
                <div>
                  <dt>{text.vernacular}</dt>
                  <dd>{term.vernacular.map((name) => text.quoted(name)).join(", ")}</dd>
                </div>
              )}
              {(
                [
                  [text.broader, term.broader],
                  [text.narrower, term.narrower],
                  [text.related, term.related],
                ] as const
              ).map(([label, slugs]) =>
                slugs.length > 0 ? (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{links(slugs)}</dd>
                  </div>
                ) : null,
              )}
              {usedBy && usedBy.count > 0 && (
                <div>
                  <dt>{text.entries}</dt>
                  <dd>
                    {usedBy.entries.map((entry, i) => (
                      <span key={entry.slug}>
                        {i > 0 && ", "}
                        <Link to={local(archiveEntryPath(entry.slug))} lang={lang(entry, "title")}>
                          {entry.title}
                        </Link>
                      </span>
                    ))}
                    {usedBy.count > usedBy.entries.length && (
                      <>
                        {" "}
                        <Link to={local(`${ARCHIVE_ROUTES.archive}?term=${encodeURIComponent(term.slug)}`)}>
                          {text.allEntriesWithTerm(usedBy.count)}
                        </Link>
                      </>
                    )}
                  </dd>
                </div>
              )}
              {term.effort && (
                <div>
                  <dt>{text.effort}</dt>
                  <dd>
                    {[term.effort.space, term.effort.weight, term.effort.time, term.effort.flow].join(", ")}.{" "}
                    <span lang={lang(term.effort, "basis")}>{term.effort.basis}</span> {text.effortNote}
                  </dd>
                </div>
              )}
            </dl>
            {usedBy && usedBy.entries.length > 0 && (
              <TermPlaylist
                term={term.name}
                slug={term.slug}
                entries={usedBy.entries.map((entry) => ({
                  slug: entry.slug,
                  title: entry.title,
                  titleLang: lang(entry, "title"),
                  speedMps: entry.derived.speedMps,
                }))}
              />
            )}
          </section>
        )
      })}
    </div>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ArchiveLexiconPageQuery>) => {
  const lexicon = data.lexiconJson
  const base = `${data.siteJson?.siteUrl ?? ""}${ARCHIVE_ROUTES.lexicon}`
  return (
    <>
      <Seo pathname={location.pathname} title={lexicon?.heading} description={lexicon?.description} />
      {lexicon && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(skosScheme(base, lexicon.heading, withSlugs(lexicon.terms))) }}
        />
      )}
    </>
  )
}

export const query = graphql`
  query ArchiveLexiconPage($language: String = "en") {
    siteJson(language: { eq: $language }) {
      siteUrl
    }
    lexiconJson(language: { eq: $language }) {
      heading
      description
      intro
      untranslated
      terms {
        slug
        name
        definition
        untranslated
        translations {
          language
          name
          definition
          untranslated
          effort {
            basis
            untranslated
          }
        }
        vernacular
        broader {
          slug
        }
        narrower {
          slug
        }
        related {
          slug
        }
        effort {
          space
          weight
          time
          flow
          basis
          untranslated
        }
      }
    }
    archiveJson(language: { eq: $language }) {
      byTerm {
        term
        count
        entries {
          slug
          title
          untranslated
          derived {
            speedMps
          }
        }
      }
    }
  }
`
