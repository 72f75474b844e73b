/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { headersBlock, inlineScriptHashes } from "./csp"

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
    expect(production).not.toContain("X-Robots-Tag")
    expect(headersBlock([], "deploy-preview")).toContain("X-Robots-Tag: noindex")
  })
})
