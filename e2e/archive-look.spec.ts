/**
 * The archive's pages in the site's look: the archive's banner over the shared gutter, titles at the site's line
 * height, and every form control (range, select, checkbox, radio, button) drawn in the palette with a visible focus,
 * none left in the browser's default blue or grey.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { ARCHIVE_ROUTES, archiveEntryPath } from "../src/constants"
import { PAGE_GUTTER_PX, palette } from "../src/theme/tokens"
import { content, found, visit } from "./support"

const archive = content("archive/archive.json")
const banner = found(
  content("banners/banners.json").banners.find((b) => b.section === "archive"),
  "the archive's banner set",
)
/** The entry whose two-line title at 375 px the issue measured. */
const entry = found(
  archive.entries.find((e) => e.title === "Seated hand drumming") ?? archive.entries[0],
  "an archive entry",
)
const PAGES = [ARCHIVE_ROUTES.archive, ARCHIVE_ROUTES.lexicon, archiveEntryPath(entry.slug)]

/** The palette's colours as a browser computes them ("rgb(r, g, b)"), to compare computed styles with. */
const paletteColours = async (page: Page) =>
  page.evaluate(
    (colours) =>
      colours.map((colour) => {
        const probe = document.createElement("i")
        probe.style.color = colour
        document.body.append(probe)
        const computed = getComputedStyle(probe).color
        probe.remove()
        return computed
      }),
    [palette.primaryOrange, palette.primaryOrangeDesaturated, palette.white, palette.bodyText],
  )

/** The colours and appearance a control is drawn with, and its outline once it has the keyboard's focus. */
const drawnWith = (control: Locator) =>
  control.evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el)
    const drawn = {
      appearance: style.appearance,
      accentColor: style.accentColor,
      color: style.color,
      backgroundColor: style.backgroundColor,
      borderColor: style.borderTopColor,
      borderStyle: style.borderTopStyle,
    }
    el.focus()
    const focused = getComputedStyle(el)
    return {
      ...drawn,
      focusVisible: el.matches(":focus-visible"),
      outline: `${focused.outlineStyle} ${parseFloat(focused.outlineWidth)} ${focused.outlineColor}`,
    }
  })

