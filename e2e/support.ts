import * as fs from "node:fs"
import * as path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { decode } from "@jridgewell/sourcemap-codec"
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
  type Route,
} from "@playwright/test"
import { COLLECTIONS } from "../src/content-model/model"
import { englishOf } from "../src/content-model/translations"
import { SITE_FILES } from "../src/site-files"

const CONTENT = path.resolve(__dirname, "..", "content")
const PUBLIC = path.resolve(__dirname, "..", "public")

/** Every page the build wrote (each index.html under public/, page-data aside), as its path with a trailing slash. */
export const builtPages = (): string[] =>
  fs
    .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html" && !file.startsWith("page-data"))
    .map((file) => path.dirname(file))
    .map((dir) => (dir === "." ? "/" : `/${dir.split(path.sep).join("/")}/`))

/**
 * Answers a request for one of the build's page-data files with that file from public/, changed by `change`. The file
 * is read from disk, not fetched through the browser (`route.fetch()`): beside other workers on a busy machine, a
 * fetched response was sometimes disposed before the handler read it ("Response has been disposed").
 */
export const fulfillPageData = async (
  route: Route,
  change: (pageData: { result: { data: unknown } }) => unknown,
): Promise<void> => {
  const file = path.join(PUBLIC, new URL(route.request().url()).pathname)
  const pageData = JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: unknown } }
  await route.fulfill({ json: change(pageData) })
}

/**
 * The content files the browser tests read, typed by the shape of the JSON (TypeScript infers it from the files at
 * type-check time, so the types follow the content model rather than being written out twice).
 */
interface StoredFiles {
  "archive/archive.json": typeof import("../content/archive/archive.json")
  "lexicon/lexicon.json": typeof import("../content/lexicon/lexicon.json")
  "banners/banners.json": typeof import("../content/banners/banners.json")
  "credits/credits.json": typeof import("../content/credits/credits.json")
  "landing/landing.json": typeof import("../content/landing/landing.json")
  "portraits-page/portraits-page.json": typeof import("../content/portraits-page/portraits-page.json")
  "portraits/portraits.json": typeof import("../content/portraits/portraits.json")
  "press/press.json": typeof import("../content/press/press.json")
  "publications/publications.json": typeof import("../content/publications/publications.json")
  "site/site.json": typeof import("../content/site/site.json")
  "sponsors/sponsors.json": typeof import("../content/sponsors/sponsors.json")
  "technology/technology.json": typeof import("../content/technology/technology.json")
}

/** A file stored with its languages (`{ "en": {…}, "es": {…} }`, src/content-model/translations.ts) as its English. */
type English<Stored> = Stored extends { en: infer Values } ? Values : Stored
/** Each content file as `content` gives it: its English values, the shape the content model describes. */
type ContentFiles = { [F in keyof StoredFiles]: English<StoredFiles[F]> }

/**
 * A content file's English values as editors wrote them, read when the test runs: tests check the pages against
 * them rather than repeating their text or their counts. A file stored with its languages gives its English (the
 * spec's pages); e2e/languages.spec.ts reads the other languages.
 */
export const content = <F extends keyof ContentFiles>(file: F): ContentFiles[F] => {
  const collection = COLLECTIONS.find((c) => c.file === file)
  if (!collection) throw new Error(`content/${file} is not in the content model (src/content-model/model.ts)`)
  const stored: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"))
  return englishOf(collection.type, stored) as ContentFiles[F]
}

/** The value a lookup in content found, or a failure that says what was missing. */
export const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`Not found: ${what}`)
  return value
}

/** Content text with its **strong** / *em* marks removed, as it reads on the page. */
export const plain = (text: string) =>
  text.replace(/\*\*([^*]+)\*\*|\*([^*]+)\*/g, (_, strong?: string, em?: string) => strong ?? em ?? "")

/** Records Content-Security-Policy violations from the first script on. */
export const watchCsp = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "")

