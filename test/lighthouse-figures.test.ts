/**
 * @jest-environment node
 *
 * The figures `npm run bench` prints, on runs written by hand: medians and spreads, each route's
 * own blocking time above the baseline page's, the targets it misses, and what a route's motion adds.
 */
import {
  blockingByKindMedians,
  formatSpread,
  LIGHTHOUSE_TARGETS,
  motionShare,
  spread,
  summarise,
  type Preset,
  type RouteRuns,
  type RunFigures,
} from "../scripts/lighthouse-figures"

const run = (figures: Partial<RunFigures> = {}): RunFigures => ({
  score: 100,
  lcpMs: 1000,
  tbtMs: 40,
  cls: 0,
  benchmarkIndex: 1700,
  cpuSlowdown: 3.9,
  observedFcpMs: 300,
  jsBytes: 80_000,
  ...figures,
})
const runs = (tbts: number[], figures: Partial<RunFigures> = {}) => tbts.map((tbtMs) => run({ ...figures, tbtMs }))
const route = (name: string, preset: Preset, ours: RunFigures[], floor = [run()]): RouteRuns => ({
  route: name,
  preset,
  ours,
  floor,
})

describe("spread", () => {
  it("gives the middle value of an odd count, with the least and the greatest", () => {
    expect(spread([140, 33, 57, 90, 12])).toEqual({ median: 57, min: 12, max: 140 })
  })
  it("gives the mean of the middle two of an even count", () => {
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 })
  })
  it("refuses to summarise no runs", () => {
    expect(() => spread([])).toThrow("no runs")
  })
  it("prints a median with its spread", () => {
    expect(formatSpread({ median: 1234.4, min: 1100, max: 1400.6 })).toBe("1234 (1100–1401)")
    expect(formatSpread({ median: 0.0042, min: 0, max: 0.01 }, 3)).toBe("0.004 (0.000–0.010)")
  })
})

describe("summarise", () => {
  const baseline = "/404/"

  it("gives each route its TBT above the baseline's, preset by preset", () => {
    const [home, desktopHome] = summarise(
      [
        route("/", "mobile", runs([140, 33, 57, 60, 70])),
        route("/", "desktop", runs([10, 12, 11])),
        route(baseline, "mobile", runs([43, 35, 72, 40, 38])),
        route(baseline, "desktop", runs([0, 2, 1])),
      ],
      baseline,
    )
    expect(home?.tbtMs).toEqual({ median: 60, min: 33, max: 140 })
    expect(home?.ownTbtMs).toBe(60 - 40)
    expect(desktopHome?.ownTbtMs).toBe(11 - 1)
  })

  it("prints beside each route the spread of its runs' host index and CPU slowdown", () => {
    const [home] = summarise(
      [
        route("/", "mobile", [
          run({ benchmarkIndex: 1200, cpuSlowdown: 2.7 }),
          run({ benchmarkIndex: 2300, cpuSlowdown: 5.2 }),
        ]),
        route(baseline, "mobile", runs([40])),
      ],
      baseline,
    )
    expect(home?.benchmarkIndex).toEqual({ median: 1750, min: 1200, max: 2300 })
    expect(home?.cpuSlowdown).toEqual({ median: 3.95, min: 2.7, max: 5.2 })
  })

  it("splits a route's own TBT into its floor's part above the baseline floor's and the scripts' part", () => {
    const [portraits, baselineSummary] = summarise(
      [
        route("/portraits/", "mobile", runs([400, 380, 390]), runs([210, 150, 190])),
        route(baseline, "mobile", runs([60, 50, 70]), runs([20, 0, 10])),
      ],
      baseline,
    )
    expect(portraits?.floorTbtMs).toEqual({ median: 190, min: 150, max: 210 })
    expect(portraits?.ownTbtMs).toBe(390 - 60)
    // The floor's part: the route's floor median above the baseline floor's median, under the same preset.
    expect(portraits?.ownFloorTbtMs).toBe(190 - 10)
    expect(baselineSummary?.ownFloorTbtMs).toBe(0)
  })

  it("gives the thread-time figures, with the own TBT by thread time above the baseline's, when every run has them", () => {
    const timed = (pairs: [number, number][]) =>
      pairs.map(([tbtMs, threadTbt]) => run({ tbtMs, threadTime: { score: 100 - threadTbt / 10, tbtMs: threadTbt } }))
    const [portraits, desktop] = summarise(
      [
        route(
          "/portraits/",
          "mobile",
          timed([
            [400, 30],
            [380, 10],
            [390, 20],
          ]),
          timed([
            [100, 5],
            [90, 0],
            [80, 0],
          ]),
        ),
        route("/portraits/", "desktop", runs([0, 0, 0])),
        route(
          baseline,
          "mobile",
          timed([
            [60, 4],
            [50, 8],
            [70, 6],
          ]),
          timed([
            [10, 0],
            [0, 0],
            [5, 0],
          ]),
        ),
        route(baseline, "desktop", runs([0, 0, 0])),
      ],
      baseline,
    )
    expect(portraits?.threadTime).toEqual({
      score: { median: 98, min: 97, max: 99 },
      tbtMs: { median: 20, min: 10, max: 30 },
      floorTbtMs: { median: 0, min: 0, max: 5 },
      ownTbtMs: 20 - 6,
    })
    // The measured figures stay as they were.
    expect(portraits?.ownTbtMs).toBe(390 - 60)
    expect(desktop?.threadTime).toBeUndefined()
  })

  it("gives no thread-time figures when a run of the route, its floor or the baseline lacks them", () => {
    const timed = (tbts: number[]) => tbts.map((tbtMs) => run({ tbtMs, threadTime: { score: 100, tbtMs: 0 } }))
    const cases: RouteRuns[][] = [
      [
        route("/", "mobile", [...timed([40, 50]), run()], timed([0])),
        route(baseline, "mobile", timed([40]), timed([0])),
      ],
      [route("/", "mobile", timed([40]), [run()]), route(baseline, "mobile", timed([40]), timed([0]))],
      [route("/", "mobile", timed([40]), timed([0])), route(baseline, "mobile", runs([40]), timed([0]))],
    ]
    for (const c of cases) expect(summarise(c, baseline)[0]?.threadTime).toBeUndefined()
  })

  it("takes the baseline floor's TBT from the same preset", () => {
    const summaries = summarise(
      [
        route("/", "mobile", runs([100]), runs([80])),
        route("/", "desktop", runs([10]), runs([8])),
        route(baseline, "mobile", runs([50]), runs([30])),
        route(baseline, "desktop", runs([0]), runs([2])),
      ],
      baseline,
    )
    expect(summaries.map((s) => s.ownFloorTbtMs)).toEqual([80 - 30, 8 - 2, 0, 0])
  })

  it("names no miss for a route within every target", () => {
    const [home] = summarise(
      [
        route("/", "mobile", runs([50, 55, 60], { score: 99, lcpMs: 1100, cls: 0.01 })),
        route(baseline, "mobile", runs([40])),
      ],
      baseline,
    )
    expect(home?.misses).toEqual([])
  })

  it("names each target a route misses, with its figure", () => {
    const t = LIGHTHOUSE_TARGETS
    const [portraits] = summarise(
      [
        route("/portraits/", "mobile", runs([80, 90, 100], { score: t.minScore - 1, lcpMs: 2400, cls: 0.02 }), [
          run({ lcpMs: 2000 }),
        ]),
        route(baseline, "mobile", runs([40])),
      ],
      baseline,
    )
    expect(portraits?.misses).toEqual([
      `score ${t.minScore - 1} < ${t.minScore}`,
      `own TBT 50 ms > ${t.maxOwnTbtMs} ms`,
      `CLS 0.020 > ${t.maxCls}`,
      `LCP ÷ floor 1.20 > ${t.maxLcpOverFloor}`,
      `floor LCP 2000 ms > ${t.maxMobileFloorLcpMs} ms`,
    ])
  })

  it("holds the floor's own LCP to its target on the mobile preset only", () => {
    const [desktop] = summarise(
      [
        route("/", "desktop", runs([0], { lcpMs: 2000 }), [run({ lcpMs: 2000 })]),
        route(baseline, "desktop", runs([0])),
      ],
      baseline,
    )
    expect(desktop?.misses).toEqual([])
  })

  it("stops when the baseline was not measured under a preset", () => {
    expect(() => summarise([route("/", "desktop", runs([0])), route(baseline, "mobile", runs([0]))], baseline)).toThrow(
      "no baseline (/404/) measured under the desktop preset",
    )
  })
})

