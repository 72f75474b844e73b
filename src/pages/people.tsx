import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PeopleView } from "../views/people/people-view"

export default function PeoplePage({ data }: PageProps<Queries.PeoplePageQuery>) {
  return <PeopleView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="people" pathname={location.pathname} />

export const query = graphql`
  query PeoplePage($language: String = "en") {
    creditsJson(language: { eq: $language }) {
      untranslated
      partnersHeading
      credits {
        group
        ...CreditItem
      }
    }
    sponsorsJson {
      sponsors {
        ...SponsorLogo
      }
    }
  }
`
