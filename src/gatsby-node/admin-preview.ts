import * as path from "node:path"
import * as esbuild from "esbuild"
import { BROWSER_BUNDLE_OPTIONS } from "./admin-browser"

const PREVIEW_SOURCE = path.resolve(process.cwd(), "src", "cms-preview", "entry.tsx")
/** The preview's stand-ins for Gatsby's modules (there is no Gatsby in the editor). */
const ADAPTERS = path.resolve(process.cwd(), "src", "cms-preview", "adapters")

/**
 * Bundles the editor's preview (src/cms-preview/) for the browser into `outfile`, with React in production mode and
 * the site's fonts as files beside it (served from /admin/ like the rest: the admin's policy allows fonts from
 * 'self'). "gatsby" resolves to the preview's adapter (the site's pictures take nothing from gatsby-plugin-image at
 * run time). Returns the script's size in bytes.
 */
export const bundlePreviewScript = async (outfile: string, publicPath: string): Promise<number> => {
  const result = await esbuild.build({
    ...BROWSER_BUNDLE_OPTIONS,
    entryPoints: [PREVIEW_SOURCE],
    outfile,
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    define: { "process.env.NODE_ENV": '"production"', __PATH_PREFIX__: '""' },
    alias: {
      gatsby: path.join(ADAPTERS, "gatsby.tsx"),
    },
    loader: { ".woff2": "file" },
    assetNames: "preview-[name]-[hash]",
    publicPath,
  })
  const script = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith(".js"))
  return script?.[1].bytes ?? 0
}
