import { expect, test, type Locator, type Page } from "@playwright/test"
import { BREAKPOINT_PX, CREDIT_GROUPS, ROUTES } from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { publicationPdfPath } from "../src/site-files"
import { palette } from "../src/theme/tokens"
import { content, expectImagesLoaded, visit, watchForErrors } from "./support"

interface Credit {
  group: string
  name: string
  url?: string
  active: boolean
}
interface Sponsor {
  slug: string
  url: string
  logoAlt: string
}
interface Publication {
  slug: string
  title: string
  citation: string
  thumbnailAlt: string
}
interface PressItem {
  slug: string
  title: string
  url: string
  thumbnailAlt: string
}

const creditsJson = content("credits/credits.json")
const credits = creditsJson.credits as Credit[]
const sponsors = content("sponsors/sponsors.json").sponsors as Sponsor[]
const publicationsJson = content("publications/publications.json")
const publications = publicationsJson.publications as Publication[]
const pressJson = content("press/press.json")
const press = pressJson.press as PressItem[]

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 812 }
/** The design's glow (0 0 15px primaryOrangeDesaturated), as the browser computes it. */
const GLOW = `${palette.primaryOrangeDesaturated} 0px 0px 15px 0px`
/** WCAG 2 AA for body-size text. */
const MIN_CONTRAST = 4.5

// --- WCAG 2 contrast, from the colours the browser actually computed -------------------------------------------

