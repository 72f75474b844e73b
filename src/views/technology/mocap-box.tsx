import { css, keyframes } from "@emotion/react"
import type { ReactNode } from "react"
import { MOCAP_BOX_CYCLE_MS, MOCAP_SKEW_DEG } from "../../constants"
import { diagram, fonts, mocapBox, palette, REDUCED_MOTION, technologyMotion } from "../../theme/tokens"

/** How far left the back of the box sits: the depth seen through the skew (tan 45° × 75 = 75px). */
export const MOCAP_BOX_SHIFT_PX = Math.tan((MOCAP_SKEW_DEG * Math.PI) / 180) * mocapBox.depth

const skew = `skewX(${MOCAP_SKEW_DEG}deg)`
const edge = `1px solid ${diagram.line}`

// Frame, backing and top drop in from above while appearing; the floor rises into place while appearing.
// Both spend the second half of the cycle still, and alternate, so the box settles, rests, and lifts away.
const slideDown = keyframes({
  "0%": { transform: `translateY(${-technologyMotion.boxDropPx}px)`, opacity: 0 },
  "50%, 100%": { transform: "translateY(0)", opacity: 1 },
})
const appear = keyframes({
  "0%": { transform: `translateY(${technologyMotion.floorRisePx}px)`, opacity: 0 },
  "50%, 100%": { transform: "translateY(0)", opacity: 1 },
})
const moving = (name: ReturnType<typeof keyframes>) =>
  css({
    animationName: name,
    animationDuration: `${MOCAP_BOX_CYCLE_MS}ms`,
    animationTimingFunction: "ease-in-out",
    animationIterationCount: "infinite",
    animationDirection: "alternate",
    [REDUCED_MOTION]: { animationName: "none" },
  })

const boxCss = css({ position: "relative", width: mocapBox.width, height: mocapBox.height })
const layerCss = css({ position: "absolute", left: 0, width: "100%" })

const floorCss = css({
  height: "100%",
  background: diagram.floor,
  transform: skew,
  transformOrigin: "100% 100%",
})
// The far edges are drawn fainter than the near ones, so the box reads in depth rather than as two rectangles.
const backingCss = css({ height: "100%", border: `1px solid ${diagram.lineFar}`, borderRadius: 2 })
const topCss = css({
  height: "100%",
  borderLeft: edge,
  borderRight: edge,
  background: diagram.lid,
  transform: skew,
  transformOrigin: "0 100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
})
const labelCss = css({
  transform: `skewX(${-MOCAP_SKEW_DEG}deg)`,
  fontFamily: fonts.diagram,
  fontWeight: 400,
  fontSize: `${mocapBox.labelSizePt}pt`,
  lineHeight: 1.2,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
  color: diagram.label,
  background: palette.white,
  padding: "3px 10px",
})
const frameCss = css({ height: "100%", border: edge, borderRadius: 2 })
const contentsCss = css({
  position: "relative",
  zIndex: 2,
  height: "100%",
  display: "flex",
  justifyContent: "space-evenly",
  alignItems: "flex-end",
  "& > *": { flex: "1 0 33%", maxWidth: mocapBox.figureMaxWidth },
})

/**
 * The motion-capture box: a glass cube seen from the front and above, with a shaded floor, a top carrying the
 * label, and the figures it records standing inside. `moveable` sets it settling over them in a loop; without
 * it the box stands still. Part of a diagram, so the diagram's text alternative describes it.
 */
export function MocapBox({
  label,
  lang,
  moveable = false,
  children,
}: {
  label: string
  /** The language of `label`, where it is not the page's. */
  lang?: string
  moveable?: boolean
  children?: ReactNode
}) {
  const slide = moveable ? moving(slideDown) : undefined
  return (
    <div css={boxCss} data-mocap-box={moveable ? "moveable" : "static"}>
      <div
        css={[layerCss, { bottom: 0, height: mocapBox.depth, zIndex: 0 }, moveable && moving(appear)]}
        data-box-part="floor"
      >
        <div css={floorCss} data-skewed="" />
      </div>
      <div
        css={[
          layerCss,
          { bottom: mocapBox.backingLift, left: -MOCAP_BOX_SHIFT_PX, height: mocapBox.height, zIndex: 1 },
          slide,
        ]}
        data-box-part="backing"
      >
        <div css={backingCss} />
      </div>
      <div css={contentsCss}>{children}</div>
      <div css={[layerCss, { bottom: mocapBox.height, height: mocapBox.depth, zIndex: 3 }, slide]} data-box-part="top">
        <div css={topCss} data-skewed="">
          <span css={labelCss} lang={lang}>
            {label}
          </span>
        </div>
      </div>
      <div css={[layerCss, { top: 0, height: "100%", zIndex: 3, pointerEvents: "none" }, slide]} data-box-part="frame">
        <div css={frameCss} />
      </div>
    </div>
  )
}