/** Every address the sitemap lists: its index names the sitemaps, and each of those lists pages. */
export const sitemapUrls = async (request: APIRequestContext): Promise<string[]> => {
  const sitemaps = locs(await (await request.get(SITE_FILES.sitemap)).text())
  expect(sitemaps.length, "sitemaps named by the sitemap index").toBeGreaterThan(0)
  const listed: string[] = []
  for (const url of sitemaps) listed.push(...locs(await (await request.get(new URL(url).pathname)).text()))
  return listed
}

/**
 * Records console errors, uncaught exceptions, failed requests and error responses from now on. It returns a
 * function, not the list: each call reads what has been recorded so far, so a check made at the end of a test sees
 * everything that happened in it (a copy taken at the start, such as `.filter()` on a returned array, would stay
 * empty and could never fail).
 */
export const watchForErrors = (page: Page): (() => string[]) => {
  const errors: string[] = []
  // How many documents the page had begun to load when each request started: a request whose document the page
  // has since begun to leave is dropped by the browser, not failed (a CI run's favicon request, still pending when
  // the test went on to the next address, was reported as a failure).
  let documents = 0
  const startedIn = new WeakMap<Request, number>()
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1
    else startedIn.set(request, documents)
  })
  page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text()}`))
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText
    // A blob: picture still loading when its document goes (the editor's preview frame, left for another file) is
    // dropped, not failed: the bytes are in the browser, nothing was asked of a server.
    if (request.url().startsWith("blob:") && failure === "net::ERR_ABORTED") return
    const started = startedIn.get(request)
    if (failure === "net::ERR_ABORTED" && started !== undefined && started < documents) return
    errors.push(`requestfailed: ${request.url()} ${failure}`)
  })
  page.on(
    "response",
    (response) => response.status() >= 400 && errors.push(`http ${response.status()}: ${response.url()}`),
  )
  return () => [...errors]
}

/** Scrolls to the bottom in steps so lazy images load, then back to the top. */
export const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
}

/**
 * Every <img> on the page has decoded pixels. Each poll also brings the first picture still missing into view, as a
 * visitor scrolling to it would: on a busy machine the scroll's 50 ms steps can pass a lazy picture before Chromium
 * has checked whether it is near, and back at the top nothing asks for it again (a CI run's 1280 px snapshot of `/`
 * failed so, every sponsor logo missing, and passed on its retry). The scroll position is left where the last
 * picture was; callers that care scroll back.
 */
export const expectImagesLoaded = async (page: Page) => {
  await scrollThrough(page)
  await expect
    .poll(() =>
      page.locator("img").evaluateAll((images: HTMLImageElement[]) => {
        const missing = images.filter((img) => !(img.complete && img.naturalWidth > 0))
        missing[0]?.scrollIntoView({ block: "center" })
        return missing.map((img) => img.currentSrc || img.src)
      }),
    )
    .toEqual([])
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export const visit = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  return response
}

/** Scrolls to y once the web fonts are in, so a late font swap cannot nudge the position afterwards. */
export const scrollTo = async (page: Page, y: number) => {
  await page.evaluate(() => document.fonts.ready)
  await expect
    .poll(() =>
      page.evaluate((top) => {
        window.scrollTo(0, top)
        return window.scrollY
      }, y),
    )
    .toBe(y)
}

/**
 * The part of a built script that its source map attributes to the sources `wanted` accepts, so a feature's budget
 * is what its own modules weigh, whichever chunk webpack puts them in beside other code.
 */
export const codeFromSources = (
  code: string,
  map: { sources: string[]; mappings: string },
  wanted: (source: string) => boolean,
): string => {
  const lines = code.split("\n")
  return decode(map.mappings)
    .flatMap((segments, lineIndex) => {
      const line = lines[lineIndex] ?? ""
      return segments.flatMap((segment, i) => {
        const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined
        if (source === undefined || !wanted(source)) return []
        return [line.slice(segment[0], segments[i + 1]?.[0] ?? line.length)]
      })
    })
    .join("")
}

/**
 * How long the page may take to draw a frame before the wait counts it as stopped: a frame takes 16 ms on a quiet
 * machine and well under a second beside two busy loops. A deadline for the harness, never a verdict on the page.
 */
export const FRAME_DEADLINE_MS = 5_000
/**
 * How long a page's scripts, or the browser, may take to answer a question that needs no frame (the page's state,
 * another page's frames) once a page has stopped drawing: as generous as the frame deadline, and the same whatever
 * deadline a test gives the frames, so a diagnosis never depends on how fast the machine is.
 */
const ANSWER_DEADLINE_MS = FRAME_DEADLINE_MS
/** What `twoFrames` and `eachWidth` note on the test when Chromium stopped drawing a page. */
export const NO_FRAME_ANNOTATION = "no frame"

/** `work`'s result, or undefined once `ms` have passed (kept in Node, where no virtual clock reaches it). */
const withinDeadline = async <T>(work: Promise<T>, ms: number): Promise<T | undefined> => {
  let timer: NodeJS.Timeout | undefined
  // A call left behind at the deadline settles when the page answers or closes; neither is an error here.
  work.catch(() => undefined)
  try {
    return await Promise.race([
      work,
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the page draws two frames within `ms`. */
const drawsWithin = async (page: Page, ms: number) =>
  (await withinDeadline(
    page.evaluate(
      () => new Promise<true>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    ),
    ms,
  )) === true

/**
 * Chromium drew no frame of a page whose scripts still answer: a fault of the browser's drawing, not of the page
 * (a page whose main thread is held fails otherwise, as the page's fault). `eachWidth` goes on in a new browser.
 */
export class NoFrameError extends Error {
  constructor(
    readonly where: string,
    deadlineMs: number,
    readonly state: string,
  ) {
    super(`${where}: the page drew no frame within ${deadlineMs} ms, twice, though its scripts answer (${state})`)
    this.name = "NoFrameError"
  }
}

/**
 * Resolves once the page has drawn two more frames, so that what a scroll or a resize sets off (observers, React's
 * commit, the bars' reaction to the scroll position) has landed. Headless Chromium has stopped drawing a page after a
 * scroll or a resize (two CI runs in 2026-11, each a Spanish page in the layout test, once at 1100 px after its first
 * scroll step), while a retry in a new worker's browser drew it at once. So the wait has a deadline kept on this
 * side, where no virtual clock reaches it. Past the deadline the tab is brought to the front (CDP's
 * Page.bringToFront) and the wait is made once more, noted on the test (NO_FRAME_ANNOTATION, listed by `npm test`).
 * If that draws nothing either, the page is asked what state it is in: a page whose scripts answer nothing has its
 * main thread held (a real fault a visitor would meet) and fails; one whose scripts answer throws NoFrameError, with
 * the page's visibility and focus, whether a new page in the same browser draws and whether the page draws once
 * resized by 1 px and back, for `eachWidth` to go on in a new browser. Waiting and asking draw nothing and save nothing, so no step repeats a side effect.
 */
export const twoFrames = async (page: Page, where: string, deadlineMs = FRAME_DEADLINE_MS) => {
  if (await drawsWithin(page, deadlineMs)) return
  test.info().annotations.push({
    type: NO_FRAME_ANNOTATION,
    description: `${where}: no frame within ${deadlineMs} ms; the tab was brought to the front`,
  })
  await withinDeadline(page.bringToFront(), deadlineMs)
  if (await drawsWithin(page, deadlineMs)) return
  const state = await withinDeadline(
    page.evaluate(() => `visibility ${document.visibilityState}, ${document.hasFocus() ? "focused" : "not focused"}`),
    ANSWER_DEADLINE_MS,
  )
  if (state === undefined)
    throw new Error(
      `${where}: the page drew no frame within ${deadlineMs} ms, twice, and its scripts answered nothing within ${ANSWER_DEADLINE_MS} ms: something holds its main thread`,
    )
  const others = await anotherPageDraws(page)
  throw new NoFrameError(where, deadlineMs, `${state}; ${others}; ${await drawsOnceNudged(page, deadlineMs)}`)
}

/**
 * Whether the page draws, within the frames' deadline, once its window is made 1 px taller and back (a new size for
 * Chromium to draw at): asked last, as it resizes the stalled page, which `eachWidth` then leaves for a new browser.
 */
const drawsOnceNudged = async (page: Page, deadlineMs: number): Promise<string> => {
  const size = page.viewportSize()
  if (!size) return "no window size to nudge"
  const resize = (height: number) =>
    withinDeadline(
      page.setViewportSize({ ...size, height }).then(() => true),
      ANSWER_DEADLINE_MS,
    )
  if (!(await resize(size.height + 1)) || !(await resize(size.height))) return "the window took no new size"
  return (await drawsWithin(page, deadlineMs))
    ? "it draws once resized by 1 px and back"
    : "resized by 1 px and back, it draws nothing"
}

/** Whether a new page in the same browser draws: tells a stalled page from a stalled browser. */
const anotherPageDraws = async (page: Page): Promise<string> => {
  const browser = page.context().browser()
  if (!browser) return "no browser to open another page in"
  const context = await withinDeadline(browser.newContext(), ANSWER_DEADLINE_MS)
  if (!context) return "the browser opened no new page"
  try {
    const other = await context.newPage()
    await other.setContent("<p>another page</p>")
    return (await drawsWithin(other, ANSWER_DEADLINE_MS))
      ? "a new page in the same browser draws"
      : "a new page in the same browser draws nothing either"
  } finally {
    await withinDeadline(context.close(), ANSWER_DEADLINE_MS)
  }
}

/**
 * Checks one visit of a page at each width in turn, the window resized between them: `open` loads the page (and
 * starts whatever watches it), `check` judges it at a width, and `end`, once every width is checked, reads what each
 * visit's watchers saw while its page is still open. Should Chromium stop drawing the page (NoFrameError: its
 * scripts answer, so the fault is the browser's drawing, not the page), the visit goes on in a newly launched
 * browser, opened at that width with the test's own context options: that width's check is made again there, which
 * judges the page afresh and repeats no side effect (the checks only read), and is noted on the test
 * (NO_FRAME_ANNOTATION, listed by `npm test`). A second stall, or any other failure, fails the test.
 */
export const eachWidth = async <Watch>(
  page: Page,
  widths: readonly number[],
  steps: {
    open: (page: Page) => Promise<Watch>
    check: (page: Page, width: number) => Promise<void>
    end?: (watch: Watch, page: Page) => Promise<void>
    contextOptions: BrowserContextOptions
  },
): Promise<void> => {
  const height = page.viewportSize()?.height ?? 900
  const visits = [{ page, watch: await steps.open(page) }]
  let current = page
  let fresh: Browser | undefined
  try {
    for (const width of widths) {
      try {
        await current.setViewportSize({ width, height })
        await steps.check(current, width)
      } catch (error) {
        if (!(error instanceof NoFrameError) || fresh) throw error
        test.info().annotations.push({
          type: NO_FRAME_ANNOTATION,
          description: `${error.message}; checked again in a new browser`,
        })
        fresh = await chromium.launch(test.info().project.use.launchOptions)
        const context = await fresh.newContext({ ...steps.contextOptions, viewport: { width, height } })
        current = await context.newPage()
        visits.push({ page: current, watch: await steps.open(current) })
        await steps.check(current, width)
      }
    }
    for (const visit of visits) await steps.end?.(visit.watch, visit.page)
  } finally {
    await fresh?.close()
  }
}

/**
 * Axe's violations of WCAG 2.2 AA on the page, each as "rule: the elements' selectors". Judged from the top, as a
 * visitor arrives: scrolled down, a link passing under the fixed top bar counts as a target too small to press.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => window.scrollTo(0, 0))
  // The bars and banners react to the scroll position on the next frames.
  await twoFrames(page, "axe, scrolled to the top")
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}
