import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PublicationsView } from "../views/publications/publications-view"

export default function PublicationsPage({ data }: PageProps<Queries.PublicationsPageQuery>) {
  return <PublicationsView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="publications" pathname={location.pathname} />

export const query = graphql`
  query PublicationsPage($language: String = "en") {
    publicationsJson(language: { eq: $language }) {
      untranslated
      heading
      publications {
        ...PublicationCard
      }
    }
    pressJson(language: { eq: $language }) {
      untranslated
      heading
      press {
        ...PressCard
      }
    }
  }
`