describe("blockingByKindMedians", () => {
  const kinds = (script: number, layout: number) => ({
    script,
    style: 0,
    layout,
    paint: 0,
    parse: 0,
    gc: 0,
    unnamed: 0,
  })

  it("gives each kind's median and the median total over the traced runs, leaving out runs with no trace", () => {
    const traced = [
      run({ blockingByKind: kinds(10, 0) }),
      run(),
      run({ blockingByKind: kinds(20.4, 100) }),
      run({ blockingByKind: kinds(30, 50) }),
    ]
    // Totals 10, 120.4 and 80: the median total (80) is not the sum of the kinds' medians (20 + 50).
    expect(blockingByKindMedians(traced)).toEqual({ ...kinds(20, 50), total: 80 })
  })

  it("is empty when no run traced", () => {
    expect(blockingByKindMedians([run(), run()])).toEqual({})
  })
})

describe("motionShare", () => {
  const baseline = "/404/"
  const measured = (name: string, preset: Preset, ours: number[], still: number[]) => ({
    route: name,
    preset,
    ours: runs(ours),
    still: runs(still, { score: 99 }),
  })

  it("gives what a route's motion adds, and its own TBT without motion above the baseline's, preset by preset", () => {
    const [technology, desktopTechnology, baselineSummary] = motionShare(
      [
        measured("/technology/", "mobile", [239, 58, 160, 320, 239], [101, 96, 190, 163, 48]),
        measured("/technology/", "desktop", [12, 10, 14], [4, 6, 5]),
        measured(baseline, "mobile", [4, 44, 34, 49, 37], [119, 16, 29, 58, 32]),
        measured(baseline, "desktop", [0, 1, 2], [1, 0, 2]),
      ],
      baseline,
    )
    expect(technology?.tbtMs).toEqual({ median: 239, min: 58, max: 320 })
    expect(technology?.stillTbtMs).toEqual({ median: 101, min: 48, max: 190 })
    expect(technology?.stillScore).toEqual({ median: 99, min: 99, max: 99 })
    expect(technology?.motionTbtMs).toBe(239 - 101)
    // Against the baseline's runs with reduced motion (median 32), not its runs as measured (median 37).
    expect(technology?.ownStillTbtMs).toBe(101 - 32)
    expect(desktopTechnology?.ownStillTbtMs).toBe(5 - 1)
    expect(baselineSummary?.ownStillTbtMs).toBe(0)
  })

  it("stops when the baseline was not measured with reduced motion under a preset", () => {
    expect(() =>
      motionShare([measured("/", "desktop", [10], [5]), measured(baseline, "mobile", [40], [30])], baseline),
    ).toThrow("no baseline (/404/) measured with reduced motion under the desktop preset")
  })
})
