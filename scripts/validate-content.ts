/**
 * `npm run validate`: the build's content check on its own, for editors; exits 1 on any error. Warnings (a still
 * the page would crop) and notices (leftover files no entry names) are listed without failing.
 * `npm run validate -- --remove-leftovers` also deletes the leftover files.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { fileSystemInspector } from "../src/content-model/inspect-media"
import { REMOVE_LEFTOVERS_FLAG } from "../src/content-model/leftovers"
import { formatProblems, formatRemarks, isError, validateContent } from "../src/content-model/validate"

// npm runs scripts in the project folder; a test may run this one in a copy of it.
const PROJECT_DIR = process.cwd()

const main = async () => {
  const removeLeftovers = process.argv.slice(2).includes(REMOVE_LEFTOVERS_FLAG)
  const all = await validateContent({ contentDir: path.join(PROJECT_DIR, "content"), inspector: fileSystemInspector })
  const leftovers = all.filter((p) => p.severity === "notice")
  const remarks = removeLeftovers ? all.filter((p) => p.severity === "warning") : all.filter((p) => !isError(p))
  if (remarks.length > 0) console.warn(`Worth a look (the build still runs):\n${formatRemarks(remarks)}`)
  if (removeLeftovers) {
    for (const leftover of leftovers) await fs.rm(path.join(PROJECT_DIR, leftover.file))
    console.log(
      leftovers.length === 0
        ? "No leftover files to remove."
        : `Removed ${leftovers.length} leftover file${leftovers.length === 1 ? "" : "s"}:\n${leftovers.map((p) => `  ${p.file}`).join("\n")}`,
    )
  }
  const errors = all.filter(isError)
  if (errors.length > 0) {
    console.error(formatProblems(errors))
    process.exit(1)
  }
  console.log("content/ is valid.")
}

void main()
