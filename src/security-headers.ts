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
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ")
