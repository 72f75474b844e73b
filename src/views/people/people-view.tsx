import { ExternalLink } from "../../components/external-link"
import { SponsorLogos } from "../../components/sponsor-logos"
import { groupCredits } from "../../data/credits"

export function PeopleView({ data }: { data: Queries.PeoplePageQuery }) {
  const { creditsJson, sponsorsJson } = data
  if (!creditsJson || !sponsorsJson) return null
  return (
    <>
      {groupCredits(creditsJson.credits).map(({ group, credits }) => (
        <section key={group}>
          <h2>{group}</h2>
          <ul>
            {credits.map((credit) => (
              <li key={credit.name} data-active={credit.active}>
                {credit.url ? <ExternalLink href={credit.url}>{credit.name}</ExternalLink> : credit.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h2>{creditsJson.partnersHeading}</h2>
        <SponsorLogos sponsors={sponsorsJson.sponsors} />
      </section>
    </>
  )
}
