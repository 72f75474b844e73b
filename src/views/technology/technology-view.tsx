import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { RichText } from "../../components/rich-text"

export function TechnologyView({ data }: { data: Queries.TechnologyPageQuery }) {
  const { technologyJson } = data
  if (!technologyJson) return null
  return (
    <>
      {technologyJson.sections.map((section) => (
        <section key={section.slug} aria-labelledby={section.slug}>
          <h2 id={section.slug}>
            <RichText>{section.question}</RichText>
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <ul>
        {technologyJson.sensorStills.map((still) => {
          const image = getImage(still.image.childImageSharp)
          return <li key={still.alt}>{image && <GatsbyImage image={image} alt={still.alt} />}</li>
        })}
      </ul>
    </>
  )
}
