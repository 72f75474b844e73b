import { css, keyframes } from "@emotion/react"
import { BODY_MOVEMENT_CYCLE_MS } from "../../constants"
import { MocapPerson1 } from "../../components/figures/mocap-person-1"
import { PersonOutline } from "../../components/figures/person-outline"
import { diagram, fonts, media, REDUCED_MOTION, splitDemo } from "../../theme/tokens"

// Both layers end where their base style puts them (apart, fully shown), so with the animation off, as under
// reduced motion, the demo shows its conclusion rather than three figures stacked on one another.
const movementOut = keyframes({
  "0%": { transform: "translateX(0)", opacity: 0 },
  "25%, 100%": { transform: "translateX(-100%)", opacity: 1 },
})
const bodyOut = keyframes({
  "0%, 25%": { transform: "translateX(0)", opacity: 0 },
  "50%, 100%": { transform: "translateX(100%)", opacity: 1 },
})
const cycle = (name: ReturnType<typeof keyframes>) =>
  css({
    animation: `${name} ${BODY_MOVEMENT_CYCLE_MS}ms ease-in-out infinite`,
    [REDUCED_MOTION]: { animation: "none" },
  })

const stageCss = css({
  // The container the box measures itself against: three figure widths must fit side by side. (A size
  // container cannot take its width from its content, so it is told to fill its column.)
  width: "100%",
  containerType: "inline-size",
  paddingBottom: splitDemo.captionSpacePx,
})
const boxCss = css({
  position: "relative",
  width: `min(${splitDemo.widthPx.default}px, ${splitDemo.maxShare * 100}cqw)`,
  aspectRatio: "200 / 350",
  marginInline: "auto",
  [media.tablet]: { width: `min(${splitDemo.widthPx.tablet}px, ${splitDemo.maxShare * 100}cqw)` },
})
const layerCss = css({ position: "absolute", inset: 0 })
const outlineCss = css({
  position: "absolute",
  bottom: "2%",
  left: "50%",
  height: "91%",
  width: "auto",
  transform: "translateX(-50%)",
})
const captionCss = css({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  fontFamily: fonts.diagram,
})
const arrowCss = css({ fontSize: "3rem", lineHeight: `${splitDemo.labelGapPx}px`, color: diagram.arrow })
const labelCss = css({ fontSize: "1rem", fontStyle: "italic", color: diagram.label })

/**
 * "What happens when movement is separated from the body?": a person wearing sensors, from whom a dashed outline
 * (the movement) slides away to one side and then the bare body to the other, labelled, on a 5 s loop.
 * One image for assistive technology, described by `label`.
 */
export function BodyMovementDemo({
  label,
  bodyLabel,
  movementLabel,
  langs = {},
}: {
  label: string
  bodyLabel: string
  movementLabel: string
  /** The language of each text, where it is not the page's (src/i18n/page-language.tsx, fieldLang). */
  langs?: { label?: string; body?: string; movement?: string }
}) {
  return (
    <div css={stageCss} role="img" aria-label={label} lang={langs.label} data-diagram="body-movement">
      <div css={boxCss} aria-hidden>
        <div css={[layerCss, { transform: "translateX(-100%)" }, cycle(movementOut)]} data-layer="movement">
          <PersonOutline css={outlineCss} />
          <div css={captionCss}>
            <span css={arrowCss}>←</span>
            <span css={labelCss} lang={langs.movement}>
              {movementLabel}
            </span>
          </div>
        </div>
        <div css={[layerCss, { transform: "translateX(100%)" }, cycle(bodyOut)]} data-layer="body">
          <MocapPerson1 sensors={false} />
          <div css={captionCss}>
            <span css={arrowCss}>→</span>
            <span css={labelCss} lang={langs.body}>
              {bodyLabel}
            </span>
          </div>
        </div>
        <div css={layerCss} data-layer="whole">
          <MocapPerson1 />
        </div>
      </div>
    </div>
  )
}
