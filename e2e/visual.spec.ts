/**
 * Every page at the three snapshot widths (1280, 800 and 375 px), each in one visit that checks what a person at
 * that width meets and then photographs it:
 *   - layout: the page scrolled through in steps, no sideways scroll, no text off screen or cut off, no squeezed
 *     paragraphs (e2e/layout-checks.ts; e2e/layout.spec.ts takes the layout issue's other widths);
 *   - accessibility and cleanliness: no axe violations (WCAG 2.2 AA tags), console errors, failed requests or CSP
 *     violations, the status the route should answer;
 *   - the visual snapshot: full length, compared with the committed baselines in e2e/visual.spec.ts-snapshots/, so a
 *     change that moves the layout shows up in review as a failing test and a diff. The pictures are made still:
 *     reduced motion, animations and transitions finished, fonts and every image loaded, the page scrolled through
 *     (so scroll-triggered content has appeared) and back to the top, whatever plays on its own (videos, flipbooks,
 *     the sensor slideshow) masked, and photographs greyed out (e2e/visual.css).
 * Motion is reduced throughout: axe judges text at rest (a fading diagram label or a slide caught mid-cross-fade is
 * momentarily fainter by design, and which moment axe samples would be chance), and the layout check sees content
 * where it lands. The checks are soft, so a failing one does not hide the others.
 *
 * After a deliberate layout change: `npm run build && npm run test:visual:update`, look at the new PNGs, commit them.
 */
import { expect, test } from "@playwright/test"
import * as path from "node:path"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES } from "../src/constants"
import { PAGES as LAYOUT_PAGES, scrollAndInspect, SNAPSHOT_WIDTHS, VIEWPORT_HEIGHT } from "./layout-checks"
import {
  axeViolations,
  content,
  expectImagesLoaded,
  found,
  twoFrames,
  visit,
  watchCsp,
  watchForErrors,
} from "./support"

/**
 * The five pages, the archive's index, lexicon, compare view and first entry (its player showing its still: the first
 * frame), and 404.
 */
const PAGES = {
  ...ROUTES,
  archive: ARCHIVE_ROUTES.archive,
  lexicon: ARCHIVE_ROUTES.lexicon,
  // As built, before its script reads the two entries from the address (e2e/archive-compare.spec.ts plays two).
  compare: ARCHIVE_ROUTES.compare,
  "archive-entry": archiveEntryPath(found(content("archive/archive.json").entries[0], "an archive entry").slug),
  "not-found": "/no-such-page/",
} as const
/** The route that must answer 404. */
const NOT_FOUND = PAGES["not-found"]
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

// The snapshots keep the names they were committed under; the routes must be the layout check's own.
test("the snapshots cover every route the layout check covers", () => {
  expect(Object.values(PAGES).sort()).toEqual([...LAYOUT_PAGES].sort())
})

for (const width of SNAPSHOT_WIDTHS) {
  test.describe(`every page at ${width}px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })

    for (const [name, route] of Object.entries(PAGES)) {
      test(`${name} (${route}): its layout holds, no axe violations, console errors, failed requests or CSP violations, and it looks as it did`, async ({
        page,
      }) => {
        const errors = watchForErrors(page)
        const cspViolations = await watchCsp(page)
        const response = await visit(page, route)
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200)
        await page.evaluate(() => document.fonts.ready)
        expect.soft(await scrollAndInspect(page), "layout").toEqual([])
        expect.soft(await axeViolations(page), "axe").toEqual([])
        expect.soft(await cspViolations(), "CSP violations").toEqual([])
        // The deliberate 404 is the only acceptable failed response.
        expect
          .soft(
            errors().filter((e) => !(route === NOT_FOUND && /404/.test(e))),
            "errors",
          )
          .toEqual([])

        await expectImagesLoaded(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        // The bars and banners react to the scroll position on the next frames.
        await twoFrames(page, `${route} at ${width} px, before its snapshot`)
        await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
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
