import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PortraitsView } from "../views/portraits/portraits-view"

export default function PortraitsPage({ data }: PageProps<Queries.PortraitsPageQuery>) {
  return <PortraitsView data={data} />
}

export const Head: HeadFC = ({ location }) => <Seo page="portraits" pathname={location.pathname} />

export const query = graphql`
  query PortraitsPage($language: String = "en") {
    portraitsPageJson(language: { eq: $language }) {
      untranslated
      samplePortraits {
        ...Flipbook
      }
      introHeading
      intro
      landscape {
        ...FiguresSceneLandscape
      }
      statements {
        untranslated
        text
      }
      haiku
      renderings {
        ...ContentPicture
      }
      renderingsNote
      mocapPortrait {
        ...Flipbook
      }
      mocapText
      drummingIntro
      drummingStills {
        ...ContentPicture
      }
      drummingCaption
      sonicPortrait {
        ...Flipbook
      }
      sonicText
      interviewHeading
      interviewVideo {
        ...ContentVideo
      }
      interviewCaptions {
        publicURL
      }
      interviewCaptionsLanguage
      interviewCaptionsLabel
      interviewCredit
      interviewCreditLinkText
      interviewCreditUrl
      prototypes
    }
    archiveJson(language: { eq: $language }) {
      entries: entriesWithPortrait {
        slug
        portrait {
          slug
        }
      }
    }
  }
`
