/**
 * `npm run test:mutation [-- group …]`: Stryker on each mutation group of stryker.config.mjs (all of them, or the
 * ones named), one run per group (mutation-groups.json), then each group's mutation score from its JSON report, and a non-zero exit when a
 * group is under the floor (scripts/mutation-score.ts). Runs are incremental: only mutants whose code or tests
 * changed since the committed incremental file are tested again. `--force` retests every mutant; `--report-only`
 * runs nothing and scores the groups' last reports (reports/mutation/<group>.json, git-ignored), or, for a group
 * never run in this clone, its committed incremental file (the same report format, written by the last recorded run).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import MUTATION_GROUPS from "../mutation-groups.json"
import { formatScores, type GroupScore, meetsFloor, type MutationReport, scoreReport } from "./mutation-score"

const root = path.resolve(import.meta.dirname, "..")
const args = process.argv.slice(2)
const force = args.includes("--force")
const reportOnly = args.includes("--report-only")
const names = args.filter((a) => !a.startsWith("--"))
const unknownFlags = args.filter((a) => a.startsWith("--") && a !== "--force" && a !== "--report-only")
if (unknownFlags.length > 0) {
  console.error(`Unknown option ${unknownFlags.join(", ")}; the options: --force, --report-only`)
  process.exit(2)
}
const unknown = names.filter((n) => !MUTATION_GROUPS.some((g) => g.name === n))
if (unknown.length > 0) {
  console.error(
    `No mutation group named ${unknown.join(", ")}; the groups: ${MUTATION_GROUPS.map((g) => g.name).join(", ")}`,
  )
  process.exit(2)
}
const groups = names.length > 0 ? MUTATION_GROUPS.filter((g) => names.includes(g.name)) : MUTATION_GROUPS

const scores: GroupScore[] = []
/** Groups with no report at all: their floor is unconfirmed, so the run fails. */
const unscored: string[] = []
const started = Date.now()
for (const group of groups) {
  if (!reportOnly) run(group)
  const lastRun = path.join(root, "reports", "mutation", `${group.name}.json`)
  const recorded = path.join(root, "reports", "stryker-incremental", `${group.name}.json`)
  const file = existsSync(lastRun) || !reportOnly ? lastRun : recorded
  if (!existsSync(file)) {
    if (!reportOnly) throw new Error(`Stryker wrote no report at ${path.relative(root, file)}`)
    console.log(`No report for ${group.name} yet (${path.relative(root, lastRun)}); run the group to score it.`)
    unscored.push(group.name)
    continue
  }
  if (file === recorded)
    console.log(`${group.name}: not run in this clone; scored from ${path.relative(root, recorded)}`)
  const report = JSON.parse(readFileSync(file, "utf8")) as MutationReport
  scores.push(scoreReport(group.name, report))
}

function run(group: { name: string; mutate: string[] }): void {
  console.log(`\n▶ Stryker: ${group.name} (${group.mutate.join(", ")})`)
  const { status } = spawnSync(
    path.join(root, "node_modules", ".bin", "stryker"),
    ["run", ...(force ? ["--force"] : [])],
    { cwd: root, stdio: "inherit", env: { ...process.env, STRYKER_GROUP: group.name, GATSBY_TELEMETRY_DISABLED: "1" } },
  )
  if (status !== 0) {
    console.error(`Stryker failed on ${group.name} (exit ${status}).`)
    process.exit(status ?? 1)
  }
}

console.log(`\nMutation scores (${Math.round((Date.now() - started) / 1000)} s):`)
console.log(formatScores(scores))
if (unscored.length > 0) console.log(`No score for ${unscored.join(", ")}: not at the floor until measured.`)
process.exit(unscored.length === 0 && scores.every((s) => meetsFloor(s)) ? 0 : 1)
