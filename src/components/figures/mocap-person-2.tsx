import { diagram } from "../../theme/tokens"
import { ANATOMY, AnkleSensors, Arms, Sensor, Shoes, wristSensor } from "./figure-anatomy"
import {
  FIGURE_PART,
  FigureFrame,
  GroundShadow,
  useFigureIds,
  VerticalGradient,
  type FigureProps,
} from "./figure-frame"

const { head, torso, trousers, neck, ground, centre, sensors: at } = ANATOMY
const BUN = { cx: centre, cy: 24, r: 11 }
const HAIR = "M80.5 54 C78 34 88 29 100 29 C112 29 122 34 119.5 54 C117 43 110 39 100 39 C90 39 83 43 80.5 54 Z"
const STRIPE = "M71 150 L129 150"

/** A person with her hair in a bun, in a long-sleeved top, wearing the sensors; moves as person3. */
export function MocapPerson2({ sensors = true, ...props }: FigureProps & { sensors?: boolean }) {
  const ids = useFigureIds("top", "trousers", "skin")
  return (
    <FigureFrame name="MocapPerson2" motion="person3" {...props}>
      <defs>
        <VerticalGradient id={ids.top.id} from={diagram.topLight} to={diagram.inkSoft} span={[86, 204]} />
        <VerticalGradient id={ids.trousers.id} from={diagram.beigeLight} to={diagram.beige} />
        <VerticalGradient id={ids.skin.id} from={diagram.skin} to={diagram.skinShade} />
      </defs>
      <GroundShadow cx={centre} cy={ground} rx={44} />
      <path d={trousers} fill={ids.trousers.url} />
      <Shoes fill={diagram.inkSoft} />
      {sensors && <AnkleSensors />}
      <g className={FIGURE_PART.head}>
        <circle {...BUN} fill={diagram.inkSoft} />
        <path d={neck} fill={diagram.skinShade} />
        <ellipse {...head} fill={ids.skin.url} />
        <path d={HAIR} fill={diagram.inkSoft} />
        {sensors && <Sensor x={at.forehead.x} y={at.forehead.y + 2} across={2 * head.rx} />}
      </g>
      <g className={FIGURE_PART.body}>
        <path d={torso} fill={ids.top.url} />
        <path d={STRIPE} stroke={diagram.beige} strokeWidth={3} />
        {sensors && <Sensor x={at.waist.x} y={at.waist.y} across={60} />}
      </g>
      <Arms sleeve={ids.top.url} skin={diagram.skin} wristExtra={sensors ? wristSensor : undefined} />
    </FigureFrame>
  )
}
