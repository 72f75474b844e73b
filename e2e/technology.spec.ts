import { expect, test, type Page } from "@playwright/test"
import {
  CANON_DIAGRAM_WIDTH_PX,
  FIGURE_VIEWBOX,
  IN_SITU_DIAGRAM_WIDTH_PX,
  MOCAP_SKEW_DEG,
  ROUTES,
  TECH_SLIDESHOW_IMAGE_COUNT,
  TECH_SLIDESHOW_INTERVAL_MS,
  OUTLINE_FIGURE_VIEWBOX,
} from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { alignToStep, expectStepsEvery, installClock, pauseClock, step } from "./clock"
import { content, found, plain, scrollThrough, visit, watchForErrors } from "./support"

const technology = content("technology/technology.json")
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 812 }

/** WCAG contrast ratio of two computed rgb() colours. */
const contrast = (a: string, b: string) => {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const slideshow = (page: Page) => page.locator("[data-slideshow]")
const control = (page: Page) => page.locator("[data-slideshow-control]")

/** Brings the slideshow on screen and waits until every still has decoded pixels. */
/**
 * How long a test waits for the slideshow's next step in real time: a deadline for a slideshow that never steps, not
 * a measure of its interval (the timed tests step that on the virtual clock), so it is many intervals long.
 */
const SLIDESHOW_STEP_DEADLINE_MS = 20 * TECH_SLIDESHOW_INTERVAL_MS
const showSlideshow = async (page: Page) => {
  await slideshow(page).scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      slideshow(page)
        .locator("img")
        .evaluateAll(
          (imgs) =>
            imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
              .length,
        ),
    )
    .toBe(TECH_SLIDESHOW_IMAGE_COUNT)
}

/** The index of the still in that state (current, or previous: fading out), -1 if none is. */
const frameIn = (page: Page, state: "current" | "previous") =>
  slideshow(page).evaluate(
    (box, state) => [...box.querySelectorAll("[data-frame]")].findIndex((f) => f.getAttribute("data-state") === state),
    state,
  )
const currentFrame = (page: Page) => frameIn(page, "current")

/** In the page: every change of the shown still, with the time (performance.now) and the still fading out. */
const recordSteps = (page: Page, steps: number) =>
  slideshow(page).evaluate(
    (box, steps) =>
      new Promise<{ current: number; previous: number; at: number }[]>((resolve) => {
        const frames = [...box.querySelectorAll("[data-frame]")]
        const stateOf = (state: string) => frames.findIndex((f) => f.getAttribute("data-state") === state)
        const seen: { current: number; previous: number; at: number }[] = []
        const observer = new MutationObserver(() => {
          const current = stateOf("current")
          if (seen.at(-1)?.current === current) return
          seen.push({ current, previous: stateOf("previous"), at: performance.now() })
          if (seen.length > steps) {
            observer.disconnect()
            resolve(seen)
          }
        })
        observer.observe(box, { attributes: true, subtree: true, attributeFilter: ["data-state"] })
      }),
    steps,
  )

/** In the page: the distinct values of a style property on the first element matching each selector, sampled over a time. */
const sampleStyles = (
  page: Page,
  selectors: readonly string[],
  property: "transform" | "opacity",
  durationMs: number,
) =>
  page.evaluate(
    ({ selectors, property, durationMs }) =>
      new Promise<number[]>((resolve) => {
        const elements = selectors.map((s) => document.querySelector(s)!)
        const seen = elements.map(() => new Set<string>())
        const start = performance.now()
        const sample = () => {
          elements.forEach((el, i) => seen[i]!.add(getComputedStyle(el)[property]))
          if (performance.now() - start < durationMs) setTimeout(sample, 50)
          else resolve(seen.map((values) => values.size))
        }
        sample()
      }),
    { selectors, property, durationMs },
  )

/** A part of each animated diagram that should change over one cycle, and the property that changes. */
const MOVING = [
  { selector: '[data-diagram="canon"] [data-stage="2"]', property: "opacity" },
  { selector: '[data-diagram="in-situ"] [data-box-part="frame"]', property: "transform" },
  { selector: '[data-diagram="body-movement"] [data-layer="body"]', property: "transform" },
  { selector: '[data-diagram="in-situ"] [data-figure="PersonType1"] .fig-head', property: "transform" },
] as const

const animationsIn = (page: Page) =>
  page.evaluate(
    () =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>("[data-diagram]")].map((d) => [
          d.dataset.diagram,
          d.getAnimations({ subtree: true }).length,
        ]),
      ) as Record<string, number>,
  )

