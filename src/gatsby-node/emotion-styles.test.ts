import { EMOTION_KEY, SERVER_STYLE_IDS } from "../theme/server-styles"
import { gatherEmotionStyles } from "./emotion-styles"

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
const style = (ids: string, css: string) => `<style data-emotion="${EMOTION_KEY} ${ids}">${css}</style>`

describe("gatherEmotionStyles", () => {
  const head = '<style data-global-styles="">body{margin:0}</style>'
  const body =
    `${style("a1", ".css-a1{color:red;}")}<nav class="css-a1">` +
    `${style("b2", ".css-b2{top:0;}.css-b2:focus{top:10px;}")}<a class="css-b2">x</a></nav>` +
    `<main>${style("c3", '.css-c3::after{content:"<>";}')}<p class="css-c3">y</p></main>`

  it("moves the body's styles, in document order, into one tag at the end of the head that Emotion's client does not touch", () => {
    const html = gatherEmotionStyles(page(head, body))
    expect(html).toBe(
      page(
        `${head}<style data-emotion-ids="a1 b2 c3">` +
          '.css-a1{color:red;}.css-b2{top:0;}.css-b2:focus{top:10px;}.css-c3::after{content:"<>";}</style>',
        '<nav class="css-a1"><a class="css-b2">x</a></nav><main><p class="css-c3">y</p></main>',
      ),
    )
    // Neither selector Emotion's client uses to find server styles (to move them out of React's way, and to
    // register and move them into its sheet) finds anything; the site's cache reads the ids (emotion-cache.test.tsx).
    document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html><html>|<\/html>$/g, "")
    expect(document.querySelectorAll("style[data-emotion]:not([data-s])")).toHaveLength(0)
    expect(document.querySelectorAll(`style[data-emotion^="${EMOTION_KEY} "]`)).toHaveLength(0)
    expect(document.querySelectorAll(`head style[${SERVER_STYLE_IDS}]`)).toHaveLength(1)
    expect(document.body.querySelectorAll("style")).toHaveLength(0)
  })

  it("keeps one copy of rules the page repeats", () => {
    const html = gatherEmotionStyles(page("", style("a1", ".css-a1{color:red;}") + style("a1", ".css-a1{color:red;}")))
    expect(html).toBe(page('<style data-emotion-ids="a1">.css-a1{color:red;}</style>', ""))
  })

  it("leaves a page without server styles, or already gathered, as it is", () => {
    const plain = page(head, "<main>text</main>")
    expect(gatherEmotionStyles(plain)).toBe(plain)
    const once = gatherEmotionStyles(page(head, body))
    expect(gatherEmotionStyles(once)).toBe(once)
  })

  it("does not read a dollar sign in the rules as a replacement pattern", () => {
    const html = gatherEmotionStyles(page("", style("d4", '.css-d4::before{content:"$&";}')))
    expect(html).toContain('.css-d4::before{content:"$&";}</style></head>')
  })
})
