import { expect, test, type Page } from "@playwright/test"
import * as path from "node:path"
import { PORTRAIT_FRAME_INTERVAL_MS, ROUTES } from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { portraitAnchor } from "../src/views/archive/anchors"
import { alignToStep, expectStepsEvery, installClock, pauseClock, step } from "./clock"
import { content, found, plain, visit, watchForErrors } from "./support"

interface Portrait {
  slug: string
  aspectRatio: { width: number; height: number }
  caption: string
  description: string
  stills: string[]
}
const portraits = content("portraits/portraits.json").portraits as Portrait[]
const text = content("portraits-page/portraits-page.json")
const portrait = (slug: string) =>
  found(
    portraits.find((p) => p.slug === slug),
    `portrait "${slug}" in portraits.json`,
  )
/** The flipbooks this page shows, in page order. */
const firstSample = found(text.samplePortraits[0], "samplePortraits[0] in portraits-page.json")
const onPage: string[] = [...text.samplePortraits, text.mocapPortrait, text.sonicPortrait]

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }
/** Long enough after the fonts are in for the shell's bars to settle (they shift as faces arrive). */
const SHELL_SETTLE_MS = 2500

const flipbook = (page: Page, slug: string) => page.locator(`[data-flipbook="${slug}"]`)
const still = (file: string) => path.basename(file, path.extname(file))
/** Which portrait and still a request is for, from the build's file names (e.g. …/harvest-07.avif). */
const stillOf = (url: string) => {
  const name = decodeURIComponent(new URL(url).pathname).split("/").pop() ?? ""
  return portraits.flatMap((p) =>
    p.stills.filter((s) => name.startsWith(`${still(s)}.`)).map((s) => ({ slug: p.slug, still: still(s) })),
  )[0]
}

interface Tick {
  slug: string
  frame: number
  /** The shown frame had loaded, had pixels, and its decode() had resolved for the file on show. */
  decoded: boolean
  file: string
}

/**
 * Records, in the page, every frame change of every flipbook and every element added to a flipbook's box while
 * `run` steps the virtual clock, with what was on show at each change.
 */
const recordTicks = async (page: Page, run: () => Promise<void>) => {
  await page.evaluate(() => {
    const ticks: Tick[] = []
    const record = { ticks, insertions: 0, observer: undefined as MutationObserver | undefined }
    record.observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "childList") record.insertions += mutation.addedNodes.length
        if (mutation.type !== "attributes") continue
        const figure = mutation.target as HTMLElement
        const shown = figure.querySelector<HTMLImageElement>("img[data-shown]")
        ticks.push({
          slug: figure.dataset.flipbook ?? "",
          frame: Number(figure.dataset.frame),
          decoded: !!shown && shown.complete && shown.naturalWidth > 0 && shown.dataset.decoded === shown.currentSrc,
          file: shown?.currentSrc ?? "",
        })
      }
    })
    document.querySelectorAll("[data-flipbook]").forEach((figure) => {
      record.observer!.observe(figure, { attributes: true, attributeFilter: ["data-frame"] })
      figure.querySelectorAll("[role=img]").forEach((box) => record.observer!.observe(box, { childList: true }))
    })
    ;(window as unknown as { tickRecord: typeof record }).tickRecord = record
  })
  // Frames are mounted before cycling starts, so insertions are counted from the first tick on.
  await run()
  return page.evaluate(() => {
    const { ticks, insertions, observer } = (
      window as unknown as { tickRecord: { ticks: Tick[]; insertions: number; observer: MutationObserver } }
    ).tickRecord
    observer.disconnect()
    return { ticks, insertions }
  })
}

/** Steps the paused virtual clock by `intervals` flipbook intervals, one at a time. */
const stepIntervals = async (page: Page, intervals: number) => {
  for (let i = 0; i < intervals; i++) await step(page, PORTRAIT_FRAME_INTERVAL_MS)
}

const waitForCycling = (page: Page, slug: string) =>
  expect(flipbook(page, slug)).toHaveAttribute("data-state", "cycling", { timeout: 20_000 })

