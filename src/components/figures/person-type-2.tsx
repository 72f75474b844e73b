import { diagram, palette } from "../../theme/tokens"
import { ANATOMY, Arms, Shoes } from "./figure-anatomy"
import {
  FIGURE_PART,
  FigureFrame,
  GroundShadow,
  useFigureIds,
  VerticalGradient,
  type FigureProps,
} from "./figure-frame"

const { head, neck, ground, centre } = ANATOMY
const HAIR_BACK = "M79 52 C77 30 88 27 100 27 C113 27 123 31 121 52 L124 108 C116 113 84 113 76 108 Z"
const FRINGE = "M80.5 50 C81 32 92 29 100 29 C110 29 119 33 119.5 50 C112 40 104 37 100 37 C94 37 86 41 80.5 50 Z"
const TUNIC =
  "M68 97 C68 90 74 86 82 86 L118 86 C126 86 132 90 132 97 L131 150 C132 190 135 225 137 252 L63 252 C65 225 68 190 69 150 Z"
const LEGGINGS = "M75 244 L125 244 L123 332 L104 332 L101.5 262 L98.5 262 L96 332 L77 332 Z"
const NECKLINE = "M88 86 C92 96 108 96 112 86 Z"
const STRAP = "M80 88 L126 214"
const BAG =
  "M114 206 L140 206 C142 206 143 207 143 209 L142 236 C142 238 141 239 139 239 L115 239 C113 239 112 238 112 236 L111 209 C111 207 112 206 114 206 Z"

/** A woman with long hair, a knee-length tunic and a shoulder bag; moves as person2. */
export function PersonType2(props: FigureProps) {
  const ids = useFigureIds("tunic", "skin", "bag")
  return (
    <FigureFrame name="PersonType2" motion="person2" {...props}>
      <defs>
        <VerticalGradient id={ids.tunic.id} from={diagram.tunicLight} to={diagram.tunicDark} span={[86, 252]} />
        <VerticalGradient id={ids.skin.id} from={diagram.skin} to={diagram.skinShade} />
        <VerticalGradient id={ids.bag.id} from={diagram.beigeLight} to={diagram.beige} />
      </defs>
      <GroundShadow cx={centre} cy={ground} rx={42} />
      <path d={LEGGINGS} fill={diagram.ink} />
      <Shoes fill={diagram.inkSoft} />
      <g className={FIGURE_PART.head}>
        <path d={HAIR_BACK} fill={diagram.inkSoft} />
        <path d={neck} fill={diagram.skinShade} />
        <ellipse {...head} fill={ids.skin.url} />
        <path d={FRINGE} fill={diagram.inkSoft} />
      </g>
      <g className={FIGURE_PART.body}>
        <path d={TUNIC} fill={ids.tunic.url} />
        <path d={NECKLINE} fill={diagram.skinShade} />
        <path d={STRAP} stroke={palette.primaryOrange} strokeWidth={4} strokeLinecap="round" />
        <path d={BAG} fill={ids.bag.url} stroke={diagram.beige} strokeWidth={1} />
        <path d="M112 216 L142 216" stroke={palette.primaryOrange} strokeWidth={2} />
      </g>
      <Arms sleeve={ids.tunic.url} skin={diagram.skin} />
    </FigureFrame>
  )
}
