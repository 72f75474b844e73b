/**
 * Real captures for "moves like this", read from a folder outside the repository (they cannot be committed here;
 * docs/similarity.md, "On real captures"): `npm run similarity:real -- <folder>` prints their distances, and
 * `MU_REAL_TAKES=<folder> npx jest src/archive/similarity.real.test.ts` checks the criterion on them.
 *
 * Each .bvh is read in the unit and up axis the inspector suggests, as an editor would state them, with no
 * reference frames stated (the descriptor finds a T-pose itself). What each take is comes from the folder's
 * `kinds.json` (`{ "file.bvh": "walk", … }`), never from the take: a file it does not name has no kind.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { analyseMotion, readBvh } from "./analyse"
import { parseUnit, type LengthUnit } from "./conventions"
import { inspectMotion } from "./inspect"
import { describeMovement, distance, type EntryDescriptor } from "./similarity"

const KINDS_FILE = "kinds.json"

export interface RealTake extends EntryDescriptor {
  heightM: number
  /** The unit and axis it was read in ("0.0564444 y up"). */
  reading: string
  kind: string | undefined
}

export const readRealTakes = (folder: string): RealTake[] => {
  const kindsPath = path.join(folder, KINDS_FILE)
  const kinds = fs.existsSync(kindsPath)
    ? (JSON.parse(fs.readFileSync(kindsPath, "utf8")) as Record<string, string>)
    : {}
  return fs
    .readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith(".bvh"))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(folder, file), "utf8")
      const suggested = inspectMotion(text, file).suggested
      if (!suggested) throw new Error(`${file}: no unit and axis gives a plausible height`)
      const analysis = analyseMotion(readBvh(text, file), file, {
        unit: parseUnit(suggested.unit) as LengthUnit,
        up: suggested.up,
        referenceFrames: 0,
      })
      if (analysis.refusal !== undefined) throw new Error(analysis.refusal)
      return {
        slug: file,
        movement: describeMovement(analysis.filtered, analysis.roles, analysis.heightM),
        heightM: analysis.heightM,
        reading: `${suggested.unit} ${suggested.up} up`,
        kind: kinds[file],
      }
    })
}

/** A pair of one kind that is farther apart than a take of that kind is from a take of another kind. */
export interface KindViolation {
  same: [string, string, number]
  other: [string, string, number]
}

/**
 * The criterion over takes with kinds: for every kind with two takes or more, every two of its takes are
 * nearer each other than any of its takes is to a take of another kind. Returns what breaks it (none: it holds).
 */
export const kindViolations = (takes: readonly RealTake[]): KindViolation[] => {
  const known = takes.filter((take) => take.kind !== undefined)
  const out: KindViolation[] = []
  for (const kind of new Set(known.map((take) => take.kind))) {
    const mine = known.filter((take) => take.kind === kind)
    const others = known.filter((take) => take.kind !== kind)
    if (mine.length < 2 || others.length === 0) continue
    const pairs = mine.flatMap((a, i) => mine.slice(i + 1).map((b) => [a.slug, b.slug, distance(a, b)] as const))
    const across = mine.flatMap((a) => others.map((b) => [a.slug, b.slug, distance(a, b)] as const))
    const farthest = pairs.reduce((x, y) => (y[2] > x[2] ? y : x))
    for (const pair of across) if (pair[2] <= farthest[2]) out.push({ same: [...farthest], other: [...pair] })
  }
  return out
}