test.describe("technology page", () => {
  test.use({ viewport: DESKTOP })

  test("asks the six questions from content, as h2s under the one h1", async ({ page }) => {
    await visit(page, ROUTES.technology)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("main h2")).toHaveText(
      technology.sections.map((s: { question: string }) => plain(s.question)),
    )
    await expect(page.locator("main h2 em").first()).toHaveText("capture")
  })

  test("shows eight distinct sensor stills, each with its alt, only the current one exposed", async ({ page }) => {
    await visit(page, ROUTES.technology)
    await showSlideshow(page)
    const images = slideshow(page).locator("img")
    await expect(images).toHaveCount(TECH_SLIDESHOW_IMAGE_COUNT)
    const sources = await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc))
    expect(new Set(sources).size).toBe(TECH_SLIDESHOW_IMAGE_COUNT)
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
      technology.sensorStills.map((s: { alt: string }) => s.alt),
    )
    await expect(slideshow(page)).toHaveAttribute("aria-label", technology.sensorSlideshowLabel)
    await expect(slideshow(page).locator('[data-frame]:not([aria-hidden="true"])')).toHaveCount(1)
    await expect(slideshow(page).getByRole("img")).toHaveCount(1)
  })

  test(`changes still every ${TECH_SLIDESHOW_INTERVAL_MS} ms, none sooner, one step at a time, and wraps from the last to the first`, async ({
    page,
  }) => {
    await installClock(page)
    await visit(page, ROUTES.technology)
    await showSlideshow(page)
    await pauseClock(page)
    // On the virtual clock: one step at exactly the interval, none a millisecond before, round past the last.
    await alignToStep(page, TECH_SLIDESHOW_INTERVAL_MS, () => currentFrame(page))
    const shown = await expectStepsEvery(
      page,
      TECH_SLIDESHOW_INTERVAL_MS,
      () => currentFrame(page),
      (i) => (i + 1) % TECH_SLIDESHOW_IMAGE_COUNT,
      TECH_SLIDESHOW_IMAGE_COUNT + 1,
    )
    expect(shown).toContain(TECH_SLIDESHOW_IMAGE_COUNT - 1)
    // The one shown before is the one fading out.
    expect(await frameIn(page, "previous")).toBe(shown.at(-2))
  })

  test("cross-fades: the new still fades in over the old, which fades out a moment later", async ({ page }) => {
    await visit(page, ROUTES.technology)
    await showSlideshow(page)
    await recordSteps(page, 1)
    const current = slideshow(page).locator('[data-state="current"]')
    const previous = slideshow(page).locator('[data-state="previous"]')
    await expect(current).toHaveCSS("transition-duration", "0.5s")
    await expect(previous).toHaveCSS("transition-delay", "0.25s")
    expect(Number(await current.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThan(
      Number(await previous.evaluate((el) => getComputedStyle(el).zIndex)),
    )
  })

  test("pauses on its button, and plays again", async ({ page }) => {
    await installClock(page)
    await visit(page, ROUTES.technology)
    await showSlideshow(page)
    await pauseClock(page)
    await expect(control(page)).toHaveAccessibleName(UI_TEXT.pauseSlideshow)
    await control(page).click()
    await expect(control(page)).toHaveAccessibleName(UI_TEXT.playSlideshow)
    const paused = await currentFrame(page)
    await step(page, TECH_SLIDESHOW_INTERVAL_MS * 3)
    expect(await currentFrame(page)).toBe(paused)
    await control(page).click()
    await expect(control(page)).toHaveAccessibleName(UI_TEXT.pauseSlideshow)
    await step(page, TECH_SLIDESHOW_INTERVAL_MS)
    await expect.poll(() => currentFrame(page)).toBe((paused + 1) % TECH_SLIDESHOW_IMAGE_COUNT)
  })

  test("draws every figure in the spec's viewBox", async ({ page }) => {
    await visit(page, ROUTES.technology)
    const figures = await page
      .locator("[data-figure]")
      .evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute("data-figure"), svg.getAttribute("viewBox")]))
    expect(figures.length).toBeGreaterThanOrEqual(7)
    for (const [name, viewBox] of figures) {
      const expected = name === "PersonOutline" ? OUTLINE_FIGURE_VIEWBOX : FIGURE_VIEWBOX
      expect(viewBox, `${name}`).toBe(`0 0 ${expected.width} ${expected.height}`)
    }
    expect(new Set(figures.map(([name]) => name))).toEqual(
      new Set(["PersonType1", "PersonType2", "PersonType3", "MocapPerson1", "PersonOutline"]),
    )
  })

  test("skews the box's floor and top by 45°, and keeps its label upright and legible", async ({ page }) => {
    await visit(page, ROUTES.technology)
    const matrices = await page.locator("[data-skewed]").evaluateAll((els) =>
      els.map((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform)
        return [m.a, m.b, m.c, m.d]
      }),
    )
    expect(matrices).toHaveLength(4) // floor and top, in each of the two boxes
    const tan = Math.tan((MOCAP_SKEW_DEG * Math.PI) / 180)
    for (const [a, b, c, d] of matrices) {
      expect(a).toBeCloseTo(1)
      expect(b).toBeCloseTo(0)
      expect(c).toBeCloseTo(tan)
      expect(d).toBeCloseTo(1)
    }
    const labels = page.getByText(technology.mocapLabel, { exact: true })
    await expect(labels).toHaveCount(2)
    for (const label of await labels.all()) {
      const [color, background] = await label.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el).backgroundColor,
      ])
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5) // the old #AAA label was 2.32:1
    }
  })

  test("every diagram moves: CSS animations run and transforms and opacities change over time", async ({ page }) => {
    await visit(page, ROUTES.technology)
    const running = await animationsIn(page)
    expect(Object.keys(running).sort()).toEqual(["body-movement", "canon", "in-situ"])
    for (const count of Object.values(running)) expect(count).toBeGreaterThan(0)
    await expect(page.locator('[data-diagram="in-situ"] .fig-head').first()).not.toHaveCSS("animation-name", "none")
    // A figure's parts move only while it is on screen (Chrome runs transforms of svg parts on the main thread):
    // below the first screen they hold, and they start once the figure is scrolled to.
    const figure = page.locator('[data-diagram="in-situ"] [data-figure="PersonType1"]').first()
    await expect(figure).not.toBeInViewport()
    const states = () => figure.locator(".fig-head").evaluate((el) => el.getAnimations().map((a) => a.playState))
    expect(await states()).toEqual(["paused"])
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toHaveAttribute("data-on-screen", "")
    expect(await states()).toEqual(["running"])
    const changes = await Promise.all(
      MOVING.map(({ selector, property }) => sampleStyles(page, [selector], property, 3200)),
    )
    changes.forEach(([distinct], i) => expect(distinct, MOVING[i]!.selector).toBeGreaterThan(1))
  })

  test("the canon diagram's stages loop as Web Animations, which send the page no events", async ({ page }) => {
    await visit(page, ROUTES.technology)
    // A CSS animation sends animationstart/animationiteration to the main thread, where React listens at its root.
    const kinds = () =>
      page
        .locator('[data-diagram="canon"] [data-stage]')
        .evaluateAll((stages) =>
          stages.flatMap((stage) => stage.getAnimations().map((a) => (a instanceof CSSAnimation ? "css" : "web"))),
        )
    await expect.poll(kinds).toHaveLength(8)
    expect(await kinds()).toEqual(Array.from({ length: 8 }, () => "web"))
  })

  test("has no duplicate ids and logs no errors", async ({ page }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.technology)
    await scrollThrough(page)
    // Checked once the slideshow has stepped (its next still and the one fading out in the page), not after a sleep.
    await showSlideshow(page)
    const shown = await currentFrame(page)
    await expect.poll(() => currentFrame(page), { timeout: SLIDESHOW_STEP_DEADLINE_MS }).not.toBe(shown)
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((el) => el.id))
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(errors()).toEqual([])
  })
})

