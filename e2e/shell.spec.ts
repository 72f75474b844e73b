import { expect, test, type Page } from "@playwright/test"
import {
  ARCHIVE_ROUTES,
  BANNER_LAYER_COUNT,
  FOOTER_FALL_DISTANCE_PX,
  NAV_SOLID_SCROLL_PX,
  ROUTES,
  SCROLL_TO_TOP_DELAY_MS,
} from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { routeOfPath } from "../src/i18n/page-language"
import { SITE_FILES } from "../src/site-files"
import { ADMIN_PATH } from "../src/security-headers"
import { BANNER_PARALLAX_RATES, durations } from "../src/theme/tokens"
import { holdAnimations, installClock, pauseClock, seekAnimation, seekAnimationTimed, settle, step } from "./clock"
import { builtPages, content, found, fulfillPageData, scrollTo, sitemapUrls, visit, watchForErrors } from "./support"

const site = content("site/site.json")
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 812 }
const SOLID = "rgb(155, 90, 64)"
const TRANSPARENT = "rgba(155, 90, 64, 0)"
const label = (key: string) =>
  found(
    site.pages.find((p) => p.key === key),
    `page "${key}" in site.json`,
  ).navLabel

/** Waits until a client-side navigation to `path` has finished: its page in the document, fully faded in. */
const settled = async (page: Page, path: string) => {
  await expect(page.locator(`[data-page-transition="${path}"]`)).toHaveCSS("opacity", "1")
}
const topNav = (page: Page) => page.getByTestId("top-nav")
/**
 * Scrolls to y and returns once the scroll's event has been handled and React has rendered what it set (`settle`):
 * the page's scroll listeners were added before this one, so they have run.
 */
const scrollAndHandle = async (page: Page, y: number) => {
  const scrolled = page.evaluate(() => new Promise((resolve) => addEventListener("scroll", resolve, { once: true })))
  await scrollTo(page, y)
  await scrolled
  await settle(page)
}
const mainNav = (page: Page) => page.getByRole("navigation", { name: UI_TEXT.mainNavigation })

test.describe("desktop navigation bar", () => {
  test.use({ viewport: DESKTOP })

  test(`is transparent at ${NAV_SOLID_SCROLL_PX}px of scroll and solid at ${NAV_SOLID_SCROLL_PX + 1}px on the landing page`, async ({
    page,
  }) => {
    await visit(page, ROUTES.project)
    await expect(topNav(page)).toHaveCSS("background-color", TRANSPARENT)
    // Read once the scroll is handled, not after a sleep: a colour change shows in data-solid or a running transition.
    await scrollAndHandle(page, NAV_SOLID_SCROLL_PX)
    await expect(topNav(page)).toHaveAttribute("data-solid", "false")
    expect(await topNav(page).evaluate((nav) => nav.getAnimations().length), "a colour transition").toBe(0)
    await expect(topNav(page)).toHaveCSS("background-color", TRANSPARENT)
    await scrollTo(page, NAV_SOLID_SCROLL_PX + 1)
    await expect(topNav(page)).toHaveCSS("background-color", SOLID)
    await expect(topNav(page)).toHaveCSS("transition-duration", /0\.5s/)
  })

  test("is always solid and takes its place in the flow on section pages", async ({ page }) => {
    await visit(page, ROUTES.people)
    await expect(topNav(page)).toHaveCSS("background-color", SOLID)
    await expect(topNav(page)).toHaveCSS("position", "sticky")
  })

  test("lists the five pages, marks the current one, and the title links home without being a heading", async ({
    page,
  }) => {
    await visit(page, ROUTES.technology)
    const links = mainNav(page).getByRole("link")
    await expect(links).toHaveText(["project", "portraits", "technology", "people", "publications"].map(label))
    await expect(mainNav(page).getByRole("link", { name: label("technology") })).toHaveAttribute("aria-current", "page")
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(1)
    const title = topNav(page).getByRole("link", { name: site.title })
    await expect(title).toHaveAttribute("href", ROUTES.project)
    await expect(topNav(page).locator("h1")).toHaveCount(0)
  })

  test("shows the underline bar on keyboard focus as on hover", async ({ page }) => {
    await visit(page, ROUTES.people)
    const link = mainNav(page).getByRole("link", { name: label("portraits") })
    const barWidth = () => link.evaluate((a) => getComputedStyle(a, "::after").width)
    await expect.poll(barWidth).toBe("0px")
    await link.focus()
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect.poll(barWidth).not.toBe("0px")
  })

  test("the mobile bar is not shown on a desktop", async ({ page }) => {
    await visit(page, ROUTES.project)
    await expect(page.getByTestId("mobile-menu")).toBeHidden()
  })
})

