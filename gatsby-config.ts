import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { manifestOptions, sitemapOptions } from "./src/gatsby-node/site-files"
import { transformerTypeName } from "./src/gatsby-node/content-languages"
import { isUnusableMedia } from "./src/gatsby-node/unusable-media"
import { SECURITY_HEADERS } from "./src/security-headers"

/**
 * The content files stored with their languages (src/content-model/translations.ts), written out here and checked
 * against the model (src/gatsby-node/content-languages.test.ts). Gatsby empties its cache when this file changes,
 * and a file made translatable needs that: its old nodes, made by the transformer, must go before content-languages.ts
 * makes its type's nodes. Gatsby's record of that type's maker survives the emptying; content-languages.ts drops it
 * (src/gatsby-node/stale-type-owners.ts).
 */
const TRANSLATED_FILES = [
  "site/site.json",
  "landing/landing.json",
  "technology/technology.json",
  "credits/credits.json",
  "publications/publications.json",
  "press/press.json",
  "banners/banners.json",
  "portraits-page/portraits-page.json",
  "portraits/portraits.json",
  "sponsors/sponsors.json",
  "lexicon/lexicon.json",
  "archive/archive.json",
]

const config: GatsbyConfig = {
  // Typegen also on `gatsby build`, so `tsc --noEmit` after a build type-checks every query.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  // Writes public/_headers and _redirects for Netlify, with Gatsby's caching rules for hashed assets,
  // HTML and page-data; the same files are what `npm run serve` and the tests serve. Its default keeps Gatsby's
  // datastore out of the publish folder: with excludeDatastoreFromEngineFunction, Netlify's build (where DEPLOY_URL is
  // set) copied the whole node store there, served to anyone (the site renders every page at build time and has no
  // functions that would read it; e2e/netlify-deploy.spec.ts checks the publish folder's kinds of file).
  adapter: adapter(),
  headers: [{ source: "/*", headers: [...SECURITY_HEADERS] }],
  plugins: [
    {
      resolve: "gatsby-plugin-emotion",
      // The plugin's options schema defaults sourceMap to true, which overrides its own development-only default:
      // every module with css() then carries a source map per style in its unminified code, so webpack sees
      // each such module as over Gatsby's 160 KB "large library" size and gives it a chunk of its own (one more
      // request and gzip stream per view, and no scope hoisting with its page). Production code never uses them.
      options: { sourceMap: process.env.NODE_ENV !== "production" },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp"], placeholder: "none", quality: 60 },
      },
    },
    "gatsby-transformer-sharp",
    // A file stored with its languages is read as its stored type, and made one node per language by
    // src/gatsby-node/content-languages.ts; every other file keeps the transformer's own name.
    { resolve: "gatsby-transformer-json", options: { typeName: transformerTypeName(TRANSLATED_FILES) } },
    {
      resolve: "gatsby-source-filesystem",
      // A picture whose bytes are not what its name says (a HEIC photo renamed .jpg) never becomes a node, so
      // sharp never decodes it; the content check names it instead.
      options: { name: "content", path: `${__dirname}/content`, ignore: [isUnusableMedia] },
    },
    // sitemap-index.xml + sitemap-0.xml: every page Gatsby built (generated ones included), except the 404 pages.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // manifest.webmanifest, its icons in every size from static/icon.png, and the head links to them.
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(`${__dirname}/content`) },
  ],
}

export default config
