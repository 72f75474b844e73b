/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { createHash } from "node:crypto"
import { CMS_SETTINGS } from "../cms/settings"
import { SECURITY_HEADERS } from "../security-headers"
import { headersBlock, inlineScriptHashes, strictPolicyPaths } from "./csp"

const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`

describe("content security policy", () => {
  it("hashes inline scripts only, byte for byte", () => {
    const html = `<script>window.a=1</script><script src="/app.js"></script><script id="x" type="module">go()</script><script></script>`
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("go()")])
  })

  it("leaves JSON-LD data blocks out: the browser never runs them", () => {
    const html = `<script type="application/ld+json">{"@type":"skos:ConceptScheme"}</script><script>run()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha("run()")])
  })

  it("lists the hashes in script-src without 'unsafe-inline', and keeps previews out of search engines", () => {
    const production = headersBlock(["sha256-abc"], "production")
    expect(production).toMatch(/script-src 'self' 'sha256-abc';/)
    expect(production).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(production).toContain("frame-ancestors 'none'")
    // In production only the admin is kept out of search engines.
    expect(production.match(/X-Robots-Tag/g)).toHaveLength(1)
    expect(headersBlock([], "deploy-preview").match(/X-Robots-Tag: noindex/g)).toHaveLength(2)
  })

  it("puts the strict policy on the site's own paths and never on /admin/, which gets its own and noindex", () => {
    const sitePaths = strictPolicyPaths([
      { name: "portraits", isDirectory: true, hasPages: true },
      { name: "admin", isDirectory: true, hasPages: true },
      { name: "static", isDirectory: true, hasPages: false },
      { name: "404.html", isDirectory: false },
      { name: "_headers", isDirectory: false },
      { name: "sitemap.xml", isDirectory: false },
    ])
    expect(sitePaths).toEqual(["/", "/404.html", "/portraits/*"])
    const block = headersBlock(["sha256-abc"], "production", [], sitePaths)
    const rules = new Map<string, string[]>()
    let current = ""
    for (const line of block.split("\n").filter((l) => l.trim() && !l.startsWith("#"))) {
      if (!line.startsWith(" ")) rules.set((current = line), [])
      else rules.get(current)?.push(line.trim())
    }
    expect([...rules.keys()]).toEqual(["/*", ...sitePaths, "/admin/*"])
    // Every path gets the security headers, the not-found answer to an unknown path included; no policy there.
    expect(rules.get("/*")).toEqual(SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`))
    for (const p of sitePaths)
      expect(rules.get(p)).toEqual([expect.stringMatching(/^Content-Security-Policy: .*'sha256-abc'/)])
    const admin = rules.get("/admin/*") ?? []
    expect(admin).toEqual([
      expect.stringMatching(/^Content-Security-Policy: default-src 'none'; script-src 'self' 'unsafe-eval';/),
      "X-Robots-Tag: noindex",
    ])
    expect(admin[0]).toContain(`http://127.0.0.1:${CMS_SETTINGS.localBackendPort}`)
    expect(admin[0]).not.toContain("sha256")
    // Previews keep every path out of search engines, the admin included.
    expect(headersBlock([], "deploy-preview", [], sitePaths)).toMatch(/\/\*\n {2}X-Robots-Tag: noindex/)
  })
})
