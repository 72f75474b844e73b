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
const CAP = "M80.5 46 C80 30 89 25 100 25 C111 25 120 30 119.5 46 Z"
const PEAK = "M79 43 C87 50 113 50 121 43 L121.5 47 C113 55 87 55 78.5 47 Z"
const SIDEBURN = "M80.5 46 C80.5 54 82 60 84 62 L85 46 Z"
const VEST =
  "M70 100 C70 93 75 89 84 89 L91 89 L100 122 L109 89 L116 89 C125 89 130 93 130 100 L128.5 150 C128 170 128.5 186 129.5 200 L70.5 200 C71.5 186 72 170 71.5 150 Z"
const STRIPES = ["M71.5 156 L128.5 156", "M71 176 L129 176"]

/** A crossing guard in a cap and a high-visibility vest; moves as person3. */
export function PersonType3(props: FigureProps) {
  const ids = useFigureIds("shirt", "trousers", "skin", "vest")
  return (
    <FigureFrame name="PersonType3" motion="person3" {...props}>
      <defs>
        <VerticalGradient id={ids.shirt.id} from={diagram.shirtLight} to={diagram.shirtDark} span={[86, 204]} />
        <VerticalGradient id={ids.trousers.id} from={diagram.inkSoft} to={diagram.ink} />
        <VerticalGradient id={ids.skin.id} from={diagram.skin} to={diagram.skinShade} />
        <VerticalGradient id={ids.vest.id} from={palette.secondaryOrange} to={diagram.vestDark} />
      </defs>
      <GroundShadow cx={centre} cy={ground} rx={44} />
      <path d={trousers} fill={ids.trousers.url} />
      <Shoes fill={diagram.ink} />
      <g className={FIGURE_PART.head}>
        <path d={neck} fill={diagram.skinShade} />
        <ellipse {...head} fill={ids.skin.url} />
        <path d={SIDEBURN} fill={diagram.ink} />
        <path d={mirrored(SIDEBURN)} fill={diagram.ink} />
        <path d={CAP} fill={diagram.ink} />
        <path d={PEAK} fill={diagram.inkSoft} />
      </g>
      <g className={FIGURE_PART.body}>
        <path d={torso} fill={ids.shirt.url} />
        <path d={VEST} fill={ids.vest.url} />
        {STRIPES.map((d) => (
          <path key={d} d={d} stroke={diagram.vestStripe} strokeWidth={5} />
        ))}
      </g>
      <Arms sleeve={ids.shirt.url} skin={diagram.skin} />
    </FigureFrame>
  )
}
