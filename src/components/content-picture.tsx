import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
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

export interface ContentPictureProps {
  picture: Queries.ContentPictureFragment
  eager?: boolean
  /** How wide the picture is shown, when narrower than the default guess (its full width up to 800px). */
  sizes?: string
  className?: string
}

/** A picture from content, optimised at build time, with its alt text ("" when decorative). */
export function ContentPicture({ picture, eager = false, sizes, className }: ContentPictureProps) {
  const image = getImage(picture.image.childImageSharp)
  return image ? (
    <GatsbyImage
      image={image}
      alt={picture.alt}
      loading={eager ? "eager" : "lazy"}
      sizes={sizes}
      className={className}
    />
  ) : null
}
