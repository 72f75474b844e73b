import * as React from "react"
import { ExternalLink } from "./external-link"

export interface SentenceSponsor {
  slug: string
  shortName: string
  url: string
}

/** A content sentence whose {slug} placeholders become links to those sponsors. */
export function SponsorSentence({ sentence, sponsors }: { sentence: string; sponsors: readonly SentenceSponsor[] }) {
  const bySlug = new Map(sponsors.map((s) => [s.slug, s]))
  return (
    <>
      {sentence.split(/(\{[^{}]*\})/).map((part, index) => {
        const sponsor = /^\{(.*)\}$/.exec(part)?.[1]
        const match = sponsor === undefined ? undefined : bySlug.get(sponsor)
        return match ? (
          <ExternalLink key={index} href={match.url}>
            {match.shortName}
          </ExternalLink>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        )
      })}
    </>
  )
}
