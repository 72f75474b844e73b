import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import { expect, test } from "@playwright/test"
import { ARCHIVE_PAGE_SIZE, ARCHIVE_ROUTES, ARCHIVE_SIMILAR_COUNT, archiveEntryPath, ROUTES } from "../src/constants"
import { SIMILAR_TEXT } from "../src/archive/similar-words"
import { compareHref } from "../src/views/archive/compare-href"
import { expectStillFor, installClock, pauseClock, WATCH_MS } from "./clock"
import { codeFromSources, content, sitemapUrls, visit, watchForErrors } from "./support"

const archive = content("archive/archive.json")
const lexicon = content("lexicon/lexicon.json")
const site = content("site/site.json")
const entries = archive.entries as {
  slug: string
  title: string
  terms: string[]
  portrait?: string
  description: string
}[]
const first = entries[0]!
/** The index is paged (src/archive/index-pages.ts): its first page holds the first ARCHIVE_PAGE_SIZE entries. */
const firstPage = entries.slice(0, ARCHIVE_PAGE_SIZE)
const cardSlugs = (page: import("@playwright/test").Page) =>
  page
    .getByTestId("archive-entries")
    .locator("li:visible")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")))

test("/archive/ and the index pages after it list every entry as a card with its synthetic badge and the collection's datasheet", async ({
  page,
}) => {
  const errors = watchForErrors(page)
  await visit(page, ARCHIVE_ROUTES.archive)
  await expect(page).toHaveTitle(`${archive.heading} · ${site.title}`)
  await expect(page.locator("h1")).toHaveCount(1)
  const cards = page.getByTestId("archive-entries").locator("li")
  await expect(cards).toHaveCount(firstPage.length)
  await expect(cards.first().getByText("Synthetic")).toBeVisible()
  for (const qa of archive.datasheet) await expect(page.getByText(qa.question)).toBeVisible()
  // The headings are content (archive.json), like every other page's.
  for (const heading of [archive.entriesHeading, archive.datasheetHeading])
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible()
  // Page by page, following each page's "next" link: every entry once, in order, each card linking it by title.
  const listed: string[] = []
  for (let pages = 1; ; pages++) {
    const slugs = await cardSlugs(page)
    for (const slug of slugs) {
      const entry = entries.find((e) => e.slug === slug)
      expect(entry, `a card for ${slug}`).toBeDefined()
      await expect(
        cards.and(page.locator(`[data-slug="${slug}"]`)).getByRole("link", { name: entry!.title, exact: true }),
      ).toBeVisible()
    }
    listed.push(...(slugs as string[]))
    const next = page.getByRole("navigation", { name: "Pages of entries" }).locator('a[rel="next"]')
    if ((await next.count()) === 0 || pages > entries.length) break
    await visit(page, (await next.getAttribute("href"))!)
  }
  expect(listed).toEqual(entries.map((e) => e.slug))
  expect(errors()).toEqual([])
})

test("the filter narrows the cards, lives in the URL and is restored from a shared link", async ({ page }) => {
  await visit(page, ARCHIVE_ROUTES.archive)
  const term = "strike"
  const expected = entries.filter((e) => e.terms.includes(term)).map((e) => e.slug)
  await page.getByLabel("Lexicon term").selectOption(term)
  await expect(page).toHaveURL(new RegExp(`/archive/\\?term=${term}$`))
  await expect(page.locator("[data-testid=archive-entries] li:visible")).toHaveCount(expected.length)
  await visit(page, `${ARCHIVE_ROUTES.archive}?term=${term}`)
  await expect(page.getByLabel("Lexicon term")).toHaveValue(term)
  const visible = await page
    .locator("[data-testid=archive-entries] li:visible")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-slug")))
  expect(visible).toEqual(expected)
  // Show all gives the first page back: its share of the entries, the rest on the pages after it.
  await page.getByRole("button", { name: "Show all" }).click()
  await expect.poll(() => cardSlugs(page)).toEqual(firstPage.map((e) => e.slug))
})

