/**
 * `npm run similarity:real -- <folder>`: the "moves like this" descriptor and distance over a folder of real BVH
 * captures, which cannot be committed to this repository (docs/similarity.md, "On real captures"). Each file is
 * read in the unit and up axis the inspector suggests, as an editor would state them; the command prints each
 * take's height, tempo and regularity, every pair's distance (in all and by aspect), the dimensions of the
 * descriptor side by side, and, for every ordered pair of kinds in the folder's kinds.json, how many takes of the
 * first kind have their nearest take of that kind before every take of the second (../src/archive/real-takes.ts),
 * and how many shuffles of the descriptor put each walk's nearest walk before every dance.
 */
import { kindMisses, kindTable, readRealTakes, shuffledTakes } from "../src/archive/real-takes"
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
console.log("\nFor each take of a kind, is its nearest take of that kind nearer than every take of another kind?")
for (const row of kindTable(takes))
  console.log(
    `${row.kind} before ${row.other}: ${row.meet} of ${row.of}${row.misses
      .map((m) => `; ${m.take}: ${m.own[0]} ${m.own[1].toFixed(2)}, ${m.other[0]} ${m.other[1].toFixed(2)}`)
      .join("")}`,
  )
const SHUFFLES = 40
const byChance = Array.from({ length: SHUFFLES }, (_, seed) =>
  kindMisses(shuffledTakes(takes, seed + 1), "walk", "dance"),
)
if (byChance[0] !== undefined)
  console.log(
    `\nWalks before dances with the descriptor shuffled: ${byChance.filter((m) => m?.length === 0).length} of ${SHUFFLES} shuffles`,
  )
