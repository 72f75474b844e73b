import type { GatsbyNode } from "gatsby"
import * as path from "node:path"

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions compiled eagerly,
 * on the streaming compiler's background thread, while it downloads. Without it V8 compiles each function the
 * first time it runs, on the main thread, inside the task that starts the app and the one that hydrates it.
 * Browsers without the hint read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * The chunks every page runs nearly all of at load: React DOM (framework) and Gatsby's runtime with the site's
 * shared code (app). Page chunks and lazy ones keep lazy compilation: much of them never runs on a first view.
 */
export const EAGERLY_COMPILED_CHUNKS = /^(framework|app)-[0-9a-f]+\.js$/

/**
 * When the banner is added: webpack's processAssets stages put minification at 400 (it would drop the comment),
 * source maps at 500 (they must count the extra line) and the content hash at 2500 (the file name changes with
 * the file). Just after minification.
 */
export const COMPILE_HINT_STAGE = 401

export const compileHintOptions = {
  banner: COMPILE_HINT,
  raw: true,
  test: EAGERLY_COMPILED_CHUNKS,
  stage: COMPILE_HINT_STAGE,
}

/** Gatsby's handle on webpack's BannerPlugin, which its types leave as a bare `Function`. */
type BannerPluginFactory = (options: typeof compileHintOptions) => unknown

/**
 * Modules Gatsby's runtime bundles into every page but this site never runs, replaced in the production browser
 * bundle by modules with the same names and nothing to run: Partytown's integration (called only in development)
 * and gatsby-script (`<Script>`, unused; required whole by the Partytown plugin's development-only step). Together
 * about 1.4 KB gzip of every first view (docs/languages.md, "Only the page's language travels").
 */
export const BROWSER_ALIASES = {
  "@builder.io/partytown/integration$": path.resolve(__dirname, "..", "gatsby", "partytown-unused.ts"),
  "gatsby-script$": path.resolve(__dirname, "..", "gatsby", "gatsby-script-unused.ts"),
}

/**
 * Only the browser build: the HTML renderer and `gatsby develop` run no first view to speed up (and development
 * keeps Partytown's integration, where Gatsby calls it).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const banner = plugins.banner as BannerPluginFactory
  if (stage === "build-javascript")
    actions.setWebpackConfig({ plugins: [banner(compileHintOptions)], resolve: { alias: BROWSER_ALIASES } })
}