test.describe("the archive's look", () => {
  for (const path of PAGES)
    test(`${path}: the archive's banner over the page, its content at the shared gutter`, async ({ page }) => {
      for (const [width, gutter] of [
        [1280, PAGE_GUTTER_PX.default],
        [375, PAGE_GUTTER_PX.tablet],
      ] as const) {
        await page.setViewportSize({ width, height: 900 })
        await visit(page, path)
        const shown = page.getByTestId("section-banner")
        await expect(shown).toContainText(banner.title)
        await expect(shown.locator("[data-banner-layer] img")).toHaveCount(banner.layers.length)
        const sources = await shown
          .locator("[data-banner-layer] img")
          .evaluateAll((images: HTMLImageElement[]) => images.map((img) => img.getAttribute("src") ?? ""))
        for (const [index, layer] of banner.layers.entries())
          expect(sources[index], `layer ${index}`).toContain(
            layer
              .split("/")
              .pop()!
              .replace(/\.\w+$/, ""),
          )
        // The page's one h1 is its own, in the content, starting at the gutter like every section's content.
        const h1 = page.locator("main h1")
        await expect(h1).toHaveCount(1)
        const box = found((await h1.boundingBox()) ?? undefined, "the h1's box")
        expect(Math.round(box.x), `h1's left edge at ${width}px`).toBe(gutter)
      }
    })

  test("an entry's title sets its lines at the site's line height on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, archiveEntryPath(entry.slug))
    await page.evaluate(() => document.fonts.ready)
    const lines = await page.locator("main h1").evaluate((h1) => {
      const range = document.createRange()
      range.selectNodeContents(h1)
      const tops = [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))].sort((a, b) => a - b)
      const style = getComputedStyle(h1)
      return { tops, fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight) }
    })
    // A title that fits one line at this width still has its line height checked.
    expect(lines.lineHeight).toBeLessThanOrEqual(lines.fontSize * 1.2)
    const gaps = lines.tops.slice(1).map((top, i) => top - (lines.tops[i] as number))
    // The display face's line height is 1.1 (banner titles and subheaders); 1.2 allows for rounding.
    for (const gap of gaps) expect(gap, `lines at ${lines.tops.join(", ")}`).toBeLessThanOrEqual(lines.fontSize * 1.2)
  })

  test("the player draws the figure as the site's skeletons are drawn: a head and orange joint markers", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, archiveEntryPath(entry.slug))
    await page.getByRole("button", { name: "Play" }).click()
    await expect(page.getByTestId("player-stage")).toHaveAttribute("data-state", "ready")
    await page.getByRole("button", { name: "Pause" }).click()
    const counted = await page
      .getByTestId("player-stage")
      .locator("canvas")
      .evaluate((canvas: HTMLCanvasElement, orange) => {
        const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height)
        const [r, g, b] = orange.match(/\d+/g)!.map(Number) as [number, number, number]
        let marker = 0
        let head = 0
        for (let i = 0; i < data.length; i += 4) {
          const near = (x: number, y: number, z: number) =>
            Math.abs(data[i]! - x) + Math.abs(data[i + 1]! - y) + Math.abs(data[i + 2]! - z) < 30 && data[i + 3]! > 200
          if (near(r, g, b)) marker++
          if (near(255, 255, 255)) head++
        }
        return { marker, head, height: canvas.height }
      }, palette.primaryOrange)
    // A marker is a disc of 1.8 % of the canvas's height in radius and the head one of 5 %; allow half of each for
    // overlaps and rings: at least four markers' worth (pelvis, wrists, ankles, elbows, knees: nine in all) and a head.
    const disc = (share: number) => Math.PI * (share * counted.height) ** 2 * 0.5
    expect(counted.marker, JSON.stringify(counted)).toBeGreaterThanOrEqual(4 * disc(0.018))
    expect(counted.head, JSON.stringify(counted)).toBeGreaterThanOrEqual(disc(0.05))
  })

  test("every control kind is drawn in the palette, with a visible focus, none in the default blue", async ({
    page,
  }) => {
    const kinds: [string, string, string][] = [
      [ARCHIVE_ROUTES.archive, "filter select", "[data-testid=archive-filter] select"],
      [ARCHIVE_ROUTES.archive, "filter button", "[data-testid=archive-filter] button"],
      [archiveEntryPath(entry.slug), "player button", "main button"],
      [archiveEntryPath(entry.slug), "range", "main input[type=range]"],
      [archiveEntryPath(entry.slug), "player select", "main select"],
      [archiveEntryPath(entry.slug), "radio", "main input[type=radio]"],
      [archiveEntryPath(entry.slug), "checkbox", "main input[type=checkbox]"],
    ]
    // Soft, so one run names every control kind still in the browser's look, not only the first.
    const seen = new Set<string>()
    for (const [path, kind, selector] of kinds) {
      await visit(page, path)
      const ours = await paletteColours(page)
      const controls = page.locator(selector)
      await expect(controls.first(), kind).toBeVisible()
      for (const control of await controls.all()) {
        const drawn = await drawnWith(control)
        const what = `${kind}: ${JSON.stringify(drawn)}`
        if (kind.includes("button")) {
          for (const colour of [drawn.color, drawn.backgroundColor, drawn.borderColor])
            expect.soft(ours, what).toContain(colour)
          expect.soft(drawn.borderStyle, what).toBe("solid")
        } else if (kind === "radio" || kind === "checkbox") {
          // The browser's own box, tinted: accent-color is the one rule every engine honours on these.
          expect.soft(ours, what).toContain(drawn.accentColor)
        } else {
          // Drawn by us: no native look left to fall back on a default colour.
          expect.soft(drawn.appearance, what).toBe("none")
          if (kind.includes("select"))
            for (const colour of [drawn.color, drawn.backgroundColor, drawn.borderColor])
              expect.soft(ours, what).toContain(colour)
        }
        expect.soft(drawn.focusVisible, what).toBe(true)
        expect.soft(drawn.outline, what).toBe(`solid 3 ${ours[0]}`)
        seen.add(kind)
      }
    }
    expect([...seen].sort()).toEqual(kinds.map(([, kind]) => kind).sort())
  })
})