test.describe("flipbooks", () => {
  test("each shows every one of its stills, in order, wrapping after the last, each decoded before it is shown", async ({
    page,
  }) => {
    // A viewport as tall as the page puts every flipbook on screen at once, so they all cycle together.
    await installClock(page)
    await page.setViewportSize(DESKTOP)
    await visit(page, ROUTES.portraits)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width: DESKTOP.width, height })
    for (const slug of onPage) await waitForCycling(page, slug)
    // The counts come from content, so an editor who adds or removes a still changes what is expected here.
    const longest = Math.max(...onPage.map((slug) => portrait(slug).stills.length))
    await pauseClock(page)
    const { ticks } = await recordTicks(page, () => stepIntervals(page, longest + 3))
    for (const slug of onPage) {
      const count = portrait(slug).stills.length
      await expect(flipbook(page, slug).locator("img[data-frame-index]"), slug).toHaveCount(count)
      const mine = ticks.filter((t) => t.slug === slug)
      const files = new Set(mine.map((t) => stillOf(t.file)?.still))
      expect(files.size, `${slug}: distinct stills shown`).toBe(count)
      expect([...files].sort(), slug).toEqual(portrait(slug).stills.map(still).sort())
      mine.slice(1).forEach((t, i) => expect(t.frame, `${slug} steps by one`).toBe((mine[i]!.frame + 1) % count))
      expect(
        mine.some((t, i) => i > 0 && t.frame === 0 && mine[i - 1]!.frame === count - 1),
        `${slug} wraps`,
      ).toBe(true)
      expect(
        mine.filter((t) => !t.decoded),
        `${slug}: frames shown before they were decoded`,
      ).toEqual([])
    }
  })

  test(`advances one still every ${PORTRAIT_FRAME_INTERVAL_MS} ms, none sooner, without adding elements`, async ({
    page,
  }) => {
    await installClock(page)
    await page.setViewportSize(DESKTOP)
    await visit(page, ROUTES.portraits)
    const slug = firstSample
    const book = flipbook(page, slug)
    await book.scrollIntoViewIfNeeded()
    await waitForCycling(page, slug)
    await pauseClock(page)
    const count = portrait(slug).stills.length
    const frame = async () => Number(await book.getAttribute("data-frame"))
    // On the virtual clock: one still at exactly the interval, none a millisecond before, round past the last.
    const { insertions } = await recordTicks(page, async () => {
      await alignToStep(page, PORTRAIT_FRAME_INTERVAL_MS, frame)
      await expectStepsEvery(page, PORTRAIT_FRAME_INTERVAL_MS, frame, (i) => (i + 1) % count, count + 1)
    })
    expect(insertions).toBe(0)
  })

  test("the pause button stops the flipbook and play starts it again", async ({ page }) => {
    await installClock(page)
    await page.setViewportSize(DESKTOP)
    await visit(page, ROUTES.portraits)
    const slug = firstSample
    const book = flipbook(page, slug)
    await waitForCycling(page, slug)
    await pauseClock(page)
    const button = book.getByRole("button", { name: `${UI_TEXT.pauseMotion}: ${portrait(slug).caption}` })
    await button.click()
    await expect(book).toHaveAttribute("data-state", "paused")
    await expect(book.getByRole("button")).toHaveText(UI_TEXT.playMotion)
    const frame = await book.getAttribute("data-frame")
    await stepIntervals(page, 3)
    await expect(book).toHaveAttribute("data-frame", frame!)
    await book.getByRole("button", { name: new RegExp(`^${UI_TEXT.playMotion}`) }).click()
    await expect(book).toHaveAttribute("data-state", "cycling")
    await step(page, PORTRAIT_FRAME_INTERVAL_MS)
    await expect(book).toHaveAttribute("data-frame", String((Number(frame) + 1) % portrait(slug).stills.length))
  })

  test("frames of flipbooks away from the screen are not requested before scrolling", async ({ page }) => {
    await page.setViewportSize(PHONE)
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await visit(page, ROUTES.portraits)
    // eslint-disable-next-line playwright/no-networkidle -- the test checks what is NOT requested, so the first view's requests must be over
    await page.waitForLoadState("networkidle")
    // Real time, kept: what must not come is a lazy request, which page.clock does not drive nor any event announce.
    await page.waitForTimeout(1000)
    const tops = await page
      .locator("[data-flipbook]")
      .evaluateAll((figures) =>
        figures.map((f) => [(f as HTMLElement).dataset.flipbook!, f.getBoundingClientRect().top] as const),
      )
    const stills = requested.flatMap((url) => stillOf(url) ?? [])
    for (const [slug, top] of tops) {
      const mine = new Set(stills.filter((s) => s.slug === slug).map((s) => s.still))
      // Within one viewport of the screen a flipbook fetches its frames, so it can start on arrival.
      if (top < 2 * PHONE.height) continue
      expect(
        [...mine].filter((s) => s !== still(portrait(slug).stills[0]!)),
        `${slug} (top ${Math.round(top)}px)`,
      ).toEqual([])
    }
    // The last flipbook is far below the fold: nothing of it is fetched at all.
    const last = tops[tops.length - 1]!
    expect(last[1]).toBeGreaterThan(4 * PHONE.height)
    expect(stills.filter((s) => s.slug === last[0])).toEqual([])
    // The first flipbook is on screen and fetches its frames; the interview video waits for play.
    expect(new Set(stills.filter((s) => s.slug === tops[0]![0]).map((s) => s.still)).size).toBe(
      portrait(tops[0]![0]).stills.length,
    )
    expect(requested.filter((url) => url.endsWith(".mp4"))).toEqual([])
    const poster = path.basename(text.interviewVideo.poster, path.extname(text.interviewVideo.poster))
    expect(requested.filter((url) => url.includes(poster))).toEqual([])
  })

  test("only the first flipbook's first still is loaded eagerly", async ({ page }) => {
    const html = await (await page.request.get(ROUTES.portraits)).text()
    const eager = [...html.matchAll(/<img[^>]*loading="eager"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes("data-frame-index"))
    expect(eager).toHaveLength(1)
    expect(eager[0]).toContain(`/${still(portrait(firstSample).stills[0]!)}.`)
    expect([...html.matchAll(/data-frame-index="(\d+)"/g)].map((m) => m[1])).toEqual(onPage.map(() => "0"))
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`nothing shifts while the frames load and play (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      // Each flipbook's box as first laid out from the server HTML, before any picture has loaded.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const boxes = [...document.querySelectorAll("[data-flipbook] [role=img]")].map((box) => {
            const { width, height } = box.getBoundingClientRect()
            return { width, height }
          })
          ;(window as unknown as { firstBoxes: unknown }).firstBoxes = boxes
        })
      })
      await visit(page, ROUTES.portraits)
      // The shell's own web-font swap settles first; from then on, count every shift.
      await page.evaluate(() => document.fonts.ready)
      // Real time, kept: layout shifts are recorded as the browser renders, which page.clock's fake frames do not.
      await page.waitForTimeout(SHELL_SETTLE_MS)
      await page.evaluate(() => {
        const shifts: number[] = []
        ;(window as unknown as { shifts: number[] }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value)
        }).observe({ type: "layout-shift" })
      })
      for (const slug of onPage) {
        await flipbook(page, slug).scrollIntoViewIfNeeded()
        await waitForCycling(page, slug)
      }
      // Real time, kept as above: two real intervals, in which every flipbook steps and renders twice.
      await page.waitForTimeout(2 * PORTRAIT_FRAME_INTERVAL_MS)
      const total = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
      )
      expect(total).toBeLessThan(0.001)
      const [first, now] = await page.evaluate(() => [
        (window as unknown as { firstBoxes: { width: number; height: number }[] }).firstBoxes,
        [...document.querySelectorAll("[data-flipbook] [role=img]")].map((box) => {
          const { width, height } = box.getBoundingClientRect()
          return { width, height }
        }),
      ])
      expect(first).toHaveLength(onPage.length)
      expect(now).toEqual(first)
      for (const [i, slug] of onPage.entries()) {
        const { width, height } = portrait(slug).aspectRatio
        expect(first[i]!.height, slug).toBeCloseTo((first[i]!.width * height) / width, 0)
      }
    })
  }

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce", viewport: DESKTOP })

    test("every flipbook shows one still and fetches no other frame until play is pressed", async ({ page }) => {
      const requested: string[] = []
      page.on("request", (request) => requested.push(request.url()))
      await installClock(page)
      await visit(page, ROUTES.portraits)
      const slug = firstSample
      await expect(flipbook(page, slug)).toHaveAttribute("data-state", "paused")
      await pauseClock(page)
      await stepIntervals(page, 3)
      for (const book of await page.locator("[data-flipbook]").all()) {
        await expect(book).toHaveAttribute("data-frame", "0")
        await expect(book.locator("img[data-frame-index]")).toHaveCount(1)
        await expect(book.getByRole("button")).toHaveText(UI_TEXT.playMotion)
      }
      expect(requested.flatMap((url) => stillOf(url) ?? []).filter((s) => !s.still.endsWith("-01"))).toEqual([])
      // Its other stills are mounted in idle batches and decoded before it cycles: the clock runs again meanwhile.
      await page.clock.resume()
      await flipbook(page, slug).getByRole("button").click()
      await waitForCycling(page, slug)
      await pauseClock(page)
      await step(page, PORTRAIT_FRAME_INTERVAL_MS)
      await expect(flipbook(page, slug)).not.toHaveAttribute("data-frame", "0")
    })
  })
})

test.describe("the portraits page on a phone", () => {
  test.use({ viewport: PHONE })

  test("lays out what follows the sample portraits only as it nears the screen, and a link to a portrait lands on it", async ({
    page,
  }) => {
    await visit(page, ROUTES.portraits)
    const interview = page.getByRole("heading", { level: 2, name: text.interviewHeading })
    const laidOut = () => interview.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
    // Skipped, not hidden: the heading is found by its role, so a screen reader lists it.
    await expect(interview).toHaveCount(1)
    await expect(interview).not.toBeInViewport()
    expect(await laidOut()).toBe(false)
    await interview.scrollIntoViewIfNeeded()
    await expect.poll(laidOut).toBe(true)

    const sonic = page.locator(`#${portraitAnchor(text.sonicPortrait)}`)
    await page.goto(`${ROUTES.portraits}#${portraitAnchor(text.sonicPortrait)}`)
    await expect(sonic).toBeInViewport()
  })
})

