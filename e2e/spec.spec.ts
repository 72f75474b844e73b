/**
 * Spec conformance: the product's own words, structure and numbers, checked on the built site with the launch
 * content.
 *
 * This suite pins the launch content to the spec. Every other browser test reads its expected texts and counts
 * from content/, so an edit there moves the expectation with the page; this one reads nothing from content/ and
 * writes the spec's values out as literals. When an editor deliberately changes one of these (a nav label, a
 * card's link, a credit group, a sponsor), this suite fails, and changing the literal here is the decision to
 * depart from the spec, taken in review rather than discovered later.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { alignToStep, expectStepsEvery, installClock, pauseClock } from "./clock"
import { fulfillPageData, scrollTo, visit } from "./support"

/** The spec's figures, written out once here (not imported) so a changed constant shows up too. */
const SPEC = {
  navSolidScrollPx: 250,
  scrollHintCutoffPx: 500,
  breakpointPx: { laptop: 1100, tablet: 800, phone: 600 },
  contentBottomMarginPx: { default: 200, tablet: 50 },
  sensorStills: 8,
  sensorIntervalMs: 1500,
  publications: 5,
  press: 4,
} as const

const NAV_LABELS = ["Project", "Portraits", "Technology", "People", "Publications"]
const ROUTE_OF: Record<string, string> = {
  Project: "/",
  Portraits: "/portraits/",
  Technology: "/technology/",
  People: "/people/",
  Publications: "/publications/",
}
const CREDIT_GROUPS = [
  "Lead Artist",
  "Data Collection",
  "Animation",
  "Sound",
  "Motion Capture & Engineering",
  "Installation Design",
  "Technical Production",
  "Creative Production & Administration",
  "Website",
  "Data Ethics",
  "Additional Consultants",
]
const SPONSORS = [
  "Doris Duke Foundation",
  "Jacob's Pillow",
  "Northeastern University College of Arts Media and Design",
  "Herberger Institute for Design and the Arts at Arizona State University",
  "Arizona State University Library",
  "National Endowment for the Arts",
  "Harvard Radcliffe Institute",
  "Williams College",
  "International Rescue Committee",
]
/** The six portraits: their caption's shape (names are the content's), still count and box ratio. */
const PORTRAITS = [
  { caption: /^Portrait of .+ Drumming \(excerpts\)$/, stills: 22, ratio: 1 },
  { caption: /^Movement data collected via motion capture$/, stills: 9, ratio: 800 / 563 },
  { caption: /^Portrait of .+ Dancing Burlesque \(excerpts\)$/, stills: 15, ratio: 1 },
  { caption: /^Portrait of .+ Conducting Traffic \(excerpts\)$/, stills: 17, ratio: 1 },
  { caption: /^Portrait of .+ Picking .+s \(excerpts\)$/, stills: 25, ratio: 1 },
  { caption: /^Portrait of .+ Making .+ \(excerpts\)$/, stills: 21, ratio: 1024 / 562 },
]
const DESKTOP = { width: 1280, height: 800 }

/** A name's words, punctuation aside, as it reads in a sentence, an alt text or a label. */
const words = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()

const mainNav = (page: Page) => page.getByTestId("top-nav").getByRole("navigation")

/** A flipbook's caption: its figcaption, or (where the page shows none) the one its play control names. */
const captionOf = async (book: Locator) =>
  (await book.locator("figcaption").count())
    ? ((await book.locator("figcaption").textContent()) ?? "")
    : ((await book.getByRole("button").getAttribute("aria-label")) ?? "").replace(/^[^:]*:\s*/, "")

