import { diagram } from "../../theme/tokens"

/** The shrub drawings' box; each variant stands on its bottom edge. */
export const SHRUB_VIEWBOX = { width: 120, height: 90 } as const

type Blob = readonly [cx: number, cy: number, r: number]

/** Leaf masses back to front: dark, mid, light. */
const ROUND: Record<"dark" | "mid" | "light", readonly Blob[]> = {
  dark: [
    [34, 62, 24],
    [60, 46, 30],
    [88, 60, 24],
  ],
  mid: [
    [46, 64, 24],
    [72, 60, 24],
    [58, 72, 18],
    [28, 74, 14],
    [94, 74, 14],
  ],
  light: [
    [52, 50, 9],
    [70, 44, 7],
    [40, 64, 6],
  ],
}
const LOW: Record<"dark" | "mid" | "light", readonly Blob[]> = {
  dark: [
    [22, 72, 16],
    [44, 64, 20],
    [70, 62, 21],
    [96, 70, 17],
  ],
  mid: [
    [32, 76, 14],
    [56, 72, 17],
    [80, 72, 16],
    [104, 78, 11],
    [12, 80, 9],
  ],
  light: [
    [50, 62, 6],
    [74, 60, 5],
  ],
}
/** A tuft of long leaves from one root, each a closed curve from the root to its tip. */
const TUFT: readonly { tip: readonly [number, number]; bend: number; tone: "dark" | "mid" | "light" }[] = [
  { tip: [18, 30], bend: -10, tone: "dark" },
  { tip: [100, 26], bend: 10, tone: "dark" },
  { tip: [40, 8], bend: -6, tone: "mid" },
  { tip: [82, 10], bend: 8, tone: "mid" },
  { tip: [60, 2], bend: 2, tone: "light" },
  { tip: [28, 52], bend: -12, tone: "mid" },
  { tip: [94, 50], bend: 12, tone: "light" },
]
const TONE = { dark: diagram.leafDark, mid: diagram.leaf, light: diagram.leafLight } as const
const ROOT = { x: 60, y: 88 } as const

const leaf = (tip: readonly [number, number], bend: number) => {
  const [x, y] = tip
  const midY = (ROOT.y + y) / 2
  return `M${ROOT.x - 5} ${ROOT.y} C${ROOT.x - 6 + bend} ${midY} ${x - 4} ${y + 10} ${x} ${y} C${x + 4} ${y + 10} ${ROOT.x + 6 + bend} ${midY} ${ROOT.x + 5} ${ROOT.y} Z`
}

function Blobs({ masses }: { masses: Record<"dark" | "mid" | "light", readonly Blob[]> }) {
  return (
    <>
      {(["dark", "mid", "light"] as const).flatMap((tone) =>
        masses[tone].map(([cx, cy, r]) => (
          <circle key={`${tone}${cx},${cy}`} cx={cx} cy={cy} r={r} fill={TONE[tone]} />
        )),
      )}
    </>
  )
}

/** A shrub for the diagrams' landscapes: 1 round, 2 a tuft of long leaves, 3 low and wide. Always decorative. */
export function Shrub({ variant, className }: { variant: 1 | 2 | 3; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${SHRUB_VIEWBOX.width} ${SHRUB_VIEWBOX.height}`}
      className={className}
      aria-hidden
      focusable="false"
      data-shrub={variant}
      css={{ display: "block", overflow: "visible" }}
    >
      <ellipse cx={ROOT.x} cy={ROOT.y} rx={48} ry={3} fill={diagram.groundShadow} opacity={0.07} />
      {variant === 1 && <Blobs masses={ROUND} />}
      {variant === 3 && <Blobs masses={LOW} />}
      {variant === 2 &&
        TUFT.map(({ tip, bend, tone }) => <path key={tip.join()} d={leaf(tip, bend)} fill={TONE[tone]} />)}
    </svg>
  )
}
