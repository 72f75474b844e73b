import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useFieldLang } from "../../i18n/page-language"
import { palette } from "../../theme/tokens"
import { Card } from "./card"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment PressCard on PressItem {
    untranslated
    slug
    title
    url
    thumbnailAlt
    thumbnail {
      ...CardThumbnail
    }
  }
`

const titleCss = css({
  display: "block",
  paddingTop: 15,
  fontSize: "1.2rem",
  lineHeight: "1.4rem",
  fontWeight: 600,
  color: palette.primaryOrange,
})

/** A press item: its picture and title, linking to the article elsewhere. */
export function PressCard({ item }: { item: Queries.PressCardFragment }) {
  const lang = useFieldLang()
  return (
    <Card
      href={item.url}
      thumbnail={item.thumbnail}
      thumbnailAlt={item.thumbnailAlt}
      thumbnailLang={lang(item, "thumbnailAlt")}
    >
      <span css={titleCss} data-card-title>
        {item.title}
      </span>
    </Card>
  )
}
