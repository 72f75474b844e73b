/**
 * @jest-environment node
 *
 * Where the blocking time goes (`npm run bench` with BENCH_TRACE=1), on traces written by hand: the page's main
 * thread found among others, tasks before the first paint left out, the slowdown and the 50 ms allowance applied,
 * and each task's blocking time shared out by what its own time went to.
 */
import { blockingTime, kindOf, LONG_TASK_MS, type TraceEvent } from "../scripts/main-thread-tasks"

const PAGE = { pid: 7, tid: 1 }
const NAV_US = 1_000_000
const ms = (value: number) => value * 1000

/** A complete event on the page's main thread, `at` ms after navigation, lasting `long` ms. */
const task = (name: string, at: number, long: number, thread = PAGE): TraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: NAV_US + ms(at),
  dur: ms(long),
})

const frame = (thread = PAGE, url = "http://127.0.0.1:9401/technology/"): TraceEvent[] => [
  { name: "thread_name", ph: "M", ...thread, ts: 0, args: { name: "CrRendererMain" } },
  {
    name: "navigationStart",
    ph: "R",
    ...thread,
    ts: NAV_US,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  },
]
const firstPaintAt = (at: number): TraceEvent => ({
  name: "firstContentfulPaint",
  ph: "R",
  ...PAGE,
  ts: NAV_US + ms(at),
})

describe("kindOf", () => {
  it.each([
    ["RunTask", "unnamed"],
    ["FunctionCall", "script"],
    ["v8.compile", "script"],
    ["UpdateLayoutTree", "style"],
    ["Layout", "layout"],
    ["Paint", "paint"],
    ["Commit", "paint"],
    ["ParseHTML", "parse"],
    ["MajorGC", "gc"],
    ["V8.GC_SCAVENGER", "gc"],
  ])("%s is %s", (name, kind) => {
    expect(kindOf(name)).toBe(kind)
  })
})

describe("blockingTime", () => {
  it("slows the tasks after the first paint, counts what lies beyond 50 ms, and shares it out by own time", () => {
    const events = [
      ...frame(),
      firstPaintAt(100),
      // Before the first paint: not counted however long.
      task("RunTask", 20, 60),
      task("Layout", 21, 50),
      // 30 ms: 120 ms at 4×, 70 ms blocking; own time 10 ms script (the call less its layout), 15 layout, 5 unnamed.
      task("RunTask", 200, 30),
      task("FunctionCall", 202, 25),
      task("Layout", 210, 15),
      // 12 ms: 48 ms at 4×, under the allowance.
      task("RunTask", 400, 12),
      task("UpdateLayoutTree", 401, 11),
      // 20 ms of style: 80 ms at 4×, 30 ms blocking.
      task("RunTask", 500, 20),
      task("UpdateLayoutTree", 500, 20),
    ]
    const result = blockingTime(events, 4)
    expect(result.firstPaintMs).toBe(100)
    expect(result.tasks.map((t) => [t.startMs, t.durationMs, t.blockingMs])).toEqual([
      [200, 30, 70],
      [500, 20, 30],
    ])
    expect(result.tasks[0]?.selfMs).toMatchObject({ script: 10, layout: 15, unnamed: 5, style: 0 })
    expect(result.total).toBe(100)
    expect(result.byKind.script).toBeCloseTo((70 * 10) / 30)
    expect(result.byKind.layout).toBeCloseTo((70 * 15) / 30)
    expect(result.byKind.unnamed).toBeCloseTo((70 * 5) / 30)
    expect(result.byKind.style).toBeCloseTo(30)
    expect(result.byKind.paint).toBe(0)
  })

  it("counts a task at the allowance as not blocking, and one just past it", () => {
    const events = [...frame(), firstPaintAt(0), task("RunTask", 10, LONG_TASK_MS / 4), task("RunTask", 100, 12.75)]
    expect(blockingTime(events, 4).tasks.map((t) => t.blockingMs)).toEqual([1])
  })

  it("reads the page's renderer, not another one's, nor a navigation to no document", () => {
    const other = { pid: 9, tid: 1 }
    const events = [
      ...frame(),
      // A second navigation record with no URL (Chrome writes one as the empty document commits).
      { name: "navigationStart", ph: "R", ...PAGE, ts: NAV_US + ms(5), args: { data: { isLoadingMainFrame: true } } },
      firstPaintAt(50),
      task("RunTask", 200, 25),
      ...frame(other, "about:blank"),
      task("RunTask", 200, 100, other),
    ]
    const result = blockingTime(events, 4)
    expect(result.tasks).toHaveLength(1)
    expect(result.total).toBe(50)
  })

  it("uses the slowdown it is given", () => {
    const events = [...frame(), firstPaintAt(0), task("RunTask", 10, 30)]
    expect(blockingTime(events, 1).total).toBe(0)
    expect(blockingTime(events, 2).total).toBe(10)
  })

  it("says so when the trace has no navigation or no first paint", () => {
    expect(() => blockingTime([task("RunTask", 0, 100)], 4)).toThrow(/no main-frame navigation/)
    expect(() => blockingTime([...frame(), task("RunTask", 0, 100)], 4)).toThrow(/no first contentful paint/)
  })
})
