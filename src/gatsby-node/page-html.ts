import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { ADMIN_PATH } from "../security-headers"
import { stampOf, type PassRecord } from "./build-cache"
import { htmlFiles } from "./csp"

/** One change made to every built page's HTML after the build; it returns a page it has nothing to do on unchanged. */
export type PageRewrite = { what: string; rewrite: (html: string) => string }

/**
 * Applies the rewrites, in order, to every built HTML file but the admin's (Decap's page is third-party and
 * keeps its own markup) and Gatsby's slices (public/_gatsby/slices/). Gatsby compares its scripts slice with the
 * file it finds there on every build and, when they differ, stitches it into every page again: a rewritten slice
 * made every build rewrite every page. Left as Gatsby wrote it, a page is stitched again only when Gatsby renders
 * it again, and this pass then rewrites that page. Runs before the Content-Security-Policy hashes the inline
 * scripts.
 *
 * With a `record` (kept in the build cache between builds), a page this pass already rewrote, with the same
 * rewrites, and that nothing has written since, is skipped: a rebuild that re-renders one page reads one page.
 */
export const rewriteBuiltPages = async (
  reporter: Reporter,
  rewrites: readonly PageRewrite[],
  publicDir = path.resolve(process.cwd(), "public"),
  record?: PassRecord<true>,
) => {
  const admin = path.join(publicDir, ADMIN_PATH.replace(/^\/|\/$/g, "")) + path.sep
  const slices = path.join(publicDir, "_gatsby", "slices") + path.sep
  const files = (await htmlFiles(publicDir)).filter((file) => !file.startsWith(admin) && !file.startsWith(slices))
  const changed = rewrites.map(() => 0)
  let skipped = 0
  for (const file of files) {
    if (record?.get(file, await stampOf(file))) {
      skipped++
      continue
    }
    const html = await fs.readFile(file, "utf8")
    let next = html
    rewrites.forEach(({ rewrite }, index) => {
      const before = next
      next = rewrite(before)
      if (next !== before) changed[index] = (changed[index] ?? 0) + 1
    })
    if (next !== html) await fs.writeFile(file, next)
    const stamp = await stampOf(file)
    if (stamp) record?.set(file, stamp, true)
  }
  record?.keepOnly(files)
  await record?.save()
  rewrites.forEach(({ what }, index) => {
    reporter.info(
      `${what} on ${changed[index]} of ${files.length} HTML files${skipped > 0 ? ` (${skipped} unchanged since the last build, skipped)` : ""}`,
    )
  })
}

/** What a record of these rewrites is valid for: the rewrites' own code, so changing one reruns it everywhere. */
export const rewritesVersion = (rewrites: readonly PageRewrite[]): string =>
  rewrites.map(({ what, rewrite }) => `${what}\n${rewrite.toString()}`).join("\n")
