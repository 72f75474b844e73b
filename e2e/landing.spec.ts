import { expect, test, type Page } from "@playwright/test"
import {
  LANDING_COLOUR_COMPLETE_PX,
  QUESTION_VISIBILITY_THRESHOLD,
  ROUTES,
  SCROLL_HINT_CUTOFF_PX,
  TITLE_FADE_IN_DELAY_MS,
} from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { durations } from "../src/theme/tokens"
import { panelColour, scrollProgress } from "../src/views/landing/landing-colour"
import { seekAnimation, seekAnimationTimed, settle } from "./clock"
import { content, plain, visit, watchForErrors } from "./support"

const landing = content("landing/landing.json")
const site = content("site/site.json")
const DESKTOP = { width: 1280, height: 800 }

const scrollTo = async (page: Page, y: number) => {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        window.scrollTo(0, top)
        return Math.round(window.scrollY)
      }, y),
    )
    .toBe(y)
}
const style = (page: Page, testId: string, property: string) =>
  page.getByTestId(testId).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

test.describe("landing intro", () => {
  test.use({ viewport: DESKTOP })

  test(`colour and inversion follow the scroll and are complete at ${LANDING_COLOUR_COMPLETE_PX}px`, async ({
    page,
  }) => {
    await visit(page, ROUTES.project)
    const seen: Record<number, { filter: string; background: string }> = {}
    for (const y of [0, 500, 1000, 1500]) {
      await scrollTo(page, y)
      const expected = `invert(${scrollProgress(y)})`
      await expect.poll(() => style(page, "intro-video-box", "filter")).toBe(expected)
      await expect.poll(() => style(page, "intro-panel", "background-color")).toBe(panelColour(scrollProgress(y)))
      seen[y] = {
        filter: await style(page, "intro-video-box", "filter"),
        background: await style(page, "intro-panel", "background-color"),
      }
    }
    expect(seen[0]).not.toEqual(seen[500])
    expect(seen[500]).not.toEqual(seen[1000])
    expect(seen[1000]).toEqual(seen[1500])
    expect(seen[0]!.background).toBe("rgba(240, 240, 240, 0.8)")
    expect(seen[1000]!.background).toBe("rgba(70, 70, 70, 0.8)")
  })

  test("the h1 carries the title; the drawn letters are hidden from assistive technology", async ({ page }) => {
    await visit(page, ROUTES.project)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.title)
    await expect(page.getByTestId("animated-title")).toHaveAttribute("aria-hidden", "true")
    const letters = site.title.replace(/\s/g, "").length
    await expect(page.getByTestId("animated-title").locator("path")).toHaveCount(letters)
    const animations = await page
      .getByTestId("animated-title")
      .evaluate((svg) => svg.getAnimations({ subtree: true }).length)
    expect(animations).toBe(letters * 2) // a stroke draw and a fill per letter, on the compositor
  })

  test(`the tagline is hidden for ${TITLE_FADE_IN_DELAY_MS} ms, then fades in over ${durations.taglineFade} ms`, async ({
    page,
  }) => {
    await visit(page, ROUTES.project)
    const tagline = page.getByTestId("tagline")
    await expect(tagline).toHaveText(site.tagline)
    // Its fade seeked on its own timeline (the delay included), not watched on the wall clock.
    const opacityAt = async (ms: number) => Number(await seekAnimation(tagline, "opacity", ms))
    const { delay, duration } = await seekAnimationTimed(tagline, "opacity", 0)
    expect({ delay, duration }).toEqual({ delay: TITLE_FADE_IN_DELAY_MS, duration: durations.taglineFade })
    expect(await opacityAt(TITLE_FADE_IN_DELAY_MS - 1)).toBe(0)
    const halfway = await opacityAt(TITLE_FADE_IN_DELAY_MS + durations.taglineFade / 2)
    expect(halfway).toBeGreaterThan(0)
    expect(halfway).toBeLessThan(1)
    expect(await opacityAt(TITLE_FADE_IN_DELAY_MS + durations.taglineFade)).toBe(1)
  })

  test(`the scroll hint shows at ${SCROLL_HINT_CUTOFF_PX - 1}px and is gone at ${SCROLL_HINT_CUTOFF_PX}px`, async ({
    page,
  }) => {
    await visit(page, ROUTES.project)
    await expect(page.getByTestId("scroll-hint")).toHaveText(landing.scrollHint)
    await scrollTo(page, SCROLL_HINT_CUTOFF_PX - 1)
    await expect(page.getByTestId("scroll-hint")).toBeVisible()
    await scrollTo(page, SCROLL_HINT_CUTOFF_PX)
    await expect(page.getByTestId("scroll-hint")).toHaveCount(0)
  })
})

