/**
 * A project folder that was moved or copied keeps Gatsby's caches from where it was built: `.cache/` holds the
 * old absolute paths of every content file, and the next `npm run cms` (gatsby develop) read stale nodes whose
 * files it could no longer find ("StaticQuery could not be fetched", `ERROR #85901 … reading 'dir'`, on every page
 * and after every restart). So before Gatsby starts (`npm run build`, `npm run develop`, `npm run cms`), this
 * compares the folder the cache was made in, recorded in `.cache/project-root`, with where the project is now,
 * and clears `.cache/` and `public/` when they differ (what `gatsby clean` does). A cache with no record, made
 * before this check existed, counts as stale too: one cold build is cheaper than an editor's broken session.
 * The record is written then, and again by Gatsby itself once it has bootstrapped (onPostBootstrap), since a
 * cold Gatsby start empties `.cache/`.
 */
import type { GatsbyNode } from "gatsby"
import * as fs from "node:fs"
import * as path from "node:path"

/** The file in Gatsby's cache folder that names the project folder the cache belongs to. */
export const ROOT_RECORD = path.join(".cache", "project-root")

export type CacheState = "fresh" | "none" | { movedFrom: string | undefined }

/** Whether the project at `root` has caches, and whether they were made in this folder. */
export const cacheState = (root: string): CacheState => {
  const cacheDir = path.join(root, ".cache")
  if (!fs.existsSync(cacheDir) && !fs.existsSync(path.join(root, "public"))) return "none"
  const recorded = fs.existsSync(path.join(root, ROOT_RECORD))
    ? fs.readFileSync(path.join(root, ROOT_RECORD), "utf8").trim()
    : undefined
  return recorded === path.resolve(root) ? "fresh" : { movedFrom: recorded }
}

/**
 * Clears the caches of a project that was moved, copied, or cached without a record; then records this folder.
 * Returns a sentence for the terminal when it cleared something.
 */
export const clearMovedCache = (root: string): string | undefined => {
  const state = cacheState(root)
  let said: string | undefined
  if (typeof state === "object") {
    for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true })
    said = state.movedFrom
      ? `The project was built in ${state.movedFrom} and is now in ${path.resolve(root)}: ` +
        "its caches (.cache/, public/) named the old folder, so they were cleared; this build starts cold."
      : "Gatsby's caches (.cache/, public/) did not say which folder they were made in, so they were cleared; " +
        "this build starts cold."
  }
  recordProjectRoot(root)
  return said
}

/** Notes in the cache that it belongs to the project at `root`. */
export const recordProjectRoot = (root: string): void => {
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true })
  fs.writeFileSync(path.join(root, ROOT_RECORD), `${path.resolve(root)}\n`)
}

/** After Gatsby's bootstrap (which may have emptied .cache), the cache is this project's. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  // Gatsby types its store loosely; the program's directory is the project folder it was started in.
  const state = (store as unknown as { getState(): { program: { directory: string } } }).getState()
  recordProjectRoot(state.program.directory)
}
