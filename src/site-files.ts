/** Files served at fixed addresses: static/ holds the icons; the build writes the rest (src/gatsby-node/site-files.ts). */
export const SITE_FILES = {
  favicon: "/favicon.ico",
  icon: "/icon.png",
  manifest: "/manifest.webmanifest",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const
