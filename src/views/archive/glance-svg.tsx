import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { palette } from "../../theme/tokens"

export interface PoseStripData {
  readonly cellWidth: number
  readonly height: number
  readonly groundY: number
  readonly poses: readonly {
    readonly frame: number
    readonly time: number
    readonly path: string
  }[]
}

/**
 * What a strip needs from the build's derived figures; the archive's index and entry pages both query it.
 * @public Gatsby finds this fragment in the source when it builds the queries; no module imports it.
 */
export const query = graphql`
  fragment PoseStrip on ArchivePoseStrip {
    cellWidth
    height
    groundY
    poses {
      frame
      time
      path
    }
  }
`

const stripCss = css({ display: "block", width: "100%", height: "auto" })

/** Key poses as stick figures side by side, drawn at build time: the entry reads without any script. */
/** Without a label the strip is decorative (hidden from assistive technology). */
export function PoseStrip({ strip, label, count }: { strip: PoseStripData; label?: string; count?: number }) {
  const poses = count === undefined ? strip.poses : strip.poses.slice(0, count)
  const width = strip.cellWidth * poses.length
  return (
    <svg
      viewBox={`0 0 ${width} ${strip.height}`}
      css={stripCss}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <line x1={0} x2={width} y1={strip.groundY} y2={strip.groundY} stroke={palette.border} strokeWidth={1} />
      {poses.map((pose, i) => (
        <g key={pose.frame} transform={`translate(${i * strip.cellWidth} 0)`}>
          <path d={pose.path} stroke={palette.primaryOrange} strokeWidth={2} strokeLinecap="round" fill="none" />
        </g>
      ))}
    </svg>
  )
}

const SPARK_HEIGHT = 24

/** The take's energy over time as a line (0 = its stillest stretch, top = its liveliest). */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = Math.max(1, values.length - 1) * 4
  const points = values.map((v, i) => `${i * 4},${(SPARK_HEIGHT - 2 - v * (SPARK_HEIGHT - 4)).toFixed(1)}`).join(" ")
  return (
    <svg viewBox={`0 0 ${width} ${SPARK_HEIGHT}`} css={stripCss} role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke={palette.primaryOrange} strokeWidth={1.5} />
    </svg>
  )
}
