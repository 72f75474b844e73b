import { graphql, Link, useStaticQuery, type HeadFC } from "gatsby"
import { ROUTES } from "../constants"
import { inPageLanguage, languageOfPath, useFieldLang, useLanguage, useLocalPath } from "../i18n/page-language"

/**
 * The not-found page's words in every language, from a static query: an unknown address under /es/ is answered
 * with /es/404.html, but Gatsby's runtime then hydrates it with the data of /404.html (docs/languages.md), so the
 * page takes its language from the address, never from its own page data.
 */
const useNotFoundWords = () =>
  useStaticQuery<Queries.NotFoundWordsQuery>(graphql`
    query NotFoundWords {
      allSiteJson {
        nodes {
          language
          untranslated
          title
          notFoundTitle
          notFoundText
          homeLinkText
        }
      }
    }
  `).allSiteJson.nodes

export default function NotFoundPage() {
  const local = useLocalPath()
  const lang = useFieldLang()
  const site = inPageLanguage(useNotFoundWords(), useLanguage())
  if (!site) return null
  return (
    <>
      <h1 lang={lang(site, "notFoundTitle")}>{site.notFoundTitle}</h1>
      <p lang={lang(site, "notFoundText")}>{site.notFoundText}</p>
      <Link to={local(ROUTES.project)} lang={lang(site, "homeLinkText")}>
        {site.homeLinkText}
      </Link>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const site = inPageLanguage(useNotFoundWords(), languageOfPath(location.pathname))
  return <title>{site ? `${site.notFoundTitle} · ${site.title}` : ""}</title>
}
