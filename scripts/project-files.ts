/**
 * What a copy of the project needs, in one list for every tool that makes one: the integration tests'
 * copies (test/support/content-copy.ts), the build bench (scripts/bench-build.mjs, run with tsx) and the
 * archive scale bench (scripts/bench-archive-scale.ts). test/project-files.test.ts checks it against the
 * files git tracks, so a new top-level file a build needs cannot be left out of the copies unnoticed.
 */

/**
 * Top-level files and folders the build reads (node_modules is linked, not copied): `netlify build` reads
 * netlify.toml and runs `npm run build`, whose pre-script is scripts/stale-cache.ts, then `gatsby build`.
 */
export const PROJECT_FILES = [
  "package.json",
  "netlify.toml",
  "scripts/stale-cache.ts",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "src",
  "static",
  "content",
  // The pin of Decap's bundle, which the build fetches (src/gatsby-node/decap-bundle.ts); the rest of tools/ is the
  // Netlify CLI's pin, installed into the checkout's node_modules, whose CLI the copies run.
  "tools/decap-cms.json",
] as const

/** What a copy also needs to run the Playwright specs against its own build. */
export const BROWSER_TEST_FILES = ["playwright.config.ts", "e2e", "scripts/serve.mjs"] as const
