/**
 * Response headers for the deploy. The Netlify adapter writes these into public/_headers together with
 * its own defaults (caching per Gatsby's guidance, X-Content-Type-Options: nosniff, Referrer-Policy:
 * same-origin, X-Frame-Options: DENY), so those are not repeated here. The Content-Security-Policy needs
 * the built pages' inline-script hashes and is added after the build (src/gatsby-node/csp.ts).
 * `npm run serve` and the browser tests serve the build with the same file (scripts/serve.mjs).
 */
export const SECURITY_HEADERS = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
] as const

/** Deploy previews and branch deploys must stay out of search engines (Netlify sets CONTEXT). */
export const NOINDEX_CONTEXTS = ["deploy-preview", "branch-deploy"] as const
export const NOINDEX_HEADER = { key: "X-Robots-Tag", value: "noindex" } as const

/** Files under stable names (not content-hashed): revalidate rather than cache for a year. */
export const STABLE_FILE_CACHING = { key: "Cache-Control", value: "public, max-age=3600, must-revalidate" } as const

/** The policy for every page; `scriptHashes` are the sha256 sources of the build's inline scripts. */
export const contentSecurityPolicy = (scriptHashes: readonly string[]): string =>
  [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    // Emotion's <style> elements and gatsby-plugin-image's style attributes are inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The archive index's "Compare two entries" is a plain GET form to /archive/compare/ (it works without script).
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")

/** Where the editors' CMS is served (src/gatsby-node/admin.ts); it gets its own headers, not the site's policy. */
export const ADMIN_PATH = "/admin/"

/**
 * The policy for /admin/ alone. Decap's bundle compiles its config schema with `new Function` ('unsafe-eval'),
 * shows uploads from blob: URLs and reads them back with fetch to save them, talks to GitHub's API (and, on localhost, to decap-server on
 * `localBackendPort`), and shows GitHub avatars. Its OAuth login popup answers through window.opener, so the
 * admin must not get a Cross-Origin-Opener-Policy of same-origin either.
 */
export const adminContentSecurityPolicy = (localBackendPort: number): string =>
  [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: https://api.github.com http://127.0.0.1:${localBackendPort}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
