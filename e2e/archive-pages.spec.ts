/**
 * The archive's index as the archive grows: its pages, their budgets, the links that reach every entry without
 * JavaScript, and the filter across all pages. Each expectation is counted from content/archive/archive.json, so
 * the same tests run against this checkout (one page today) and against a copy with several pages of synthetic
 * entries (test/integration/archive-growth.test.ts).
 */
import { expect, test } from "@playwright/test"
import {
  ARCHIVE_LEXICON_ENTRY_LINKS,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_ROUTES,
  archiveEntryPath,
  archiveIndexPath,
  PAGE_BUDGET_BYTES,
} from "../src/constants"
import { content, sitemapUrls, visit, watchForErrors } from "./support"

const entries = content("archive/archive.json").entries as { slug: string; title: string; terms: string[] }[]
const pageCount = Math.max(1, Math.ceil(entries.length / ARCHIVE_PAGE_SIZE))
const pages = Array.from({ length: pageCount }, (_, i) => archiveIndexPath(i + 1))
const onPage = (index: number) => entries.slice(index * ARCHIVE_PAGE_SIZE, (index + 1) * ARCHIVE_PAGE_SIZE)
const pageDataPath = (route: string) => `/page-data${route.replace(/\/$/, "")}/page-data.json`
const cardSlugs = (page: import("@playwright/test").Page) =>
  page
    .locator("[data-testid=archive-entries] li:visible")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")))

test.describe("the archive's index at any size", () => {
  test("each index page shows its share of the entries in order, within the page budgets", async ({ request }) => {
    for (const [index, route] of pages.entries()) {
      const response = await request.get(route)
      expect(response.status(), route).toBe(200)
      const html = await response.body()
      expect(html.length, `${route} HTML bytes`).toBeLessThanOrEqual(PAGE_BUDGET_BYTES.html)
      const pageData = await (await request.get(pageDataPath(route))).body()
      expect(pageData.length, `${route} page-data.json bytes`).toBeLessThanOrEqual(PAGE_BUDGET_BYTES.pageData)
      const listed = [...html.toString().matchAll(/<li[^>]*data-slug="([^"]+)"/g)].map((m) => m[1])
      expect(listed, route).toEqual(onPage(index).map((e) => e.slug))
    }
    expect((await request.get(archiveIndexPath(pageCount + 1))).status()).toBe(404)
  })

  test("without JavaScript, following the index's page links reaches every entry", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const seenPages = new Set<string>()
    const seenEntries = new Set<string>()
    const queue = [archiveIndexPath(1)]
    while (queue.length > 0) {
      const route = queue.shift() as string
      if (seenPages.has(route)) continue
      seenPages.add(route)
      await page.goto(route)
      for (const href of await page
        .getByTestId("archive-entries")
        .locator("h3 a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        if (href) seenEntries.add(href)
      for (const href of await page
        .getByRole("navigation", { name: "Pages of entries" })
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        if (href) queue.push(href)
    }
    expect([...seenPages].sort()).toEqual([...pages].sort())
    expect([...seenEntries].sort()).toEqual(entries.map((e) => archiveEntryPath(e.slug)).sort())
    await context.close()
  })

  test("each page links its neighbours with rel prev and next, in the navigation and the head", async ({ page }) => {
    for (let p = 1; p <= pageCount; p++) {
      await page.goto(archiveIndexPath(p))
      const nav = page.getByRole("navigation", { name: "Pages of entries" })
      if (pageCount === 1) {
        await expect(nav).toHaveCount(0)
        continue
      }
      await expect(nav.locator("[aria-current=page]")).toHaveText(String(p))
      await expect(page.locator('head link[rel="prev"]')).toHaveCount(p > 1 ? 1 : 0)
      await expect(page.locator('head link[rel="next"]')).toHaveCount(p < pageCount ? 1 : 0)
      if (p > 1) await expect(nav.locator('a[rel="prev"]')).toHaveAttribute("href", archiveIndexPath(p - 1))
      if (p < pageCount) await expect(nav.locator('a[rel="next"]')).toHaveAttribute("href", archiveIndexPath(p + 1))
    }
  })

  test("the filter finds matches from every page, keeps its state in the URL, and Show all gives the page back", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    // The term most entries share, so its matches span pages once there are several.
    const counts = new Map<string, number>()
    for (const e of entries) for (const t of e.terms) counts.set(t, (counts.get(t) ?? 0) + 1)
    const term = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    const expected = entries.filter((e) => e.terms.includes(term)).map((e) => e.slug)
    const last = archiveIndexPath(pageCount)
    await visit(page, last)
    await page.getByLabel("Lexicon term").selectOption(term)
    await expect(page).toHaveURL(new RegExp(`${last}\\?term=${term}$`))
    await expect(page.getByRole("status")).toHaveText(
      expected.length === entries.length
        ? `All ${entries.length} entries`
        : `${expected.length} of ${entries.length} entries`,
    )
    // The cards follow the status in a later render: wait for them, as a visitor's eye does.
    await expect.poll(() => cardSlugs(page)).toEqual(expected)
    await expect(page.getByRole("navigation", { name: "Pages of entries" })).toHaveCount(0)
    // A shared link restores it.
    await visit(page, `${last}?term=${term}`)
    await expect(page.getByLabel("Lexicon term")).toHaveValue(term)
    await expect(page.getByRole("status")).not.toHaveText(/Looking/)
    await expect.poll(() => cardSlugs(page)).toEqual(expected)
    await page.getByRole("button", { name: "Show all" }).click()
    await expect(page).toHaveURL(new RegExp(`${last}$`))
    await expect.poll(() => cardSlugs(page)).toEqual(onPage(pageCount - 1).map((e) => e.slug))
    expect(errors()).toEqual([])
  })

  test("the lexicon links each term's first entries, and the filtered archive for the rest", async ({ page }) => {
    await page.goto(ARCHIVE_ROUTES.lexicon)
    for (const { slug } of content("lexicon/lexicon.json").terms) {
      const using = entries.filter((e) => e.terms.includes(slug))
      const links = page.locator(`section[id="${slug}"] dd a[href^="/archive/"]`)
      const shown = using.slice(0, ARCHIVE_LEXICON_ENTRY_LINKS).map((e) => archiveEntryPath(e.slug))
      const all = `${ARCHIVE_ROUTES.archive}?term=${slug}`
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), slug).toEqual(
        using.length > ARCHIVE_LEXICON_ENTRY_LINKS ? [...shown, all] : shown,
      )
    }
  })

  test("the sitemap lists every index page", async ({ request }) => {
    const listed = (await sitemapUrls(request)).map((url) => new URL(url).pathname)
    for (const route of pages) expect(listed).toContain(route)
  })
})
