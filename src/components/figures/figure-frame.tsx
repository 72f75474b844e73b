import { css, keyframes } from "@emotion/react"
import { useId, useRef, type ReactNode } from "react"
import { FIGURE_CYCLE_MS, FIGURE_VIEWBOX } from "../../constants"
import { useInViewport } from "../../hooks/use-in-viewport"
import { diagram, REDUCED_MOTION, technologyMotion } from "../../theme/tokens"

/** The three idle-animation phases; each figure type moves as one of them (docs/design.md, "Technology page"). */
export type FigureMotion = keyof typeof technologyMotion.figureDelayMs

/**
 * Class names of the parts that move. Classes, not ids: a figure may appear many times on a page and an
 * id must appear once (the existing site repeated #head, #body… on every figure).
 */
export const FIGURE_PART = {
  head: "fig-head",
  body: "fig-body",
  armLeft: "fig-arm-left",
  armRight: "fig-arm-right",
} as const

/** What every figure component accepts. */
export interface FigureProps {
  /** Names the figure for assistive technology; without it the figure is decorative and hidden from it. */
  label?: string
  /** The idle animation; false draws the figure still. Reduced motion stills it regardless. */
  animated?: boolean
  className?: string
}

export interface ViewBox {
  readonly width: number
  readonly height: number
}

const { headSwayPx, headDipPx, rightArmLiftPx, leftArmTurnDeg, breathScale } = technologyMotion

// One cycle: out to one side, back through the middle, out to the other, home again.
const headSway = keyframes({
  "0%, 100%": { transform: "translate(0, 0)" },
  "25%": { transform: `translate(${-headSwayPx}px, ${headDipPx / 2}px)` },
  "50%": { transform: `translate(0, ${headDipPx}px)` },
  "75%": { transform: `translate(${headSwayPx}px, ${headDipPx / 2}px)` },
})
const armLift = keyframes({
  "0%, 100%": { transform: "translateY(0)" },
  "25%": { transform: `translateY(${-rightArmLiftPx}px)` },
  "75%": { transform: `translateY(${rightArmLiftPx}px)` },
})
const armTurn = keyframes({
  "0%, 100%": { transform: "rotate(0deg)" },
  "25%": { transform: `rotate(${leftArmTurnDeg}deg)` },
  "75%": { transform: `rotate(${-leftArmTurnDeg}deg)` },
})
const breathe = keyframes({
  "0%, 100%": { transform: `scale(${breathScale.out})` },
  "50%": { transform: `scale(${breathScale.in})` },
})

const partSelectors = Object.values(FIGURE_PART)
  .map((name) => `& .${name}`)
  .join(", ")

const figureCss = css({
  display: "block",
  width: "100%",
  height: "auto",
  overflow: "visible",
  // Parts turn and scale about their own boxes: the arm about its shoulder, the torso about its middle.
  [partSelectors]: { transformBox: "fill-box", transformOrigin: "50% 50%" },
  [`& .${FIGURE_PART.armLeft}`]: { transformOrigin: "50% 0" },
})

/** Set on a figure's svg while it is on screen; its parts move only then. */
export const ON_SCREEN_ATTRIBUTE = "data-on-screen"

const pausedPartSelectors = Object.values(FIGURE_PART)
  .map((name) => `&:not([${ON_SCREEN_ATTRIBUTE}]) .${name}`)
  .join(", ")

