import { css } from "@emotion/react"
import { laidOutNearScreenCss } from "../../theme/near-screen"
import { paragraphCss } from "../../theme/primitives"
import { memo, type ReactNode } from "react"
import type { TechnologyGraphic } from "../../constants"
import { HydrateWhenNear } from "../../components/hydrate-when-near"
import { RichText } from "../../components/rich-text"
import { useFieldLang } from "../../i18n/page-language"
import { media, palette } from "../../theme/tokens"
import { BodyMovementDemo } from "./body-movement-demo"
import { CanonDiagram } from "./canon-diagram"
import { InSituDiagram } from "./in-situ-diagram"
import type { DiagramWords } from "./scaled-diagram"
import { SensorSlideshow } from "./sensor-slideshow"

type Technology = NonNullable<Queries.TechnologyPageQuery["technologyJson"]>
/** The language of one of the page's texts, where it is not the page's (`useFieldLang`). */
type LangOf = (field: string) => string | undefined

/** A diagram with the motion-capture box: its text alternative (`alt`, a field of the page's file) and the box's label. */
const boxDiagram = (Diagram: (words: DiagramWords) => ReactNode, alt: "canonDiagramAlt" | "inSituDiagramAlt") =>
  function render(t: Technology, lang: LangOf) {
    return <Diagram label={t[alt]} lang={lang(alt)} mocapLabel={t.mocapLabel} mocapLang={lang("mocapLabel")} />
  }

/**
 * Where each graphic goes: the two wide diagrams below their section's text, the demo and the slideshow beside
 * it in a 50/50 row (a column at laptop width and below).
 */
const GRAPHICS: Record<
  TechnologyGraphic,
  { placement: "below" | "beside"; render: (t: Technology, lang: LangOf) => ReactNode }
> = {
  "canon-diagram": { placement: "below", render: boxDiagram(CanonDiagram, "canonDiagramAlt") },
  "body-movement": {
    placement: "beside",
    render: (t, lang) => (
      <BodyMovementDemo
        label={t.bodyMovementAlt}
        bodyLabel={t.bodyLabel}
        movementLabel={t.movementLabel}
        langs={{ label: lang("bodyMovementAlt"), body: lang("bodyLabel"), movement: lang("movementLabel") }}
      />
    ),
  },
  "in-situ-diagram": { placement: "below", render: boxDiagram(InSituDiagram, "inSituDiagramAlt") },
  "sensor-slideshow": {
    placement: "beside",
    render: (t, lang) => (
      <SensorSlideshow
        stills={t.sensorStills}
        label={t.sensorSlideshowLabel}
        labelLang={lang("sensorSlideshowLabel")}
      />
    ),
  },
}

const isGraphic = (value: string | null): value is TechnologyGraphic => value !== null && value in GRAPHICS

/**
 * A diagram hydrates only when it nears the screen (its server HTML, with its CSS loops, shows at once); memo
 * keeps its props stable. The slideshow has a pause control, so it hydrates with the page.
 */
const Graphic = memo(function Graphic({ kind, technology }: { kind: TechnologyGraphic; technology: Technology }) {
  const lang = useFieldLang()
  const graphic = GRAPHICS[kind].render(technology, (field) => lang(technology, field))
  return kind === "sensor-slideshow" ? graphic : <HydrateWhenNear>{graphic}</HydrateWhenNear>
})

const sectionCss = css({ marginBottom: 75, [media.tablet]: { marginBottom: 40 } })
const headingCss = css({
  width: "80%",
  marginTop: 25,
  marginBottom: 20,
  fontSize: "2rem",
  lineHeight: "2rem",
  fontWeight: 700,
  color: palette.bodyText,
  [media.tablet]: { width: "90%" },
})
const rowCss = css({
  display: "flex",
  alignItems: "flex-start",
  [media.laptop]: { flexDirection: "column", alignItems: "stretch" },
})
const textColumnCss = css({ flex: "1 1 50%", minWidth: 0, padding: "20px 0", position: "relative", zIndex: 100 })
const graphicColumnCss = css({
  flex: "1 1 50%",
  minWidth: 0,
  padding: "0 20px",
  [media.laptop]: { margin: "25px 0", padding: 0, display: "flex", justifyContent: "center" },
})
const belowCss = css({ marginTop: 60, [media.tablet]: { marginTop: 25 } })

function SectionText(section: Technology["sections"][number]) {
  const { slug, question, paragraphs } = section
  const lang = useFieldLang()
  return (
    <>
      <h2 id={slug} css={headingCss} lang={lang(section, "question")}>
        <RichText>{question}</RichText>
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={paragraph} css={paragraphCss} lang={lang(section, `paragraphs[${index}]`)}>
          {paragraph}
        </p>
      ))}
    </>
  )
}

/** The Technology page: six questions, each with its prose and, for four of them, a diagram or the slideshow. */
export function TechnologyView({ data }: { data: Queries.TechnologyPageQuery }) {
  const { technologyJson } = data
  if (!technologyJson) return null
  return (
    <>
      {technologyJson.sections.map((section, index) => {
        const kind = isGraphic(section.graphic) ? section.graphic : undefined
        const graphic = kind ? GRAPHICS[kind] : undefined
        const shown = kind ? <Graphic kind={kind} technology={technologyJson} /> : null
        return (
          <section
            key={section.slug}
            aria-labelledby={section.slug}
            // The first section is in the first screen; the rest are laid out as they near it.
            css={[sectionCss, index > 0 && laidOutNearScreenCss]}
            data-graphic={section.graphic ?? undefined}
          >
            {graphic?.placement === "beside" ? (
              <div css={rowCss}>
                <div css={textColumnCss}>
                  <SectionText {...section} />
                </div>
                <div css={graphicColumnCss}>{shown}</div>
              </div>
            ) : (
              <>
                <SectionText {...section} />
                {graphic && <div css={belowCss}>{shown}</div>}
              </>
            )}
          </section>
        )
      })}
    </>
  )
}