test.describe("technology page on a phone", () => {
  test.use({ viewport: PHONE })

  test("lays out a section only as it nears the screen, and keeps every heading in the accessibility tree", async ({
    page,
  }) => {
    await visit(page, ROUTES.technology)
    const sections = page.locator("main section[aria-labelledby]")
    const last = sections.last()
    const lastQuestion = plain(found(technology.sections.at(-1), "the last section").question)
    const rendered = () =>
      last.locator("h2").evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
    await expect(last).not.toBeInViewport()
    expect(await rendered()).toBe(false)
    await expect(sections.first().locator("h2")).toBeVisible()
    // Skipped, not hidden: every question is still a heading a screen reader lists.
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(technology.sections.length)
    await expect(page.getByRole("heading", { level: 2, name: lastQuestion })).toHaveCount(1)
    await last.scrollIntoViewIfNeeded()
    await expect.poll(rendered).toBe(true)
  })
})

test.describe("technology page under reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" })

  test("keeps every diagram still", async ({ page }) => {
    await visit(page, ROUTES.technology)
    expect(Object.values(await animationsIn(page))).toEqual([0, 0, 0])
    const changes = await Promise.all(
      MOVING.map(({ selector, property }) => sampleStyles(page, [selector], property, 1500)),
    )
    expect(changes.map(([distinct]) => distinct)).toEqual(MOVING.map(() => 1))
    // Still on its conclusion: the layers split apart and shown.
    await expect(page.locator('[data-layer="movement"]')).toHaveCSS("opacity", "1")
  })

  test("shows one still until the visitor presses play, without hydration errors", async ({ page }) => {
    const errors = watchForErrors(page)
    await installClock(page)
    await visit(page, ROUTES.technology)
    await showSlideshow(page)
    await pauseClock(page)
    await expect(control(page)).toHaveAccessibleName(UI_TEXT.playSlideshow)
    await step(page, TECH_SLIDESHOW_INTERVAL_MS * 3)
    expect(await currentFrame(page)).toBe(0)
    await control(page).click()
    await expect(control(page)).toHaveAccessibleName(UI_TEXT.pauseSlideshow)
    await step(page, TECH_SLIDESHOW_INTERVAL_MS)
    await expect.poll(() => currentFrame(page)).toBe(1)
    expect(errors()).toEqual([])
  })
})