test("an entry reads fully without JavaScript: key poses, figures, consent, downloads and citation", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(archiveEntryPath(first.slug))
  await expect(page.locator("h1")).toHaveText(first.title)
  // Every section heading comes from content/archive/archive.json (the CMS edits them), none from the code.
  for (const heading of Object.values(archive.entryHeadings))
    await expect(page.getByRole("heading", { name: heading, exact: true })).toHaveCount(1)
  await expect(page.getByTestId("synthetic-notice")).toContainText("no person was recorded")
  await expect(page.getByRole("img", { name: /Key poses of/ })).toBeVisible()
  await expect(page.getByTestId("consent")).toContainText("Machine-learning training")
  await expect(page.getByTestId("downloads").locator("tbody tr")).toHaveCount(5)
  await expect(page.getByTestId("citation")).toContainText(first.title)
  await page.goto(ARCHIVE_ROUTES.archive)
  // The first page's share of the entries; the pages after it are followed without JavaScript in archive-pages.
  expect(await cardSlugs(page)).toEqual(firstPage.map((e) => e.slug))
  await context.close()
})

/** A reason in words, as the lists write them (docs/similarity.md, "The reasons in words"). */
const REASON = /^(The same movement|Same tempo \(about \d+ a minute\)|Like this one|Nearest)/

test("an entry lists the entries that move like it, computed at build time, each linked with the compare view", async ({
  browser,
}) => {
  // Without JavaScript: the list is in the page's HTML, its own list only (docs/similarity.md).
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(archiveEntryPath(first.slug))
  const section = page.getByRole("region", { name: SIMILAR_TEXT.heading })
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(SIMILAR_TEXT.heading)
  await expect(section.getByText(SIMILAR_TEXT.computed)).toBeVisible()
  const items = section.locator("ol > li")
  await expect(items).toHaveCount(Math.min(ARCHIVE_SIMILAR_COUNT, entries.length - 1))
  const titles = new Map(entries.map((e) => [e.title, e.slug]))
  for (const item of await items.all()) {
    const link = item.getByRole("link").first()
    const title = (await link.textContent()) as string
    const slug = titles.get(title)
    expect(slug, `"${title}" is an entry`).toBeDefined()
    expect(slug).not.toBe(first.slug)
    await expect(link).toHaveAttribute("href", archiveEntryPath(slug as string))
    await expect(item.getByRole("link", { name: SIMILAR_TEXT.watchSideBySide(title) })).toHaveAttribute(
      "href",
      compareHref(first.slug, slug as string),
    )
    // A reason in words, and the sample entries are synthetic: the badge says so here too.
    await expect(item.locator("p").nth(1)).toHaveText(REASON)
    await expect(item.getByText("Synthetic", { exact: true })).toBeVisible()
  }
  // Style as a second axis beside the list, where the archive has it: each side under its heading, with a reason.
  for (const heading of [SIMILAR_TEXT.differently, SIMILAR_TEXT.alike]) {
    const side = section.getByRole("region", { name: heading })
    if ((await side.count()) === 0) continue
    await expect(side.getByRole("heading", { level: 3 })).toHaveText(heading)
    await expect(side.locator("p").nth(1)).toHaveText(REASON)
  }
  const nearest = items.first().getByRole("link").first()
  const nearestTitle = (await nearest.textContent()) as string
  await nearest.click()
  await expect(page.locator("h1")).toHaveText(nearestTitle)
  await context.close()
})

test("downloads are served with the sizes and checksums the page states", async ({ page, request }) => {
  await visit(page, archiveEntryPath(first.slug))
  const rows = page.getByTestId("downloads").locator("tbody tr")
  for (const row of await rows.all()) {
    const href = (await row.locator("a").getAttribute("href")) as string
    const stated = (await row.locator("td").nth(2).textContent())?.trim()
    const body = await (await request.get(href)).body()
    expect(createHash("sha256").update(body).digest("hex")).toBe(stated)
  }
  const bvh = await (await request.get(`${archiveEntryPath(first.slug)}${first.slug}.bvh`)).text()
  expect(bvh.startsWith("HIERARCHY")).toBe(true)
  const csv = await (await request.get(`${archiveEntryPath(first.slug)}joints.csv`)).text()
  expect(csv.split("\n")[0]).toMatch(/Y up, metres, right-handed, ground at y = 0/)
})

