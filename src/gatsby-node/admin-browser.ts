import { createRequire } from "node:module"
import * as path from "node:path"
import type * as esbuild from "esbuild"

/**
 * The editor's script runs the build's own validator, which imports Node's path module (given here by
 * path-browserify, the same POSIX rules) and, for the checks that read files on disk, node:fs and node:crypto. The
 * script never calls those checks (it checks parsed data only), so those modules are empty in the bundle. The same
 * holds for the preview (./admin-preview.ts): the archive code it runs hashes and gzips only in parts it never calls.
 */
export const nodeModulesForTheBrowser: esbuild.Plugin = {
  name: "node-modules-for-the-browser",
  setup(build) {
    const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve
    build.onResolve({ filter: /^node:path$/ }, () => ({ path: resolve("path-browserify") }))
    build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: "node-only" }))
    build.onLoad({ filter: /.*/, namespace: "node-only" }, () => ({ contents: "module.exports = {}", loader: "js" }))
  },
}

/** How each of the admin's scripts is bundled (the editor's checks, the motion worker, the preview): one file each. */
export const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "silent",
  plugins: [nodeModulesForTheBrowser],
  metafile: true,
} as const satisfies esbuild.BuildOptions
