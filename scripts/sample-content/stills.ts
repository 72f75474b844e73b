/**
 * Portrait stills: looping flipbook frames of each activity, plus the raw
 * motion-capture footage view.
 */
import { PORTRAIT_STILL_COUNTS } from "../../src/constants"
import { ALL_ACTIVITIES, type ActivityId } from "./activities"
import { runLimited, svgToJpeg } from "./output"
import { renderMocapSvg, renderPortraitSvg } from "./portrait"

interface StillSeries {
  folder: string
  activity: ActivityId
  count: number
  width: number
  height: number
  /** Motion-capture software look instead of the paper portrait look. */
  mocap?: boolean
}

const SQUARE = 1200

/**
 * The launch content has the launch still counts (docs/design.md, "Portrait flipbooks"); editors may add or remove
 * stills later.
 */
export const STILL_SERIES: readonly StillSeries[] = [
  { folder: "drumming", activity: "drumming", count: PORTRAIT_STILL_COUNTS.drumming, width: SQUARE, height: SQUARE },
  {
    folder: "mocap-footage",
    activity: "walking",
    count: PORTRAIT_STILL_COUNTS["mocap-footage"],
    width: 1600,
    height: 1126,
    mocap: true,
  },
  { folder: "burlesque", activity: "burlesque", count: PORTRAIT_STILL_COUNTS.burlesque, width: SQUARE, height: SQUARE },
  { folder: "traffic", activity: "traffic", count: PORTRAIT_STILL_COUNTS.traffic, width: SQUARE, height: SQUARE },
  { folder: "harvest", activity: "harvest", count: PORTRAIT_STILL_COUNTS.harvest, width: SQUARE, height: SQUARE },
  { folder: "pastry", activity: "pastry", count: PORTRAIT_STILL_COUNTS.pastry, width: 1536, height: 843 },
]

const MOCAP_FIRST_FRAME = 1184

function stillSvg(series: StillSeries, index: number): string {
  const activity = ALL_ACTIVITIES[series.activity]
  const t = index / series.count
  if (series.mocap) {
    return renderMocapSvg({
      activity,
      t,
      width: series.width,
      height: series.height,
      frameNumber: MOCAP_FIRST_FRAME + index * 4,
      scrollFloor: true,
    })
  }
  return renderPortraitSvg({
    activity,
    t,
    width: series.width,
    height: series.height,
    ticks: { index, count: series.count },
    ghostLag: 1 / series.count,
  })
}

/** Every portrait's stills, or only those of the named series (folders). */
export async function generateStills(only?: readonly string[]): Promise<void> {
  const unknown = only?.filter((folder) => !STILL_SERIES.some((series) => series.folder === folder)) ?? []
  if (unknown.length > 0) throw new Error(`No still series named ${unknown.join(", ")}`)
  const chosen = only ? STILL_SERIES.filter((series) => only.includes(series.folder)) : STILL_SERIES
  const jobs = chosen.flatMap((series) => Array.from({ length: series.count }, (_, index) => ({ series, index })))
  await runLimited(jobs, 2, async ({ series, index }) => {
    const name = `${series.folder}-${String(index + 1).padStart(2, "0")}.jpg`
    await svgToJpeg(stillSvg(series, index), `content/portraits/stills/${name}`)
  })
}
