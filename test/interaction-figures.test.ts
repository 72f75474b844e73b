/**
 * @jest-environment node
 *
 * The figures `npm run bench:interaction` prints, on Event Timing entries and animation frames written by hand: an
 * interaction's duration and its three parts, which interaction a press caused, a control's median and worst against
 * the targets, which runs count, and the player's frame pacing.
 */
import {
  EVENT_TIMING_FLOOR_MS,
  INTERACTION_TARGETS,
  interactionOf,
  lastInteraction,
  PACING_TARGETS,
  pacingOf,
  spreadOf,
  summariseControl,
  type ControlRun,
  type EventEntry,
} from "../scripts/interaction-figures"

const entry = (figures: Partial<EventEntry>): EventEntry => ({
  name: "click",
  interactionId: 7,
  startTime: 1000,
  duration: 40,
  processingStart: 1004,
  processingEnd: 1010,
  ...figures,
})

/** A tap: pointerdown at 1000 handled 1010–1030, pointerup 1050 handled 1060–1070, click handled 1070–1120. */
const tap = [
  entry({ name: "pointerdown", startTime: 1000, processingStart: 1010, processingEnd: 1030, duration: 48 }),
  entry({ name: "pointerup", startTime: 1050, processingStart: 1060, processingEnd: 1070, duration: 104 }),
  entry({ name: "click", startTime: 1050, processingStart: 1070, processingEnd: 1120, duration: 104 }),
]

describe("interactionOf", () => {
  it("takes the longest entry's duration and splits the interaction at its first handler and last handler's end", () => {
    const tapped = interactionOf(tap)
    expect(tapped.durationMs).toBe(104)
    expect(tapped.inputDelayMs).toBe(10)
    expect(tapped.processingMs).toBe(110)
    // The longest entry's frame came at 1050 + 104 = 1154, 34 ms after the last handler ended.
    expect(tapped.presentationMs).toBe(34)
    expect(tapped.startMs).toBe(1000)
    expect(tapped.underFloor).toBe(false)
  })

  it("counts an interaction without entries at the Event Timing floor, as an upper bound", () => {
    expect(interactionOf([])).toMatchObject({ durationMs: EVENT_TIMING_FLOOR_MS, underFloor: true })
  })

  it("refuses entries of two interactions", () => {
    expect(() => interactionOf([entry({ interactionId: 1 }), entry({ interactionId: 2 })])).toThrow(/2 interactions/)
  })
})

describe("lastInteraction", () => {
  it("picks the last interaction that began after the press, ignoring earlier ones and events of none", () => {
    const earlier = entry({ interactionId: 3, startTime: 200, duration: 400 })
    const hover = entry({ name: "pointerover", interactionId: 0, startTime: 1001, duration: 300 })
    const found = lastInteraction([earlier, hover, ...tap], 900)
    expect(found.durationMs).toBe(104)
    expect(found.startMs).toBe(1000)
  })

  it("reports the floor when the press made no entry", () => {
    expect(lastInteraction([entry({ startTime: 10 })], 900).underFloor).toBe(true)
  })
})

describe("spreadOf", () => {
  it("gives the median, best and worst, the middle two averaged for an even count", () => {
    expect(spreadOf([40, 200, 56, 88, 64])).toEqual({ median: 64, best: 40, worst: 200 })
    expect(spreadOf([10, 30])).toEqual({ median: 20, best: 10, worst: 30 })
    expect(() => spreadOf([])).toThrow()
  })
})

const runOf = (durationMs: number, extra: Partial<ControlRun> = {}): ControlRun => ({
  interaction: { ...interactionOf(tap), durationMs },
  benchmarkIndex: 1500,
  slowdown: 3.4,
  ...extra,
})

describe("summariseControl", () => {
  const { maxMedianMs, maxWorstMs, maxFadeStartMs } = INTERACTION_TARGETS

  it("meets the targets at their limits", () => {
    const runs = [40, maxMedianMs, maxMedianMs, maxWorstMs, 48].map((d) => runOf(d, { fadeStartMs: maxFadeStartMs }))
    expect(summariseControl("menu", runs).misses).toEqual([])
  })

  it("misses on the median, on the worst run and on a late fade, each named", () => {
    const slow = [1, 2, 3].map(() => runOf(maxMedianMs + 1))
    const summary = summariseControl("listen", [
      runOf(40),
      runOf(maxWorstMs + 1, { fadeStartMs: maxFadeStartMs + 1 }),
      ...slow,
    ])
    expect(summary.duration.median).toBe(maxMedianMs + 1)
    expect(summary.misses).toEqual([
      `median ${maxMedianMs + 1} ms > ${maxMedianMs} ms`,
      `worst ${maxWorstMs + 1} ms > ${maxWorstMs} ms`,
      `fade starts ${maxFadeStartMs + 1} ms after the input > ${maxFadeStartMs} ms`,
      "the fade never started in 4 of 5 runs",
    ])
  })

  it("counts the runs under the Event Timing floor", () => {
    const runs = [runOf(40), { interaction: interactionOf([]), benchmarkIndex: 1500, slowdown: 3.4 }]
    expect(summariseControl("pause", runs).underFloor).toBe(1)
  })
})

describe("pacingOf", () => {
  const frames = (gaps: number[]) => gaps.reduce((times, gap) => [...times, (times.at(-1) as number) + gap], [0])
  const steady = Array.from({ length: 99 }, () => 16.7)

  it("counts every frame on time when no vsync is skipped", () => {
    const pacing = pacingOf(frames(steady), [])
    expect(pacing.onTimeShare).toBe(1)
    expect(pacing.intervalMs).toBeCloseTo(16.7)
    expect(pacing.misses).toEqual([])
  })

  it("counts a gap of three intervals as two frames due and not drawn", () => {
    const pacing = pacingOf(frames([...steady, 50.1]), [])
    expect(pacing.onTimeFrames).toBe(100)
    expect(pacing.dueFrames).toBe(102)
    expect(pacing.longestGapMs).toBeCloseTo(50.1)
  })

  it("misses under the on-time share and on an animation frame over the limit", () => {
    const late = Array.from({ length: 6 }, () => 33.4)
    const pacing = pacingOf(frames([...steady.slice(0, 94), ...late]), [PACING_TARGETS.maxAnimationFrameMs + 1, 20])
    expect(pacing.onTimeShare).toBeCloseTo(100 / 106)
    expect(pacing.misses).toEqual([
      `${((100 / 106) * 100).toFixed(1)} % of frames on time < ${PACING_TARGETS.minOnTimeShare * 100} %`,
      `an animation frame of ${PACING_TARGETS.maxAnimationFrameMs + 1} ms > ${PACING_TARGETS.maxAnimationFrameMs} ms`,
    ])
  })

  it("meets the targets at exactly the limits", () => {
    // 90 frames on their vsync and 5 a vsync late: 95 on time of 100 due.
    const pacing = pacingOf(frames([...steady.slice(0, 90), ...Array.from({ length: 5 }, () => 33.4)]), [
      PACING_TARGETS.maxAnimationFrameMs,
    ])
    expect(pacing.onTimeShare).toBe(PACING_TARGETS.minOnTimeShare)
    expect(pacing.misses).toEqual([])
  })
})
