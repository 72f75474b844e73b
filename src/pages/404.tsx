import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ROUTES } from "../constants"
import { useLocalPath } from "../i18n/page-language"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const local = useLocalPath()
  const site = data.siteJson
  if (!site) return null
  return (
    <>
      <h1>{site.notFoundTitle}</h1>
      <p>{site.notFoundText}</p>
      <Link to={local(ROUTES.project)}>{site.homeLinkText}</Link>
    </>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <title>{data.siteJson ? `${data.siteJson.notFoundTitle} · ${data.siteJson.title}` : ""}</title>
)

export const query = graphql`
  query NotFoundPage {
    siteJson {
      title
      notFoundTitle
      notFoundText
      homeLinkText
    }
  }
`
