import { graphql } from "gatsby"
import * as React from "react"
import { parseSentence } from "../content-model/sentence"
import { fieldLang, useLanguage } from "../i18n/page-language"
import { entryIn } from "../i18n/entry-in"
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
    untranslated
    translations {
      language
      shortName
      untranslated
    }
  }
`

export type SentenceSponsor = Queries.SentenceSponsorFragment

/**
 * A content sentence whose {slug} marks become links to those sponsors (the build has checked every slug), each
 * named as it reads in a sentence in the page's language (marked English where its translation is missing).
 */
export function SponsorSentence({ sentence, sponsors }: { sentence: string; sponsors: readonly SentenceSponsor[] }) {
  const language = useLanguage()
  const bySlug = new Map(sponsors.map((s) => [s.slug, entryIn(s, language)]))
  return (
    <>
      {parseSentence(sentence).map((part, index) => {
        const sponsor = "slug" in part ? bySlug.get(part.slug) : undefined
        return sponsor ? (
          <ExternalLink key={index} href={sponsor.url} lang={fieldLang(language, sponsor, "shortName")}>
            {sponsor.shortName}
          </ExternalLink>
        ) : (
          <React.Fragment key={index}>{"text" in part ? part.text : `{${part.slug}}`}</React.Fragment>
        )
      })}
    </>
  )
}