test.describe("questions", () => {
  test.use({ viewport: DESKTOP })

  test("show the three questions from content", async ({ page }) => {
    await visit(page, ROUTES.project)
    await expect(page.getByTestId("question")).toHaveText(landing.questions.map(plain))
  })

  test(`fade in at ${QUESTION_VISIBILITY_THRESHOLD * 100}% visibility and out below it; none fades out on load`, async ({
    page,
  }) => {
    await page.goto(ROUTES.project)
    const opacities: number[] = await page.evaluate(async () => {
      const seen: number[] = []
      const start = performance.now()
      while (performance.now() - start < 1200) {
        document
          .querySelectorAll<HTMLElement>("[data-testid=question]")
          .forEach((q) => seen.push(Number(getComputedStyle(q).opacity)))
        await new Promise((r) => requestAnimationFrame(r))
      }
      return seen
    })
    expect(opacities.filter((o) => o > 0 && o < 1)).toEqual([])
    const question = page.getByTestId("question").first()
    const blockTop = await question.evaluate((el) => el.parentElement!.getBoundingClientRect().top + window.scrollY)
    const viewport = DESKTOP.height
    // With its top at viewport height × (1 − r), r of the (100vh) block is in view.
    await scrollTo(page, Math.round(blockTop - viewport * (1 - (QUESTION_VISIBILITY_THRESHOLD - 0.03))))
    await expect(question).toHaveAttribute("data-in-view", "false")
    await expect(question).toHaveCSS("opacity", "0")
    await scrollTo(page, Math.round(blockTop - viewport * (1 - (QUESTION_VISIBILITY_THRESHOLD + 0.03))))
    await expect(question).toHaveAttribute("data-in-view", "true")
    await expect(question).toHaveCSS("opacity", "1")
    await expect(question).toHaveCSS("transition-duration", "0.5s")
  })
})

test.describe("outcomes, band and partners", () => {
  test.use({ viewport: DESKTOP })

  for (const card of landing.cards) {
    test(`the card '${card.heading}' leads to ${card.linkTo}, named by its read-more text`, async ({ page }) => {
      await visit(page, ROUTES.project)
      const link = page.getByRole("link", { name: card.linkText, exact: true })
      await link.focus()
      await expect(link).toBeFocused()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${card.linkTo}$`))
    })
  }

  for (const card of landing.cards.flatMap((c) => ("moreLink" in c ? [{ heading: c.heading, ...c.moreLink }] : [])))
    test(`the card '${card.heading}' also offers '${card.text}', a link of its own to ${card.to}`, async ({ page }) => {
      await visit(page, ROUTES.project)
      await page.getByRole("link", { name: card.text, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${card.to}$`))
    })

  test("the partners link leads to People, and every partner link opens a new tab safely", async ({ page }) => {
    const sponsors = content("sponsors/sponsors.json").sponsors as { url: string; shortName: string }[]
    await visit(page, ROUTES.project)
    const partners = page.getByRole("region", { name: landing.partnersHeading })
    for (const sponsor of sponsors) {
      const link = partners.getByRole("link", { name: `${sponsor.shortName} ${UI_TEXT.opensInNewTab}`, exact: true })
      await expect(link).toHaveAttribute("href", sponsor.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    await partners.getByRole("link", { name: landing.partnersLinkText }).click()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.people}$`))
  })
})

test.describe("videos", () => {
  test.use({ viewport: DESKTOP })

  test("are muted, looping and inline; nothing below the fold downloads before it is near", async ({ page }) => {
    const videoRequests: string[] = []
    page.on(
      "request",
      (request) => request.url().endsWith(".mp4") && videoRequests.push(new URL(request.url()).pathname),
    )
    await visit(page, ROUTES.project)
    // Read once the hero has asked for its file, not after a sleep: the videos' first sight of the viewport is then
    // handled, and a video with no source can download nothing.
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
    await settle(page)
    await expect(page.locator("video[src]"), "videos with a source").toHaveCount(1)
    const videos = page.locator("video")
    await expect(videos).toHaveCount(3)
    for (const video of await videos.all()) {
      expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
        true,
        true,
        true,
      ])
      await expect(video).toHaveAttribute("poster", /\.jpg$/)
    }
    expect(videoRequests).toHaveLength(1) // the hero only
  })

  test("play only while on screen, and pause from their control", async ({ page }) => {
    await visit(page, ROUTES.project)
    const hero = page.getByTestId("intro-video-box").locator("video")
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true)
    await page.getByTestId("intro-video-box").getByRole("button", { name: UI_TEXT.pauseVideo }).click()
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await page.getByTestId("intro-video-box").getByRole("button", { name: UI_TEXT.playVideo }).click()
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    const band = page.getByTestId("scroll-band").locator("video")
    await band.scrollIntoViewIfNeeded()
    await expect.poll(() => band.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
    await scrollTo(page, 0)
    await expect.poll(() => band.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  })
})

test.describe("reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" })

  test("shows the title, tagline and questions at once and plays no video by itself", async ({ page }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.project)
    await expect(page.getByTestId("tagline")).toHaveCSS("opacity", "1")
    expect(
      await page.getByTestId("animated-title").evaluate((svg) => svg.getAnimations({ subtree: true }).length),
    ).toBe(0)
    for (const question of await page.getByTestId("question").all()) await expect(question).toHaveCSS("opacity", "1")
    // Read once the hero has its source (it is on screen, and its play-or-pause effect has run), not after a sleep.
    await expect(page.getByTestId("intro-video-box").locator("video")).toHaveAttribute("src", /\.mp4/)
    await settle(page)
    for (const video of await page.locator("video").all())
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(page.getByRole("button", { name: UI_TEXT.playVideo })).toHaveCount(3)
    expect(errors()).toEqual([])
  })
})
