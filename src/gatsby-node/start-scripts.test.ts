import { SCRIPT_STARTER, START_SCRIPTS_ID, startedScripts, startScriptsAfterPaint } from "./start-scripts"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const page = (tail: string) =>
  `<!DOCTYPE html><html><body><main>text</main><script id="gatsby-script-loader">window.pagePath="/";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${tail}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const gatsbyTags = SOURCES.map((src) => `<script src="${src}" async></script>`).join("")

describe("startScriptsAfterPaint", () => {
  it("replaces Gatsby's async script tags with one starter where the first stood, naming them in order", () => {
    const html = startScriptsAfterPaint(page(gatsbyTags))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`<!-- slice-start id="_gatsby-scripts-1" --><script id="${START_SCRIPTS_ID}" data-scripts=`)
    expect(html).toContain(`>${SCRIPT_STARTER}</script><!-- slice-end`)
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>')
    expect(startedScripts(html)).toEqual(SOURCES)
  })

  it("leaves a page without async scripts as it is, so a second run changes nothing", () => {
    const once = startScriptsAfterPaint(page(gatsbyTags))
    expect(startScriptsAfterPaint(once)).toBe(once)
    const plain = page('<script src="/admin/decap-cms.js"></script>')
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })
})

describe("the starter", () => {
  // The starter as the page has it: an inline script listing the sources in its data-scripts attribute.
  const run = () => {
    const starter = document.createElement("script")
    starter.dataset.scripts = JSON.stringify(SOURCES)
    jest.spyOn(document, "currentScript", "get").mockReturnValue(starter)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the starter's exact text, as the page does; Jest's jsdom does not execute inline <script>s
    new Function(SCRIPT_STARTER)()
  }
  const added = () => [...document.body.querySelectorAll("script")].map((s) => s.getAttribute("src"))
  let visibility: DocumentVisibilityState = "visible"

  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
    jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("adds the scripts, async and in order, only after the next frame has been painted", () => {
    visibility = "visible"
    const frames: FrameRequestCallback[] = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    run()
    expect(added()).toEqual([])
    frames.forEach((callback) => callback(0))
    expect(added()).toEqual([]) // the frame callback runs before the paint; the scripts wait for the task after it
    jest.runAllTimers()
    expect(added()).toEqual(SOURCES)
    expect([...document.body.querySelectorAll("script")].every((s) => s.async)).toBe(true)
  })

  it("adds them at once in a background tab, which paints nothing until it is shown", () => {
    visibility = "hidden"
    const frame = jest.spyOn(window, "requestAnimationFrame")
    run()
    expect(added()).toEqual(SOURCES)
    expect(frame).not.toHaveBeenCalled()
  })
})
