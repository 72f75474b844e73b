/**
 * Layout at every width (the checks are in e2e/layout-checks.ts): every route at each of the layout issue's widths
 * that the visual snapshots do not cover (e2e/visual.spec.ts runs the same check at 1280, 800 and 375 px, in the
 * same visit as its snapshot), scrolled through in steps, failing on sideways scroll, text off screen or cut off,
 * and squeezed paragraphs.
 *
 * One visit a page, the window resized between checks: an English page is loaded at the narrowest width (320 px,
 * the narrowest phone, which no snapshot covers) and widened step by step to 1440 px; each other language's page
 * (issue 62), which has no snapshots, is loaded at 1920 px and narrowed step by step to 320 px, with axe, console
 * errors, failed requests and CSP violations read once at the phone's width and once at the desktop's. So each
 * direction of a resize is taken, and a page that lays out right only when loaded at its width fails one of them.
 */
import { expect, test, type Page } from "@playwright/test"
import {
  LAYOUT_WIDTHS,
  OTHER_LANGUAGE_PAGES,
  PAGES,
  scrollAndInspect,
  SNAPSHOT_WIDTHS,
  VIEWPORT_HEIGHT,
  WIDEST_PX,
} from "./layout-checks"
import { installClock, pauseClock } from "./clock"
import {
  axeViolations,
  eachWidth,
  NO_FRAME_ANNOTATION,
  NoFrameError,
  twoFrames,
  visit,
  watchCsp,
  watchForErrors,
} from "./support"

/** The widths no snapshot covers, narrowest first: the visit loads at the first and widens. */
const WIDTHS = LAYOUT_WIDTHS.filter((width) => !(SNAPSHOT_WIDTHS as readonly number[]).includes(width)).sort(
  (a, b) => a - b,
)
/** Where axe and the error watchers also look at the other languages' pages: a phone's width and a desktop's. */
const AXE_WIDTHS = [375, 1280]

