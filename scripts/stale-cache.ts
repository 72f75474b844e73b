/**
 * `npm run build` and `npm run develop` run this first (npm's pre-scripts; `npm run cms` calls the same check): it
 * clears Gatsby's caches when the project folder was moved or copied since they were made
 * (src/gatsby-node/project-root.ts says why).
 */
import * as path from "node:path"
import { clearMovedCache } from "../src/gatsby-node/project-root"

const said = clearMovedCache(path.resolve(__dirname, ".."))
if (said) console.log(said)
