import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { TechnologyView } from "../views/technology/technology-view"

export default function TechnologyPage({ data }: PageProps<Queries.TechnologyPageQuery>) {
  return <TechnologyView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="technology" pathname={location.pathname} />

export const query = graphql`
  query TechnologyPage($language: String = "en") {
    technologyJson(language: { eq: $language }) {
      untranslated
      sections {
        untranslated
        slug
        question
        paragraphs
        graphic
      }
      sensorStills {
        ...SensorSlideshowStill
      }
      sensorSlideshowLabel
      mocapLabel
      bodyLabel
      movementLabel
      canonDiagramAlt
      bodyMovementAlt
      inSituDiagramAlt
    }
  }
`
