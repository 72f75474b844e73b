/**
 * `npm run similarity:variants -- <from> <to> <variants.json>`: a labelled folder of real takes and, beside each,
 * the variants the variants file asks for (docs/similarity.md, "Variants of real takes"): a take in a mirror (the
 * same movement with the other hand) and a take turning left or right as it goes, each labelled as the file says
 * and named for what was done, so the similarity bench can ask whether the list tells the other hand and the other
 * turn apart. The variants are synthetic, made from real bodies; they stay outside the repository as the takes do.
 *
 * Each take is read in the up axis the inspector suggests (as the bench reads it); `<to>` gets a copy of every
 * labelled take, the variants and a labels.json for all of them.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { parseBvh, writeBvh } from "../src/archive/bvh"
import { inspectMotion } from "../src/archive/inspect"
import { parseLabels, parseVariantSpec, planVariants, type TakeLabel } from "../src/archive/similarity-bench"
import { mirrorTake, turnTake } from "../src/archive/take-variants"

const [from, to, specFile] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
if (!from || !to || !specFile) {
  console.error("Usage: npm run similarity:variants -- <folder with labels.json> <new folder> <variants.json>")
  process.exit(2)
}
const labelsFile = path.join(from, "labels.json")
const bvhFiles = fs.readdirSync(from).filter((name) => name.toLowerCase().endsWith(".bvh"))
const labels = parseLabels(fs.readFileSync(labelsFile, "utf8"), labelsFile, bvhFiles)
const planned = planVariants(labels, parseVariantSpec(fs.readFileSync(specFile, "utf8"), specFile), specFile)

fs.mkdirSync(to, { recursive: true })
const out: Record<string, TakeLabel> = {}
for (const [take, label] of labels) {
  fs.copyFileSync(path.join(from, take), path.join(to, take))
  out[take] = label
}
const counts = new Map<string, number>()
for (const variant of planned) {
  const text = fs.readFileSync(path.join(from, variant.from), "utf8")
  const up = inspectMotion(text, variant.from).suggested?.up
  if (up === undefined) throw new Error(`${variant.from}: no up axis gives a plausible body`)
  const bvh = parseBvh(text, variant.from)
  const made = variant.make === "mirror" ? mirrorTake(bvh, up) : turnTake(bvh, up, variant.make)
  fs.writeFileSync(path.join(to, variant.file), writeBvh(made))
  out[variant.file] = variant.label
  counts.set(variant.label.kind, (counts.get(variant.label.kind) ?? 0) + 1)
}
fs.writeFileSync(path.join(to, "labels.json"), `${JSON.stringify(out, null, 1)}\n`)
console.log(
  `${labels.size} takes and ${planned.length} variants (synthetic) in ${to}: ${[...counts]
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ")}`,
)
