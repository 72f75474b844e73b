/**
 * Where a page's blocking time goes, from the trace of a Lighthouse run (`npm run bench` with BENCH_TRACE=1): the
 * page's main-thread tasks after its first paint, each slowed as the mobile preset slows the CPU (4×), and the part of
 * each beyond 50 ms (what Total Blocking Time adds up) shared out by what the task spent its own time on: script,
 * style, layout, paint, HTML parsing, garbage collection, or work the trace does not name.
 *
 * It is an estimate to point at causes, not Lighthouse's figure: Lantern simulates the network and the task order
 * too, and stops counting at its time-to-interactive, so its TBT is lower than this sum when late tasks fall after
 * it. Kept apart from scripts/bench.ts so that it can be tested on hand-made traces.
 */

/** One trace event, as Chrome writes it (only the fields read here). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  /** Microseconds. */
  ts: number
  dur?: number
  /** Microseconds of CPU time the thread got during the event (its wall time, `dur`, less the time it waited). */
  tdur?: number
  args?: { name?: string; data?: Record<string, unknown> }
}

export const WORK_KINDS = ["script", "style", "layout", "paint", "parse", "gc", "unnamed"] as const
export type WorkKind = (typeof WORK_KINDS)[number]

/** A task longer than this (after the slowdown) blocks input for the rest. */
export const LONG_TASK_MS = 50

/** The kind of work an event's own time is, by its name. */
export const kindOf = (name: string): WorkKind => {
  if (/^(RunTask|ThreadControllerImpl::RunTask)$/.test(name)) return "unnamed"
  if (/GC|Sweep|Marking|Scavenge/i.test(name)) return "gc"
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name))
    return "style"
  if (/^(Layout|IntersectionObserverController::computeIntersections|HitTest|UpdateLayerTree)$/.test(name))
    return "layout"
  if (/^(Paint|PrePaint|Commit|Layerize|UpdateLayer|PaintImage|Decode.*|ImageDecodeTask|RasterTask)$/.test(name))
    return "paint"
  if (/^(ParseHTML|ParseHTMLTokens|HTMLDocumentParser.*)$/.test(name)) return "parse"
  return "script"
}

export interface BlockingTask {
  /** From navigation start, unthrottled. */
  startMs: number
  /** Unthrottled. */
  durationMs: number
  /** Slowed by the CPU slowdown, less LONG_TASK_MS (0 when it is shorter). */
  blockingMs: number
  /** The task's own time by kind, unthrottled. */
  selfMs: Record<WorkKind, number>
}

export interface Blocking {
  /** The renderer's first contentful paint, unthrottled (from navigation start). */
  firstPaintMs: number
  /** The tasks after the first paint that block, in start order. */
  tasks: BlockingTask[]
  /** The blocking time of those tasks shared out by kind, in proportion to each task's own time. */
  byKind: Record<WorkKind, number>
  total: number
}

const zero = (): Record<WorkKind, number> =>
  Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as Record<WorkKind, number>

interface Node {
  event: TraceEvent & { dur: number }
  children: Node[]
}

/**
 * The page's main thread: of the renderer threads named CrRendererMain, the one that recorded the last navigation to
 * a web address (Lighthouse's trace can hold other renderers and navigations, e.g. to its blank starting page).
 */
export const mainThread = (events: readonly TraceEvent[]): { pid: number; tid: number; navigationUs: number } => {
  const navigations = events.filter((e) => e.name === "navigationStart" && e.args?.data?.["isLoadingMainFrame"])
  const named = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
  for (const navigation of [...navigations].reverse()) {
    const thread = named.find((t) => t.pid === navigation.pid && t.tid === navigation.tid)
    const url = navigation.args?.data?.["documentLoaderURL"]
    if (thread && typeof url === "string" && /^https?:/.test(url))
      return { pid: thread.pid, tid: thread.tid, navigationUs: navigation.ts }
  }
  throw new Error("no main-frame navigation on a renderer's main thread in this trace")
}

/** Nests complete events ("X") by their time spans; returns the top-level ones. */
const nest = (events: readonly (TraceEvent & { dur: number })[]): Node[] => {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tops: Node[] = []
  const stack: Node[] = []
  for (const event of sorted) {
    while (stack.length > 0) {
      const open = stack[stack.length - 1] as Node
      if (event.ts >= open.event.ts + open.event.dur) stack.pop()
      else break
    }
    const node: Node = { event, children: [] }
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else tops.push(node)
    stack.push(node)
  }
  return tops
}

const addSelfTimes = (node: Node, into: Record<WorkKind, number>) => {
  const childUs = node.children.reduce((sum, child) => sum + child.event.dur, 0)
  into[kindOf(node.event.name)] += Math.max(0, node.event.dur - childUs) / 1000
  for (const child of node.children) addSelfTimes(child, into)
}

/** The blocking tasks after the first paint of the page a Lighthouse trace recorded, slowed by `cpuSlowdown`. */
export const blockingTime = (events: readonly TraceEvent[], cpuSlowdown: number): Blocking => {
  const { pid, tid, navigationUs } = mainThread(events)
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid && e.ts >= navigationUs)
  if (!paint) throw new Error("no first contentful paint after the navigation in this trace")
  const firstPaintMs = (paint.ts - navigationUs) / 1000
  const complete = events.filter(
    (e): e is TraceEvent & { dur: number } => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined,
  )
  const byKind = zero()
  const tasks: BlockingTask[] = []
  for (const top of nest(complete)) {
    const startMs = (top.event.ts - navigationUs) / 1000
    const durationMs = top.event.dur / 1000
    const blockingMs = Math.max(0, durationMs * cpuSlowdown - LONG_TASK_MS)
    if (startMs < firstPaintMs || blockingMs === 0) continue
    const selfMs = zero()
    addSelfTimes(top, selfMs)
    const own = WORK_KINDS.reduce((sum, k) => sum + selfMs[k], 0)
    for (const k of WORK_KINDS) byKind[k] += own > 0 ? (blockingMs * selfMs[k]) / own : 0
    tasks.push({ startMs, durationMs, blockingMs, selfMs })
  }
  return { firstPaintMs, tasks, byKind, total: tasks.reduce((sum, t) => sum + t.blockingMs, 0) }
}
