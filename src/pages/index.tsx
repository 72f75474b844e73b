import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { LandingView } from "../views/landing/landing-view"

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  return <LandingView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="project" pathname={location.pathname} />

export const query = graphql`
  query LandingPage {
    siteJson {
      title
      tagline
    }
    landingJson {
      heroVideo {
        ...ContentVideo
      }
      questions
      headline
      cards {
        heading
        summary
        linkText
        linkTo
        portrait
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
      partnersLinkText
      partnersLinkTo
    }
    portraitsJson {
      portraits {
        ...PortraitSummary
      }
    }
    sponsorsJson {
      sponsors {
        ...SponsorLogo
        shortName
      }
    }
  }
`
