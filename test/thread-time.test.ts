/**
 * @jest-environment node
 *
 * The trace the bench audits a second time (BENCH_TRACE=1): the page's main-thread tasks shrunk to the CPU time
 * their thread got, on traces written by hand.
 */
import type { TraceEvent } from "../scripts/main-thread-tasks"
import { withThreadTime } from "../scripts/thread-time"

const PAGE = { pid: 7, tid: 1 }
const OTHER = { pid: 9, tid: 4 }
const NAV_US = 1_000_000
const ms = (value: number) => value * 1000

const frame: TraceEvent[] = [
  { name: "thread_name", ph: "M", ...PAGE, ts: 0, args: { name: "CrRendererMain" } },
  {
    name: "navigationStart",
    ph: "R",
    ...PAGE,
    ts: NAV_US,
    args: { data: { documentLoaderURL: "https://127.0.0.1:9401/portraits/", isLoadingMainFrame: true } },
  },
]

/** A complete event `at` ms after navigation, `long` ms of wall time and, when given, `cpu` ms of thread time. */
const x = (name: string, at: number, long: number, cpu?: number, thread = PAGE): TraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: NAV_US + ms(at),
  dur: ms(long),
  ...(cpu === undefined ? {} : { tdur: ms(cpu) }),
})

/** Start and length in ms after navigation, to compare without float noise. */
const timing = (e: TraceEvent | undefined) => [
  Math.round((e!.ts - NAV_US) / 100) / 10,
  Math.round((e!.dur ?? 0) / 100) / 10,
]
const named = (events: readonly TraceEvent[], name: string, thread = PAGE) =>
  events.find((e) => e.name === name && e.pid === thread.pid && e.tid === thread.tid)

describe("withThreadTime", () => {
  it("shrinks a task and everything inside it by its CPU share, keeping where it starts", () => {
    const { events } = withThreadTime([
      ...frame,
      x("RunTask", 100, 60, 15),
      x("Layout", 110, 20, 5),
      x("Paint", 140, 20, 5),
      { name: "Screenshot", ph: "I", ...PAGE, ts: NAV_US + ms(120) },
    ])
    // 15 of 60 ms on a core: a quarter.
    expect(timing(named(events, "RunTask"))).toEqual([100, 15])
    expect(timing(named(events, "Layout"))).toEqual([102.5, 5])
    expect(timing(named(events, "Paint"))).toEqual([110, 5])
    expect(timing(named(events, "Screenshot"))[0]).toBe(105)
  })

  it("leaves other threads, and the main thread's time between tasks, as they were", () => {
    const other = x("RunTask", 100, 60, 10, OTHER)
    const between = { name: "firstContentfulPaint", ph: "R", ...PAGE, ts: NAV_US + ms(80) }
    const { events } = withThreadTime([...frame, x("RunTask", 100, 60, 15), other, between])
    expect(named(events, "RunTask", OTHER)).toEqual(other)
    expect(named(events, "firstContentfulPaint")).toEqual(between)
    expect(named(events, "thread_name")).toEqual(frame[0])
  })

  it("leaves a task that had its core the whole time, and one with no thread time", () => {
    const full = x("RunTask", 100, 30, 31)
    const unknown = x("FunctionCall", 200, 30)
    const { events, tasks } = withThreadTime([...frame, full, unknown])
    expect(named(events, "RunTask")).toEqual(full)
    expect(named(events, "FunctionCall")).toEqual(unknown)
    expect(tasks).toBe(1)
  })

  it("gives an event that starts where one task ends to the next task", () => {
    const { events } = withThreadTime([
      ...frame,
      x("RunTask", 100, 40, 10),
      x("RunTask", 140, 40, 20),
      x("ParseHTML", 140, 30, 30),
    ])
    // Taken as inside the first task, it would move back to 110 ms.
    expect(timing(named(events, "ParseHTML"))).toEqual([140, 15])
  })

  it("reports the wall time and the CPU time of the tasks it shrank", () => {
    const result = withThreadTime([...frame, x("RunTask", 100, 60, 15), x("RunTask", 200, 40, 40)])
    expect(result.tasks).toBe(2)
    expect(result.wallMs).toBeCloseTo(100)
    expect(result.threadMs).toBeCloseTo(55)
  })

  it("stops on a trace with no page navigation", () => {
    expect(() => withThreadTime([x("RunTask", 100, 60, 15)])).toThrow(/no main-frame navigation/)
  })
})
