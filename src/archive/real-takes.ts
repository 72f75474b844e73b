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
import { seeded } from "./fixtures/synthetic-takes"
import { inspectMotion } from "./inspect"
import { describeMovement, DIMENSIONS, distance, type EntryDescriptor } from "./similarity"

const KINDS_FILE = "kinds.json"

export interface RealTake extends EntryDescriptor {
  heightM: number
  /** The unit and axis it was read in ("0.0564444 y up"). */
  reading: string
  kind: string | undefined
}

/** One take of the folder, read in the unit and up axis the inspector suggests, with no reference frames stated. */
export const readTakeAnalysis = (folder: string, file: string) => {
  const text = fs.readFileSync(path.join(folder, file), "utf8")
  const suggested = inspectMotion(text, file).suggested
  if (!suggested) throw new Error(`${file}: no unit and axis gives a plausible height`)
  const analysis = analyseMotion(readBvh(text, file), file, {
    unit: parseUnit(suggested.unit) as LengthUnit,
    up: suggested.up,
    referenceFrames: 0,
  })
  if (analysis.refusal !== undefined) throw new Error(analysis.refusal)
  return { ...analysis, reading: `${suggested.unit} ${suggested.up} up` }
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
      const analysis = readTakeAnalysis(folder, file)
      return {
        slug: file,
        movement: describeMovement(analysis.filtered, analysis.roles, analysis.heightM),
        heightM: analysis.heightM,
        reading: analysis.reading,
        kind: kinds[file],
      }
    })
}

/** A take for which the nearest take of its own kind is not nearer than every take of another kind. */
export interface KindMiss {
  take: string
  /** The nearest other take of its kind, and its distance. */
  own: [string, number]
  /** The nearest take of the other kind, no farther than `own`. */
  other: [string, number]
}

const nearestOf = (take: RealTake, among: readonly RealTake[]): [string, number] | undefined =>
  among
    .filter((b) => b.slug !== take.slug)
    .map((b): [string, number] => [b.slug, distance(take, b)])
    .reduce<[string, number] | undefined>((best, x) => (best === undefined || x[1] < best[1] ? x : best), undefined)

/**
 * The criterion ("two walks are nearer each other than a walk and a dance") as the "moves like this" list
 * meets it: for every take of `kind` that has another of its kind, that nearest take of its own kind is nearer than
 * every take of `other`, so a visitor watching a walk is shown a walk before any dance. Returns the takes for which
 * it fails (none: it holds); undefined when the takes hold fewer than two of `kind` or none of `other`.
 */
export const kindMisses = (takes: readonly RealTake[], kind: string, other: string): KindMiss[] | undefined => {
  const mine = takes.filter((take) => take.kind === kind)
  const others = takes.filter((take) => take.kind === other)
  if (mine.length < 2 || others.length === 0) return undefined
  return mine.flatMap((take) => {
    const own = nearestOf(take, mine) as [string, number]
    const near = nearestOf(take, others) as [string, number]
    return near[1] <= own[1] ? [{ take: take.slug, own, other: near }] : []
  })
}

/** Every ordered pair of kinds the takes name, as `kindMisses` finds it: how many takes of the first kind meet it. */
export const kindTable = (takes: readonly RealTake[]) => {
  const kinds = [...new Set(takes.flatMap((take) => (take.kind === undefined ? [] : [take.kind])))].sort()
  return kinds.flatMap((kind) =>
    kinds.flatMap((other) => {
      const misses = other === kind ? undefined : kindMisses(takes, kind, other)
      if (misses === undefined) return []
      const of = takes.filter((take) => take.kind === kind).length
      return [{ kind, other, meet: of - misses.length, of, misses }]
    }),
  )
}

/**
 * The takes with each dimension of their descriptors dealt out again among them at random (seeded): what the
 * criterion meets by chance. A descriptor that tells kinds apart meets it far more often than its shuffles do.
 */
export const shuffledTakes = (takes: readonly RealTake[], seed: number): RealTake[] => {
  // The similarity tests' own repeatable generator: a shuffle is the same on every run.
  const next = seeded(seed)
  const out = takes.map((take) => ({ ...take, movement: { ...take.movement } }))
  for (const dimension of DIMENSIONS) {
    const values = takes.map((take) => take.movement[dimension])
    for (let i = values.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[values[i], values[j]] = [values[j] as number, values[i] as number]
    }
    out.forEach((take, i) => (take.movement[dimension] = values[i] as number))
  }
  return out
}
