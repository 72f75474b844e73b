import {
  SCRIPT_STARTER,
  SCRIPTS_WAIT_AT_MOST_MS,
  START_SCRIPTS_ID,
  startedScripts,
  startScriptsAfterPaint,
} from "./start-scripts"

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
  let frames: FrameRequestCallback[] = []
  /** Runs the frame callbacks asked for so far, as the next frame would. */
  const frame = () => frames.splice(0).forEach((callback) => callback(0))
  const microtasks = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }
  /** Lets settled promises run their callbacks, runs the tasks due now, then lets the promises they settle run. */
  const settle = async () => {
    await microtasks()
    jest.advanceTimersByTime(0)
    await microtasks()
  }
  /** The next frame, then everything it lets run. */
  const paint = async () => {
    frame()
    await settle()
  }
  /** A promise settled from outside, like a font set or a picture that arrives later. */
  const later = () => {
    let resolve: () => void = () => undefined
    let reject: (error: Error) => void = () => undefined
    const promise = new Promise<void>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise, resolve, reject }
  }
  /** The web fonts (jsdom has no FontFaceSet) and a first-screen picture marked high priority. */
  const firstScreen = () => {
    const fonts = later()
    const picture = later()
    Object.defineProperty(document, "fonts", { value: { ready: fonts.promise }, configurable: true })
    const img = document.createElement("img")
    img.setAttribute("fetchpriority", "high")
    img.decode = () => picture.promise
    const lazy = document.createElement("img")
    lazy.decode = () => new Promise<void>(() => undefined) // a lower picture that never arrives: not waited for
    document.body.append(img, lazy)
    return { fonts, picture }
  }

  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
    frames = []
    jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility)
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Reflect.deleteProperty(document, "fonts")
  })

  it("adds the scripts, async and in order, once the fonts and the high-priority pictures are in and painted", async () => {
    visibility = "visible"
    const { fonts, picture } = firstScreen()
    run()
    await paint()
    picture.resolve()
    await settle()
    await paint()
    expect(added()).toEqual([]) // the picture is in, the fonts are not
    fonts.resolve()
    await settle()
    expect(added()).toEqual([]) // all in, not yet painted: the scripts wait for the task after the next frame
    frame()
    expect(added()).toEqual([])
    await settle()
    expect(added()).toEqual(SOURCES)
    expect([...document.body.querySelectorAll("script")].every((s) => s.async)).toBe(true)
  })

  it("waits for the first frame before asking, since the fonts are requested by the first layout", async () => {
    visibility = "visible"
    const { fonts, picture } = firstScreen()
    fonts.resolve()
    picture.resolve()
    run()
    await settle()
    frame()
    expect(added()).toEqual([])
    await settle()
    expect(added()).toEqual([]) // the first screen is complete; one more frame paints it
    await paint()
    expect(added()).toEqual(SOURCES)
  })

  it("counts a picture that fails to decode as arrived", async () => {
    visibility = "visible"
    const { fonts, picture } = firstScreen()
    run()
    await paint()
    picture.reject(new Error("EncodingError"))
    await settle()
    await paint()
    expect(added()).toEqual([]) // the fonts are still on their way
    fonts.resolve()
    await settle()
    await paint()
    expect(added()).toEqual(SOURCES)
  })

  it(`starts them anyway ${SCRIPTS_WAIT_AT_MOST_MS} ms after it runs, once only, if the first screen never completes`, async () => {
    visibility = "visible"
    const { fonts, picture } = firstScreen()
    run()
    await paint()
    fonts.resolve() // the fonts arrive, the picture does not
    await settle()
    await paint()
    jest.advanceTimersByTime(SCRIPTS_WAIT_AT_MOST_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(SOURCES)
    picture.resolve()
    await settle()
    await paint()
    expect(added()).toEqual(SOURCES)
  })

  it("adds them at once in a background tab, which paints nothing until it is shown", () => {
    visibility = "hidden"
    firstScreen()
    run()
    expect(added()).toEqual(SOURCES)
    expect(frames).toHaveLength(0)
  })
})
