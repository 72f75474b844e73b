import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { ArchiveIndex } from "../../views/archive/archive-index"

export default function ArchiveIndexPage({ data, location }: PageProps<Queries.ArchiveIndexPageQuery>) {
  return <ArchiveIndex data={data} search={location.search} />
}

export const Head = ({ data, location }: HeadProps<Queries.ArchiveIndexPageQuery>) => (
  <Seo pathname={location.pathname} title={data.archiveJson?.heading} description={data.archiveJson?.description} />
)

export const query = graphql`
  query ArchiveIndexPage {
    archiveJson {
      heading
      description
      intro
      datasheet {
        question
        answer
      }
      entries {
        slug
        title
        moverName
        setting
        terms {
          slug
        }
        synthetic
        derived {
          durationS
          bodyEmphasis
          poseStrip {
            ...PoseStrip
          }
        }
      }
    }
    lexiconJson {
      terms {
        slug
        name
      }
    }
  }
`
