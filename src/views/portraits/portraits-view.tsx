import { css } from "@emotion/react"
import { portraitAnchor } from "../archive/anchors"
import { ArchiveEntryLink, archiveEntriesByPortrait } from "../archive/portrait-link"
import { laidOutNearScreenCss } from "../../theme/near-screen"
import { paragraphCss, subheaderCss } from "../../theme/primitives"
import { ContentPicture } from "../../components/content-picture"
import { ContentVideo } from "../../components/content-video"
import { ExternalLink } from "../../components/external-link"
import { figureCaptionCss } from "../../components/figure-caption"
import { DeferredHydration } from "../../components/hydrate-when-near"
import { Flipbook } from "../../components/flipbook/flipbook"
import { RichText } from "../../components/rich-text"
import { useFieldLang } from "../../i18n/page-language"
import { FLIPBOOK_MAX_WIDTH_PX, fonts, media, palette } from "../../theme/tokens"
import { CurvedArrow } from "./curved-arrow"
import { FiguresScene } from "./figures-scene"
import { columnsCss, drummingRowCss, SIZES, triptychCss } from "./portraits-layout"

/** The largest a rendering is shown: they are line drawings, and two of them sit side by side. */
const RENDERING_MAX_WIDTH_PX = 480

const introCss = css({ padding: "0 20px 50px" })
const haikuCss = css({
  margin: "0 auto 50px",
  padding: "0 20px",
  maxWidth: 900,
  fontFamily: fonts.display,
  fontSize: "1.8rem",
  lineHeight: "2rem",
  fontWeight: 500,
  color: palette.bodyText,
  "& strong": { fontWeight: 800, color: palette.primaryOrange },
  [media.tablet]: { fontSize: "1.6rem" },
})
const renderingsCss = css({
  padding: "0 20px 50px",
  "& > div": { display: "flex", justifyContent: "space-between", gap: "4%" },
  "& figure": { flex: "0 0 48%", margin: 0, display: "flex", justifyContent: "center" },
  "& figure > *": { maxWidth: RENDERING_MAX_WIDTH_PX },
  [media.tablet]: { "& > div": { flexDirection: "column", alignItems: "center", gap: 20 } },
  [media.phone]: { "& figure > *": { maxWidth: "75%" } },
})
const noteCss = css({ textAlign: "center", width: "100%", marginTop: 20 })
const flipbookColumnCss = css({
  display: "flex",
  justifyContent: "center",
  "& > figure": { maxWidth: FLIPBOOK_MAX_WIDTH_PX },
})
/** A flipbook with its archive link: the link wraps onto its own line, so it never changes the flipbook's width. */
const withArchiveLinkCss = css({ flexWrap: "wrap" })
const textColumnCss = css({ "& p": { width: "100%" } })
const drummingCss = css({ margin: 0, padding: "50px 20px" })
const timeElapsedCss = css({
  fontFamily: fonts.display,
  fontSize: "1.2rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: 1,
  color: palette.caption,
})
const interviewCss = css({ padding: "50px 20px" })
const videoFigureCss = css({
  width: "80%",
  maxWidth: 1000,
  margin: "0 auto",
  "& video": {
    display: "block",
    width: "100%",
    height: "auto",
    border: `1px solid ${palette.white}`,
    borderRadius: 15,
    boxShadow: `0 0 25px 15px ${palette.videoShadow}`,
    backgroundColor: palette.frameBackdrop,
  },
  "& figcaption": { marginTop: 40 },
  [media.tablet]: { width: "100%" },
})
const prototypesCss = css({ padding: "50px 20px 0" })

type Page = NonNullable<Queries.PortraitsPageQuery["portraitsPageJson"]>

// Below the first screen, the parts without controls hydrate only when they near the screen (their server HTML
// shows at once). The flipbooks, with their pause and play button, hydrate with the page, so a control is never
// shown in its server state; so does the interview, whose poster waits for the video to near the screen.

/** The figures scene, hydrated when near (it is below the first screen). */
function Scene(page: Page) {
  return (
    <>
      <FiguresScene landscape={page.landscape} statements={page.statements} />
    </>
  )
}

/** The haiku and the renderings. */
function Renderings(page: Page) {
  const lang = useFieldLang()
  return (
    <>
      <p css={haikuCss} lang={lang(page, "haiku")}>
        <RichText>{page.haiku}</RichText>
      </p>

      <section css={[renderingsCss, laidOutNearScreenCss]}>
        <div>
          {page.renderings.map((rendering) => (
            <figure key={rendering.alt}>
              <ContentPicture picture={rendering} sizes={SIZES.column(RENDERING_MAX_WIDTH_PX)} />
            </figure>
          ))}
        </div>
        <p css={[paragraphCss, noteCss]} lang={lang(page, "renderingsNote")}>
          {page.renderingsNote}
        </p>
      </section>
    </>
  )
}

/** The motion-capture flipbook beside its text. */
type Entries = ReturnType<typeof archiveEntriesByPortrait>

