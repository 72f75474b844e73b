/**
 * Mutation scores per group of files, from Stryker's JSON report (the mutation-testing-report-schema format).
 * Stryker's own `thresholds.break` only sees the total over every mutated file, so a weak module could hide behind
 * strong ones; `npm run test:mutation` (scripts/test-mutation.ts) applies the floor below to each group instead.
 */

/** The lowest mutation score (percent) a group may have. */
export const MUTATION_SCORE_FLOOR = 80

/** A mutant's status as the report schema spells it. */
export type MutantStatus =
  "Killed" | "Survived" | "NoCoverage" | "Timeout" | "CompileError" | "RuntimeError" | "Ignored" | "Pending"

/** The part of Stryker's JSON report this module reads. */
export interface MutationReport {
  files: Record<string, { mutants: readonly { status: MutantStatus }[] }>
}

export interface GroupScore {
  group: string
  files: number
  /** Killed, or stopped by a timeout (an endless loop the tests noticed). */
  detected: number
  /** Survived, or reached by no test at all. */
  undetected: number
  /** Mutants that did not compile or crashed the runner, or were ignored: they count for neither side. */
  invalid: number
  /** detected / (detected + undetected), in percent; undefined when the group has no valid mutant. */
  score: number | undefined
}

const DETECTED: readonly MutantStatus[] = ["Killed", "Timeout"]
const UNDETECTED: readonly MutantStatus[] = ["Survived", "NoCoverage"]

/**
 * The score of one group's report (each group is mutated in a run of its own, so its report holds its files only);
 * the same formula as Stryker's "% score": detected over valid mutants, mutants no test reaches counting as undetected.
 */
export const scoreReport = (group: string, report: MutationReport): GroupScore => {
  const files = Object.values(report.files)
  let detected = 0
  let undetected = 0
  let invalid = 0
  for (const { mutants } of files)
    for (const { status } of mutants) {
      if (DETECTED.includes(status)) detected += 1
      else if (UNDETECTED.includes(status)) undetected += 1
      else invalid += 1
    }
  const valid = detected + undetected
  return {
    group,
    files: files.length,
    detected,
    undetected,
    invalid,
    score: valid > 0 ? (100 * detected) / valid : undefined,
  }
}

/** A group passes when its score is at least the floor; a group with no valid mutant has nothing to fail. */
export const meetsFloor = (score: GroupScore, floor: number = MUTATION_SCORE_FLOOR): boolean =>
  score.score === undefined || score.score >= floor

/** One line per group, aligned, then a verdict naming the groups under the floor. */
export const formatScores = (scores: readonly GroupScore[], floor: number = MUTATION_SCORE_FLOOR): string => {
  const width = Math.max(...scores.map((s) => s.group.length), "group".length)
  const lines = scores.map((s) => {
    const pct = s.score === undefined ? "   n/a" : `${s.score.toFixed(2).padStart(6)}`
    const mark = meetsFloor(s, floor) ? "ok" : `UNDER ${floor} %`
    return `${s.group.padEnd(width)}  ${pct} %  ${String(s.detected).padStart(4)} detected  ${String(s.undetected).padStart(4)} undetected  ${String(s.invalid).padStart(4)} invalid  ${mark}`
  })
  const failing = scores.filter((s) => !meetsFloor(s, floor)).map((s) => s.group)
  lines.push(
    failing.length === 0
      ? `Every group is at or above ${floor} %.`
      : `Under the ${floor} % floor: ${failing.join(", ")}.`,
  )
  return lines.join("\n")
}