test.describe("the portraits page", () => {
  test.use({ viewport: DESKTOP })

  test("says everything its content gives, in order", async ({ page }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.portraits)
    const main = page.locator("main")
    const order = [
      ...text.samplePortraits.map((slug: string) => main.getByText(portrait(slug).caption, { exact: true })),
      main.getByRole("heading", { level: 2, name: text.introHeading }),
      ...text.intro.map((p: string) => main.getByText(p)),
      ...text.statements.map((s: { text: string }) => main.getByText(s.text)),
      main.getByText(plain(text.haiku)),
      ...text.renderings.map((r: { alt: string }) => main.getByRole("img", { name: r.alt })),
      main.getByText(text.renderingsNote),
      main.getByRole("img", { name: portrait(text.mocapPortrait).description }),
      main.getByText(text.mocapText, { exact: true }),
      main.getByText(text.drummingIntro),
      ...text.drummingStills.map((s: { alt: string }) => main.getByRole("img", { name: s.alt })),
      main.getByText(text.drummingCaption),
      ...text.sonicText.map((p: string) => main.getByText(p)),
      main.getByText(portrait(text.sonicPortrait).caption, { exact: true }),
      main.getByRole("heading", { level: 2, name: text.interviewHeading }),
      main.locator("video"),
      main.getByText(text.interviewCredit),
      ...text.prototypes.map((p: string) => main.getByText(p)),
    ]
    for (const item of order) await expect(item).toHaveCount(1)
    const handles = await Promise.all(order.map((item) => item.elementHandle()))
    const follows = await page.evaluate(
      (elements) =>
        elements
          .slice(1)
          .map((el, i) => !!(elements[i]!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)),
      handles,
    )
    expect(follows.map((ok, i) => (ok ? "" : `item ${i + 1} comes before item ${i}`)).filter(Boolean)).toEqual([])
    // The banner holds the page's one h1; the page itself has none.
    await expect(main.locator("[data-page-content] h1")).toHaveCount(0)
    // The motion-capture sample has its sentence beside it, not a figure caption.
    await expect(flipbook(page, text.mocapPortrait).locator("figcaption")).toHaveCount(0)
    for (const slug of onPage) {
      await expect(flipbook(page, slug).getByRole("img", { name: portrait(slug).description })).toHaveCount(1)
      await expect(flipbook(page, slug).locator("img[data-frame-index]:not([alt=''])")).toHaveCount(0)
      // The stills are decorative: the described sequence is the only image assistive technology meets.
      await expect(flipbook(page, slug).getByRole("img")).toHaveCount(1)
    }
    const credit = main.getByRole("link", { name: new RegExp(text.interviewCreditLinkText) })
    await expect(credit).toHaveAttribute("href", text.interviewCreditUrl)
    await expect(credit).toHaveAttribute("target", "_blank")
    await expect(credit).toHaveAttribute("rel", "noopener noreferrer")
    expect(errors()).toEqual([])
  })

  test("the interview video has controls, a poster, captions, and downloads nothing before play", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await visit(page, ROUTES.portraits)
    const video = page.locator("main video")
    await video.scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute("controls", "")
    await expect(video).toHaveAttribute("preload", "none")
    await expect(video).toHaveAttribute("poster", /\.jpg$/)
    await expect(video).toHaveAttribute("aria-label", text.interviewVideo.description)
    const track = video.locator('track[kind="captions"]')
    await expect(track).toHaveAttribute("srclang", text.interviewCaptionsLanguage)
    await expect(track).toHaveAttribute("label", text.interviewCaptionsLabel)
    const vtt = await page.request.get((await track.getAttribute("src"))!)
    expect(await vtt.text()).toMatch(/^WEBVTT/)
    // Real time, kept: the browser's own media loading (preload) is what must not start; page.clock does not drive it.
    await page.waitForTimeout(500)
    expect(requested.filter((url) => url.endsWith(".mp4"))).toEqual([])
  })
})
