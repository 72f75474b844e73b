/**
 * `npm run bench:build`: times a cold `gatsby build` (no .cache, no public) of a copy of the project,
 * then a warm rebuild after an editor adds one portrait still, and prints both with the size of public/.
 * Run with tsx (package.json's bench:build), which loads the shared list of project files, a TypeScript module.
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { PROJECT_FILES } from "./project-files.ts"

const root = path.resolve(import.meta.dirname, "..")
const copy = mkdtempSync(path.join(tmpdir(), "mu-build-bench-"))
for (const entry of PROJECT_FILES) {
  cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true })
}
symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" }
const build = () => {
  const start = process.hrtime.bigint()
  execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], { cwd: copy, env, stdio: "ignore" })
  return Number(process.hrtime.bigint() - start) / 1e9
}
try {
  const cold = build()
  const portraitsFile = path.join(copy, "content", "portraits", "portraits.json")
  const portraits = JSON.parse(readFileSync(portraitsFile, "utf8"))
  const drumming = portraits.portraits.find((p) => p.slug === "drumming")
  const added = "stills/drumming-added.jpg"
  cpSync(path.join(copy, "content", "portraits", drumming.stills[0]), path.join(copy, "content", "portraits", added))
  drumming.stills.push(added)
  writeFileSync(portraitsFile, JSON.stringify(portraits, null, 2))
  const warm = build()
  const size = execFileSync("du", ["-sh", path.join(copy, "public")], { encoding: "utf8" }).split("\t")[0]
  console.log(`cold build: ${cold.toFixed(1)} s`)
  console.log(`warm rebuild after adding one still: ${warm.toFixed(1)} s`)
  console.log(`public/: ${size}`)
} finally {
  rmSync(copy, { recursive: true, force: true })
}