test("the player fetches motion.json only on Play, advances, pauses with Space and scrubs", async ({ page }) => {
  const fetched: string[] = []
  page.on("request", (r) => r.url().endsWith("motion.json") && fetched.push(r.url()))
  await installClock(page)
  await visit(page, archiveEntryPath(first.slug))
  expect(fetched).toEqual([])
  const slider = page.getByLabel("Position")
  await page.getByRole("button", { name: "Play" }).click()
  await expect(page.getByTestId("player-stage")).toHaveAttribute("data-state", "ready")
  expect(fetched).toHaveLength(1)
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0.3)
  await page.getByTestId("player-stage").focus()
  await page.keyboard.press("Space")
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible()
  const held = await slider.inputValue()
  await pauseClock(page)
  await expectStillFor(page, WATCH_MS, () => slider.inputValue(), held)
  await page.clock.resume()
  // Playwright cannot fill a range input; set it as a drag would, with an input event.
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = "2"
    el.dispatchEvent(new Event("input", { bubbles: true }))
  })
  await expect(slider).toHaveAttribute("aria-valuetext", /^2\.0 s of /)
})

test("no AudioContext exists before Listen is pressed, and one after", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { audioContexts: number; AudioContext: typeof AudioContext }
    w.audioContexts = 0
    const Original = w.AudioContext
    w.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options)
        w.audioContexts++
      }
    }
  })
  await installClock(page)
  await visit(page, archiveEntryPath(first.slug))
  await page.getByRole("button", { name: "Play" }).click()
  // Playing, with every frame and timer of WATCH_MS fired on the virtual clock: still no AudioContext.
  await expect(page.getByTestId("player-stage")).toHaveAttribute("data-state", "ready")
  await pauseClock(page)
  const audioContexts = () => page.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)
  await expectStillFor(page, WATCH_MS, audioContexts, 0)
  await page.clock.resume()
  await page.getByRole("button", { name: "Listen" }).click()
  // Made just after the frame that shows the button pressed (src/views/archive/entry-player.tsx), so polled.
  await expect.poll(audioContexts).toBe(1)
  await expect(page.getByRole("button", { name: "Stop sound" })).toBeVisible()
  for (const layer of ["Loudness", "Pitch", "Ticks"]) await expect(page.getByLabel(layer)).toBeChecked()
})

test("under reduced motion nothing plays until asked: the pose strip stays still", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" })
  const page = await context.newPage()
  await installClock(page)
  await visit(page, archiveEntryPath(first.slug))
  await pauseClock(page)
  const stage = page.getByTestId("player-stage")
  const shown = async () => [await stage.getAttribute("data-state"), await page.getByLabel("Position").inputValue()]
  await expectStillFor(page, WATCH_MS, shown, ["still", "0"])
  await context.close()
})

test("entries, portraits, the landing page and the lexicon link to each other", async ({ page }) => {
  const withPortrait = entries.find((e) => e.portrait === "harvest")!
  await visit(page, archiveEntryPath(withPortrait.slug))
  await expect(page.getByRole("link", { name: /See the portrait/ })).toHaveAttribute(
    "href",
    `${ROUTES.portraits}#portrait-harvest`,
  )
  await visit(page, ROUTES.portraits)
  await expect(page.locator("#portrait-harvest").getByRole("link", { name: /archive/ })).toHaveAttribute(
    "href",
    archiveEntryPath(withPortrait.slug),
  )
  await visit(page, ROUTES.project)
  await expect(page.getByRole("link", { name: "Explore the archive →" })).toHaveAttribute(
    "href",
    ARCHIVE_ROUTES.archive,
  )
  await visit(page, ARCHIVE_ROUTES.lexicon)
  for (const term of lexicon.terms)
    await expect(page.getByRole("heading", { name: term.name, exact: true })).toBeVisible()
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string)
  expect(jsonLd["@type"]).toBe("skos:ConceptScheme")
  expect(jsonLd["@graph"]).toHaveLength(lexicon.terms.length)
})

