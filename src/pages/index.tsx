import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { LandingView } from "../views/landing/landing-view"

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  return <LandingView data={data} />
}

/** The hero's poster is the first large paint: fetch it first, before the scripts. */
export const Head: HeadFC<Queries.LandingPageQuery> = ({ location, data }) => {
  const poster = data.landingJson?.heroVideo.poster.publicURL
  return (
    <>
      <Seo page="project" pathname={location.pathname} />
      {poster && <link rel="preload" as="image" href={poster} fetchPriority="high" />}
    </>
  )
}

export const query = graphql`
  query LandingPage($language: String = "en") {
    siteJson(language: { eq: $language }) {
      untranslated
      title
      tagline
      titleOutline {
        viewBox
        letters
      }
    }
    landingJson(language: { eq: $language }) {
      untranslated
      heroVideo {
        ...ContentVideo
      }
      questions
      headline
      cards {
        untranslated
        heading
        summary
        linkText
        linkTo
        moreLink {
          untranslated
          text
          to
        }
        portrait {
          ...Flipbook
        }
        video {
          ...ContentVideo
        }
      }
      bandVideo {
        ...ContentVideo
      }
      scrollHint
      partnersHeading
      partnersSentence
      partnersSentenceSponsors {
        ...SentenceSponsor
      }
      partnersLinkText
      partnersLinkTo
    }
    sponsorsJson {
      sponsors {
        ...SponsorLogo
      }
    }
  }
`
