import { ROUTES } from "./constants"

/**
 * Files served at fixed addresses. static/ holds favicon.ico and icon.png (the manifest icons' source);
 * gatsby-plugin-manifest writes the manifest, its icons and their head links; gatsby-plugin-sitemap writes the sitemap
 * index and its sitemap; the build writes robots.txt (src/gatsby-node/site-files.ts).
 */
export const SITE_FILES = {
  favicon: "/favicon.ico",
  manifest: "/manifest.webmanifest",
  sitemap: "/sitemap-index.xml",
  robots: "/robots.txt",
} as const

/**
 * A publication's PDF is served beside the Publications page at a stable, readable, absolute address
 * (/publications/<slug>.pdf), so the link works from /publications and /publications/ alike and survives
 * rebuilds. Slugs are lower-case letters, digits and hyphens, so no PDF can collide with the page's index.html.
 */
export const publicationPdfPath = (slug: string): string => `${ROUTES.publications}${slug}.pdf`

const PDF_PATH = new RegExp(`^${ROUTES.publications}([a-z0-9-]+)\\.pdf$`)

/** The slug a request path names when it is one of those addresses, otherwise undefined. */
export const slugFromPdfPath = (pathname: string): string | undefined => PDF_PATH.exec(pathname)?.[1]
