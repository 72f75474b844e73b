import { css } from "@emotion/react"
import { Link } from "gatsby"
import { reasonText } from "../../archive/similar-reason"
import type { SimilarShown } from "../../archive/index-pages"
import { ARCHIVE_ROUTES, archiveEntryPath } from "../../constants"
import { fieldLang, useLanguage, useLocalPath, useWordsLang } from "../../i18n/page-language"
import { useArchiveWords } from "./archive-words"
import { palette } from "../../theme/tokens"
import { compareHref } from "./compare-href"
import { badgeCss } from "./styles"

const listCss = css({
  listStyle: "none",
  padding: 0,
  "& > li": { padding: "12px 0", borderBottom: `1px solid ${palette.border}` },
  "& p": { margin: "4px 0" },
})
const titleCss = css({ fontWeight: 700, marginRight: 8 })

const axisCss = css({
  display: "grid",
  gap: 16,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  "& h3": { fontSize: "1rem", margin: "12px 0 0" },
  "& p": { margin: "4px 0" },
})

interface Props {
  /** The entry whose page this is. */
  slug: string
  items: readonly SimilarShown[]
  /** The same movement, done differently (style as a second axis), where the archive has one. */
  differently?: SimilarShown | null
  /** A different movement, done the same way, where the archive has one. */
  alike?: SimilarShown | null
}

/**
 * One other entry: its link, the synthetic badge, its reason (data from the build, in the page's words), the terms
 * both use and the side-by-side link.
 */
function Item({ slug, item }: { slug: string; item: SimilarShown }) {
  const words = useArchiveWords()
  const local = useLocalPath()
  const wordsLang = useWordsLang()
  const language = useLanguage()
  // Each term's name is the page's language's (the build's, ../../archive/listed-in.ts), marked English where it
  // has no translation.
  return (
    <>
      <p>
        {/* The title is in the page's language where the entry has one (the build's, ../../archive/listed-in.ts). */}
        <Link to={local(archiveEntryPath(item.slug))} css={titleCss} lang={fieldLang(language, item, "title")}>
          {item.title}
        </Link>
        {item.synthetic && (
          <span css={badgeCss} lang={wordsLang}>
            {words.archive.syntheticBadge}
          </span>
        )}
      </p>
      <p>{reasonText(words.similar.reasons, item.reason)}</p>
      {item.sharedTerms.length > 0 && (
        <p>
          {words.similar.sharedTerms}{" "}
          {item.sharedTerms.map((term, index) => {
            return (
              <span key={term.slug}>
                {index > 0 && ", "}
                <Link to={local(`${ARCHIVE_ROUTES.lexicon}#${term.slug}`)} lang={fieldLang(language, term, "name")}>
                  {term.name}
                </Link>
              </span>
            )
          })}
        </p>
      )}
      <p>
        {/* A plain link: the compare view reads its pair from the query, so there is no page data to prefetch. */}
        <a href={local(compareHref(slug, item.slug))}>{words.similar.watchSideBySide(item.title)}</a>
      </p>
    </>
  )
}

/**
 * "Moves like this": the entries nearest to this one by what they do (the build's pose summary, then how they
 * move), each with its reason in words, the lexicon terms both use, a link to it and one to watch the two side by
 * side; the note says the list is computed, not curated, and a synthetic entry carries the archive's Synthetic
 * badge here as on its card. Beside it, style as a second axis where the archive has one: the same movement, done
 * differently, and a different movement, done the same way, each with its reason.
 */
export function SimilarList({ slug, items, differently = null, alike = null }: Props) {
  const words = useArchiveWords()
  const wordsLang = useWordsLang()
  const axis = [
    [words.similar.differently, "similar-differently", differently],
    [words.similar.alike, "similar-alike", alike],
  ] as const
  return (
    <section aria-labelledby="similar-heading" data-testid="similar" lang={wordsLang}>
      <h2 id="similar-heading">{words.similar.heading}</h2>
      <p data-testid="similar-note">{words.similar.computed}</p>
      {items.length === 0 ? (
        <p>{words.similar.none}</p>
      ) : (
        <ol css={listCss}>
          {items.map((item) => (
            <li key={item.slug}>
              <Item slug={slug} item={item} />
            </li>
          ))}
        </ol>
      )}
      {(differently || alike) && (
        <div css={axisCss} data-testid="similar-style">
          {axis.map(([heading, id, item]) =>
            item ? (
              <section key={id} aria-labelledby={id}>
                <h3 id={id}>{heading}</h3>
                <Item slug={slug} item={item} />
              </section>
            ) : null,
          )}
        </div>
      )}
    </section>
  )
}
