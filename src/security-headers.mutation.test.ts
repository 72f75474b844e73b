/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * What the deploy's headers allow and forbid, read the way a browser reads them: a policy is a set of directives,
 * each with its own sources, so every directive is checked (a dropped or widened one is a security change).
 */
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  NOINDEX_CONTEXTS,
  NOINDEX_HEADER,
  SECURITY_HEADERS,
  STABLE_FILE_CACHING,
} from "./security-headers"

/** "a b c; d e" → { a: ["b", "c"], d: ["e"] }; a directive named twice would be ignored by browsers, so it fails. */
const directives = (policy: string): Record<string, string[]> => {
  const map: Record<string, string[]> = {}
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) throw new Error(`empty directive in ${JSON.stringify(policy)}`)
    if (name in map) throw new Error(`${name} given twice`)
    map[name] = sources
  }
  return map
}

const header = (key: string) => SECURITY_HEADERS.find((h) => h.key === key)?.value

describe("the site's Content-Security-Policy", () => {
  it("allows nothing by default, and only the site itself plus the listed inline scripts for scripts", () => {
    expect(directives(contentSecurityPolicy(["sha256-one", "sha256-two"]))).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'", "'sha256-one'", "'sha256-two'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "media-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    })
  })

  it("is well formed without any inline script: script-src is the site alone, with no stray space", () => {
    const policy = contentSecurityPolicy([])
    expect(directives(policy)["script-src"]).toEqual(["'self'"])
    expect(policy).toContain("script-src 'self'; ")
    expect(policy.split("; ")).toHaveLength(12)
  })
})

describe("the admin's Content-Security-Policy", () => {
  it("allows what Decap needs and the local backend on the given port, and nothing else", () => {
    expect(directives(adminContentSecurityPolicy(8123))).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
      "media-src": ["'self'", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", "blob:", "https://api.github.com", "http://127.0.0.1:8123"],
      "worker-src": ["'self'", "blob:"],
      "frame-src": ["'self'", "blob:"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    })
  })

  it("is served from a folder of its own, which the site's policy paths can leave out", () => {
    expect(ADMIN_PATH).toMatch(/^\/[a-z]+\/$/)
  })
})

describe("the other response headers", () => {
  it("asks browsers to use HTTPS only, for two years, on every subdomain", () => {
    const hsts = header("Strict-Transport-Security") ?? ""
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1])
    expect(maxAge / (24 * 60 * 60)).toBe(730)
    expect(hsts.split("; ")).toEqual([`max-age=${maxAge}`, "includeSubDomains"])
  })

  it("switches off the browser features the site never uses", () => {
    const features = (header("Permissions-Policy") ?? "").split(", ")
    expect(features).toEqual([
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "payment=()",
      "usb=()",
      "interest-cohort=()",
    ])
  })

  it("sends exactly those two, leaving the adapter's defaults alone", () => {
    expect(SECURITY_HEADERS.map((h) => h.key)).toEqual(["Strict-Transport-Security", "Permissions-Policy"])
  })

  it("keeps deploy previews and branch deploys, not production, out of search engines", () => {
    expect([...NOINDEX_CONTEXTS].sort()).toEqual(["branch-deploy", "deploy-preview"])
    expect(NOINDEX_CONTEXTS).not.toContain("production")
    expect(NOINDEX_HEADER).toEqual({ key: "X-Robots-Tag", value: "noindex" })
  })

  it("has files under stable names revalidated after an hour instead of cached for a year", () => {
    expect(STABLE_FILE_CACHING.key).toBe("Cache-Control")
    expect(STABLE_FILE_CACHING.value.split(", ").sort()).toEqual(["max-age=3600", "must-revalidate", "public"])
  })
})
