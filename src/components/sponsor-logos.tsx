import { graphql } from "gatsby"
import { ExternalLink } from "./external-link"

export const query = graphql`
  fragment SponsorLogo on Sponsor {
    slug
    name
    url
    logoAlt
    logo {
      publicURL
    }
  }
`

/** The partners' logos, each linking to the partner's site. */
export function SponsorLogos({ sponsors }: { sponsors: readonly Queries.SponsorLogoFragment[] }) {
  return (
    <ul>
      {sponsors.map((sponsor) => (
        <li key={sponsor.slug}>
          <ExternalLink href={sponsor.url}>
            <img src={sponsor.logo.publicURL ?? undefined} alt={sponsor.logoAlt} loading="lazy" height={120} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
