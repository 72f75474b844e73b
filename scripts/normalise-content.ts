/**
 * `npm run content:normalise`: rewrites every content file in the order and layout the editor (Decap) writes,
 * so that later edits in the editor are small diffs (src/content-model/normalise.ts). Only order and layout
 * change, never a value; running it twice changes nothing the second time.
 * `npm run content:normalise -- --check` changes nothing and exits 1 if a file would change.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { COLLECTIONS } from "../src/content-model/model"
import { normaliseContentFile } from "../src/content-model/normalise"

const CHECK_FLAG = "--check"
// npm runs scripts in the project folder.
const CONTENT_DIR = path.join(process.cwd(), "content")

const main = async () => {
  const check = process.argv.slice(2).includes(CHECK_FLAG)
  const changed: string[] = []
  for (const collection of COLLECTIONS) {
    const file = path.join(CONTENT_DIR, collection.file)
    const source = await fs.readFile(file, "utf8")
    let normalised: string
    try {
      normalised = normaliseContentFile(collection.type, source)
    } catch (error) {
      console.error(`content/${collection.file} is not valid JSON; run npm run validate for where: ${String(error)}`)
      process.exit(1)
    }
    if (normalised === source) continue
    changed.push(`content/${collection.file}`)
    if (!check) await fs.writeFile(file, normalised)
  }
  if (changed.length === 0) console.log("Every content file is in the editor's order.")
  else if (check) {
    console.error(
      `Not in the editor's order (run npm run content:normalise):\n${changed.map((f) => `  ${f}`).join("\n")}`,
    )
    process.exit(1)
  } else console.log(`Normalised:\n${changed.map((f) => `  ${f}`).join("\n")}`)
}

void main()
