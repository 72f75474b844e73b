import { css, keyframes } from "@emotion/react"
import { CANON_DIAGRAM_WIDTH_PX, SENSOR_STAGE_CYCLE_MS } from "../../constants"
import { Bracket } from "../../components/figures/bracket"
import { PersonType2 } from "../../components/figures/person-type-2"
import { PersonType3 } from "../../components/figures/person-type-3"
import { Shrub } from "../../components/figures/shrub"
import { PICKING_POSES, StickFigure } from "../../components/figures/stick-figure"
import { diagram, mocapBox, REDUCED_MOTION, technologyMotion } from "../../theme/tokens"
import { MOCAP_BOX_SHIFT_PX, MocapBox } from "./mocap-box"
import { ScaledDiagram } from "./scaled-diagram"

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

/** Stage n (0-based) brightens from dim to full over its quarter of the cycle, then holds until the cycle restarts. */
const stageKeyframes = (stage: number) => {
  const start = (stage * 100) / STAGE_COUNT
  const end = ((stage + 1) * 100) / STAGE_COUNT
  const dim = { opacity: technologyMotion.stageDimOpacity }
  return keyframes(
    start === 0
      ? { "0%": dim, [`${end}%, 100%`]: { opacity: 1 } }
      : { [`0%, ${start}%`]: dim, [`${end}%, 100%`]: { opacity: 1 } },
  )
}
const stageCss = PICKING_POSES.map((_, stage) =>
  css({
    opacity: 1,
    animation: `${stageKeyframes(stage)} ${SENSOR_STAGE_CYCLE_MS}ms ease-in-out infinite`,
    [REDUCED_MOTION]: { animation: "none" },
  }),
)

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
export function CanonDiagram({ label, mocapLabel }: { label: string; mocapLabel: string }) {
  return (
    <ScaledDiagram width={WIDTH} height={HEIGHT} label={label} name="canon">
      <div css={drawingCss}>
        <div css={groundCss} />
        <Shrub variant={3} css={at(BEFORE.left, GROUND + 2, 100)} />
        <PersonType2 css={at(BEFORE.left + 65, GROUND, FIGURE_WIDTH)} />
        <Shrub variant={1} css={at(BEFORE.left + 130, GROUND + 2, 80)} />
        <div css={at(BOX_LEFT, GROUND, mocapBox.width)}>
          <MocapBox label={mocapLabel}>
            {PICKING_POSES.map((pose, stage) => (
              <div key={stage} css={stageCss[stage]} data-stage={stage + 1}>
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
              <div key={stage} css={[stageCss[stage], { width: STAGE_WIDTH }]} data-stage={stage + 1}>
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
