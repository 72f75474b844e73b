import { ContentVideo } from "../../components/content-video"
import { ExternalLink } from "../../components/external-link"
import { ContentPicture } from "../../components/content-picture"
import { PortraitStill } from "../../components/portrait-still"
import { RichText } from "../../components/rich-text"

export function PortraitsView({ data }: { data: Queries.PortraitsPageQuery }) {
  const { portraitsJson, portraitsPageJson: page } = data
  if (!portraitsJson || !page) return null
  const portraits = new Map(portraitsJson.portraits.map((p) => [p.slug, p]))
  const portrait = (slug: string) => portraits.get(slug)
  const mocap = portrait(page.mocapPortrait)
  const sonic = portrait(page.sonicPortrait)
  return (
    <>
      <section>
        {page.samplePortraits.map((slug, index) => {
          const p = portrait(slug)
          return p ? <PortraitStill key={slug} portrait={p} eager={index === 0} /> : null
        })}
      </section>
      <section>
        <h2>{page.introHeading}</h2>
        {page.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section>
        <ContentPicture picture={page.landscape} />
        {page.statements.map((s) => (
          <p key={s.text}>{s.text}</p>
        ))}
      </section>
      <p>
        <RichText>{page.haiku}</RichText>
      </p>
      <section>
        {page.renderings.map((r) => (
          <figure key={r.alt}>
            <ContentPicture picture={r} />
          </figure>
        ))}
        <p>{page.renderingsNote}</p>
      </section>
      <section>
        {mocap && <PortraitStill portrait={mocap} />}
        <p>{page.mocapText}</p>
      </section>
      <figure>
        <p>{page.drummingIntro}</p>
        {page.drummingStills.map((s) => (
          <ContentPicture key={s.alt} picture={s} />
        ))}
        <figcaption>{page.drummingCaption}</figcaption>
      </figure>
      <section>
        {sonic && <PortraitStill portrait={sonic} />}
        {page.sonicText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section>
        <h2>{page.interviewHeading}</h2>
        <figure>
          <ContentVideo video={page.interviewVideo} mode="controls">
            <track
              kind="captions"
              src={page.interviewCaptions.publicURL ?? undefined}
              srcLang={page.interviewCaptionsLanguage}
              label={page.interviewCaptionsLabel}
              default
            />
          </ContentVideo>
          <figcaption>
            {page.interviewCredit} <ExternalLink href={page.interviewCreditUrl}>{page.interviewCreditLinkText}</ExternalLink>
          </figcaption>
        </figure>
      </section>
      <section>
        {page.prototypes.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </>
  )
}
