import * as fs from "node:fs"
import * as fsp from "node:fs/promises"
import * as path from "node:path"
import type { BuildArgs } from "gatsby"
import { ARCHIVE_ROUTES, ROUTES } from "../constants"
import { COLLECTIONS } from "../content-model/model"
import { englishOf } from "../content-model/translations"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages"
import { localPath } from "../i18n/page-language"
import { SITE_FILES } from "../site-files"
import { palette } from "../theme/tokens"

interface SiteFilesQuery {
  siteJson: { siteUrl: string } | null
}

/**
 * gatsby-plugin-sitemap's options: the site's address comes from content/site/site.json, the pages from every page
 * Gatsby built (`allSitePage`), so a page added later, generated or not, is listed without touching this file. The
 * plugin's own default filter leaves out the 404 pages. The compare view (/archive/compare/) is left out too: it
 * shows two entries named in its address's query, which a sitemap cannot carry, and alone it only asks for two.
 * Every page is listed in every language (issue 62), each address with its versions in every language as
 * alternates (`xhtml:link rel="alternate" hreflang`); the other languages' not-found pages are left out as
 * English's are.
 */
export const sitemapOptions = {
  excludes: LANGUAGES.flatMap((language) => [
    localPath(ARCHIVE_ROUTES.compare, language),
    ...(language === DEFAULT_LANGUAGE ? [] : [localPath("/404", language), localPath("/404.html", language)]),
  ]),
  serialize: ({ path: pagePath }: { path: string }) => ({
    url: pagePath,
    links: [
      ...LANGUAGES.map((language) => ({ lang: language, url: localPath(pagePath, language) })),
      { lang: "x-default", url: localPath(pagePath, DEFAULT_LANGUAGE) },
    ],
  }),
  query: `
    query SitemapPages {
      siteJson(language: { eq: "en" }) {
        siteUrl
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `,
  resolveSiteUrl: (data: SiteFilesQuery): string => {
    if (!data.siteJson?.siteUrl) throw new Error("content/site/site.json → siteUrl: needed for the sitemap")
    return data.siteJson.siteUrl
  },
}

/**
 * gatsby-plugin-manifest's options. Plugin options are fixed when gatsby-config loads, before the GraphQL layer
 * exists, so the site's name and description are read from content/site/site.json here; a missing or empty field
 * stops the build naming the file and the field, as the content checks do.
 */
export const manifestOptions = (contentDir: string) => {
  const file = path.join(contentDir, "site", "site.json")
  const collection = COLLECTIONS.find((c) => c.file === "site/site.json")
  // The English values: the manifest has one name and description, the site's default language's.
  const stored: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
  const site = (collection ? englishOf(collection.type, stored) : stored) as Record<string, unknown> | undefined
  const field = (name: string): string => {
    const value = site?.[name]
    if (typeof value !== "string" || value.trim() === "")
      throw new Error(`content/site/site.json → ${name}: needed for the web manifest, must be a non-empty string`)
    return value
  }
  const title = field("title")
  return {
    name: title,
    short_name: title.replace(/^The /, ""),
    description: field("description"),
    start_url: ROUTES.project,
    display: "standalone",
    background_color: palette.white,
    theme_color: palette.primaryOrange,
    icon: "static/icon.png",
  }
}

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITE_FILES.sitemap}\n`

/** robots.txt, written from content/site after every build (the sitemap and manifest are the plugins' work). */
export const writeSiteFiles = async ({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">): Promise<void> => {
  const result = await graphql<SiteFilesQuery>(`
    query SiteFiles {
      siteJson(language: { eq: "en" }) {
        siteUrl
      }
    }
  `)
  const site = result.data?.siteJson
  if (result.errors || !site) {
    reporter.panicOnBuild("Could not read content/site/site.json to write robots.txt", result.errors as Error[])
    return
  }
  await fsp.writeFile(path.join(process.cwd(), "public", SITE_FILES.robots), robotsTxt(site.siteUrl))
}
