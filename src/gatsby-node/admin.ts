import * as fs from "node:fs/promises"
import * as path from "node:path"
import * as esbuild from "esbuild"
import type { GatsbyNode, Reporter } from "gatsby"
import { decapConfig } from "../cms/decap"
import { MOTION_WORKER } from "../cms/motion-inspection"
import { PREVIEW_SCRIPT } from "../cms/preview-files"
import { BROWSER_BUNDLE_OPTIONS } from "./admin-browser"
import { bundlePreviewScript } from "./admin-preview"
import { CMS_SETTINGS } from "../cms/settings"
import { COLLECTIONS } from "../content-model/model"
import { ADMIN_PATH } from "../security-headers"
import { ensureDecapBundle } from "./decap-bundle"
import { addDevHandler } from "./dev-server"

/** Where the admin is assembled (git-ignored); Gatsby copies static/ to the site, so it is served at /admin/. */
export const ADMIN_DIR = path.resolve(process.cwd(), "static", "admin")
const ADMIN_PAGE = path.resolve(process.cwd(), "src", "cms", "admin.html")
const EDITOR_SCRIPT_SOURCE = path.resolve(process.cwd(), "src", "cms", "editor-script.ts")
/** Our script in the admin (src/cms/editor-script.ts), bundled for the browser; admin.html loads it after Decap's. */
export const EDITOR_SCRIPT = "editor-checks.js"

/** The motion inspector's worker (src/cms/motion-worker.ts), which the editor's script starts from the admin folder. */
const MOTION_WORKER_SOURCE = path.resolve(process.cwd(), "src", "cms", "motion-worker.ts")

/** Bundles the editor's script for the browser into `outfile`; returns its size in bytes. */
export const bundleEditorScript = (outfile: string): Promise<number> => bundleForBrowser(EDITOR_SCRIPT_SOURCE, outfile)
/** Bundles the motion inspector's worker into `outfile`; returns its size in bytes. */
export const bundleMotionWorker = (outfile: string): Promise<number> => bundleForBrowser(MOTION_WORKER_SOURCE, outfile)

const bundleForBrowser = async (source: string, outfile: string): Promise<number> => {
  const result = await esbuild.build({
    ...BROWSER_BUNDLE_OPTIONS,
    entryPoints: [source],
    outfile,
  })
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
}

/** The prebuilt bundle and the chunks it loads on demand; not its source maps, the `cms.js` copies or the wasm. */
export const isNeededDecapFile = (name: string): boolean =>
  name === "decap-cms.js" || name === "decap-cms.js.LICENSE.txt" || /^\d+\.decap-cms\.js$/.test(name)

/** Where the admin is assembled before it replaces ADMIN_DIR's files: beside it, outside static/, so renames are atomic. */
const STAGING_DIR = path.resolve(process.cwd(), ".cache", "admin-assembly")

/**
 * Makes `dir` hold exactly the files of `staged` (a flat folder): a file whose bytes are already there is left
 * untouched, any other is renamed into place whole, and a file `staged` does not have is removed. Returns how many
 * files it wrote. During `gatsby develop`, Gatsby copies each file of static/ to public/ on every add or change it
 * sees, with fs-extra's copy, which unlinks the old copy first and which nobody awaits: two events for one file close
 * together (the folder emptied and written again, a large file written in two chunks) made two copies unlink the same
 * file, and the second stopped the development server (`ENOENT: … unlink 'public/admin/motion-inspector.js'`, the
 * first start of a moved or copied checkout, issue 58). So an unchanged admin makes no event at all, and a changed
 * file exactly one.
 */
export const replaceFolderContents = async (staged: string, dir: string): Promise<number> => {
  await fs.mkdir(dir, { recursive: true })
  const names = new Set(await fs.readdir(staged))
  let written = 0
  for (const name of names) {
    const next = await fs.readFile(path.join(staged, name))
    const now = await fs.readFile(path.join(dir, name)).catch(() => undefined)
    if (now?.equals(next)) continue
    await fs.rename(path.join(staged, name), path.join(dir, name))
    written++
  }
  for (const name of await fs.readdir(dir)) if (!names.has(name)) await fs.rm(path.join(dir, name), { force: true })
  return written
}

