import { diagram } from "../../theme/tokens"
import { ANATOMY, AnkleSensors, Arms, mirrored, Sensor, Shoes, wristSensor } from "./figure-anatomy"
import {
  FIGURE_PART,
  FigureFrame,
  GroundShadow,
  useFigureIds,
  VerticalGradient,
  type FigureProps,
} from "./figure-frame"

const { head, torso, trousers, neck, ground, centre, sensors: at } = ANATOMY
const HAIR = "M80.5 50 C79 33 89 28 100 28 C112 28 121 33 119.5 50 C115 41 108 38 100 38 C92 38 85 41 80.5 50 Z"
const EAR_HAIR = "M80.5 50 C80.5 56 81.5 60 83 62 L84 48 Z"
const COLLAR = "M90 86 C93 93 107 93 110 86 Z"

/**
 * A person in a T-shirt wearing the project's inertial sensors on forehead, wrists, waist and ankles;
 * moves as person1. Without `sensors` it is the same body with nothing recorded (the "Body" layer).
 */
export function MocapPerson1({ sensors = true, ...props }: FigureProps & { sensors?: boolean }) {
  const ids = useFigureIds("shirt", "trousers", "skin")
  return (
    <FigureFrame name="MocapPerson1" motion="person1" {...props}>
      <defs>
        <VerticalGradient id={ids.shirt.id} from={diagram.beigeLight} to={diagram.beige} span={[86, 204]} />
        <VerticalGradient id={ids.trousers.id} from={diagram.trousersLight} to={diagram.inkSoft} />
        <VerticalGradient id={ids.skin.id} from={diagram.skin} to={diagram.skinShade} />
      </defs>
      <GroundShadow cx={centre} cy={ground} rx={44} />
      <path d={trousers} fill={ids.trousers.url} />
      <Shoes fill={diagram.ink} />
      {sensors && <AnkleSensors />}
      <g className={FIGURE_PART.head}>
        <path d={neck} fill={diagram.skinShade} />
        <ellipse {...head} fill={ids.skin.url} />
        <path d={HAIR} fill={diagram.ink} />
        <path d={EAR_HAIR} fill={diagram.ink} />
        <path d={mirrored(EAR_HAIR)} fill={diagram.ink} />
        {sensors && <Sensor x={at.forehead.x} y={at.forehead.y} across={2 * head.rx} />}
      </g>
      <g className={FIGURE_PART.body}>
        <path d={torso} fill={ids.shirt.url} />
        <path d={COLLAR} fill={diagram.skinShade} />
        {sensors && <Sensor x={at.waist.x} y={at.waist.y} across={60} />}
      </g>
      <Arms sleeve={ids.shirt.url} skin={diagram.skin} shortSleeves wristExtra={sensors ? wristSensor : undefined} />
    </FigureFrame>
  )
}
