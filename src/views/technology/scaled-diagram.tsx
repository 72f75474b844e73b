import { css } from "@emotion/react"
import type { ReactNode } from "react"

/**
 * A diagram drawn at a fixed design size that shrinks with the space it is given, in CSS alone so the server
 * HTML is already right (nothing reads `window`). The wrapper is at most `width` wide and keeps the design's
 * aspect ratio, so the page reserves exactly the scaled height: no overflow to the side, no gap below. Inside,
 * the design-size drawing is scaled by (wrapper width ÷ design width): 100cqw is the wrapper's width, and
 * tan(atan2(a, b)) turns the two lengths into the plain number `scale()` needs.
 */
export const scaledDiagramCss = (width: number, height: number) => ({
  wrapper: css({
    position: "relative",
    width: `min(100%, ${width}px)`,
    aspectRatio: `${width} / ${height}`,
    marginInline: "auto",
    containerType: "inline-size",
  }),
  drawing: css({
    position: "absolute",
    top: 0,
    left: 0,
    width,
    height,
    transformOrigin: "0 0",
    transform: `scale(tan(atan2(100cqw, ${width}px)))`,
  }),
})

/** A diagram's words: its text alternative and the motion-capture box's label, each with its language. */
export interface DiagramWords {
  label: string
  lang?: string
  mocapLabel: string
  mocapLang?: string
}

/**
 * One diagram as one image for assistive technology: `label` says what it shows, and the drawing inside,
 * whose figures and labels would read as fragments, is hidden from it.
 */
export function ScaledDiagram({
  width,
  height,
  label,
  lang,
  name,
  children,
}: {
  width: number
  height: number
  label: string
  /** The language of `label`, where it is not the page's (src/i18n/page-language.tsx, fieldLang). */
  lang?: string
  /** Names the diagram for tests and styles (data-diagram). */
  name: string
  children: ReactNode
}) {
  const styles = scaledDiagramCss(width, height)
  return (
    <div css={styles.wrapper} role="img" aria-label={label} lang={lang} data-diagram={name}>
      <div css={styles.drawing} aria-hidden data-diagram-drawing="">
        {children}
      </div>
    </div>
  )
}