test.describe("spec conformance: texts and links", () => {
  test.use({ viewport: DESKTOP })

  test("the navigation lists the five sections in order, and the footer credits 'A Project by'", async ({ page }) => {
    await visit(page, "/people/")
    await expect(mainNav(page).getByRole("link")).toHaveText(NAV_LABELS)
    for (const label of NAV_LABELS)
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        ROUTE_OF[label]!,
      )
    const footer = page.locator("footer")
    await expect(footer).toContainText(/A Project by \S/)
    await expect(footer.getByRole("link")).toHaveText(NAV_LABELS)
  })

  test("the landing page: the two outcome cards and their links, the scroll hint, the partners and their link", async ({
    page,
  }) => {
    await visit(page, "/")
    const card = (heading: string) =>
      page.locator("article").filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    const portraits = card("a series of movement portraits")
    const archive = card("a future archive")
    await expect(portraits.getByRole("link", { name: "Read more about the portraits →", exact: true })).toHaveAttribute(
      "href",
      "/portraits/",
    )
    await expect(archive.getByRole("link", { name: "Read more about the technology →", exact: true })).toHaveAttribute(
      "href",
      "/technology/",
    )
    await expect(archive.locator("video")).toHaveCount(1)
    await expect(page.getByText("Scroll ↓", { exact: true })).toBeVisible()
    await expect(
      page.getByRole("link", { name: "Read more about people and partners in this work →", exact: true }),
    ).toHaveAttribute("href", "/people/")
    const partnerNames = await page
      .locator("a[target=_blank]")
      .evaluateAll((links) =>
        links.map((a) => `${a.textContent ?? ""} ${a.querySelector("img")?.getAttribute("alt") ?? ""}`),
      )
    for (const sponsor of SPONSORS)
      expect(
        partnerNames.some((name) => words(name).includes(words(sponsor))),
        `a partner link names ${sponsor}`,
      ).toBe(true)
  })

  test("the portraits page says 'kinetic haikus' and captions the drumming stills 'Time elapsed →'", async ({
    page,
  }) => {
    await visit(page, "/portraits/")
    await expect(page.locator("main")).toContainText("kinetic haikus")
    await expect(page.getByText("Time elapsed →", { exact: true })).toBeVisible()
  })

  test("the six portraits have the spec's caption shapes, still counts and aspect ratios", async ({ page }) => {
    const seen: { caption: string; stills: number; ratio: number | null }[] = []
    for (const route of ["/portraits/", "/"]) {
      await visit(page, route)
      for (const book of await page.locator("[data-flipbook]").all()) {
        // On screen, a flipbook adds its other stills in idle batches and starts cycling only once every one is in
        // and decoded, so the count is read then: a count that merely held still between two looks could fall
        // between two batches on a busy machine (it did: 17 of 25 in CI on 2026-11-26).
        await book.scrollIntoViewIfNeeded()
        await expect(book).toHaveAttribute("data-state", "cycling", { timeout: 20_000 })
        const count = await book.locator("img[data-frame-index]").count()
        const box = (await book.getByRole("img").first().boundingBox())!
        // The landing card crops its portrait to the card's own box, so only the Portraits page shows ratios.
        seen.push({
          caption: await captionOf(book),
          stills: count,
          ratio: route === "/" ? null : box.width / box.height,
        })
      }
    }
    for (const portrait of PORTRAITS) {
      const matches = seen.filter((s) => portrait.caption.test(s.caption.trim()))
      expect(matches.length, `one flipbook captioned ${portrait.caption}`).toBeGreaterThan(0)
      for (const match of matches) {
        expect(match.stills, `${match.caption}: stills`).toBe(portrait.stills)
        if (match.ratio !== null) expect(match.ratio, `${match.caption}: aspect ratio`).toBeCloseTo(portrait.ratio, 1)
      }
    }
    expect(new Set(seen.map((s) => s.caption.trim())).size, "six distinct portraits").toBe(PORTRAITS.length)
  })

  test("the technology page cycles eight sensor stills, one every 1500 ms", async ({ page }) => {
    await installClock(page)
    await visit(page, "/technology/")
    const slideshow = page.locator("[data-slideshow]")
    await slideshow.scrollIntoViewIfNeeded()
    await expect(slideshow.locator("[data-frame]")).toHaveCount(SPEC.sensorStills)
    await expect(slideshow.locator("img")).toHaveCount(SPEC.sensorStills)
    // A step waits for its still to load, so the clock is stepped only once every still has.
    await expect
      .poll(() =>
        slideshow.locator("img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true)
    // Two steps on the virtual clock: each exactly one interval after the one before, none a millisecond sooner.
    await pauseClock(page)
    const current = () =>
      slideshow.evaluate((box) =>
        [...box.querySelectorAll("[data-frame]")].findIndex((f) => f.getAttribute("data-state") === "current"),
      )
    await alignToStep(page, SPEC.sensorIntervalMs, current)
    await expectStepsEvery(page, SPEC.sensorIntervalMs, current, (i) => (i + 1) % SPEC.sensorStills, 2)
  })

  test("the people page shows the eleven credit groups in the spec's order", async ({ page }) => {
    await visit(page, "/people/")
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([...CREDIT_GROUPS, "Partners"])
  })

  test("the publications page lists five PDFs opening in a new tab and four press links out", async ({ page }) => {
    await visit(page, "/publications/")
    const pdfs = page.locator("main a[href$='.pdf']")
    await expect(pdfs).toHaveCount(SPEC.publications)
    for (const pdf of await pdfs.all()) {
      await expect(pdf).toHaveAttribute("target", "_blank")
      await expect(pdf).toHaveAttribute("href", /^\/publications\/[^/]+\.pdf$/)
    }
    const press = page.locator("main a[target=_blank]:not([href$='.pdf'])")
    await expect(press).toHaveCount(SPEC.press)
    for (const link of await press.all()) await expect(link).toHaveAttribute("href", /^https:\/\//)
    // Each item has a thumbnail with alt text.
    for (const item of await page.locator("main li").all())
      await expect(item.locator("img").first(), await item.innerText()).toHaveAttribute("alt", /\S/)
  })

  test("a routing error shows 'Unexpected Application Error!'", async ({ page }) => {
    // The People page's data breaks as the router fetches it, so rendering that page throws.
    await page.route("**/page-data/people/page-data.json", (route) =>
      fulfillPageData(route, (pageData) => {
        // Every list the page was given becomes null: the page cannot render what it was sent.
        const nulled = JSON.parse(JSON.stringify(pageData.result.data), (_, value: unknown) =>
          Array.isArray(value) ? null : value,
        ) as unknown
        return { ...pageData, result: { ...pageData.result, data: nulled } }
      }),
    )
    await visit(page, "/")
    await mainNav(page).getByRole("link", { name: "People", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!")
  })
})

test.describe("spec conformance: thresholds and breakpoints", () => {
  test("the landing nav turns solid past 250 px of scroll; the scroll hint is gone at 500 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await visit(page, "/")
    const nav = page.getByTestId("top-nav")
    await page.evaluate(() => document.fonts.ready)
    await scrollTo(page, SPEC.navSolidScrollPx)
    await expect(nav).toHaveAttribute("data-solid", "false")
    await scrollTo(page, SPEC.navSolidScrollPx + 1)
    await expect(nav).toHaveAttribute("data-solid", "true")
    await scrollTo(page, SPEC.scrollHintCutoffPx - 1)
    await expect(page.getByText("Scroll ↓", { exact: true })).toBeVisible()
    await scrollTo(page, SPEC.scrollHintCutoffPx)
    await expect(page.getByText("Scroll ↓", { exact: true })).toHaveCount(0)
  })

  test("the nav bar gives way to the mobile menu at 600 px and below", async ({ page }) => {
    const { phone } = SPEC.breakpointPx
    await page.setViewportSize({ width: phone + 1, height: 800 })
    await visit(page, "/people/")
    await expect(page.getByTestId("top-nav")).toBeVisible()
    await expect(page.getByTestId("mobile-menu")).toBeHidden()
    await page.setViewportSize({ width: phone, height: 800 })
    await expect(page.getByTestId("top-nav")).toBeHidden()
    await expect(page.getByTestId("mobile-menu")).toBeVisible()
  })

  test("page content keeps a 200 px bottom margin, 50 px at tablet width (800 px) and below", async ({ page }) => {
    const { tablet } = SPEC.breakpointPx
    const margin = () => page.locator("[data-page-content]").first()
    await page.setViewportSize({ width: tablet + 1, height: 800 })
    await visit(page, "/people/")
    await expect(margin()).toHaveCSS("margin-bottom", `${SPEC.contentBottomMarginPx.default}px`)
    await page.setViewportSize({ width: tablet, height: 800 })
    await expect(margin()).toHaveCSS("margin-bottom", `${SPEC.contentBottomMarginPx.tablet}px`)
  })

  test("the technology page's text and diagrams stack at laptop width (1100 px) and below", async ({ page }) => {
    const { laptop } = SPEC.breakpointPx
    const row = () => page.locator("main section[data-graphic] > div:has(> div h2)").first()
    await page.setViewportSize({ width: laptop + 1, height: 800 })
    await visit(page, "/technology/")
    await expect(row()).toHaveCSS("flex-direction", "row")
    await page.setViewportSize({ width: laptop, height: 800 })
    await expect(row()).toHaveCSS("flex-direction", "column")
  })
})