const animationFor = (motion: FigureMotion) => {
  const delay = technologyMotion.figureDelayMs[motion]
  const run = (name: ReturnType<typeof keyframes>) => `${name} ${FIGURE_CYCLE_MS}ms ease-out ${delay}ms infinite`
  return css({
    [`& .${FIGURE_PART.head}`]: { animation: run(headSway) },
    [`& .${FIGURE_PART.armRight}`]: { animation: run(armLift) },
    [`& .${FIGURE_PART.armLeft}`]: { animation: run(armTurn) },
    [`& .${FIGURE_PART.body}`]: { animation: run(breathe) },
    // Held off screen (and in the server HTML, until the script knows where the figure is). Chrome runs transforms
    // of svg parts on the main thread, frame by frame, wherever the figure is: figures below the first screen
    // moved unseen while the page loaded.
    [pausedPartSelectors]: { animationPlayState: "paused" },
    [REDUCED_MOTION]: { [partSelectors]: { animation: "none" } },
  })
}
const ANIMATION = {
  person1: animationFor("person1"),
  person2: animationFor("person2"),
  person3: animationFor("person3"),
} as const

export interface FigureRef {
  /** The id attribute. */
  id: string
  /** A paint or clip reference to it, `url(#…)`. */
  url: string
}

/**
 * Ids for one figure instance. Gradients are referenced by id, so two figures on a page must not share one
 * (or the second figure can paint with the first one's gradient); useId makes them unique and stable across
 * server rendering and hydration. Colons are dropped so the ids are also valid in selectors and url().
 */
export const useFigureIds = <K extends string>(...names: readonly K[]): Record<K, FigureRef> => {
  const base = `fig${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  return Object.fromEntries(
    names.map((name) => {
      const id = `${base}-${name}`
      return [name, { id, url: `url(#${id})` }]
    }),
  ) as Record<K, FigureRef>
}

/**
 * Mirrors an absolute path (M, L, C, Q, S, T and Z only) about the vertical line x = axis, so a figure's
 * right limb is drawn from its left one and the two stay symmetrical.
 */
export const mirrorPath = (d: string, axis: number): string => {
  let index = 0
  return d.replace(/[MLCQSTZ]|-?\d*\.?\d+/g, (token) => {
    if (/[A-Z]/.test(token)) {
      index = 0
      return token
    }
    const value = Number(token)
    const mirrored = index % 2 === 0 ? 2 * axis - value : value
    index += 1
    return String(Math.round(mirrored * 100) / 100)
  })
}

/**
 * A vertical two-stop gradient, the figures' shading. Given `span` (top and bottom in viewBox units) it is laid
 * out in the figure's space, so a sleeve and the torso it belongs to shade alike (and a straight stroke, whose
 * box has no width, still paints).
 */
export function VerticalGradient({
  id,
  from,
  to,
  span,
}: {
  id: string
  from: string
  to: string
  span?: readonly [number, number]
}) {
  const extent = span
    ? { gradientUnits: "userSpaceOnUse" as const, x1: 0, x2: 0, y1: span[0], y2: span[1] }
    : { x1: 0, x2: 0, y1: 0, y2: 1 }
  return (
    <linearGradient id={id} {...extent}>
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  )
}

/** The soft shadow a standing figure casts on the ground. */
export function GroundShadow({ cx, cy, rx }: { cx: number; cy: number; rx: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={rx / 7} fill={diagram.groundShadow} opacity={0.08} />
}

/**
 * The svg every figure draws into: its viewBox, its text alternative (or none, when decorative), and its idle
 * animation, which runs only while the figure is on screen and is stilled for visitors who ask for reduced motion.
 */
export function FigureFrame({
  name,
  motion,
  viewBox = FIGURE_VIEWBOX,
  label,
  animated = true,
  className,
  children,
}: FigureProps & {
  /** The figure type, kept on the element so tests and styles can find it. */
  name: string
  motion: FigureMotion
  viewBox?: ViewBox
  children: ReactNode
}) {
  const svg = useRef<SVGSVGElement>(null)
  const onScreen = useInViewport(svg)
  return (
    <svg
      ref={svg}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
      css={[figureCss, animated && ANIMATION[motion]]}
      className={className}
      data-figure={name}
      data-motion={animated ? motion : undefined}
      {...{ [ON_SCREEN_ATTRIBUTE]: animated && onScreen ? "" : undefined }}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {children}
    </svg>
  )
}
