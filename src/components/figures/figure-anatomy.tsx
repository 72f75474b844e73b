import type { ReactElement } from "react"
import { FIGURE_VIEWBOX } from "../../constants"
import { diagram } from "../../theme/tokens"
import { FIGURE_PART, mirrorPath } from "./figure-frame"

/**
 * The standing body every clothed figure shares, in the 200 × 350 figure viewBox: drawn once here so the
 * five figures keep one proportion and differ only in what they wear.
 */
const CENTRE = FIGURE_VIEWBOX.width / 2

export const ANATOMY = {
  centre: CENTRE,
  ground: 344,
  head: { cx: CENTRE, cy: 52, rx: 19.5, ry: 22.5 },
  neck: "M93 66 L107 66 L108 92 L92 92 Z",
  torso:
    "M68 97 C68 90 74 86 82 86 L118 86 C126 86 132 90 132 97 L130 150 C129.5 170 130 188 131 204 L69 204 C70 188 70.5 170 70 150 Z",
  /** The viewer's-left arm as a centre line, drawn with a round-capped stroke. */
  arm: "M73 98 L62 150 L58 194",
  upperArm: "M73 98 L65 136",
  hand: { cx: 57.5, cy: 202, r: 8 },
  armWidth: 17,
  trousers: "M71 198 L129 198 L128 262 L125 332 L104 332 L101.5 228 L98.5 228 L96 332 L75 332 L72 262 Z",
  shoe: "M75 329 L97 329 C99 335 98.5 341 95 343 L70 343 C64 343 64.5 335 75 329 Z",
  /** Where the sensors sit: forehead, wrists, waist and ankles (the straps the project's dancers wear). */
  sensors: {
    forehead: { x: CENTRE, y: 40 },
    wrist: { x: 58.5, y: 188 },
    waist: { x: CENTRE, y: 199 },
    ankle: { x: 85.5, y: 318 },
  },
} as const

export const mirrored = (d: string) => mirrorPath(d, CENTRE)

/** Both arms: the viewer's-left one turns at the shoulder, the right one lifts (FIGURE_PART classes). */
export function Arms({
  sleeve,
  skin,
  shortSleeves = false,
  wristExtra,
}: {
  /** Paint of the sleeves (a colour or a gradient url). */
  sleeve: string
  skin: string
  shortSleeves?: boolean
  /** Drawn at each wrist, inside the arm's group so it moves with the arm (e.g. a sensor strap). */
  wristExtra?: (side: "left" | "right") => ReactElement
}) {
  const side = (which: "left" | "right") => {
    const flip = which === "right" ? mirrored : (d: string) => d
    const handX = which === "right" ? 2 * CENTRE - ANATOMY.hand.cx : ANATOMY.hand.cx
    return (
      <g className={which === "left" ? FIGURE_PART.armLeft : FIGURE_PART.armRight}>
        <path
          d={flip(ANATOMY.arm)}
          fill="none"
          stroke={shortSleeves ? skin : sleeve}
          strokeWidth={shortSleeves ? ANATOMY.armWidth - 3 : ANATOMY.armWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {shortSleeves && (
          <path
            d={flip(ANATOMY.upperArm)}
            fill="none"
            stroke={sleeve}
            strokeWidth={ANATOMY.armWidth + 1}
            strokeLinecap="round"
          />
        )}
        <circle cx={handX} cy={ANATOMY.hand.cy} r={ANATOMY.hand.r} fill={skin} />
        {wristExtra?.(which)}
      </g>
    )
  }
  return (
    <>
      {side("left")}
      {side("right")}
    </>
  )
}

export function Shoes({ fill }: { fill: string }) {
  return (
    <>
      <path d={ANATOMY.shoe} fill={fill} />
      <path d={mirrored(ANATOMY.shoe)} fill={fill} />
    </>
  )
}

/** One inertial sensor on its strap, centred on (x, y); `across` is the strap's length. */
export function Sensor({ x, y, across = 16 }: { x: number; y: number; across?: number }) {
  return (
    <g data-sensor="">
      <rect x={x - across / 2} y={y - 2} width={across} height={4} rx={2} fill={diagram.ink} />
      <rect
        x={x - 5}
        y={y - 4}
        width={10}
        height={8}
        rx={2}
        fill={diagram.sensor}
        stroke={diagram.ink}
        strokeWidth={1}
      />
      <circle cx={x} cy={y} r={1.4} fill={diagram.ink} />
    </g>
  )
}

/** The wrist sensor for the given arm, placed on that arm's wrist. */
export const wristSensor = (side: "left" | "right") => {
  const { x, y } = ANATOMY.sensors.wrist
  return <Sensor x={side === "right" ? 2 * CENTRE - x : x} y={y} across={ANATOMY.armWidth + 2} />
}

/** The two ankle sensors (the legs stand still, so these are not in a moving part). */
export function AnkleSensors() {
  const { x, y } = ANATOMY.sensors.ankle
  return (
    <>
      <Sensor x={x} y={y} across={24} />
      <Sensor x={2 * CENTRE - x} y={y} across={24} />
    </>
  )
}
