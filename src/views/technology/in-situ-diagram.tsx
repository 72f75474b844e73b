import { css } from "@emotion/react"
import { IN_SITU_DIAGRAM_WIDTH_PX } from "../../constants"
import { PersonType1 } from "../../components/figures/person-type-1"
import { PersonType2 } from "../../components/figures/person-type-2"
import { PersonType3 } from "../../components/figures/person-type-3"
import { Shrub } from "../../components/figures/shrub"
import { diagram, mocapBox, technologyMotion } from "../../theme/tokens"
import { MOCAP_BOX_SHIFT_PX, MocapBox } from "./mocap-box"
import { ScaledDiagram, type DiagramWords } from "./scaled-diagram"

/**
 * The drawing's own coordinates (px at full size; scaled below IN_SITU_DIAGRAM_WIDTH_PX): the box in the middle,
 * a shrub either side of it on the ground and one behind it on the floor's far edge. Room above for the top face
 * and for the box's drop.
 */
const WIDTH = IN_SITU_DIAGRAM_WIDTH_PX
const SIDE = (WIDTH - mocapBox.width) / 2
const BOX_TOP = mocapBox.depth + technologyMotion.floorRisePx
const GROUND = BOX_TOP + mocapBox.height
const HEIGHT = GROUND + 20
/** The shrub on the floor's far edge, placed between the second and third figures rather than behind one. */
const BEHIND_SHRUB = { left: 430, width: 90 } as const

const at = (left: number, bottom: number, width: number) =>
  css({ position: "absolute", left, top: bottom, width, transform: "translateY(-100%)" })

const drawingCss = css({ position: "relative", width: WIDTH, height: HEIGHT })
/** A field under everything, deep enough that the shrub behind the box stands on it while the box is away. */
const landCss = css({
  position: "absolute",
  left: 0,
  right: 0,
  top: GROUND - mocapBox.depth - 20,
  height: mocapBox.depth + 44,
  background: `radial-gradient(closest-side, ${diagram.field} 60%, transparent)`,
})

/** "Motion capture in an everyday context": the box settles around three people where they stand among shrubs. */
/** `lang` and `mocapLang`: the languages of `label` and `mocapLabel`, where they are not the page's. */
export function InSituDiagram({ label, lang, mocapLabel, mocapLang }: DiagramWords) {
  return (
    <ScaledDiagram width={WIDTH} height={HEIGHT} label={label} lang={lang} name="in-situ">
      <div css={drawingCss}>
        <div css={landCss} />
        <Shrub
          variant={1}
          css={at(SIDE + BEHIND_SHRUB.left - MOCAP_BOX_SHIFT_PX, GROUND - mocapBox.depth + 4, BEHIND_SHRUB.width)}
        />
        <div css={at(SIDE, GROUND, mocapBox.width)}>
          <MocapBox label={mocapLabel} lang={mocapLang} moveable>
            <PersonType1 />
            <PersonType2 />
            <PersonType3 />
          </MocapBox>
        </div>
        <Shrub variant={3} css={at(0, GROUND + 4, SIDE - 10)} />
        <Shrub variant={2} css={at(WIDTH - SIDE + 20, GROUND + 4, SIDE - 30)} />
      </div>
    </ScaledDiagram>
  )
}
