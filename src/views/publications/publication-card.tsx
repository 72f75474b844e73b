import { css } from "@emotion/react"
import { graphql, withPrefix } from "gatsby"
import { useFieldLang } from "../../i18n/page-language"
import { publicationPdfPath } from "../../site-files"
import { palette } from "../../theme/tokens"
import { Card } from "./card"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment PublicationCard on Publication {
    untranslated
    slug
    title
    citation
    thumbnailAlt
    thumbnail {
      ...CardThumbnail
    }
  }
`

/** The citation under a publication's cover, set off by a short bar (docs/design.md, "Publications page"). */
const citationCss = css({
  display: "block",
  padding: "20px 0 10px",
  fontSize: "1.1rem",
  lineHeight: "1.35rem",
  fontWeight: 300,
  "&::before": {
    content: '""',
    display: "block",
    height: 5,
    marginBottom: 15,
    borderRadius: "5px 0 5px 0",
    background: palette.bodyText,
  },
})

const titleCss = css({ display: "block", marginBottom: 6, fontWeight: 600, color: palette.primaryOrange })

/** A publication: its cover and citation, linking to its PDF at the PDF's stable address. */
export function PublicationCard({
  publication,
  priority = false,
}: {
  publication: Queries.PublicationCardFragment
  /** The first card: its thumbnail is fetched first (see Card). */
  priority?: boolean
}) {
  const lang = useFieldLang()
  return (
    <Card
      href={withPrefix(publicationPdfPath(publication.slug))}
      thumbnail={publication.thumbnail}
      thumbnailAlt={publication.thumbnailAlt}
      thumbnailLang={lang(publication, "thumbnailAlt")}
      priority={priority}
    >
      <span css={citationCss}>
        <strong css={titleCss} data-card-title>
          {publication.title}
        </strong>{" "}
        {publication.citation}
      </span>
    </Card>
  )
}
