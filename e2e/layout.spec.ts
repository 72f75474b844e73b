/**
 * Layout at every width (the checks are in e2e/layout-checks.ts): every route at each of the layout issue's widths
 * that the visual snapshots do not cover (e2e/visual.spec.ts runs the same check at 1280, 800 and 375 px, in the
 * same visit as its snapshot), scrolled through in steps, failing on sideways scroll, text off screen or cut off,
 * and squeezed paragraphs.
 */
import { expect, test } from "@playwright/test"
import { LAYOUT_WIDTHS, PAGES, scrollAndInspect, SNAPSHOT_WIDTHS, VIEWPORT_HEIGHT } from "./layout-checks"
import { visit } from "./support"

const WIDTHS = LAYOUT_WIDTHS.filter((width) => !(SNAPSHOT_WIDTHS as readonly number[]).includes(width))

for (const width of WIDTHS) {
  test.describe(`layout at ${width}px`, () => {
    // Motion is reduced so each check sees content at rest, not a transition caught halfway; what scrolling
    // reveals still appears (reduced motion changes how content arrives, not where it lands).
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT }, reducedMotion: "reduce" })

    for (const path of PAGES) {
      test(`${path}: no sideways scroll, no text off screen or cut off, no squeezed paragraphs`, async ({ page }) => {
        await visit(page, path)
        await page.evaluate(() => document.fonts.ready)
        expect(await scrollAndInspect(page)).toEqual([])
      })
    }
  })
}
