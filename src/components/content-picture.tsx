import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

export const query = graphql`
  fragment ContentPicture on Picture {
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 800, layout: CONSTRAINED)
      }
    }
  }
`

/** A picture from content, optimised at build time, with its alt text ("" when decorative). */
export function ContentPicture({ picture, eager = false }: { picture: Queries.ContentPictureFragment; eager?: boolean }) {
  const image = getImage(picture.image.childImageSharp)
  return image ? <GatsbyImage image={image} alt={picture.alt} loading={eager ? "eager" : "lazy"} /> : null
}
