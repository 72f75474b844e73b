import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PublicationsView } from "../views/publications/publications-view"

export default function PublicationsPage({ data }: PageProps<Queries.PublicationsPageQuery>) {
  return <PublicationsView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="publications" pathname={location.pathname} />

export const query = graphql`
  fragment Thumbnail on File {
    childImageSharp {
      gatsbyImageData(width: 300, aspectRatio: 0.75, layout: CONSTRAINED)
    }
  }
  query PublicationsPage {
    publicationsJson {
      heading
      publications {
        slug
        title
        citation
        thumbnailAlt
        thumbnail {
          ...Thumbnail
        }
        pdf {
          publicURL
        }
      }
    }
    pressJson {
      heading
      press {
        slug
        title
        url
        thumbnailAlt
        thumbnail {
          ...Thumbnail
        }
      }
    }
  }
`
