import { css, keyframes } from "@emotion/react"
import { useId } from "react"
import { FIGURE_CYCLE_MS, FIGURE_VIEWBOX } from "../../constants"

/*
 * A stand-in for the Technology page's figure (its owner replaces this file with the full set):
 * a person bent to pick, one hand low, idling on the shared 3 s cycle with the second delay (1.5 s).
 */

const sway = keyframes({ "0%, 100%": { transform: "translate(0, 0)" }, "50%": { transform: "translate(3px, 3px)" }, "75%": { transform: "translate(-3px, 0)" } })
const lift = keyframes({ "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-5px)" } })
const turn = keyframes({ "0%, 100%": { transform: "rotate(0deg)" }, "25%": { transform: "rotate(2deg)" }, "75%": { transform: "rotate(-2deg)" } })
const breathe = keyframes({ "0%, 100%": { transform: "scale(1.02)" }, "50%": { transform: "scale(0.98)" } })

const figureCss = css({
  display: "block",
  width: "100%",
  aspectRatio: `${FIGURE_VIEWBOX.width} / ${FIGURE_VIEWBOX.height}`,
  "& .part": { transformBox: "fill-box", transformOrigin: "center", animationDuration: `${FIGURE_CYCLE_MS}ms`, animationTimingFunction: "ease-out", animationIterationCount: "infinite", animationDelay: "1.5s" },
  "& .head": { animationName: sway },
  "& .arm-right": { animationName: lift },
  "& .arm-left": { animationName: turn, transformOrigin: "top" },
  "& .body": { animationName: breathe },
  "@media (prefers-reduced-motion: reduce)": { "& .part": { animation: "none" } },
})

/** Decorative unless given a title; gradient ids are unique per instance. */
export function PersonType2({ title, className }: { title?: string; className?: string }) {
  const id = `person-2-${useId().replace(/:/g, "")}`
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
      <g transform="translate(-35 0)">
      <g fill="none" stroke={fill} strokeWidth="17" strokeLinecap="round" strokeLinejoin="round">
        <path d="M89 190 L80 262 L78 334" />
        <path d="M111 190 L122 262 L124 334" />
      </g>
      {/* Bent from the hips: the upper body is drawn upright and turned about the hip; all moved left to fit. */}
      <g transform="rotate(38 100 192)">
        <g fill="none" stroke={fill} strokeWidth="17" strokeLinecap="round" strokeLinejoin="round">
          <g className="part arm-left">
            <path d="M81 90 L100 140 L128 168" />
          </g>
        </g>
        <g className="part body">
          <path d="M74 80 Q100 70 126 80 L121 192 Q100 200 79 192 Z" fill={fill} />
        </g>
        <g fill="none" stroke={fill} strokeWidth="17" strokeLinecap="round" strokeLinejoin="round">
          <g className="part arm-right">
            <path d="M119 90 L140 132 L162 150" />
          </g>
        </g>
        <g className="part head">
          <circle cx="104" cy="42" r="23" fill="#4c4c4c" />
        </g>
      </g>
      </g>
    </svg>
  )
}
