/**
 * `npm run similarity:real -- <folder>`: the "moves like this" descriptor and distance over a folder of real BVH
 * captures, which cannot be committed to this repository (docs/similarity.md, "On real captures"). Each file is
 * read in the unit and up axis the inspector suggests, as an editor would state them; the command prints each
 * take's height, tempo and regularity, every pair's distance, and the dimensions of the descriptor side by side.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { analyseMotion, readBvh } from "../src/archive/analyse"
import { parseUnit, type LengthUnit } from "../src/archive/conventions"
import { inspectMotion } from "../src/archive/inspect"
import { describeMovement, DIMENSIONS, distance, type EntryDescriptor } from "../src/archive/similarity"

const folder = process.argv[2]
if (!folder) {
  console.error("Usage: npm run similarity:real -- <folder of .bvh files>")
  process.exit(2)
}
const files = fs
  .readdirSync(folder)
  .filter((name) => name.toLowerCase().endsWith(".bvh"))
  .sort()
const takes: (EntryDescriptor & { heightM: number; reading: string })[] = files.map((file) => {
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
  }
})
const width = Math.max(...files.map((file) => file.length)) + 2
for (const take of takes)
  console.log(
    `${take.slug.padEnd(width)}${take.reading}, ${take.heightM.toFixed(2)} m, tempo ${(2 ** take.movement.tempo).toFixed(2)}/s, regularity ${take.movement.regularity.toFixed(2)}`,
  )
console.log("\nDistances:")
for (const a of takes)
  console.log(`${a.slug.padEnd(width)}${takes.map((b) => distance(a, b).toFixed(2).padStart(7)).join("")}`)
console.log("\nDescriptor:")
for (const dimension of DIMENSIONS)
  console.log(
    `${dimension.padEnd(width)}${takes.map((take) => take.movement[dimension].toFixed(2).padStart(7)).join("")}`,
  )
