/**
 * `npm run build` and `npm run develop` run this first (npm's pre-scripts; `npm run cms` does the same): it clears
 * Gatsby's caches when the project folder was moved or copied since they were made
 * (src/gatsby-node/project-root.ts says why), then assembles the admin in static/admin/ before Gatsby starts, so
 * Gatsby's copy of static/ never meets the admin half-written (src/gatsby-node/admin.ts, `replaceFolderContents`).
 */
import * as path from "node:path"
import { writeAdmin } from "../src/gatsby-node/admin"
import { clearMovedCache } from "../src/gatsby-node/project-root"

/** What runs before Gatsby starts, for the project at `root` (the current folder, as npm runs scripts). */
export const beforeGatsby = async (root: string): Promise<void> => {
  const said = clearMovedCache(root)
  if (said) console.log(said)
  await writeAdmin({ info: (line?: string) => console.log(line) })
}

if (require.main === module) void beforeGatsby(path.resolve(__dirname, ".."))
