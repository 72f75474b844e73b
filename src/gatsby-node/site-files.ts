import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { BuildArgs } from "gatsby"
import { ARCHIVE_ROUTES, ROUTES } from "../constants"
import { SITE_FILES } from "../site-files"
import { palette } from "../theme/tokens"
import { archivePaths } from "./archive"

interface SiteFilesQuery {
  siteJson: { title: string; description: string; siteUrl: string } | null
}

export const sitemapXml = (siteUrl: string, paths: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n")

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITE_FILES.sitemap}\n`

export const webManifest = (site: { title: string; description: string }) => ({
  name: site.title,
  short_name: site.title.replace(/^The /, ""),
  description: site.description,
  start_url: ROUTES.project,
  display: "standalone",
  background_color: palette.white,
  theme_color: palette.primaryOrange,
  icons: [{ src: SITE_FILES.icon, sizes: "512x512", type: "image/png", purpose: "any" }],
})

/** sitemap.xml, robots.txt and the web manifest, written from content/site after every build. */
export const writeSiteFiles = async ({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">): Promise<void> => {
  const result = await graphql<SiteFilesQuery>(`
    query SiteFiles {
      siteJson {
        title
        description
        siteUrl
      }
    }
  `)
  const site = result.data?.siteJson
  if (result.errors || !site) {
    reporter.panicOnBuild(
      "Could not read content/site/site.json to write sitemap.xml, robots.txt and the manifest",
      result.errors,
    )
    return
  }
  const publicDir = path.resolve(process.cwd(), "public")
  const write = (file: string, body: string) => fs.writeFile(path.join(publicDir, file), body)
  const archive = [...Object.values(ARCHIVE_ROUTES), ...(await archivePaths({ graphql }))]
  await write(SITE_FILES.sitemap, sitemapXml(site.siteUrl, [...Object.values(ROUTES), ...archive]))
  await write(SITE_FILES.robots, robotsTxt(site.siteUrl))
  await write(SITE_FILES.manifest, JSON.stringify(webManifest(site), null, 2))
}
