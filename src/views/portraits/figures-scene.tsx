import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ComponentType } from "react"
import { PersonType1 } from "../../components/figures/person-type-1"
import { PersonType2 } from "../../components/figures/person-type-2"
import { PersonType3 } from "../../components/figures/person-type-3"
import { media, palette } from "../../theme/tokens"
import { ContentPicture } from "../../components/content-picture"
import { useFieldLang } from "../../i18n/page-language"
import { type Translated } from "../../i18n/entry-in"
import { SIZES } from "./portraits-layout"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment FiguresSceneLandscape on Picture {
    untranslated
    alt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 1080, 1600], quality: 50)
      }
    }
  }
`

/** One figure per statement, in order; statements beyond three reuse them. */
const FIGURES: readonly ComponentType<{ className?: string }>[] = [PersonType1, PersonType2, PersonType3]

/**
 * Where each row stands on wide screens, as shares of the scene: the figures step down the hillside
 * on a diagonal (the 40% / 20% spacers of the existing page) and grow as they come nearer, about 10% of
 * the scene's width each (docs/design.md, "Portraits page").
 */
const ROWS = [
  { left: 40, bottom: 44, figure: 8 },
  { left: 20, bottom: 24, figure: 10 },
  { left: 4, bottom: 4, figure: 12 },
] as const
/** The width of a row on wide screens (figure and statement), as a share of the scene. */
const ROW_WIDTH = 56
/** A statement is at most this wide (docs/design.md, "Portraits page"). */
const STATEMENT_MAX_WIDTH_PX = 500
/** On narrower screens the rows stack; a smaller indent keeps the diagonal (smaller still on phones). */
const STACKED_INDENTS = ["24%", "12%", "0%"] as const
const PHONE_INDENTS = ["8%", "4%", "0%"] as const

const sceneCss = css({
  position: "relative",
  overflow: "hidden",
  margin: "0 0 50px",
  borderRadius: 4,
  // Its own stacking context, so the landscape sits behind the rows but not behind the page.
  isolation: "isolate",
  aspectRatio: "2 / 1",
  [media.laptop]: { aspectRatio: "auto", padding: "140px 0 30px" },
})
const landscapeCss = css({
  position: "absolute",
  inset: 0,
  zIndex: -1,
  [media.tablet]: { width: "200%", left: "-50%" },
})
const rowCss = css({
  position: "absolute",
  width: `${ROW_WIDTH}%`,
  display: "flex",
  // Statements sit low beside their figures, clear of the row below.
  alignItems: "flex-end",
  gap: 20,
  ...Object.fromEntries(
    ROWS.map((row, index) => [
      `&[data-row="${index}"]`,
      {
        left: `${row.left}%`,
        bottom: `${row.bottom}%`,
        // The figure's width is a share of the row; the statement takes the rest. (With a flex-basis alone, the
        // svg's automatic minimum width, from its width: 100%, let it grow to most of the row.)
        "& > svg": { width: `${(100 * row.figure) / ROW_WIDTH}%` },
      },
    ]),
  ),
  [media.laptop]: {
    position: "static",
    width: "auto",
    alignItems: "flex-end",
    margin: "0 5% 10px",
    ...Object.fromEntries(
      STACKED_INDENTS.map((indent, index) => [
        `&[data-row="${index}"]`,
        { paddingLeft: indent, "& > svg": { width: "10%" } },
      ]),
    ),
  },
  [media.phone]: {
    gap: 10,
    marginBottom: 20,
    ...Object.fromEntries(PHONE_INDENTS.map((indent, index) => [`&[data-row="${index}"]`, { paddingLeft: indent }])),
  },
})
const figureCss = css({
  flex: "0 0 auto",
  minWidth: 0,
  [media.laptop]: { minWidth: 80 },
  [media.phone]: { minWidth: 60 },
})
const statementCss = css({
  flex: "0 1 auto",
  minWidth: 0,
  maxWidth: STATEMENT_MAX_WIDTH_PX,
  margin: "0 0 20px",
  padding: "12px 18px",
  borderRadius: 4,
  backgroundColor: palette.statementBacking,
  backdropFilter: "blur(3px)",
  color: palette.bodyText,
  fontSize: "1.2rem",
  lineHeight: "1.6rem",
  fontWeight: 400,
  [media.laptop]: { marginBottom: 30 },
  // At 320px a statement beside its figure is about 120px wide: in the body text's size, a Spanish statement still
  // reads about 15 characters to a line (at 1.1rem it was 11, squeezed).
  [media.phone]: { fontSize: "1rem", lineHeight: "1.4rem", padding: "10px 14px" },
})

/** Figures in a landscape, each beside one short statement about how a portrait is made. */
export function FiguresScene({
  landscape,
  statements,
}: {
  landscape: Queries.FiguresSceneLandscapeFragment
  /** Each with the fields that show the English (`untranslated`), so its text is marked with its language. */
  statements: readonly (Translated & { readonly text: string })[]
}) {
  const lang = useFieldLang()
  return (
    <section css={sceneCss} data-testid="figures-scene">
      <ContentPicture picture={landscape} css={landscapeCss} sizes={SIZES.landscape} cover="center bottom" />
      {statements.map((statement, index) => {
        const Figure = FIGURES[index % FIGURES.length] ?? PersonType1
        return (
          <div key={statement.text} css={rowCss} data-row={index % ROWS.length}>
            <Figure css={figureCss} />
            <p css={statementCss} lang={lang(statement, "text")}>
              {statement.text}
            </p>
          </div>
        )
      })}
    </section>
  )
}
