import { css } from "@emotion/react"
import { Subheader } from "../../components/subheader"
import { useFieldLang } from "../../i18n/page-language"
import { cardListCss } from "./card"
import { PressCard } from "./press-card"
import { PublicationCard } from "./publication-card"

const sectionCss = css({ marginBottom: 60, "&:last-of-type": { marginBottom: 0 } })

/** Two lists of cards: the publications (PDFs) and the press (articles elsewhere), each under its heading. */
export function PublicationsView({ data }: { data: Queries.PublicationsPageQuery }) {
  const { publicationsJson, pressJson } = data
  const lang = useFieldLang()
  if (!publicationsJson || !pressJson) return null
  return (
    <>
      <section css={sectionCss} aria-labelledby="publications-heading">
        <Subheader id="publications-heading" lang={lang(publicationsJson, "heading")}>
          {publicationsJson.heading}
        </Subheader>
        <ul css={cardListCss}>
          {publicationsJson.publications.map((publication, index) => (
            <PublicationCard key={publication.slug} publication={publication} priority={index === 0} />
          ))}
        </ul>
      </section>
      <section css={sectionCss} aria-labelledby="press-heading">
        <Subheader id="press-heading" lang={lang(pressJson, "heading")}>
          {pressJson.heading}
        </Subheader>
        <ul css={cardListCss}>
          {pressJson.press.map((item) => (
            <PressCard key={item.slug} item={item} />
          ))}
        </ul>
      </section>
    </>
  )
}
