import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { ADMIN_PATH } from "../security-headers"
import { htmlFiles } from "./csp"

/** One change made to every built page's HTML after the build; it returns a page it has nothing to do on unchanged. */
export type PageRewrite = { what: string; rewrite: (html: string) => string }

/**
 * Applies the rewrites, in order, to every built HTML file but the admin's (Decap's page is third-party and
 * keeps its own markup), including Gatsby's stitched slices, so pages re-stitched by a later incremental build
 * get them too. Runs before the Content-Security-Policy hashes the inline scripts.
 */
export const rewriteBuiltPages = async (
  reporter: Reporter,
  rewrites: readonly PageRewrite[],
  publicDir = path.resolve(process.cwd(), "public"),
) => {
  const admin = path.join(publicDir, ADMIN_PATH.replace(/^\/|\/$/g, "")) + path.sep
  const files = (await htmlFiles(publicDir)).filter((file) => !file.startsWith(admin))
  const changed = rewrites.map(() => 0)
  for (const file of files) {
    const html = await fs.readFile(file, "utf8")
    let next = html
    rewrites.forEach(({ rewrite }, index) => {
      const before = next
      next = rewrite(before)
      if (next !== before) changed[index] = (changed[index] ?? 0) + 1
    })
    if (next !== html) await fs.writeFile(file, next)
  }
  rewrites.forEach(({ what }, index) => {
    reporter.info(`${what} on ${changed[index]} of ${files.length} HTML files`)
  })
}
