import { Link } from "gatsby"
import { ContentVideo } from "../../components/content-video"
import { PortraitStill } from "../../components/portrait-still"
import { RichText } from "../../components/rich-text"
import { SponsorLogos } from "../../components/sponsor-logos"
import { SponsorSentence } from "../../components/sponsor-sentence"

export function LandingView({ data }: { data: Queries.LandingPageQuery }) {
  const { siteJson, landingJson, portraitsJson, sponsorsJson } = data
  if (!siteJson || !landingJson || !portraitsJson || !sponsorsJson) return null
  const portraits = new Map(portraitsJson.portraits.map((p) => [p.slug, p]))
  return (
    <>
      <section>
        <h1>{siteJson.title}</h1>
        <p>{siteJson.tagline}</p>
        <ContentVideo video={landingJson.heroVideo} mode="loop" />
      </section>
      {landingJson.questions.map((question) => (
        <section key={question}>
          <p>
            <RichText>{question}</RichText>
          </p>
        </section>
      ))}
      <section>
        <h2>
          <RichText>{landingJson.headline}</RichText>
        </h2>
        {landingJson.cards.map((card) => {
          const portrait = card.portrait ? portraits.get(card.portrait) : undefined
          return (
            <article key={card.heading}>
              <h3>{card.heading}</h3>
              <p>{card.summary}</p>
              {portrait && <PortraitStill portrait={portrait} />}
              {card.video && <ContentVideo video={card.video} mode="loop" />}
              <Link to={card.linkTo}>{card.linkText}</Link>
            </article>
          )
        })}
      </section>
      <section>
        <ContentVideo video={landingJson.bandVideo} mode="loop" />
        <p>{landingJson.scrollHint}</p>
      </section>
      <section aria-labelledby="partners">
        <h2 id="partners">{landingJson.partnersHeading}</h2>
        <p>
          <SponsorSentence sentence={landingJson.partnersSentence} sponsors={sponsorsJson.sponsors} />
        </p>
        <Link to={landingJson.partnersLinkTo}>{landingJson.partnersLinkText}</Link>
        <SponsorLogos sponsors={sponsorsJson.sponsors} />
      </section>
    </>
  )
}
