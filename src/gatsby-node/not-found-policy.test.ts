import { inlineScriptHashes } from "./csp"
import { NOT_FOUND_POLICY } from "./not-found-policy"

const page = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body>` +
  `<script>window.pagePath="${pagePath}";</script><script src="/app.js"></script></body></html>`
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

describe("the not-found page's own policy", () => {
  it("is put in the not-found page's head, right after its charset, with its inline scripts' hashes", () => {
    for (const pagePath of ["/404.html", "/404/"]) {
      const html = NOT_FOUND_POLICY.rewrite(page(pagePath))
      expect(html).toMatch(
        /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/,
      )
      const policy = policyOf(html) ?? ""
      const [hash] = inlineScriptHashes(page(pagePath))
      expect(policy).toContain(`script-src 'self' '${hash}'`)
      expect(policy).toContain("default-src 'none'")
      // A meta element cannot set frame-ancestors (Chrome says so in the console); X-Frame-Options does that.
      expect(policy).not.toContain("frame-ancestors")
      // The policy adds no script, so the page's hashes are unchanged.
      expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(page(pagePath)))
    }
  })

  it("leaves every other page alone, and replaces its own element when run again", () => {
    expect(NOT_FOUND_POLICY.rewrite(page("/"))).toBe(page("/"))
    expect(NOT_FOUND_POLICY.rewrite(page("/404-notes/"))).toBe(page("/404-notes/"))
    const once = NOT_FOUND_POLICY.rewrite(page("/404.html"))
    expect(NOT_FOUND_POLICY.rewrite(once)).toBe(once)
  })
})
