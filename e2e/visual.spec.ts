/**
 * Visual snapshots: every page, full length, at 1280, 800 and 375 px, compared with the committed baselines in
 * e2e/visual.spec.ts-snapshots/, so a change that moves the layout shows up in review as a failing test and a diff.
 * The pictures are made still: reduced motion, animations and transitions finished, fonts and every image loaded,
 * the page scrolled through (so scroll-triggered content has appeared) and back to the top, whatever plays on
 * its own (videos, flipbooks, the sensor slideshow) masked, and photographs greyed out (e2e/visual.css).
 *
 * After a deliberate layout change: `npm run build && npm run test:visual:update`, look at the new PNGs, commit them.
 */
import { expect, test } from "@playwright/test"
import * as path from "node:path"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES } from "../src/constants"
import { content, expectImagesLoaded, found, visit } from "./support"

/** The five pages, the archive's index, lexicon and first entry (its player showing its still first pose), and 404. */
const PAGES = {
  ...ROUTES,
  archive: ARCHIVE_ROUTES.archive,
  lexicon: ARCHIVE_ROUTES.lexicon,
  "archive-entry": archiveEntryPath(found(content("archive/archive.json").entries[0], "an archive entry").slug),
  "not-found": "/no-such-page/",
} as const
const WIDTHS = [1280, 800, 375] as const
const VIEWPORT_HEIGHT = 900
/** What plays by itself, and so differs from one run to the next. */
const MOVING = "video, [data-flipbook], [data-slideshow]"
/** Photographs and stills are hidden while the pictures are taken, their boxes left grey (see the file). */
const HIDE_PHOTOS = path.join(__dirname, "visual.css")
/**
 * Tolerance: a pixel counts as changed past the default colour threshold (so anti-aliasing noise does not), and up
 * to this many pixels may change. The pictures are the same from run to run, and a paragraph that reflows changes
 * thousands of pixels, so the allowance is small and absolute (a share of a 10,000 px tall page would hide it).
 */
const MAX_DIFF_PIXELS = 100
const SCREENSHOT_TIMEOUT_MS = 30_000

for (const width of WIDTHS) {
  test.describe(`visual snapshots at ${width}px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })

    for (const [name, route] of Object.entries(PAGES)) {
      test(`${name} (${route}) looks as it did`, async ({ page }) => {
        await visit(page, route)
        await page.evaluate(() => document.fonts.ready)
        await expectImagesLoaded(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        // The bars and banners react to the scroll position on the next frames.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: [page.locator(MOVING)],
          maskColor: "#d0d0d0",
          stylePath: HIDE_PHOTOS,
          maxDiffPixels: MAX_DIFF_PIXELS,
          // A full-length page under load takes seconds to capture, and it is captured until two agree.
          timeout: SCREENSHOT_TIMEOUT_MS,
        })
      })
    }
  })
}
