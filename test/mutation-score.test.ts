/**
 * @jest-environment node
 *
 * The per-group scoring behind `npm run test:mutation`, on small reports written by hand in the
 * mutation-testing-report-schema shape Stryker's JSON reporter writes.
 */
import {
  formatScores,
  meetsFloor,
  type MutantStatus,
  type MutationReport,
  scoreReport,
} from "../scripts/mutation-score"

const report = (files: Record<string, MutantStatus[]>): MutationReport => ({
  files: Object.fromEntries(
    Object.entries(files).map(([file, statuses]) => [file, { mutants: statuses.map((status) => ({ status })) }]),
  ),
})

const times = (n: number, status: MutantStatus): MutantStatus[] => Array.from({ length: n }, () => status)

describe("scoreReport", () => {
  it("scores detected (killed or timed out) over valid mutants, across the group's files", () => {
    const score = scoreReport(
      "content-model",
      report({
        "src/content-model/a.ts": [...times(6, "Killed"), "Timeout", "Survived"],
        "src/content-model/b.ts": ["Killed", "NoCoverage"],
      }),
    )
    expect(score).toEqual({ group: "content-model", files: 2, detected: 8, undetected: 2, invalid: 0, score: 80 })
  })

  it("leaves mutants that did not compile, crashed or were ignored out of both sides", () => {
    const score = scoreReport(
      "csp",
      report({
        "src/gatsby-node/csp.ts": ["Killed", "Survived", "CompileError", "RuntimeError", "Ignored", "Pending"],
      }),
    )
    expect(score).toMatchObject({ detected: 1, undetected: 1, invalid: 4, score: 50 })
  })

  it("has no score for a group without a valid mutant", () => {
    expect(scoreReport("data", report({ "src/data/x.ts": ["CompileError"] })).score).toBeUndefined()
    expect(scoreReport("data", report({})).files).toBe(0)
  })
})

describe("the floor", () => {
  it("passes a group at exactly the floor and fails one just under it", () => {
    const at = scoreReport("at", report({ "a.ts": [...times(4, "Killed"), "Survived"] }))
    const under = scoreReport("under", report({ "b.ts": [...times(79, "Killed"), ...times(21, "NoCoverage")] }))
    expect(at.score).toBe(80)
    expect(meetsFloor(at)).toBe(true)
    expect(under.score).toBe(79)
    expect(meetsFloor(under)).toBe(false)
    expect(meetsFloor(under, 75)).toBe(true)
  })

  it("does not fail a group that has nothing to score", () => {
    expect(meetsFloor(scoreReport("empty", report({})))).toBe(true)
  })
})

describe("formatScores", () => {
  const good = scoreReport("content-model", report({ "a.ts": [...times(9, "Killed"), "Survived"] }))
  const weak = scoreReport("archive", report({ "b.ts": ["Killed", "Survived", "NoCoverage"] }))

  it("prints one line per group with its score, then names the groups under the floor", () => {
    const lines = formatScores([good, weak]).split("\n")
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^content-model\s+90\.00 %\s+9 detected\s+1 undetected\s+0 invalid\s+ok$/)
    expect(lines[1]).toMatch(/^archive\s+33\.33 %\s+1 detected\s+2 undetected\s+0 invalid\s+UNDER 80 %$/)
    expect(lines[2]).toBe("Under the 80 % floor: archive.")
  })

  it("says so when every group is at or above the floor", () => {
    expect(formatScores([good]).split("\n").at(-1)).toBe("Every group is at or above 80 %.")
  })
})
