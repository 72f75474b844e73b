import { contentSecurityPolicy } from "../security-headers"
import { inlineScriptHashes } from "./csp"
import type { PageRewrite } from "./page-html"

/** The not-found page's path, as Gatsby writes it into the page (404.html, and 404/index.html). */
const NOT_FOUND_PAGE = /window\.pagePath="\/404(?:\.html|\/)"/
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/

/**
 * The not-found page's own policy, as a meta element. Netlify answers an unknown path with 404.html but matches the
 * header rules by the path asked for, so that answer gets none of the page paths' policy (and a `/*` policy would
 * also reach /admin/). The meta element holds the same policy for the page's own inline scripts, as they finally are
 * (this rewrite runs last), less frame-ancestors, which a meta element cannot set (X-Frame-Options: DENY, on every
 * path, still refuses framing). It adds no script, so the hashes it lists stay true.
 */
export const NOT_FOUND_POLICY: PageRewrite = {
  what: "The not-found page's policy in a meta element",
  rewrite: (html) => {
    if (!NOT_FOUND_PAGE.test(html)) return html
    const without = html.replace(POLICY_META, "")
    const policy = contentSecurityPolicy(inlineScriptHashes(without).sort())
      .split("; ")
      .filter((directive) => !directive.startsWith("frame-ancestors"))
      .join("; ")
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
    const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(without)
    const at = charset ? charset.index + charset[0].length : without.indexOf("<head>") + "<head>".length
    return without.slice(0, at) + meta + without.slice(at)
  },
}
