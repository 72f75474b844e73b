import { css } from "@emotion/react"
import { useEffect, useRef } from "react"
import { CANON_DIAGRAM_WIDTH_PX, SENSOR_STAGE_CYCLE_MS } from "../../constants"
import { Bracket } from "../../components/figures/bracket"
import { PersonType2 } from "../../components/figures/person-type-2"
import { PersonType3 } from "../../components/figures/person-type-3"
import { Shrub } from "../../components/figures/shrub"
import { PICKING_POSES, StickFigure } from "../../components/figures/stick-figure"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { diagram, mocapBox, REDUCED_MOTION_QUERY, technologyMotion } from "../../theme/tokens"
import { MOCAP_BOX_SHIFT_PX, MocapBox } from "./mocap-box"
import { ScaledDiagram, type DiagramWords } from "./scaled-diagram"

/**
 * The drawing's own coordinates (px at full size; the whole is scaled below CANON_DIAGRAM_WIDTH_PX).
 * Row 1: a person among shrubs, the box recording four stick-figure moments, another person beyond.
 * Row 2: the same four moments drawn out of the box, gathered by braces.
 */
const WIDTH = CANON_DIAGRAM_WIDTH_PX
const BOX_LEFT = (WIDTH - mocapBox.width) / 2 + MOCAP_BOX_SHIFT_PX / 2
const BOX_TOP = mocapBox.depth + 20
const GROUND = BOX_TOP + mocapBox.height
const ROW_GAP = 50
const STAGE_WIDTH = 110
const STAGE_HEIGHT = (STAGE_WIDTH * 200) / 120
const ROW2_TOP = GROUND + ROW_GAP
const HEIGHT = ROW2_TOP + STAGE_HEIGHT + 10
const FIGURE_WIDTH = mocapBox.figureMaxWidth
/** The groups either side: a person between shrubs before the box's far corner, and one beyond its near side. */
const BEFORE = { left: BOX_LEFT - MOCAP_BOX_SHIFT_PX - 205 } as const
const AFTER = { left: BOX_LEFT + mocapBox.width + 18 } as const

const STAGE_COUNT = PICKING_POSES.length

/**
 * Stage n (0-based) brightens from dim to full over its quarter of the cycle, easing in and out, then holds until the
 * cycle restarts: as Web Animations keyframes, each segment eased as a CSS animation's keyframes are.
 */
const stageKeyframes = (stage: number): Keyframe[] => {
  const start = stage / STAGE_COUNT
  const end = (stage + 1) / STAGE_COUNT
  const dim = technologyMotion.stageDimOpacity
  const ease = "ease-in-out"
  return [
    { offset: 0, opacity: dim, easing: ease },
    ...(start > 0 ? [{ offset: start, opacity: dim, easing: ease }] : []),
    { offset: end, opacity: 1, easing: ease },
    { offset: 1, opacity: 1 },
  ]
}

/**
 * The stages' loop, started on the client with the Web Animations API rather than as CSS animations. Both run on
 * the compositor, but a CSS animation also dispatches its animationstart and animationiteration events on the page's
 * main thread, where React listens for every event at its root: each of the eight stages woke the main thread every
 * cycle for an event, a style update and the page's intersection observers, while the page loaded and after
 * (`npm run bench` found the loop to be most of /technology/'s own blocking time). Web Animations send no events.
 * Until it starts (and under reduced motion) every stage is fully shown, as each cycle ends, so the start looks like
 * any later cycle.
 */
const useStageLoop = () => {
  const drawing = useRef<HTMLDivElement>(null)
  const reduced = usePrefersReducedMotion()
  useEffect(() => {
    // The setting itself, not only the hook's first answer (false until its own effect has run). A browser without
    // Web Animations (none the site supports; jsdom in the unit tests) keeps the stages fully shown.
    if (reduced || window.matchMedia(REDUCED_MOTION_QUERY).matches || !("animate" in Element.prototype)) return
    const stages = drawing.current?.querySelectorAll<HTMLElement>("[data-stage]") ?? []
    const loops = [...stages].map((stage) =>
      stage.animate(stageKeyframes(Number(stage.dataset.stage) - 1), {
        duration: SENSOR_STAGE_CYCLE_MS,
        iterations: Infinity,
      }),
    )
    return () => loops.forEach((loop) => loop.cancel())
  }, [reduced])
  return drawing
}

const at = (left: number, bottom: number, width: number) =>
  css({ position: "absolute", left, top: bottom, width, transform: "translateY(-100%)" })

const drawingCss = css({ position: "relative", width: WIDTH, height: HEIGHT })
const groundCss = css({
  position: "absolute",
  left: 0,
  right: 0,
  top: GROUND - 1,
  height: 2,
  background: `linear-gradient(to right, transparent, ${diagram.floor} 8%, ${diagram.floor} 92%, transparent)`,
})
const row2Css = css({
  position: "absolute",
  top: ROW2_TOP,
  left: BOX_LEFT,
  width: mocapBox.width,
  height: STAGE_HEIGHT,
  display: "flex",
  alignItems: "stretch",
  justifyContent: "space-between",
})
const stagesCss = css({ display: "flex", flex: 1, justifyContent: "space-evenly", alignItems: "flex-end" })
const braceCss = css({ width: 24, height: "100%", "& > svg": { width: "100%", height: "100%" } })

/** "What does motion capture capture?": people in a landscape, the box, and the moments it keeps, lighting in turn. */
/** `lang` and `mocapLang`: the languages of `label` and `mocapLabel`, where they are not the page's. */
export function CanonDiagram({ label, lang, mocapLabel, mocapLang }: DiagramWords) {
  const drawing = useStageLoop()
  return (
    <ScaledDiagram width={WIDTH} height={HEIGHT} label={label} lang={lang} name="canon">
      <div ref={drawing} css={drawingCss}>
        <div css={groundCss} />
        <Shrub variant={3} css={at(BEFORE.left, GROUND + 2, 100)} />
        <PersonType2 css={at(BEFORE.left + 65, GROUND, FIGURE_WIDTH)} />
        <Shrub variant={1} css={at(BEFORE.left + 130, GROUND + 2, 80)} />
        <div css={at(BOX_LEFT, GROUND, mocapBox.width)}>
          <MocapBox label={mocapLabel} lang={mocapLang}>
            {PICKING_POSES.map((pose, stage) => (
              <div key={stage} data-stage={stage + 1}>
                <StickFigure pose={pose} />
              </div>
            ))}
          </MocapBox>
        </div>
        <Shrub variant={2} css={at(AFTER.left, GROUND + 2, 70)} />
        <PersonType3 css={at(AFTER.left + 35, GROUND, FIGURE_WIDTH)} />
        <Shrub variant={3} css={at(AFTER.left + 100, GROUND + 2, 80)} />
        <div css={row2Css}>
          <div css={braceCss}>
            <Bracket side="left" />
          </div>
          <div css={stagesCss}>
            {PICKING_POSES.map((pose, stage) => (
              <div key={stage} css={{ width: STAGE_WIDTH }} data-stage={stage + 1}>
                <StickFigure pose={pose} />
              </div>
            ))}
          </div>
          <div css={braceCss}>
            <Bracket side="right" />
          </div>
        </div>
      </div>
    </ScaledDiagram>
  )
}