/**
 * Assembles /admin/ before every build and develop run: Decap's prebuilt bundle (fetched once, ./decap-bundle), the page
 * that loads it, and config.yml generated from the content model (JSON, which YAML parsers read). `npm run build`,
 * `npm run develop` and `npm run cms` assemble it before Gatsby starts (scripts/stale-cache.ts), so Gatsby's own
 * call (onPreBootstrap) finds it in place and writes nothing (see `replaceFolderContents`).
 */
export const writeAdmin = async (reporter: Pick<Reporter, "info">): Promise<void> => {
  const dist = await ensureDecapBundle(process.cwd(), {
    say: (line) => {
      reporter.info(line)
    },
  })
  const staged = await fs.mkdtemp(`${STAGING_DIR}-`).catch(async () => {
    await fs.mkdir(path.dirname(STAGING_DIR), { recursive: true })
    return fs.mkdtemp(`${STAGING_DIR}-`)
  })
  try {
    const files = (await fs.readdir(dist)).filter(isNeededDecapFile)
    await Promise.all(files.map((name) => fs.copyFile(path.join(dist, name), path.join(staged, name))))
    await fs.copyFile(ADMIN_PAGE, path.join(staged, "index.html"))
    const config = decapConfig(COLLECTIONS, CMS_SETTINGS)
    await fs.writeFile(path.join(staged, "config.yml"), `${JSON.stringify(config, null, 2)}\n`)
    const scriptBytes = await bundleEditorScript(path.join(staged, EDITOR_SCRIPT))
    const workerBytes = await bundleMotionWorker(path.join(staged, MOTION_WORKER))
    const previewBytes = await bundlePreviewScript(path.join(staged, PREVIEW_SCRIPT), ADMIN_PATH)
    const written = await replaceFolderContents(staged, ADMIN_DIR)
    reporter.info(
      `Admin: Decap CMS (${files.length} files), a config for ${config.collections.reduce((count, collection) => count + collection.files.length, 0)} content files, the editor's checks (${Math.round(scriptBytes / 1024)} kB), the motion inspector (${Math.round(workerBytes / 1024)} kB) and the preview, loaded when first shown (${Math.round(previewBytes / 1024)} kB); ${written === 0 ? "already in place" : `${written} file${written === 1 ? "" : "s"} written`}`,
    )
  } finally {
    await fs.rm(staged, { recursive: true, force: true })
  }
}

/**
 * The file of the admin folder a request names: its page for the folder's own address, else a file directly in
 * it (the bundle, its chunks, config.yml). Nothing outside the folder, whatever the request path holds.
 */
export const adminFileFor = (requestPath: string, adminDir: string = ADMIN_DIR): string | undefined => {
  if (!requestPath.startsWith(ADMIN_PATH)) return undefined
  const rest = requestPath.slice(ADMIN_PATH.length)
  if (rest === "") return path.join(adminDir, "index.html")
  if (rest.includes("/") || rest.includes("\\") || rest.startsWith(".")) return undefined
  return path.join(adminDir, rest)
}

/** A host and port as a browser sends them for this machine's development server ("127.0.0.1:8000"). */
const HOST_PATTERN = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/
/** The development server's usual address, when a request names none the pattern accepts. */
const DEFAULT_DEV_HOST = "127.0.0.1:8000"

/**
 * The config the development server (`npm run cms`) gives the admin: the built one, except that the site's address
 * is this server's, so "View Live" and the entry's page links open the page being edited here, not the published
 * site (which does not have the change yet).
 */
export const localConfigText = (host: string | undefined): string => {
  const origin = `http://${host !== undefined && HOST_PATTERN.test(host) ? host : DEFAULT_DEV_HOST}`
  const config = { ...decapConfig(COLLECTIONS, CMS_SETTINGS), site_url: origin, display_url: origin }
  return `${JSON.stringify(config, null, 2)}\n`
}

/**
 * During `gatsby develop`, which answers an address ending in "/" with its own pages rather than a folder's
 * index.html from static/ (a long-standing Gatsby limitation): serves the admin, so `npm run cms` opens it at the
 * same /admin/ as the built site. Anything else, and a missing file, falls through to Gatsby.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  addDevHandler(app, (req, res, next) => {
    if (req.path === `${ADMIN_PATH}config.yml`) {
      res.type("text/yaml").send(localConfigText(req.headers.host))
      return
    }
    const file = adminFileFor(req.path)
    if (file) res.sendFile(file, (error) => error && next())
    else next()
  })
}