test.describe("mobile menu", () => {
  test.use({ viewport: PHONE })

  test("replaces the desktop bar at phone width", async ({ page }) => {
    await visit(page, ROUTES.project)
    await expect(topNav(page)).toBeHidden()
    await expect(page.getByTestId("mobile-menu")).toBeVisible()
    // Closed, it is only the titled bar: the hidden list takes no room.
    expect((await page.getByTestId("mobile-menu").boundingBox())!.height).toBeLessThan(120)
  })

  test("opens from a real button, moves focus in, closes on Escape and returns focus", async ({ page }) => {
    await visit(page, ROUTES.people)
    const button = page.getByRole("button", { name: new RegExp(site.title) })
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    const menu = page.locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`)
    await expect(menu).toBeVisible()
    await expect(menu.getByRole("link").first()).toBeFocused()
    await expect(menu.getByRole("link", { name: label("people") })).toHaveAttribute("aria-current", "page")
    await expect(menu.getByRole("link", { name: label("people") })).toHaveCSS("color", SOLID)
    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).toBeFocused()
    await expect(menu).toBeHidden()
  })

  test("fades open visibly rather than popping in", async ({ page }) => {
    await visit(page, ROUTES.people)
    const button = page.getByRole("button", { name: new RegExp(site.title) })
    const list = page.locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`)
    // Held where it starts and seeked: hidden through its delay, part-way at half its length, whole at its end.
    await holdAnimations(page)
    await button.click()
    const opacityAt = async (ms: number) => Number(await seekAnimation(list, "opacity", ms))
    const { delay, duration } = await seekAnimationTimed(list, "opacity", 0)
    expect({ delay, duration }).toEqual({ delay: durations.menuListDelay, duration: durations.menu })
    expect(await opacityAt(durations.menuListDelay - 1)).toBe(0)
    const halfway = await opacityAt(durations.menuListDelay + durations.menu / 2)
    expect(halfway).toBeGreaterThan(0)
    expect(halfway).toBeLessThan(1)
    expect(await opacityAt(durations.menuListDelay + durations.menu)).toBe(1)
  })

  test("closes on navigation, and the bar fills past the threshold", async ({ page }) => {
    await visit(page, ROUTES.project)
    const bar = page.getByTestId("mobile-menu")
    await expect(bar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
    await scrollTo(page, NAV_SOLID_SCROLL_PX + 1)
    await expect(bar).toHaveCSS("background-color", SOLID)
    await scrollTo(page, 0)
    const button = page.getByRole("button", { name: new RegExp(site.title) })
    await button.click()
    await page
      .getByRole("navigation", { name: UI_TEXT.mobileNavigation })
      .getByRole("link", { name: label("publications") })
      .click()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.publications}$`))
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("works from the keyboard with Enter and Space", async ({ page }) => {
    await visit(page, ROUTES.people)
    const button = page.getByRole("button", { name: new RegExp(site.title) })
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Space")
    await expect(button).toHaveAttribute("aria-expanded", "true")
  })
})

test.describe("navigation between pages", () => {
  test.use({ viewport: DESKTOP })

  test(`scrolls to the top ${SCROLL_TO_TOP_DELAY_MS} ms after navigating from a scrolled page`, async ({ page }) => {
    // The next page's data is held until the outgoing page has faded out, so the incoming page is swapped in by a
    // zero-delay timer in the same commit that sets the scroll's timer (src/components/shell/page-transition.tsx),
    // not by the fade's end on real time.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/page-data\/publications\/page-data\.json$/, async (route) => {
      await held
      await route.continue()
    })
    await installClock(page)
    await visit(page, ROUTES.people)
    await scrollTo(page, 900)
    // The clock stands still from here: the page's timers run only as the test steps it.
    await pauseClock(page)
    await mainNav(page)
      .getByRole("link", { name: label("publications") })
      .click()
    await expect(page.locator(`[data-page-transition="${ROUTES.people}"]`)).toHaveCSS("opacity", "0")
    release()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.publications}$`))
    const incoming = page.locator(`[data-page-transition="${ROUTES.publications}"]`)
    const scrollY = () => page.evaluate(() => window.scrollY)
    // A millisecond at a time until the swap's timer has run: it is due when the scroll's timer was set.
    for (let waited = 0; (await incoming.count()) === 0; waited += 1) {
      if (waited > SCROLL_TO_TOP_DELAY_MS) throw new Error(`the incoming page is not in after ${waited} ms`)
      await step(page, 1)
    }
    expect(await scrollY(), "still scrolled when the incoming page is in").toBeGreaterThan(0)
    // Exact to the millisecond on the clock (the swap ran within the first millisecond of the scroll's delay).
    await step(page, SCROLL_TO_TOP_DELAY_MS - 2)
    expect(await scrollY(), `still scrolled ${SCROLL_TO_TOP_DELAY_MS - 1} ms on`).toBeGreaterThan(0)
    await step(page, 1)
    expect(await scrollY(), `at the top ${SCROLL_TO_TOP_DELAY_MS} ms on`).toBe(0)
  })

  test("Back restores the position the visitor left", async ({ page }) => {
    await visit(page, ROUTES.people)
    await scrollTo(page, 700)
    await mainNav(page)
      .getByRole("link", { name: label("publications") })
      .click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await settled(page, ROUTES.publications)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.people}$`))
    // Within a few pixels: content that settles after the restore (a late font or image above the fold)
    // makes the browser's scroll anchoring nudge scrollY to keep the same content in view.
    await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 700))).toBeLessThanOrEqual(10)
  })

  test("the outgoing page fades out completely before the incoming one fades in", async ({ page }) => {
    await visit(page, ROUTES.people)
    // Recorded from the DOM's own events, so a slow machine cannot miss a frame of it.
    await page.evaluate(() => {
      type Entry = { kind: string; t: number; pages: number; fades: number[] }
      const log: Entry[] = []
      ;(window as unknown as { fadeLog: Entry[] }).fadeLog = log
      const fades = (el: Element) => el.getAnimations().map((a) => Number(a.effect?.getTiming().duration ?? 0))
      const entry = (kind: string, el: Element) =>
        log.push({
          kind,
          t: performance.now(),
          pages: document.querySelectorAll("[data-page-transition]").length,
          fades: fades(el),
        })
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as HTMLElement
          if (record.type === "attributes" && target.dataset.phase === "out") entry("fading out", target)
          for (const node of record.addedNodes)
            if ((node as HTMLElement).dataset?.pageTransition) entry("incoming added", node as Element)
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase"] })
      document.addEventListener(
        "transitionend",
        (e) =>
          (e.target as HTMLElement).dataset?.pageTransition &&
          e.propertyName === "opacity" &&
          entry("faded out", e.target as Element),
        true,
      )
    })
    await mainNav(page)
      .getByRole("link", { name: label("technology") })
      .click()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.technology}$`))
    await expect(page.locator(`[data-page-transition="${ROUTES.technology}"]`)).toHaveCSS("opacity", "1")
    const log = await page.evaluate(
      () => (window as unknown as { fadeLog: { kind: string; t: number; pages: number; fades: number[] }[] }).fadeLog,
    )
    const out = log.find((e) => e.kind === "fading out")!
    const added = log.find((e) => e.kind === "incoming added")!
    expect(out.fades).toContain(durations.pageFade) // the outgoing page runs a 0.3 s fade
    expect(added.fades).toContain(durations.pageFade) // and so does the incoming one
    expect(added.t - out.t).toBeGreaterThanOrEqual(durations.pageFade - 20) // only after the fade-out
    expect(added.pages).toBe(1) // never both pages at once
    const fadedOut = log.find((e) => e.kind === "faded out")
    if (fadedOut) expect(added.t).toBeGreaterThanOrEqual(fadedOut.t)
  })

  test("the outgoing page starts fading at the click, before the next page's data has arrived", async ({ page }) => {
    // The next page's data is held (its prefetch too) until the outgoing page has faded out completely.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/page-data\/technology\/page-data\.json$/, async (route) => {
      await held
      await route.continue()
    })
    await visit(page, ROUTES.people)
    const outgoing = page.locator(`[data-page-transition="${ROUTES.people}"]`)
    await mainNav(page)
      .getByRole("link", { name: label("technology") })
      .click()
    await expect(outgoing).toHaveAttribute("data-phase", "out")
    await expect(outgoing).toHaveCSS("opacity", "0")
    // Still the same page: Gatsby changes the address only once the data is in.
    await expect(page).toHaveURL(new RegExp(`${ROUTES.people}$`))
    release()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.technology}$`))
    await settled(page, ROUTES.technology)
  })

  test("the first page load is visible in the server HTML", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort())
    await page.goto(ROUTES.portraits)
    await expect(page.locator("[data-page-transition]")).toHaveCSS("opacity", "1")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })
})

test.describe("banner", () => {
  test.use({ viewport: DESKTOP })

  test("carries the section title as the page's only h1 over three layers that move at their own rates", async ({
    page,
  }) => {
    const banners = content("banners/banners.json").banners as { section: string; title: string }[]
    await visit(page, ROUTES.technology)
    const banner = page.getByTestId("section-banner")
    await expect(banner.getByRole("heading", { level: 1 })).toHaveText(
      banners.find((b) => b.section === "technology")!.title,
    )
    await expect(page.locator("h1")).toHaveCount(1)
    const layers = banner.locator("[data-banner-layer]")
    await expect(layers).toHaveCount(3)
    const offsets = () =>
      layers.evaluateAll((els) => els.map((el) => new DOMMatrix(getComputedStyle(el).transform).m42))
    expect(await offsets()).toEqual([0, 0, 0])
    await scrollTo(page, 200)
    await expect.poll(offsets).toEqual(BANNER_PARALLAX_RATES.map((rate) => expect.closeTo(200 * rate, 0)))
  })

  test("an unknown section gets no banner but the shell, the not-found page and a way home (status 404)", async ({
    page,
  }) => {
    const response = await visit(page, "/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFoundTitle)
    await expect(mainNav(page).getByRole("link")).toHaveCount(5)
    await page.getByRole("link", { name: site.homeLinkText }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

/**
 * The file width each banner layer loaded, read from the srcset candidate its currentSrc came from (the WebP
 * source's or the img's own).
 */
const bannerLayerWidths = (page: Page) =>
  page.locator("[data-banner-layer] img").evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const candidates = [...(img.parentElement?.querySelectorAll("source") ?? []), img]
        .flatMap((el) => (el.getAttribute("srcset") ?? "").split(","))
        .map((candidate) => candidate.trim().split(/\s+/))
      const chosen = candidates.find(([url]) => url && img.currentSrc.endsWith(url))
      return chosen ? Number(chosen[1]?.replace("w", "")) : 0
    }),
  )

test.describe("banner pictures on a phone", () => {
  // A mid-range phone as Lighthouse's mobile preset emulates it: 412 px wide at 1.75 device pixels per px.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })

  test("load the half-resolution files: the layers are blurred, so the full ones would show nothing more", async ({
    page,
  }) => {
    await visit(page, ROUTES.portraits)
    await expect.poll(() => bannerLayerWidths(page)).toEqual(Array<number>(BANNER_LAYER_COUNT).fill(480))
  })
})

test.describe("banner pictures on a wide screen", () => {
  test.use({ viewport: DESKTOP })

  test("load the larger files", async ({ page }) => {
    await visit(page, ROUTES.portraits)
    await expect.poll(() => bannerLayerWidths(page)).toEqual(Array<number>(BANNER_LAYER_COUNT).fill(960))
  })
})

test.describe("footer", () => {
  test.use({ viewport: DESKTOP })

  const letters = (page: Page) =>
    page.getByTestId("falling-letters").evaluate((svg) => ({
      opacity: Number(getComputedStyle(svg).opacity),
      y: new DOMMatrix(getComputedStyle(svg).transform).m42,
    }))

  test("names the project and the lead artist, and links the five pages", async ({ page }) => {
    await visit(page, ROUTES.people)
    const footer = page.locator("footer")
    await expect(footer).toContainText(site.title)
    await expect(footer).toContainText(`${site.bylinePrefix} ${site.leadArtist}`)
    await expect(footer.getByRole("link")).toHaveCount(5)
  })

  test(`letters are invisible and lifted ${FOOTER_FALL_DISTANCE_PX / 2}px at ${FOOTER_FALL_DISTANCE_PX}px from the bottom, in place at the bottom`, async ({
    page,
  }) => {
    await visit(page, ROUTES.people)
    await expect.poll(() => letters(page)).toEqual({ opacity: 0, y: -FOOTER_FALL_DISTANCE_PX / 2 })
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await scrollTo(page, bottom - FOOTER_FALL_DISTANCE_PX)
    await expect.poll(() => letters(page)).toEqual({ opacity: 0, y: -FOOTER_FALL_DISTANCE_PX / 2 })
    await scrollTo(page, bottom - FOOTER_FALL_DISTANCE_PX / 2)
    await expect.poll(() => letters(page)).toEqual({ opacity: 0.5, y: -FOOTER_FALL_DISTANCE_PX / 4 })
    await scrollTo(page, bottom)
    await expect.poll(() => letters(page)).toEqual({ opacity: 1, y: 0 })
  })

  test("letters are right before any scroll on a page too short to scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2000 })
    await page.goto("/no-such-page/")
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true)
    await expect.poll(() => letters(page)).toEqual({ opacity: 1, y: 0 })
  })
})

test.describe("errors", () => {
  test.use({ viewport: DESKTOP })

  test("a page that throws while rendering shows the error page with a way home", async ({ page }) => {
    await page.route("**/page-data/people/page-data.json", (route) =>
      fulfillPageData(route, (pageData) => {
        ;(pageData.result.data as { creditsJson: { credits: unknown } }).creditsJson.credits = null
        return pageData
      }),
    )
    await visit(page, ROUTES.project)
    await mainNav(page)
      .getByRole("link", { name: label("people") })
      .click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UI_TEXT.errorTitle)
    await page.getByRole("link", { name: site.homeLinkText }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe("a page whose code fails to load", () => {
  test.use({ viewport: DESKTOP })

  test("logs an error and reloads the page once, with no reload loop", async ({ page }) => {
    // The People page's chunk answers 404, as it would once deleted (e.g. replaced by a new deploy).
    await page.route(/\/component---src-pages-people-tsx-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    )
    const documents: string[] = []
    const errors: string[] = []
    page.on("request", (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname))
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await visit(page, ROUTES.project)
    await mainNav(page)
      .getByRole("link", { name: label("people") })
      .click()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.people}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    // Real time, kept: a second reload would follow a failed fetch, which page.clock does not drive and no event marks.
    await page.waitForTimeout(2000)
    expect(documents).toEqual([ROUTES.project, ROUTES.people])
    expect(errors.some((e) => /Could not load .*component---src-pages-people-tsx/.test(e))).toBe(true)
  })
})

test.describe("reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" })

  test("pages change without a fade", async ({ page }) => {
    await visit(page, ROUTES.people)
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      const sample = () => {
        document
          .querySelectorAll<HTMLElement>("[data-page-transition]")
          .forEach((p) => seen.push(getComputedStyle(p).opacity))
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await mainNav(page)
      .getByRole("link", { name: label("technology") })
      .click()
    await expect(page).toHaveURL(new RegExp(`${ROUTES.technology}$`))
    // Read once the new page is in place, not after a sleep: a fade out runs before it, a fade in runs on it.
    const shown = page.locator(`[data-page-transition="${ROUTES.technology}"]`)
    await expect(shown).toBeAttached()
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen.filter((o) => Number(o) > 0 && Number(o) < 1)).toEqual([])
    expect(await shown.evaluate((p) => p.getAnimations().length), "a fade on the new page").toBe(0)
  })

  test("the banner layers and footer letters stay still while scrolling", async ({ page }) => {
    await visit(page, ROUTES.technology)
    await scrollAndHandle(page, 200)
    const transforms = await page
      .locator("[data-banner-layer]")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))
    expect(transforms).toEqual(["none", "none", "none"])
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await scrollTo(page, bottom - FOOTER_FALL_DISTANCE_PX / 2)
    await expect
      .poll(() => page.getByTestId("falling-letters").evaluate((svg) => getComputedStyle(svg).transform))
      .toBe("none")
  })

  test("nav colours and the menu change without transitions", async ({ page }) => {
    await visit(page, ROUTES.project)
    await expect(topNav(page)).toHaveCSS("transition-duration", "0s")
  })
})

test.describe("head", () => {
  for (const [key, route] of Object.entries(ROUTES)) {
    test(`${route} has a unique title, description, canonical URL and sharing cards`, async ({ page }) => {
      await page.goto(route)
      const entry = found(
        site.pages.find((p) => p.key === key),
        `page "${key}" in site.json`,
      )
      await expect(page).toHaveTitle(`${entry.title} · ${site.title}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${route}`)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${entry.title} · ${site.title}`,
      )
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${site.siteUrl}/static/.+\\.jpg$`),
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
    })
  }

  test("the sitemap lists every page the build wrote except the 404 page, and robots.txt points at it", async ({
    request,
  }) => {
    const listed = await sitemapUrls(request)
    for (const url of listed) expect(url.startsWith(`${site.siteUrl}/`), url).toBe(true)
    // Every page the build wrote, in every language, but the not-found pages, the CMS at /admin/ (it is no page of
    // the site's and stays out of search) and the compare views (their two entries are in a query a sitemap cannot
    // carry).
    const expected = builtPages().filter(
      (p) => routeOfPath(p) !== "/404/" && !p.startsWith(ADMIN_PATH) && routeOfPath(p) !== ARCHIVE_ROUTES.compare,
    )
    expect(listed.sort()).toEqual(expected.map((p) => `${site.siteUrl}${p}`).sort())
    for (const route of Object.values(ROUTES)) expect(listed).toContain(`${site.siteUrl}${route}`)
    expect(await (await request.get(SITE_FILES.robots)).text()).toContain(
      `Sitemap: ${site.siteUrl}${SITE_FILES.sitemap}`,
    )
  })

  test("the web manifest names the site from content, and its icons and head links resolve", async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get(SITE_FILES.manifest)).json()) as {
      name: string
      description: string
      start_url: string
      theme_color: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest.name).toBe(site.title)
    expect(manifest.description).toBe(site.description)
    expect(manifest.start_url).toBe(ROUTES.project)
    expect(manifest.icons.map((icon) => icon.sizes)).toContain("512x512")
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    expect((await request.get(SITE_FILES.favicon)).status()).toBe(200)
    await page.goto(ROUTES.people)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", SITE_FILES.manifest)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color)
    for (const href of await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
      expect((await request.get(href)).status(), href).toBe(200)
  })

  test("fonts are self-hosted, the body face is preloaded, and nothing is requested from another origin", async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>()
    const fonts: string[] = []
    page.on("request", (request) => {
      origins.add(new URL(request.url()).origin)
      if (request.resourceType() === "font") fonts.push(request.url())
    })
    const errors = watchForErrors(page)
    await visit(page, ROUTES.portraits)
    await page.evaluate(() => document.fonts.ready)
    expect([...origins]).toEqual([new URL(baseURL!).origin])
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.every((url) => url.endsWith(".woff2"))).toBe(true)
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1)
    expect(await page.evaluate(() => document.fonts.check('300 16px "Figtree"'))).toBe(true)
    // The display face is one variable file covering every weight the headings use, loaded once.
    const display = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Darker Grotesque")
        .map((face) => `${face.weight} ${face.status}`),
    )
    expect(display).toEqual(["500 900 loaded"])
    expect(errors()).toEqual([])
  })
})