/** The red, green and blue of a computed `rgb()`/`rgba()` colour. */
const rgb = (colour: string): [number, number, number] => {
  const [r, g, b] = (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? "")
    .split(/[ ,/]+/)
    .filter(Boolean)
    .map(Number)
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not an rgb() colour: ${colour}`)
  return [r, g, b]
}
const luminance = (colour: string): number => {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string): number => {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** The element's text colour and the first opaque background behind it. */
const coloursOf = (locator: Locator) =>
  locator.evaluate((el) => {
    let node: Element | null = el
    let background = "rgb(255, 255, 255)"
    while (node) {
      const bg = getComputedStyle(node).backgroundColor
      const alpha = bg.startsWith("rgba") ? Number(bg.split(",").at(-1)?.replace(")", "")) : 1
      if (alpha === 1) {
        background = bg
        break
      }
      node = node.parentElement
    }
    return { color: getComputedStyle(el).color, background }
  })

// --- shared checks ------------------------------------------------------------------------------------------------

/** Every link leaving the site opens a new tab, without opener or referrer, and has a name to be read out. */
const expectExternalLinksSafeAndNamed = async (page: Page) => {
  const external = page.locator('a[href^="http"], a[href$=".pdf"]')
  expect(await external.count()).toBeGreaterThan(0)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    await expect(link).toHaveAccessibleName(new RegExp(`\\S.*${UI_TEXT.opensInNewTab.replace(/[()]/g, "\\$&")}$`))
  }
}

/** Lists hold only list items; no heading sits inside a list and no link wraps a list item. */
const expectValidLists = async (page: Page) => {
  const main = page.locator("main")
  await expect(main.locator("ul h1, ul h2, ul h3, ol h2, a > li")).toHaveCount(0)
  const stray = await main
    .locator("ul, ol")
    .evaluateAll((lists) =>
      lists.flatMap((list) =>
        [...list.children].filter((child) => child.tagName !== "LI").map((child) => child.outerHTML.slice(0, 80)),
      ),
    )
  expect(stray).toEqual([])
}

const expectUniqueIds = async (page: Page) => {
  const ids = await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id))
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
}

const expectAltOnEveryImage = async (page: Page) => {
  await expect(page.locator("main img:not([alt])")).toHaveCount(0)
}

/** Keyboard focus shows a visible outline on the link. */
const expectFocusRing = async (page: Page, link: Locator) => {
  await link.focus()
  await page.keyboard.press("Shift+Tab")
  await page.keyboard.press("Tab")
  await expect(link).toBeFocused()
  expect(await link.evaluate((a) => a.matches(":focus-visible"))).toBe(true)
  await expect(link).not.toHaveCSS("outline-style", "none")
  expect(parseFloat(await link.evaluate((a) => getComputedStyle(a).outlineWidth))).toBeGreaterThan(0)
}

/**
 * Walks the page's own links with the keyboard, back to front and then front to back, and checks each
 * focused link is wholly in view: below the sticky top bar and above the bottom of the window.
 */
const expectFocusNeverHidden = async (page: Page) => {
  const links = page.locator("[data-page-content] a")
  const count = await links.count()
  const check = async (step: string) => {
    const seen = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect()
      const bars = [...document.querySelectorAll("[data-testid=top-nav], [data-testid=mobile-menu]")].map(
        (bar) => bar.getBoundingClientRect().bottom,
      )
      return {
        top: rect.top,
        bottom: rect.bottom,
        barBottom: Math.max(0, ...bars),
        height: window.innerHeight,
        text: document.activeElement!.textContent,
      }
    })
    // Within a pixel: scrolling lands on fractional positions.
    expect(seen.top, `${step} "${seen.text}" is under the top bar`).toBeGreaterThanOrEqual(seen.barBottom - 1)
    expect(seen.bottom, `${step} "${seen.text}" is below the window`).toBeLessThanOrEqual(seen.height + 1)
  }
  await links.last().focus()
  for (let i = 1; i < count; i++) {
    await page.keyboard.press("Shift+Tab")
    await check("Shift+Tab to")
  }
  for (let i = 1; i < count; i++) {
    await page.keyboard.press("Tab")
    await check("Tab to")
  }
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  if (!b) throw new Error("element is not laid out")
  return b
}

const FIRST_SPONSOR_URL = sponsors[0]!.url
const LAST_GROUP = CREDIT_GROUPS[CREDIT_GROUPS.length - 1]!
/** The section a heading opens, found by the heading's exact text. */
const sectionUnder = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) })

// --- People ------------------------------------------------------------------------------------------------------

test.describe("people page", () => {
  test.use({ viewport: DESKTOP })

  test("shows the eleven credit groups in the spec's order, each with its names in the content's order", async ({
    page,
  }) => {
    await visit(page, ROUTES.people)
    const headings = page.locator("main").getByRole("heading", { level: 2 })
    await expect(headings).toHaveText([...CREDIT_GROUPS, creditsJson.partnersHeading])
    for (const group of CREDIT_GROUPS) {
      await expect(sectionUnder(page, group).getByRole("listitem")).toHaveText(
        credits.filter((c) => c.group === group).map((c) => c.name),
      )
    }
  })

  test("greys and italicises inactive names, still at AA contrast, and leaves active names upright", async ({
    page,
  }) => {
    await visit(page, ROUTES.people)
    const inactive = credits.filter((c) => !c.active)
    expect(inactive.length).toBeGreaterThan(0)
    const bodyColour = await page
      .getByRole("listitem")
      .filter({ hasText: credits.find((c) => c.active && !c.url)!.name })
      .evaluate((li) => getComputedStyle(li).color)
    for (const credit of inactive) {
      const item = page.getByRole("listitem").filter({ hasText: credit.name })
      await expect(item).toHaveCSS("font-style", "italic")
      const target = credit.url ? item.getByRole("link") : item
      const { color, background } = await coloursOf(target)
      const [r, g, b] = rgb(color)
      expect(r === g && g === b, `${credit.name} is grey, not ${color}`).toBe(true)
      expect(color).not.toBe(bodyColour)
      expect(contrast(color, background), `${credit.name}: ${color} on ${background}`).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      )
    }
    for (const credit of credits.filter((c) => c.active)) {
      await expect(page.getByRole("listitem").filter({ hasText: credit.name })).toHaveCSS("font-style", "normal")
    }
  })

  test("links a name with a URL to its page in a new tab, with an icon and a name saying whose page it is", async ({
    page,
  }) => {
    await visit(page, ROUTES.people)
    for (const credit of credits) {
      const item = page.getByRole("listitem").filter({ hasText: credit.name })
      if (credit.url) {
        const link = item.getByRole("link", {
          name: `${UI_TEXT.profileOf(credit.name)} ${UI_TEXT.opensInNewTab}`,
          exact: true,
        })
        await expect(link).toHaveAttribute("href", credit.url)
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
        await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1)
        await expect(link.locator("svg [id]")).toHaveCount(0)
      } else {
        await expect(item.getByRole("link")).toHaveCount(0)
        await expect(item.locator("svg")).toHaveCount(0)
      }
    }
    await expectUniqueIds(page)
  })

  test("shows the nine partners' logos, each linking out, with their boxes reserved before they load", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.people)
    const partners = sectionUnder(page, creditsJson.partnersHeading)
    const logos = partners.getByRole("img")
    await expect(logos).toHaveCount(sponsors.length)
    for (const sponsor of sponsors) {
      const logo = partners.getByRole("img", { name: sponsor.logoAlt, exact: true })
      await expect(logo).toHaveAttribute("width", /^\d+$/)
      await expect(logo).toHaveAttribute("height", /^\d+$/)
      await expect(partners.locator(`a[href="${sponsor.url}"]`).getByRole("img")).toHaveAttribute(
        "alt",
        sponsor.logoAlt,
      )
    }
    // Before any logo has loaded, each already takes its final size.
    const before = await logos.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height))
    await expectImagesLoaded(page)
    const after = await logos.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height))
    expect(after).toEqual(before)
    expect(before.every((h) => h > 0)).toBe(true)
    expect(errors()).toEqual([])
  })

  test("glows a logo on hover and on keyboard focus, with a visible focus ring", async ({ page }) => {
    await visit(page, ROUTES.people)
    const link = page.locator(`a[href="${FIRST_SPONSOR_URL}"]`)
    await expect(link).toHaveCSS("box-shadow", "none")
    await link.hover()
    await expect(link).toHaveCSS("box-shadow", GLOW)
    await page.mouse.move(0, 0)
    await expectFocusRing(page, link)
    await expect(link).toHaveCSS("box-shadow", GLOW)
    const credit = page.getByRole("link", { name: new RegExp(UI_TEXT.profileOf(credits.find((c) => c.url)!.name)) })
    await expectFocusRing(page, credit)
    await expect(credit).toHaveCSS("text-decoration-line", "underline")
  })

  test("has valid lists, alt text on every image, safe external links and no errors", async ({ page }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.people)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("main h1")).toHaveCount(1) // the banner's, nowhere in the page's own content
    await expect(page.locator("[data-page-content] h1")).toHaveCount(0)
    await expectValidLists(page)
    await expectAltOnEveryImage(page)
    await expectExternalLinksSafeAndNamed(page)
    await expectImagesLoaded(page)
    expect(errors()).toEqual([])
  })

  test("never scrolls a focused link behind the sticky top bar", async ({ page }) => {
    await visit(page, ROUTES.people)
    await expectFocusNeverHidden(page)
  })

  test("sets credits and partners side by side on a desktop", async ({ page }) => {
    await visit(page, ROUTES.people)
    const credits = await box(sectionUnder(page, CREDIT_GROUPS[0]))
    const partners = await box(sectionUnder(page, creditsJson.partnersHeading))
    expect(partners.x).toBeGreaterThan(credits.x + credits.width)
    expect(Math.abs(partners.y - credits.y)).toBeLessThan(5)
    expect(partners.width).toBeGreaterThan(DESKTOP.width / 3)
  })
})

test.describe("people page on a tablet", () => {
  test.use({ viewport: { width: BREAKPOINT_PX.tablet, height: 900 } })

  test("stacks the columns and flows the credit groups two to a row", async ({ page }) => {
    await visit(page, ROUTES.people)
    const [first, second, third] = CREDIT_GROUPS
    const [a, b, c] = [
      await box(sectionUnder(page, first)),
      await box(sectionUnder(page, second)),
      await box(sectionUnder(page, third)),
    ]
    expect(b.x).toBeGreaterThan(a.x + a.width)
    expect(Math.abs(b.y - a.y)).toBeLessThan(5)
    expect(c.x).toBeCloseTo(a.x, 0)
    const lastGroup = await box(sectionUnder(page, LAST_GROUP))
    const partners = await box(sectionUnder(page, creditsJson.partnersHeading))
    expect(partners.y).toBeGreaterThanOrEqual(lastGroup.y + lastGroup.height)
  })
})

test.describe("people page on a phone", () => {
  test.use({ viewport: PHONE })

  test("stacks the groups one to a row, then the partners, with nothing wider than the screen", async ({ page }) => {
    await visit(page, ROUTES.people)
    const [first, second] = CREDIT_GROUPS
    const [a, b] = [await box(sectionUnder(page, first)), await box(sectionUnder(page, second))]
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height)
    const lastGroup = await box(sectionUnder(page, LAST_GROUP))
    const partners = await box(sectionUnder(page, creditsJson.partnersHeading))
    expect(partners.y).toBeGreaterThanOrEqual(lastGroup.y + lastGroup.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectImagesLoaded(page)
  })

  test("never scrolls a focused link behind the phone's top bar", async ({ page }) => {
    await visit(page, ROUTES.people)
    await expectFocusNeverHidden(page)
  })
})

// --- Publications ---------------------------------------------------------------------------------------------------

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading })

test.describe("publications page", () => {
  test.use({ viewport: DESKTOP })

  for (const route of [ROUTES.publications, ROUTES.publications.replace(/\/$/, "")]) {
    test(`links each publication's PDF at a stable address that answers from ${route}`, async ({
      page,
      request,
      baseURL,
    }) => {
      await visit(page, route)
      const list = section(page, publicationsJson.heading)
      await expect(list.getByRole("link")).toHaveCount(publications.length)
      for (const publication of publications) {
        const link = list.getByRole("link", {
          name: new RegExp(publication.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        })
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
        const resolved = await link.evaluate((a: HTMLAnchorElement) => a.href)
        expect(resolved).toBe(`${baseURL}${publicationPdfPath(publication.slug)}`)
        const response = await request.get(resolved)
        expect(response.status()).toBe(200)
        expect(response.headers()["content-type"]).toContain("application/pdf")
        expect((await response.body()).subarray(0, 4).toString()).toBe("%PDF")
      }
    })
  }

  test("shows each publication's thumbnail with its alt text and its citation, title in bold orange", async ({
    page,
  }) => {
    await visit(page, ROUTES.publications)
    const list = section(page, publicationsJson.heading)
    for (const [index, publication] of publications.entries()) {
      const card = list.getByRole("listitem").nth(index)
      await expect(card.getByRole("img", { name: publication.thumbnailAlt, exact: true })).toBeVisible()
      const title = card.getByText(publication.title, { exact: true })
      await expect(title).toHaveCSS("font-weight", "600")
      await expect(title).toHaveCSS("color", palette.primaryOrange)
      await expect(card).toContainText(publication.citation)
    }
  })

  test("links every press item out in a new tab, with its thumbnail and title", async ({ page }) => {
    await visit(page, ROUTES.publications)
    const list = section(page, pressJson.heading)
    await expect(list.getByRole("listitem")).toHaveCount(press.length)
    for (const [index, item] of press.entries()) {
      const card = list.getByRole("listitem").nth(index)
      const link = card.getByRole("link")
      await expect(link).toHaveAttribute("href", item.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      await expect(link).toHaveAccessibleName(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      await expect(card.getByRole("img", { name: item.thumbnailAlt, exact: true })).toBeVisible()
    }
  })

  test("serves thumbnails at 3:4, sized for the card and in a modern format", async ({ page }) => {
    await visit(page, ROUTES.publications)
    await expectImagesLoaded(page)
    const thumbnails = page.locator("main [data-card-thumbnail]")
    await expect(thumbnails).toHaveCount(publications.length + press.length)
    for (const thumbnail of await thumbnails.all()) {
      const { width, height } = await box(thumbnail)
      expect(width).toBeLessThanOrEqual(300)
      expect(width / height).toBeCloseTo(3 / 4, 1)
      await expect(thumbnail.locator("source[type='image/webp']")).toHaveCount(1)
      const natural = await thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)
      expect(natural).toBeLessThanOrEqual(600)
    }
  })

  test("glows a thumbnail on hover and on keyboard focus, with a visible focus ring", async ({ page }) => {
    await visit(page, ROUTES.publications)
    const link = section(page, pressJson.heading).getByRole("link").first()
    const thumbnail = link.locator("[data-card-thumbnail]")
    await expect(thumbnail).toHaveCSS("box-shadow", "none")
    await link.hover()
    await expect(thumbnail).toHaveCSS("box-shadow", GLOW)
    await page.mouse.move(0, 0)
    await expectFocusRing(page, link)
    await expect(thumbnail).toHaveCSS("box-shadow", GLOW)
  })

  test("eases the glow in when motion is allowed", async ({ page }) => {
    await visit(page, ROUTES.publications)
    await expect(page.locator("[data-card-thumbnail]").first()).not.toHaveCSS("transition-duration", "0s")
  })

  test("has valid lists, headings under the banner's h1, alt text on every image, safe external links and no errors", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    await visit(page, ROUTES.publications)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("[data-page-content] h1")).toHaveCount(0)
    await expect(page.locator("[data-page-content]").getByRole("heading")).toHaveText([
      publicationsJson.heading,
      pressJson.heading,
    ])
    await expect(page.locator("[data-page-content] h2")).toHaveCount(2)
    await expectValidLists(page)
    await expectAltOnEveryImage(page)
    await expectExternalLinksSafeAndNamed(page)
    await expectUniqueIds(page)
    await expectImagesLoaded(page)
    expect(errors()).toEqual([])
  })

  test("never scrolls a focused card behind the sticky top bar", async ({ page }) => {
    await visit(page, ROUTES.publications)
    await expectFocusNeverHidden(page)
  })

  test("sets several cards to a row on a desktop", async ({ page }) => {
    await visit(page, ROUTES.publications)
    const cards = section(page, publicationsJson.heading).getByRole("listitem")
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
    expect(Math.abs(second.y - first.y)).toBeLessThan(2)
    expect(second.x).toBeGreaterThan(first.x + first.width)
  })
})

test.describe("publications page on a phone", () => {
  test.use({ viewport: PHONE })

  test("shows one card to a row, none wider than 300px or the screen", async ({ page }) => {
    await visit(page, ROUTES.publications)
    const cards = section(page, publicationsJson.heading).getByRole("listitem")
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
    expect(second.y).toBeGreaterThan(first.y + first.height)
    expect(first.width).toBeLessThanOrEqual(300)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectImagesLoaded(page)
  })
})

test.describe("with reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" })

  test("thumbnails and logos glow without a transition", async ({ page }) => {
    await visit(page, ROUTES.publications)
    await expect(page.locator("[data-card-thumbnail]").first()).toHaveCSS("transition-duration", "0s")
    await visit(page, ROUTES.people)
    await expect(page.locator(`a[href="${FIRST_SPONSOR_URL}"]`)).toHaveCSS("transition-duration", "0s")
  })
})
