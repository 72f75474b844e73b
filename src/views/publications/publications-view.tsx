import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { ExternalLink } from "../../components/external-link"

export function PublicationsView({ data }: { data: Queries.PublicationsPageQuery }) {
  const { publicationsJson, pressJson } = data
  if (!publicationsJson || !pressJson) return null
  return (
    <>
      <section aria-labelledby="publications">
        <h2 id="publications">{publicationsJson.heading}</h2>
        <ul>
          {publicationsJson.publications.map((item) => {
            const image = getImage(item.thumbnail.childImageSharp)
            return (
              <li key={item.slug}>
                <ExternalLink href={item.pdf.publicURL ?? ""}>
                  {image && <GatsbyImage image={image} alt={item.thumbnailAlt} />}
                  <strong>{item.title}</strong>
                </ExternalLink>
                <p>{item.citation}</p>
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="press">
        <h2 id="press">{pressJson.heading}</h2>
        <ul>
          {pressJson.press.map((item) => {
            const image = getImage(item.thumbnail.childImageSharp)
            return (
              <li key={item.slug}>
                <ExternalLink href={item.url}>
                  {image && <GatsbyImage image={image} alt={item.thumbnailAlt} />}
                  <strong>{item.title}</strong>
                </ExternalLink>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
