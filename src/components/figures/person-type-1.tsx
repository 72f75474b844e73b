import { diagram, palette } from "../../theme/tokens"
import { ANATOMY, Arms, mirrored, Shoes } from "./figure-anatomy"
import {
  FIGURE_PART,
  FigureFrame,
  GroundShadow,
  useFigureIds,
  VerticalGradient,
  type FigureProps,
} from "./figure-frame"

const { head, torso, trousers, neck, ground, centre } = ANATOMY
const HAT_CROWN = "M82 41 C82 25 88 17 100 17 C112 17 118 25 118 41 Z"
const HAT_BAND = "M82.4 34 L117.6 34 L118 41 L82 41 Z"
const HAIR = "M81 45 C80 56 82 64 86 68 L87 47 Z"
const KERCHIEF = "M89 86 L111 86 L100 104 Z"

/** A field worker in a wide-brimmed hat, long-sleeved shirt and a kerchief; moves as person1. */
export function PersonType1(props: FigureProps) {
  const ids = useFigureIds("shirt", "trousers", "hat", "skin")
  return (
    <FigureFrame name="PersonType1" motion="person1" {...props}>
      <defs>
        <VerticalGradient id={ids.shirt.id} from={diagram.beigeLight} to={diagram.beige} span={[86, 204]} />
        <VerticalGradient id={ids.trousers.id} from={diagram.inkSoft} to={diagram.ink} />
        <VerticalGradient id={ids.hat.id} from={diagram.beigeLight} to={diagram.beige} />
        <VerticalGradient id={ids.skin.id} from={diagram.skin} to={diagram.skinShade} />
      </defs>
      <GroundShadow cx={centre} cy={ground} rx={44} />
      <path d={trousers} fill={ids.trousers.url} />
      <Shoes fill={diagram.ink} />
      <g className={FIGURE_PART.head}>
        <path d={neck} fill={diagram.skinShade} />
        <path d={HAIR} fill={diagram.ink} />
        <path d={mirrored(HAIR)} fill={diagram.ink} />
        <ellipse {...head} fill={ids.skin.url} />
        <ellipse cx={centre} cy={41} rx={37} ry={7} fill={ids.hat.url} stroke={diagram.beige} strokeWidth={1} />
        <path d={HAT_CROWN} fill={ids.hat.url} />
        <path d={HAT_BAND} fill={diagram.inkSoft} />
      </g>
      <g className={FIGURE_PART.body}>
        <path d={torso} fill={ids.shirt.url} />
        <path d={KERCHIEF} fill={palette.primaryOrange} />
        <path d="M100 112 L100 200" stroke={diagram.beige} strokeWidth={1.5} />
      </g>
      <Arms sleeve={ids.shirt.url} skin={diagram.skin} />
    </FigureFrame>
  )
}
