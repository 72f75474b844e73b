import * as fs from "node:fs/promises"
import { createRequire } from "node:module"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { decapConfig } from "../cms/decap"
import { CMS_SETTINGS } from "../cms/settings"
import { COLLECTIONS } from "../content-model/model"

/** Where the admin is assembled (git-ignored); Gatsby copies static/ to the site, so it is served at /admin/. */
export const ADMIN_DIR = path.resolve(process.cwd(), "static", "admin")
const ADMIN_PAGE = path.resolve(process.cwd(), "src", "cms", "admin.html")

/** The prebuilt bundle and the chunks it loads on demand; not its source maps, the `cms.js` copies or the wasm. */
export const isNeededDecapFile = (name: string): boolean =>
  name === "decap-cms.js" || name === "decap-cms.js.LICENSE.txt" || /^\d+\.decap-cms\.js$/.test(name)

/**
 * Assembles /admin/ before every build and develop run: Decap's prebuilt bundle from node_modules, the page
 * that loads it, and config.yml generated from the content model (JSON, which YAML parsers read).
 */
export const writeAdmin = async (reporter: Reporter): Promise<void> => {
  // Gatsby compiles gatsby-node code with Parcel, which turns a bare require.resolve into (void 0)().
  const require = createRequire(path.join(process.cwd(), "package.json"))
  const dist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"))
  await fs.rm(ADMIN_DIR, { recursive: true, force: true })
  await fs.mkdir(ADMIN_DIR, { recursive: true })
  const files = (await fs.readdir(dist)).filter(isNeededDecapFile)
  await Promise.all(files.map((name) => fs.copyFile(path.join(dist, name), path.join(ADMIN_DIR, name))))
  await fs.copyFile(ADMIN_PAGE, path.join(ADMIN_DIR, "index.html"))
  const config = decapConfig(COLLECTIONS, CMS_SETTINGS)
  await fs.writeFile(path.join(ADMIN_DIR, "config.yml"), `${JSON.stringify(config, null, 2)}\n`)
  reporter.info(
    `Admin: Decap CMS (${files.length} files) and a config for ${config.collections[0].files.length} content files`,
  )
}
