/**
 * `npm run similarity:real -- <folder>`: the "moves like this" descriptor and distance over a folder of real BVH
 * captures, which cannot be committed to this repository (docs/similarity.md, "On real captures"). Each file is
 * read in the unit and up axis the inspector suggests, as an editor would state them; the command prints each
 * take's height, tempo and regularity, every pair's distance (in all and by aspect), the dimensions of the descriptor side by side, and whether takes of one kind (the folder's kinds.json, ../src/archive/real-takes.ts) are nearer each other than to takes of another.
 */
import { kindViolations, readRealTakes } from "../src/archive/real-takes"
import { aspectDistances, DIMENSIONS, distance } from "../src/archive/similarity"

const folder = process.argv[2]
if (!folder) {
  console.error("Usage: npm run similarity:real -- <folder of .bvh files, with a kinds.json to check the criterion>")
  process.exit(2)
}
const takes = readRealTakes(folder)
const files = takes.map((take) => take.slug)
const width = Math.max(...files.map((file) => file.length)) + 2
for (const take of takes)
  console.log(
    `${take.slug.padEnd(width)}${take.kind ?? "(no kind)"}, ${take.reading}, ${take.heightM.toFixed(2)} m, tempo ${(2 ** take.movement.tempo).toFixed(2)}/s, regularity ${take.movement.regularity.toFixed(2)}`,
  )
console.log("\nDistances:")
for (const a of takes)
  console.log(`${a.slug.padEnd(width)}${takes.map((b) => distance(a, b).toFixed(2).padStart(7)).join("")}`)
console.log("\nDescriptor:")
for (const dimension of DIMENSIONS)
  console.log(
    `${dimension.padEnd(width)}${takes.map((take) => take.movement[dimension].toFixed(2).padStart(7)).join("")}`,
  )
console.log("\nBy aspect (each pair):")
for (const [i, a] of takes.entries())
  for (const b of takes.slice(i + 1))
    console.log(
      `${a.slug} – ${b.slug}: ${[...aspectDistances(a, b)].map(([aspect, value]) => `${aspect} ${value.toFixed(2)}`).join(", ")}`,
    )
const violations = kindViolations(takes)
console.log(
  violations.length === 0
    ? "\nEvery two takes of one kind are nearer each other than either is to a take of another kind."
    : `\nThe criterion fails ${violations.length} times, e.g. ${violations
        .slice(0, 3)
        .map(
          (v) =>
            `${v.same[0]}–${v.same[1]} ${v.same[2].toFixed(2)} ≥ ${v.other[0]}–${v.other[1]} ${v.other[2].toFixed(2)}`,
        )
        .join("; ")}`,
)
