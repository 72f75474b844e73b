import { css } from "@emotion/react"
import { Link } from "gatsby"
import type { SimilarEntry } from "../../archive/similarity"
import { ARCHIVE_ROUTES, archiveEntryPath } from "../../constants"
import { SIMILAR_TEXT } from "../../copy"
import { palette } from "../../theme/tokens"
import { compareHref } from "./compare-href"
import { ARCHIVE_TEXT } from "./copy"
import { badgeCss } from "./styles"

const listCss = css({
  listStyle: "none",
  padding: 0,
  "& > li": { padding: "12px 0", borderBottom: `1px solid ${palette.border}` },
  "& p": { margin: "4px 0" },
})
const titleCss = css({ fontWeight: 700, marginRight: 8 })

interface Props {
  /** The entry whose page this is. */
  slug: string
  items: readonly SimilarEntry[]
}

/**
 * "Moves like this": the entries nearest to this one by the build's movement descriptor, each with its reason in
 * words, the lexicon terms both use, a link to it and one to watch the two side by side; the note says the list is
 * computed, not curated, and a synthetic entry carries the archive's Synthetic badge here as on its card.
 */
export function SimilarList({ slug, items }: Props) {
  return (
    <section aria-labelledby="similar-heading" data-testid="similar">
      <h2 id="similar-heading">{SIMILAR_TEXT.heading}</h2>
      <p data-testid="similar-note">{SIMILAR_TEXT.computed}</p>
      {items.length === 0 ? (
        <p>{SIMILAR_TEXT.none}</p>
      ) : (
        <ol css={listCss}>
          {items.map((item) => (
            <li key={item.slug}>
              <p>
                <Link to={archiveEntryPath(item.slug)} css={titleCss}>
                  {item.title}
                </Link>
                {item.synthetic && <span css={badgeCss}>{ARCHIVE_TEXT.syntheticBadge}</span>}
              </p>
              <p>{item.reason}</p>
              {item.sharedTerms.length > 0 && (
                <p>
                  {SIMILAR_TEXT.sharedTerms}{" "}
                  {item.sharedTerms.map((term, index) => (
                    <span key={term.slug}>
                      {index > 0 && ", "}
                      <Link to={`${ARCHIVE_ROUTES.lexicon}#${term.slug}`}>{term.name}</Link>
                    </span>
                  ))}
                </p>
              )}
              <p>
                {/* A plain link: the compare view reads its pair from the query, so there is no page data to prefetch. */}
                <a href={compareHref(slug, item.slug)}>{SIMILAR_TEXT.watchSideBySide(item.title)}</a>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
