/**
 * The trace of a Lighthouse run with each of the page's main-thread tasks timed by the CPU time its thread got,
 * instead of the wall time it took (`npm run bench` with BENCH_TRACE=1 audits the run again over it).
 *
 * Why: Lighthouse's mobile simulation (Lantern) takes each task's wall time from the trace and multiplies it by the
 * CPU slowdown (4×). On this two-core machine the page's main thread shares the cores with the browser's other
 * processes (its own main thread, the software compositor, the network and trace threads) and with Lighthouse, so a
 * task's wall time holds the time the thread waited for a core: in one `/portraits/` run the tasks of 12 ms or more
 * took 453 ms of wall time and 159 ms of CPU time, and Linux's scheduler statistics for the renderer's main thread
 * over a whole run gave 3.1 s on a core and 2.1 s waiting in the run queue. That waiting is multiplied by 4 too.
 * Lighthouse's own documentation asks for at least two dedicated cores, four recommended, for the Lighthouse run
 * alone.
 *
 * So the same run is audited twice: once as measured (the figure the targets are held to), and once over this
 * trace, which keeps every task where it started and shrinks it to its thread's CPU time, so that what is left is
 * the page's own work. Everything inside a task (its events' starts and lengths) shrinks by the same factor, so the
 * events stay nested; events of other threads and events outside the main thread's tasks are left as they are.
 * Time a task spent blocked rather than waiting (e.g. on a commit to the compositor) counts as not the page's here;
 * on a phone with a GPU that is short, but it makes this a lower bound, an estimate beside Lighthouse's figure.
 */
import { mainThread, type TraceEvent } from "./main-thread-tasks"

export interface ThreadTimeTrace {
  events: TraceEvent[]
  /** The main thread's top-level tasks that were shrunk. */
  tasks: number
  /** Their wall time before, and their CPU time (their length after), in ms. */
  wallMs: number
  threadMs: number
}

interface Span {
  start: number
  end: number
  /** CPU time over wall time, at most 1. */
  factor: number
}

/** Top-level complete events of one thread, in start order, each with its CPU share. */
const taskSpans = (events: readonly TraceEvent[], pid: number, tid: number): Span[] => {
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const spans: Span[] = []
  let end = -Infinity
  for (const e of complete) {
    const dur = e.dur ?? 0
    if (e.ts < end) continue
    end = e.ts + dur
    if (e.tdur === undefined) continue
    spans.push({ start: e.ts, end, factor: Math.min(1, Math.max(0, e.tdur / dur)) })
  }
  return spans
}

/** The span whose [start, end) holds `ts`, by binary search. */
const spanAt = (spans: readonly Span[], ts: number): Span | undefined => {
  let low = 0
  let high = spans.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const span = spans[middle] as Span
    if (ts < span.start) high = middle - 1
    else if (ts >= span.end) low = middle + 1
    else return span
  }
  return undefined
}

/** The page's main-thread tasks of a Lighthouse trace, each shrunk to the CPU time its thread got. */
export const withThreadTime = (events: readonly TraceEvent[]): ThreadTimeTrace => {
  const { pid, tid } = mainThread(events)
  const spans = taskSpans(events, pid, tid)
  const shrink = (span: Span, ts: number) => span.start + (ts - span.start) * span.factor
  const out = events.map((e) => {
    if (e.pid !== pid || e.tid !== tid || e.ph === "M") return e
    const span = spanAt(spans, e.ts)
    if (!span) return e
    const ts = shrink(span, e.ts)
    return e.dur === undefined ? { ...e, ts } : { ...e, ts, dur: shrink(span, e.ts + e.dur) - ts }
  })
  const wallUs = spans.reduce((sum, s) => sum + (s.end - s.start), 0)
  const threadUs = spans.reduce((sum, s) => sum + (s.end - s.start) * s.factor, 0)
  return { events: out, tasks: spans.length, wallMs: wallUs / 1000, threadMs: threadUs / 1000 }
}
