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
import { expect, test } from "@playwright/test"
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
import { axeViolations, NO_FRAME_ANNOTATION, twoFrames, visit, watchCsp, watchForErrors } from "./support"

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
    }) => {
      await visit(page, path)
      await page.evaluate(() => document.fonts.ready)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
        await page.evaluate(() => window.scrollTo(0, 0))
        expect.soft(await scrollAndInspect(page), `layout at ${width}px`).toEqual([])
      }
    })
  }
})

test.describe("the other languages' pages at every width", () => {
  test.use({ viewport: { width: WIDEST_PX, height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })
  const widths = [WIDEST_PX, ...LAYOUT_WIDTHS]

  for (const path of OTHER_LANGUAGE_PAGES) {
    test(`${path}: its layout holds from ${Math.min(...widths)} to ${WIDEST_PX}px, no axe violations, errors or CSP violations`, async ({
      page,
    }) => {
      const errors = watchForErrors(page)
      const cspViolations = await watchCsp(page)
      const response = await visit(page, path)
      expect(response?.status()).toBe(path.includes("/no-such-page/") ? 404 : 200)
      await page.evaluate(() => document.fonts.ready)
      for (const width of widths) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
        await page.evaluate(() => window.scrollTo(0, 0))
        expect.soft(await scrollAndInspect(page), `layout at ${width}px`).toEqual([])
        if (!AXE_WIDTHS.includes(width)) continue
        expect.soft(await axeViolations(page), `axe at ${width}px`).toEqual([])
      }
      expect.soft(await cspViolations(), "CSP violations").toEqual([])
      expect
        .soft(
          errors().filter((e) => !(path.includes("/no-such-page/") && /404/.test(e))),
          "errors",
        )
        .toEqual([])
    })
  }
})

test.describe("the wait for frames between steps", () => {
  test("returns once a drawing page has drawn, noting nothing", async ({ page }) => {
    await visit(page, PAGES[0] ?? "/")
    await twoFrames(page, "a page that draws")
    expect(test.info().annotations.filter((a) => a.type === NO_FRAME_ANNOTATION)).toEqual([])
  })

  test("fails naming where, instead of waiting out the test, when the page draws no frame", async ({ page }) => {
    // A paused virtual clock holds every animation frame, as Chromium did when it stopped drawing after a resize.
    await installClock(page)
    await visit(page, PAGES[0] ?? "/")
    await pauseClock(page)
    await expect(twoFrames(page, "a page that never draws", 200)).rejects.toThrow(
      "a page that never draws: the page drew no frame within 200 ms, twice",
    )
    expect(test.info().annotations.filter((a) => a.type === NO_FRAME_ANNOTATION)).toEqual([
      {
        type: NO_FRAME_ANNOTATION,
        description: "a page that never draws: no frame within 200 ms; the tab was brought to the front",
      },
    ])
    // Made on purpose here: `npm test` lists only the pages that stopped drawing by themselves.
    test.info().annotations.length = 0
  })
})