function Mocap({ page, entries }: { page: Page; entries: Entries }) {
  const lang = useFieldLang()
  const mocap = page.mocapPortrait
  return (
    <>
      <section css={[columnsCss, laidOutNearScreenCss]}>
        {mocap && (
          <div css={[flipbookColumnCss, withArchiveLinkCss]} id={portraitAnchor(mocap.slug)}>
            <Flipbook portrait={mocap} caption="none" sizes={SIZES.column(FLIPBOOK_MAX_WIDTH_PX)} />
            <ArchiveEntryLink entry={entries.get(mocap.slug)} />
          </div>
        )}
        <div css={textColumnCss}>
          <CurvedArrow towards="left" />
          <p css={paragraphCss} lang={lang(page, "mocapText")}>
            {page.mocapText}
          </p>
        </div>
      </section>
    </>
  )
}

/** The drumming study. */
function Drumming(page: Page) {
  const lang = useFieldLang()
  return (
    <>
      <figure css={[drummingCss, laidOutNearScreenCss]}>
        <p css={paragraphCss} lang={lang(page, "drummingIntro")}>
          {page.drummingIntro}
        </p>
        <div css={drummingRowCss}>
          {page.drummingStills.map((still) => (
            <ContentPicture key={still.alt} picture={still} sizes={SIZES.drummingStill} />
          ))}
        </div>
        <figcaption css={timeElapsedCss} lang={lang(page, "drummingCaption")}>
          {page.drummingCaption}
        </figcaption>
      </figure>
    </>
  )
}

/** The sonic portrait's flipbook beside its text. */
function Sonic({ page, entries }: { page: Page; entries: Entries }) {
  const lang = useFieldLang()
  const sonic = page.sonicPortrait
  return (
    <>
      <section css={[columnsCss, laidOutNearScreenCss]}>
        <div css={textColumnCss}>
          <CurvedArrow towards="right" />
          {page.sonicText.map((paragraph, index) => (
            <p key={paragraph} css={paragraphCss} lang={lang(page, `sonicText[${index}]`)}>
              {paragraph}
            </p>
          ))}
        </div>
        {sonic && (
          <div css={[flipbookColumnCss, withArchiveLinkCss]} id={portraitAnchor(sonic.slug)}>
            <Flipbook portrait={sonic} sizes={SIZES.column(FLIPBOOK_MAX_WIDTH_PX)} />
            <ArchiveEntryLink entry={entries.get(sonic.slug)} />
          </div>
        )}
      </section>
    </>
  )
}

/** The interview video with its captions and credit (hydrated with the page: its lazy poster needs the script). */
function Interview(page: Page) {
  const lang = useFieldLang()
  return (
    <>
      <section css={[interviewCss, laidOutNearScreenCss]}>
        <h2 css={subheaderCss} lang={lang(page, "interviewHeading")}>
          {page.interviewHeading}
        </h2>
        <figure css={videoFigureCss}>
          <ContentVideo video={page.interviewVideo} mode="controls" posterLoading="lazy">
            <track
              kind="captions"
              src={page.interviewCaptions.publicURL ?? undefined}
              srcLang={page.interviewCaptionsLanguage}
              label={page.interviewCaptionsLabel}
              default
            />
          </ContentVideo>
          <figcaption css={figureCaptionCss}>
            <span lang={lang(page, "interviewCredit")}>{page.interviewCredit}</span>{" "}
            <ExternalLink href={page.interviewCreditUrl} lang={lang(page, "interviewCreditLinkText")}>
              {page.interviewCreditLinkText}
            </ExternalLink>
          </figcaption>
        </figure>
      </section>
    </>
  )
}

/** The Portraits page: sample flipbooks, how portraits are made, the drumming study and the interview. */
export function PortraitsView({ data }: { data: Queries.PortraitsPageQuery }) {
  const { portraitsPageJson: page } = data
  const lang = useFieldLang()
  if (!page) return null
  const samples = page.samplePortraits
  const entries = archiveEntriesByPortrait(data.archiveJson?.entries ?? [])
  return (
    <>
      <section css={triptychCss} data-testid="sample-portraits">
        {samples.map((portrait, index) => (
          <div key={portrait.slug} id={portraitAnchor(portrait.slug)} css={withArchiveLinkCss}>
            <Flipbook
              portrait={portrait}
              eager={index === 0}
              sizes={index === 2 ? SIZES.triptychFull : SIZES.triptychHalf}
            />
            <ArchiveEntryLink entry={entries.get(portrait.slug)} />
          </div>
        ))}
      </section>

      <section css={[introCss, laidOutNearScreenCss]}>
        <h2 css={subheaderCss} lang={lang(page, "introHeading")}>
          {page.introHeading}
        </h2>
        {page.intro.map((paragraph, index) => (
          <p key={paragraph} css={paragraphCss} lang={lang(page, `intro[${index}]`)}>
            {paragraph}
          </p>
        ))}
      </section>

      <DeferredHydration data={page} render={Scene} />
      <DeferredHydration data={page} render={Renderings} />
      <Mocap page={page} entries={entries} />
      <DeferredHydration data={page} render={Drumming} />
      <Sonic page={page} entries={entries} />
      <Interview {...page} />

      <section css={[prototypesCss, laidOutNearScreenCss]}>
        {page.prototypes.map((paragraph, index) => (
          <p key={paragraph} css={paragraphCss} lang={lang(page, `prototypes[${index}]`)}>
            {paragraph}
          </p>
        ))}
      </section>
    </>
  )
}