test.describe("every page at the widths no snapshot covers", () => {
  // Motion is reduced so each check sees content at rest, not a transition caught halfway; what scrolling
  // reveals still appears (reduced motion changes how content arrives, not where it lands).
  test.use({ viewport: { width: Math.min(...WIDTHS), height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })

  for (const path of PAGES) {
    test(`${path}: at ${WIDTHS.join(", ")}px no sideways scroll, no text off screen or cut off, no squeezed paragraphs`, async ({
      page,
      baseURL,
      reducedMotion,
    }) => {
      await eachWidth(page, WIDTHS, {
        contextOptions: { baseURL, reducedMotion },
        open: async (at) => {
          await visit(at, path)
          await at.evaluate(() => document.fonts.ready)
        },
        check: async (at, width) => {
          await at.evaluate(() => window.scrollTo(0, 0))
          expect.soft(await scrollAndInspect(at), `layout at ${width}px`).toEqual([])
        },
      })
    })
  }
})

test.describe("the other languages' pages at every width", () => {
  test.use({ viewport: { width: WIDEST_PX, height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })
  const widths = [WIDEST_PX, ...LAYOUT_WIDTHS]

  for (const path of OTHER_LANGUAGE_PAGES) {
    test(`${path}: its layout holds from ${Math.min(...widths)} to ${WIDEST_PX}px, no axe violations, errors or CSP violations`, async ({
      page,
      baseURL,
      reducedMotion,
    }) => {
      await eachWidth(page, widths, {
        contextOptions: { baseURL, reducedMotion },
        open: async (at) => {
          const errors = watchForErrors(at)
          const cspViolations = await watchCsp(at)
          const response = await visit(at, path)
          expect(response?.status()).toBe(path.includes("/no-such-page/") ? 404 : 200)
          await at.evaluate(() => document.fonts.ready)
          return { errors, cspViolations }
        },
        check: async (at, width) => {
          await at.evaluate(() => window.scrollTo(0, 0))
          expect.soft(await scrollAndInspect(at), `layout at ${width}px`).toEqual([])
          if (AXE_WIDTHS.includes(width)) expect.soft(await axeViolations(at), `axe at ${width}px`).toEqual([])
        },
        end: async ({ errors, cspViolations }) => {
          expect.soft(await cspViolations(), "CSP violations").toEqual([])
          expect
            .soft(
              errors().filter((e) => !(path.includes("/no-such-page/") && /404/.test(e))),
              "errors",
            )
            .toEqual([])
        },
      })
    })
  }
})

test.describe("the wait for frames between steps", () => {
  test("returns once a drawing page has drawn, noting nothing", async ({ page }) => {
    await visit(page, PAGES[0] ?? "/")
    await twoFrames(page, "a page that draws")
    expect(notes()).toEqual([])
  })

  test("throws NoFrameError naming where, instead of waiting out the test, when Chromium draws no frame of a page that answers", async ({
    page,
  }) => {
    // A paused virtual clock holds every animation frame, as Chromium did when it stopped drawing after a scroll.
    await installClock(page)
    await visit(page, PAGES[0] ?? "/")
    await pauseClock(page)
    const stalled = twoFrames(page, "a page that never draws", 200)
    await expect(stalled).rejects.toThrow(NoFrameError)
    await expect(stalled).rejects.toThrow(
      "a page that never draws: the page drew no frame within 200 ms, twice, though its scripts answer (visibility visible, focused; a new page in the same browser draws; resized by 1 px and back, it draws nothing)",
    )
    expect(notes()).toEqual(["a page that never draws: no frame within 200 ms; the tab was brought to the front"])
    forgetNotes()
  })

  test("fails as the page's fault when the page's main thread is held", async ({ page }) => {
    await visit(page, PAGES[0] ?? "/")
    // A synchronous request holds the main thread until the test answers it, however slow the machine.
    let reached = false
    let answer = () => {}
    await page.route("**/held", (route) => {
      reached = true
      answer = () => void route.fulfill({ body: "released" }).catch(() => undefined)
    })
    await page.evaluate(() => {
      setTimeout(() => {
        const request = new XMLHttpRequest()
        request.open("GET", "/held", false)
        request.send()
      })
    })
    await expect.poll(() => reached, { message: "the held request reached the route" }).toBe(true)
    const held = twoFrames(page, "a page whose script never yields", 200)
    await expect(held).rejects.not.toThrow(NoFrameError)
    await expect(held).rejects.toThrow(
      "a page whose script never yields: the page drew no frame within 200 ms, twice, and its scripts answered nothing within 5000 ms: something holds its main thread",
    )
    answer()
    forgetNotes()
  })

  test("eachWidth goes on in a new browser when Chromium stops drawing the page, checking that width again", async ({
    page,
    baseURL,
    reducedMotion,
  }) => {
    const widths = [1280, 800, 375]
    const checked: { width: number; first: boolean }[] = []
    const ended: { first: boolean; read: string }[] = []
    const opened: Page[] = []
    await eachWidth(page, widths, {
      contextOptions: { baseURL, reducedMotion },
      open: async (at) => {
        opened.push(at)
        if (at === page) await installClock(at)
        await visit(at, PAGES[0] ?? "/")
        // What a watcher reads at the end needs its page still open, as the error and CSP watchers do.
        return () => at.evaluate(() => location.pathname)
      },
      check: async (at, width) => {
        // The test's page stops drawing at the second width; the new browser's page draws.
        if (at === page && width === widths[1]) await pauseClock(at)
        await twoFrames(at, `at ${width} px`, at === page && width === widths[1] ? 200 : undefined)
        expect(await at.evaluate(() => window.innerWidth)).toBe(width)
        checked.push({ width, first: at === page })
      },
      end: async (read, at) => {
        ended.push({ first: at === page, read: await read() })
      },
    })
    expect(checked).toEqual([
      { width: 1280, first: true },
      { width: 800, first: false },
      { width: 375, first: false },
    ])
    expect(ended).toEqual([
      { first: true, read: PAGES[0] ?? "/" },
      { first: false, read: PAGES[0] ?? "/" },
    ])
    expect(opened).toHaveLength(2)
    expect(opened[1]?.context().browser()).not.toBe(page.context().browser())
    expect(opened[1]?.isClosed()).toBe(true)
    expect(notes()).toEqual([
      "at 800 px: no frame within 200 ms; the tab was brought to the front",
      expect.stringMatching(
        /^at 800 px: the page drew no frame .* though its scripts answer .*; checked again in a new browser$/,
      ),
    ])
    forgetNotes()
  })

  test("eachWidth fails when the new browser draws nothing either", async ({ page, baseURL, reducedMotion }) => {
    const run = eachWidth(page, [1280, 800], {
      contextOptions: { baseURL, reducedMotion },
      open: async (at) => {
        await installClock(at)
        await visit(at, PAGES[0] ?? "/")
      },
      check: async (at, width) => {
        if (width === 800) await pauseClock(at)
        await twoFrames(at, `at ${width} px`, width === 800 ? 200 : undefined)
      },
    })
    await expect(run).rejects.toThrow(NoFrameError)
    forgetNotes()
  })
})

/** The no-frame notes on this test. */
const notes = () =>
  test
    .info()
    .annotations.filter((a) => a.type === NO_FRAME_ANNOTATION)
    .map((a) => a.description)
/** Made on purpose here: `npm test` lists only the pages that stopped drawing by themselves. */
const forgetNotes = () => {
  test.info().annotations.length = 0
}
