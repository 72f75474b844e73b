import { diagram, palette } from "../../theme/tokens"

/** The stick figures' box; feet rest near its bottom edge. */
export const STICK_FIGURE_VIEWBOX = { width: 120, height: 200 } as const

type Point = readonly [x: number, y: number]
type Joint =
  | "head"
  | "neck"
  | "pelvis"
  | "shoulderL"
  | "elbowL"
  | "wristL"
  | "shoulderR"
  | "elbowR"
  | "wristR"
  | "hipL"
  | "kneeL"
  | "ankleL"
  | "hipR"
  | "kneeR"
  | "ankleR"
export type StickPose = Readonly<Record<Joint, Point>>

const BONES: readonly (readonly [Joint, Joint])[] = [
  ["head", "neck"],
  ["neck", "pelvis"],
  ["shoulderL", "shoulderR"],
  ["hipL", "hipR"],
  ["shoulderL", "elbowL"],
  ["elbowL", "wristL"],
  ["shoulderR", "elbowR"],
  ["elbowR", "wristR"],
  ["hipL", "kneeL"],
  ["kneeL", "ankleL"],
  ["hipR", "kneeR"],
  ["kneeR", "ankleR"],
]
const MARKERS: readonly Joint[] = [
  "elbowL",
  "wristL",
  "elbowR",
  "wristR",
  "pelvis",
  "kneeL",
  "ankleL",
  "kneeR",
  "ankleR",
]

/**
 * Four moments of one everyday movement, reaching up to pick and lowering the harvest, as a motion-capture
 * skeleton would record them (front view).
 */
export const PICKING_POSES: readonly StickPose[] = [
  {
    head: [60, 24],
    neck: [60, 40],
    pelvis: [60, 102],
    shoulderL: [46, 46],
    elbowL: [41, 74],
    wristL: [39, 100],
    shoulderR: [74, 46],
    elbowR: [79, 74],
    wristR: [81, 100],
    hipL: [52, 104],
    kneeL: [50, 146],
    ankleL: [49, 188],
    hipR: [68, 104],
    kneeR: [70, 146],
    ankleR: [71, 188],
  },
  {
    head: [62, 24],
    neck: [61, 40],
    pelvis: [60, 102],
    shoulderL: [47, 47],
    elbowL: [40, 74],
    wristL: [40, 100],
    shoulderR: [75, 45],
    elbowR: [97, 46],
    wristR: [113, 34],
    hipL: [52, 104],
    kneeL: [49, 146],
    ankleL: [47, 188],
    hipR: [68, 104],
    kneeR: [71, 146],
    ankleR: [73, 188],
  },
  {
    head: [57, 30],
    neck: [59, 46],
    pelvis: [60, 108],
    shoulderL: [45, 53],
    elbowL: [35, 78],
    wristL: [33, 102],
    shoulderR: [73, 50],
    elbowR: [84, 27],
    wristR: [92, 6],
    hipL: [52, 110],
    kneeL: [50, 150],
    ankleL: [50, 188],
    hipR: [68, 110],
    kneeR: [70, 150],
    ankleR: [70, 188],
  },
  {
    head: [52, 60],
    neck: [55, 75],
    pelvis: [62, 124],
    shoulderL: [42, 82],
    elbowL: [34, 106],
    wristL: [40, 128],
    shoulderR: [68, 78],
    elbowR: [78, 104],
    wristR: [72, 128],
    hipL: [54, 126],
    kneeL: [38, 154],
    ankleL: [45, 188],
    hipR: [70, 126],
    kneeR: [84, 152],
    ankleR: [77, 188],
  },
]

const HEAD_RADIUS = 11

/** One pose as a skeleton: bones, joint markers and a head. Decorative; the diagram around it carries the text. */
export function StickFigure({ pose, className }: { pose: StickPose; className?: string }) {
  const [headX, headY] = pose.head
  return (
    <svg
      viewBox={`0 0 ${STICK_FIGURE_VIEWBOX.width} ${STICK_FIGURE_VIEWBOX.height}`}
      className={className}
      aria-hidden
      focusable="false"
      data-stick-figure=""
      css={{ display: "block", overflow: "visible" }}
    >
      <g stroke={diagram.inkSoft} strokeWidth={3.5} strokeLinecap="round" fill="none">
        {BONES.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={pose[a][0]} y1={pose[a][1]} x2={pose[b][0]} y2={pose[b][1]} />
        ))}
        <circle cx={headX} cy={headY} r={HEAD_RADIUS} strokeWidth={3} fill={palette.white} />
      </g>
      {MARKERS.map((joint) => (
        <circle
          key={joint}
          cx={pose[joint][0]}
          cy={pose[joint][1]}
          r={4}
          fill={palette.primaryOrange}
          stroke={palette.white}
          strokeWidth={1.5}
        />
      ))}
    </svg>
  )
}
