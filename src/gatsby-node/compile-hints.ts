import type { GatsbyNode } from "gatsby"

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

/** Only the browser build: the HTML renderer and `gatsby develop` run no first view to speed up. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const banner = plugins.banner as BannerPluginFactory
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [banner(compileHintOptions)] })
}