/** A scaled diagram: its wrapper's box, the drawing's scaled box and the design width it scales from. */
const diagramGeometry = (page: Page) =>
  page.locator("[data-diagram-drawing]").evaluateAll((drawings) =>
    drawings.map((drawing) => {
      const wrapper = drawing.parentElement!
      const outer = wrapper.getBoundingClientRect()
      const inner = drawing.getBoundingClientRect()
      return {
        name: wrapper.getAttribute("data-diagram"),
        wrapper: { left: outer.left, right: outer.right, width: outer.width, height: outer.height },
        drawing: { left: inner.left, right: inner.right, width: inner.width, height: inner.height },
        designWidth: (drawing as HTMLElement).offsetWidth,
      }
    }),
  )

for (const width of [375, 800, 1000, 1280]) {
  test.describe(`technology page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("nothing overflows sideways, and each scaled diagram fills exactly the space kept for it", async ({
      page,
    }) => {
      await visit(page, ROUTES.technology)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const diagrams = await diagramGeometry(page)
      expect(diagrams.map((d) => d.name)).toEqual(["canon", "in-situ"])
      for (const { name, wrapper, drawing, designWidth } of diagrams) {
        expect(designWidth).toBe(name === "canon" ? CANON_DIAGRAM_WIDTH_PX : IN_SITU_DIAGRAM_WIDTH_PX)
        // Scale = available width ÷ design width, never above 1.
        expect(wrapper.width).toBeLessThanOrEqual(designWidth)
        expect(drawing.width).toBeCloseTo(wrapper.width, 0)
        // The page keeps the scaled height: no gap below the drawing, no overlap with what follows.
        expect(Math.abs(drawing.height - wrapper.height)).toBeLessThan(1.5)
        expect(drawing.left).toBeGreaterThanOrEqual(0)
        expect(drawing.right).toBeLessThanOrEqual(width)
      }
      if (width < CANON_DIAGRAM_WIDTH_PX) expect(diagrams[0]!.wrapper.width).toBeLessThan(CANON_DIAGRAM_WIDTH_PX)
      if (width >= 1280) expect(diagrams[0]!.wrapper.width).toBe(CANON_DIAGRAM_WIDTH_PX)
      // The demo's layers end a full figure width either side of the middle one: that must fit too.
      const layers = await page.locator('[data-diagram="body-movement"] [data-layer]').evaluateAll((els) =>
        els.map((el) => {
          for (const animation of el.getAnimations()) {
            animation.pause()
            animation.currentTime = Number(animation.effect!.getTiming().duration) * 0.75
          }
          const { left, right } = el.getBoundingClientRect()
          return { left, right }
        }),
      )
      expect(layers).toHaveLength(3)
      for (const { left, right } of layers) {
        expect(left).toBeGreaterThanOrEqual(0)
        expect(right).toBeLessThanOrEqual(width)
      }
    })
  })
}
