import { css, keyframes } from "@emotion/react"
import { useId } from "react"
import { FIGURE_CYCLE_MS, FIGURE_VIEWBOX } from "../../constants"

/*
 * A stand-in for the Technology page's figure (its owner replaces this file with the full set):
 * a standing person, arms at rest, idling on the shared 3 s cycle with the first delay (1 s).
 */

const sway = keyframes({ "0%, 100%": { transform: "translate(0, 0)" }, "50%": { transform: "translate(3px, 3px)" }, "75%": { transform: "translate(-3px, 0)" } })
const lift = keyframes({ "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-5px)" } })
const turn = keyframes({ "0%, 100%": { transform: "rotate(0deg)" }, "25%": { transform: "rotate(2deg)" }, "75%": { transform: "rotate(-2deg)" } })
const breathe = keyframes({ "0%, 100%": { transform: "scale(1.02)" }, "50%": { transform: "scale(0.98)" } })

const figureCss = css({
  display: "block",
  width: "100%",
  aspectRatio: `${FIGURE_VIEWBOX.width} / ${FIGURE_VIEWBOX.height}`,
  "& .part": { transformBox: "fill-box", transformOrigin: "center", animationDuration: `${FIGURE_CYCLE_MS}ms`, animationTimingFunction: "ease-out", animationIterationCount: "infinite", animationDelay: "1s" },
  "& .head": { animationName: sway },
  "& .arm-right": { animationName: lift },
  "& .arm-left": { animationName: turn, transformOrigin: "top" },
  "& .body": { animationName: breathe },
  "@media (prefers-reduced-motion: reduce)": { "& .part": { animation: "none" } },
})

/** Decorative unless given a title; gradient ids are unique per instance. */
export function PersonType1({ title, className }: { title?: string; className?: string }) {
  const id = `person-1-${useId().replace(/:/g, "")}`
  const fill = `url(#${id})`
  return (
    <svg
      css={figureCss}
      className={className}
      viewBox={`0 0 ${FIGURE_VIEWBOX.width} ${FIGURE_VIEWBOX.height}`}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2={FIGURE_VIEWBOX.height}>
          <stop offset="0" stopColor="#c7b299" />
          <stop offset="0.55" stopColor="#8c8173" />
          <stop offset="1" stopColor="#4c4c4c" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={fill} strokeWidth="17" strokeLinecap="round" strokeLinejoin="round">
        <path d="M89 190 L87 262 L84 334" />
        <path d="M111 190 L114 262 L118 334" />
        <g className="part arm-left">
          <path d="M79 88 L67 142 L63 196" />
        </g>
        <g className="part arm-right">
          <path d="M121 88 L133 142 L137 196" />
        </g>
      </g>
      <g className="part body">
        <path d="M74 80 Q100 70 126 80 L121 192 Q100 200 79 192 Z" fill={fill} />
      </g>
      <g className="part head">
        <circle cx="100" cy="42" r="23" fill="#4c4c4c" />
      </g>
    </svg>
  )
}
