/**
 * Leftovers: files in content/ that no entry names, e.g. a still removed from a portrait in the editor (the
 * editor removes the reference, not the file). They do not stop the build; `npm run validate` lists them and
 * `npm run validate -- --remove-leftovers` deletes them.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"

/** The documented command that deletes every leftover (scripts/validate-content.ts). */
export const REMOVE_LEFTOVERS_FLAG = "--remove-leftovers"
export const REMOVE_LEFTOVERS_COMMAND = `npm run validate -- ${REMOVE_LEFTOVERS_FLAG}`

/**
 * Files below `root` (relative paths, sorted) that are neither content files (.json, checked on their own) nor
 * named by an entry (`named`: absolute paths). Hidden files such as .gitkeep are left alone.
 */
export const listLeftovers = async (root: string, named: ReadonlySet<string>): Promise<string[]> => {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && !entry.name.endsWith(".json"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((absolute) => !named.has(absolute))
    .map((absolute) => path.relative(root, absolute))
    .sort()
}
