import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

export const query = graphql`
  fragment PortraitSummary on Portrait {
    slug
    caption
    description
    aspectRatio {
      width
      height
    }
    stills {
      childImageSharp {
        gatsbyImageData(width: 480, layout: CONSTRAINED)
      }
    }
  }
`

/** A portrait shown by its first still, its caption and its text alternative. */
export function PortraitStill({ portrait, eager = false }: { portrait: Queries.PortraitSummaryFragment; eager?: boolean }) {
  const first = portrait.stills[0]
  const image = first ? getImage(first.childImageSharp) : undefined
  return (
    <figure>
      {image && <GatsbyImage image={image} alt={portrait.description} loading={eager ? "eager" : "lazy"} />}
      <figcaption>{portrait.caption}</figcaption>
    </figure>
  )
}