test("the player, sound and filter stay within 10 KB compressed, loaded only by archive pages", async ({
  page,
  request,
}) => {
  const scriptsOn = async (path: string, act?: () => Promise<void>) => {
    const urls = new Set<string>()
    const listen = (r: import("@playwright/test").Request) => {
      if (r.resourceType() === "script") urls.add(r.url())
    }
    page.on("request", listen)
    await visit(page, path)
    await act?.()
    // eslint-disable-next-line playwright/no-networkidle -- the budget counts every script the page loads, so loading must be over
    await page.waitForLoadState("networkidle")
    page.off("request", listen)
    return urls
  }
  // The site's own shell (framework, app, commons) as a page without archive code loads it.
  const shell = await scriptsOn(ROUTES.people)
  const archiveScripts = new Set<string>()
  for (const [path, act] of [
    [
      ARCHIVE_ROUTES.archive,
      async () => {
        await page.getByLabel("Lexicon term").selectOption({ index: 1 })
      },
    ],
    [ARCHIVE_ROUTES.lexicon, undefined],
    [
      archiveEntryPath(first.slug),
      async () => {
        await page.getByRole("button", { name: "Play" }).click()
        await page.getByRole("button", { name: "Listen" }).click()
      },
    ],
  ] as const)
    for (const url of await scriptsOn(path, act)) if (!shell.has(url)) archiveScripts.add(url)
  // The player, the sound and the filter: the code each chunk's source map attributes to their modules (webpack
  // puts them in chunks beside the pages' own code), compressed chunk by chunk.
  const BUDGETED = /views\/archive\/(entry-player|player-engine|clock|sonify-map|filter|archive-index)\.tsx?$/
  const sizes: Record<string, number> = {}
  const budgeted: Record<string, number> = {}
  for (const url of archiveScripts) {
    const name = url.split("/").pop()!
    const code = await (await request.get(url)).text()
    sizes[name] = gzipSync(code).length
    const map = (await (await request.get(`${url}.map`)).json()) as { sources: string[]; mappings: string }
    const own = codeFromSources(code, map, (source) => BUDGETED.test(source))
    if (own !== "") budgeted[name] = gzipSync(own).length
  }
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0)
  console.log(
    `archive-only scripts, gzip bytes: ${JSON.stringify(sizes)}; all ${sum(sizes)}; player, sound and filter ${sum(budgeted)}`,
  )
  // The engine (drawing and sound) arrives in a chunk of its own, on first Play or Listen.
  expect(Object.keys(budgeted).length).toBeGreaterThanOrEqual(3)
  expect(sum(budgeted)).toBeLessThanOrEqual(10 * 1024)
  // The landing page's first view loads none of it.
  const landing = await scriptsOn(ROUTES.project)
  expect([...landing].filter((url) => archiveScripts.has(url))).toEqual([])
})

test("the sitemap lists the archive, its lexicon and every entry", async ({ request }) => {
  const listed = await sitemapUrls(request)
  for (const path of [ARCHIVE_ROUTES.archive, ARCHIVE_ROUTES.lexicon, ...entries.map((e) => archiveEntryPath(e.slug))])
    expect(listed).toContain(`${site.siteUrl}${path}`)
})

test("an entry links to its portrait only where the Portraits page shows it, and the link lands on it", async ({
  page,
}) => {
  const portraitsPage = content("portraits-page/portraits-page.json")
  const shown = new Set([...portraitsPage.samplePortraits, portraitsPage.mocapPortrait, portraitsPage.sonicPortrait])
  for (const entry of entries.filter((e) => e.portrait !== undefined)) {
    await visit(page, archiveEntryPath(entry.slug))
    const link = page.getByRole("link", { name: /See the portrait/ })
    await expect(link, entry.slug).toHaveCount(shown.has(entry.portrait!) ? 1 : 0)
    if (!shown.has(entry.portrait!)) continue
    const href = await link.getAttribute("href")
    await visit(page, href!)
    await expect(page.locator(new URL(href!, "http://x").hash), entry.slug).toHaveCount(1)
  }
})
