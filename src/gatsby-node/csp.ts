import { createHash } from "node:crypto"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { Reporter } from "gatsby"
import { CMS_SETTINGS } from "../cms/settings"
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  NOINDEX_CONTEXTS,
  NOINDEX_HEADER,
  SECURITY_HEADERS,
  STABLE_FILE_CACHING,
} from "../security-headers"
import { stampOf, type PassRecord } from "./build-cache"

const MARKER_START = "# movement-undercommons headers start"
const MARKER_END = "# movement-undercommons headers end"

/**
 * The sha256 CSP sources of every inline <script> in some HTML. Data blocks (type="application/ld+json", the
 * archive's lexicon) are never executed, so they need no hash.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)

/** Every built HTML file below a folder (pages, Gatsby's stitched slices, the admin's page). */
export const htmlFiles = async (dir: string): Promise<string[]> =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))

/**
 * The paths that get the site's strict policy: "/" itself, every top-level .html file, and every top-level
 * folder that holds a page, except the admin. (A policy only matters on documents.) Browsers enforce every
 * policy they receive and Netlify applies every matching rule, so a "/*" rule would also reach /admin/, where
 * no second rule could loosen it; listing the site's own paths keeps the two policies apart.
 */
export const strictPolicyPaths = (
  topLevel: readonly { name: string; isDirectory: boolean; hasPages?: boolean }[],
): string[] => {
  const admin = ADMIN_PATH.replace(/^\/|\/$/g, "")
  return [
    "/",
    ...topLevel
      .filter((entry) => entry.name !== admin)
      .filter((entry) => (entry.isDirectory ? entry.hasPages : entry.name.endsWith(".html")))
      .map((entry) => (entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`))
      .sort(),
  ]
}

/**
 * Our block of public/_headers: the site's security headers on every path; the strict policy, allowing exactly the
 * build's inline scripts, on each of the site's paths; the admin's own policy and noindex on /admin/*; and revalidation (not a year's
 * immutability) for files published under stable names.
 */
export const headersBlock = (
  hashes: readonly string[],
  context: string | undefined,
  stableFiles: readonly string[] = [],
  sitePaths: readonly string[] = ["/"],
): string => {
  const policy = contentSecurityPolicy(hashes)
  // On every path, the not-found answer to an unknown one included: Netlify matches rules by the path asked for, and
  // the adapter writes the site's security headers (gatsby-config's `headers`) on the built pages' paths alone.
  const lines = ["/*", ...SECURITY_HEADERS.map(({ key, value }) => `  ${key}: ${value}`)]
  lines.push(...sitePaths.flatMap((p) => [p, `  Content-Security-Policy: ${policy}`]))
  lines.push(
    `${ADMIN_PATH}*`,
    `  Content-Security-Policy: ${adminContentSecurityPolicy(CMS_SETTINGS.localBackendPort)}`,
    `  ${NOINDEX_HEADER.key}: ${NOINDEX_HEADER.value}`,
  )
  if ((NOINDEX_CONTEXTS as readonly (string | undefined)[]).includes(context))
    lines.push("/*", `  ${NOINDEX_HEADER.key}: ${NOINDEX_HEADER.value}`)
  for (const file of stableFiles) lines.push(file, `  ${STABLE_FILE_CACHING.key}: ${STABLE_FILE_CACHING.value}`)
  return [MARKER_START, ...lines, MARKER_END, ""].join("\n")
}

/**
 * Gatsby inlines a few scripts in every page (page path, chunk map, compilation hash, the image
 * loader), so script-src lists their hashes instead of allowing 'unsafe-inline'. One policy covers all
 * pages (the admin page has no inline script), and the 404 page served for unknown paths. The adapter adds
 * its own block to the same file afterwards and keeps ours. With a `record` (kept in the build cache), a page
 * unchanged since the last build gives the hashes recorded then, unread. The folder and the deploy context default
 * to the build's (public/ and Netlify's CONTEXT); the deploy check (e2e/netlify-deploy.spec.ts) passes a copy of
 * the build and another context.
 */
export const writeContentSecurityPolicy = async (
  reporter: Reporter,
  record?: PassRecord<string[]>,
  { publicDir = path.resolve(process.cwd(), "public"), context = process.env.CONTEXT } = {},
) => {
  const hashes = new Set<string>()
  const pages = await htmlFiles(publicDir)
  let read = 0
  for (const file of pages) {
    const stamp = await stampOf(file)
    let found = record?.get(file, stamp)
    if (!found) {
      found = inlineScriptHashes(await fs.readFile(file, "utf8"))
      read++
      if (stamp) record?.set(file, stamp, found)
    }
    for (const hash of found) hashes.add(hash)
  }
  record?.keepOnly(pages)
  await record?.save()
  const headersFile = path.join(publicDir, "_headers")
  const existing = await fs.readFile(headersFile, "utf8").catch(() => "")
  const others = existing.replace(new RegExp(`${MARKER_START}[\\s\\S]*?${MARKER_END}\\n?`), "")
  const pdfs = (await fs.readdir(path.join(publicDir, "publications")).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".pdf"))
    .map((name) => `/publications/${name}`)
  const topLevel = (await fs.readdir(publicDir, { withFileTypes: true })).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
    hasPages: pages.some((file) => file.startsWith(path.join(publicDir, entry.name) + path.sep)),
  }))
  const sitePaths = strictPolicyPaths(topLevel)
  await fs.writeFile(headersFile, headersBlock([...hashes].sort(), context, pdfs, sitePaths) + others)
  reporter.info(
    `Content-Security-Policy allows ${hashes.size} inline script hashes, on ${sitePaths.length} paths; ${ADMIN_PATH} has its own${record ? ` (${read} of ${pages.length} pages read, the others unchanged since the last build)` : ""}`,
  )
}
