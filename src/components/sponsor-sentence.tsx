import { graphql } from "gatsby"
import * as React from "react"
import { parseSentence } from "../content-model/sentence"
import { useContentLang } from "../i18n/page-language"
import { ExternalLink } from "./external-link"

/**
 * What a sentence needs of a sponsor; a page queries it on the sponsors the sentence names (e.g. LandingJson.partnersSentenceSponsors).
 * @public Gatsby finds this fragment in the source when it builds the queries; no module imports it.
 */
export const query = graphql`
  fragment SentenceSponsor on Sponsor {
    slug
    shortName
    url
  }
`

export type SentenceSponsor = Queries.SentenceSponsorFragment

/**
 * A content sentence whose {slug} marks become links to those sponsors (the build has checked every slug). The
 * sponsors' names are not translated (content/sponsors), so on another language's page they are marked as English.
 */
export function SponsorSentence({ sentence, sponsors }: { sentence: string; sponsors: readonly SentenceSponsor[] }) {
  const bySlug = new Map(sponsors.map((s) => [s.slug, s]))
  const contentLang = useContentLang()
  return (
    <>
      {parseSentence(sentence).map((part, index) => {
        const sponsor = "slug" in part ? bySlug.get(part.slug) : undefined
        return sponsor ? (
          <ExternalLink key={index} href={sponsor.url} lang={contentLang}>
            {sponsor.shortName}
          </ExternalLink>
        ) : (
          <React.Fragment key={index}>{"text" in part ? part.text : `{${part.slug}}`}</React.Fragment>
        )
      })}
    </>
  )
}
