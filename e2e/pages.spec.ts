import { expect, test } from "@playwright/test"
import { CREDIT_GROUPS, ROUTES } from "../src/constants"
import { content, expectImagesLoaded, found, plain, watchForErrors } from "./support"

const site = content("site/site.json")
const banners = content("banners/banners.json").banners as { section: string; title: string }[]
const bannerTitle = (section: string) => banners.find((b) => b.section === section)?.title

for (const [key, route] of Object.entries(ROUTES)) {
  test(`${route} answers 200 with one h1, its title and description, and loads cleanly`, async ({ page }) => {
    const errors = watchForErrors(page)
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toHaveCount(1)
    const entry = found(
      site.pages.find((p) => p.key === key),
      `page "${key}" in site.json`,
    )
    await expect(page).toHaveTitle(`${entry.title} · ${site.title}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.description)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expectImagesLoaded(page)
    expect(errors()).toEqual([])
  })
}

test("the landing page shows its questions, cards and the nine partners", async ({ page }) => {
  const landing = content("landing/landing.json")
  const sponsors = content("sponsors/sponsors.json").sponsors as { name: string; url: string; shortName: string }[]
  await page.goto(ROUTES.project)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.title)
  for (const question of landing.questions) await expect(page.getByText(plain(question))).toBeVisible()
  for (const card of landing.cards) {
    await expect(page.getByRole("heading", { name: card.heading })).toBeVisible()
    await expect(page.getByRole("link", { name: card.linkText })).toHaveAttribute("href", card.linkTo)
  }
  for (const sponsor of sponsors) {
    const links = page.locator(`a[href="${sponsor.url}"]`)
    await expect(links).toHaveCount(2) // the sentence and the logo grid
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  }
  await expect(page.locator("video")).toHaveCount(3)
})

test("the portraits page shows the sample portraits, the interview and its captions", async ({ page }) => {
  const portraits = content("portraits/portraits.json").portraits as { slug: string; caption: string }[]
  const text = content("portraits-page/portraits-page.json")
  await page.goto(ROUTES.portraits)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bannerTitle("portraits")!)
  for (const slug of text.samplePortraits) {
    await expect(page.getByText(portraits.find((p) => p.slug === slug)!.caption)).toBeVisible()
  }
  await expect(page.getByText(text.drummingCaption)).toBeVisible()
  const video = page.locator("video[controls]")
  await video.scrollIntoViewIfNeeded() // its poster is fetched only near the screen
  await expect(video).toHaveAttribute("poster", /\.jpg$/)
  const track = video.locator('track[kind="captions"]')
  await expect(track).toHaveAttribute("srclang", text.interviewCaptionsLanguage)
  const vtt = await page.request.get((await track.getAttribute("src"))!)
  expect(await vtt.text()).toMatch(/^WEBVTT/)
})

test("the technology page asks its six questions", async ({ page }) => {
  const technology = content("technology/technology.json")
  await page.goto(ROUTES.technology)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bannerTitle("technology")!)
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    technology.sections.map((s: { question: string }) => plain(s.question)),
  )
})

test("the people page lists credit groups in the spec's order", async ({ page }) => {
  const credits = content("credits/credits.json").credits as { group: string; name: string; url?: string }[]
  await page.goto(ROUTES.people)
  const groups = CREDIT_GROUPS.filter((g) => credits.some((c) => c.group === g))
  expect(groups).toHaveLength(CREDIT_GROUPS.length)
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    ...groups,
    content("credits/credits.json").partnersHeading,
  ])
  for (const credit of credits.filter((c) => c.url)) {
    await expect(page.getByRole("link", { name: new RegExp(credit.name) })).toHaveAttribute("href", credit.url!)
  }
})

test("the publications page links every PDF and press item", async ({ page }) => {
  const publications = content("publications/publications.json").publications as { title: string }[]
  const press = content("press/press.json").press as { title: string; url: string }[]
  await page.goto(ROUTES.publications)
  for (const item of publications) {
    const link = page.getByRole("link", { name: new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    const response = await page.request.get((await link.getAttribute("href"))!)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("application/pdf")
    expect((await response.body()).subarray(0, 4).toString()).toBe("%PDF")
  }
  for (const item of press) {
    await expect(page.getByRole("link", { name: new RegExp(item.title) })).toHaveAttribute("href", item.url)
  }
})
