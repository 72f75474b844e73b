/**
 * The site in every language (issue 62; docs/languages.md): each page at a spec route has a twin under each other
 * language's prefix, in that language's words, named as such (`<html lang>`, hreflang alternates), linked both ways,
 * listed in the sitemap, with a not-found page of its own; and only the page's own language's words travel.
 * The layout, axe, no-JavaScript, HTML and CSP checks run over both languages' pages in their own specs
 * (e2e/quality.spec.ts, e2e/layout.spec.ts, e2e/visual.spec.ts); the spec suite (e2e/spec.spec.ts) reads the
 * English site alone, unchanged.
 */
import { expect, test } from "@playwright/test"
import { ROUTES } from "../src/constants"
import { UI_TEXT } from "../src/copy"
import { CATALOGUE_ES } from "../src/i18n/es"
import { LANGUAGE_NAMES, LANGUAGES } from "../src/i18n/languages"
import { languageOfPath, localPath, routeOfPath } from "../src/i18n/page-language"
import { builtPages, content, sitemapUrls, visit, watchForErrors } from "./support"

const site = content("site/site.json")
const ADMIN = "/admin/"
/** Every page the build wrote at a spec route (the English originals), the CMS aside. */
const englishPages = () => builtPages().filter((p) => languageOfPath(p) === "en" && !p.startsWith(ADMIN))
const skipLink = (words: { ui: { skipToContent: string } }) => words.ui.skipToContent

test.describe("every page in every language", () => {
  test("each page has a twin in each language, which names its language and every language's address", async ({
    request,
  }) => {
    const pages = englishPages()
    expect(pages.length).toBeGreaterThan(10)
    const built = new Set(builtPages())
    for (const route of pages)
      for (const language of LANGUAGES) {
        const path = localPath(route, language)
        expect(built.has(path), `${path} was built`).toBe(true)
        if (routeOfPath(path) === "/404/") continue
        const html = await (await request.get(path)).text()
        expect(/<html[^>]* lang="([^"]*)"/.exec(html)?.[1], path).toBe(language)
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
        )
        expect(alternates, path).toEqual({
          ...Object.fromEntries(LANGUAGES.map((other) => [other, `${site.siteUrl}${localPath(route, other)}`])),
          "x-default": `${site.siteUrl}${route}`,
        })
      }
  })

  test("the language link goes to the same page in the other language and back, each in its own words", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    const route = ROUTES.people
    await visit(page, route)
    await expect(page.getByRole("link", { name: skipLink({ ui: UI_TEXT }) })).toBeAttached()
    const toSpanish = page.locator(`[data-language-links] a[lang="es"]`).first()
    await expect(toSpanish).toHaveText(LANGUAGE_NAMES.es)
    await toSpanish.click()
    await page.waitForURL(`**${localPath(route, "es")}`)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("link", { name: skipLink(CATALOGUE_ES) })).toBeAttached()
    await expect(page.getByRole("navigation", { name: CATALOGUE_ES.ui.mainNavigation })).toBeAttached()
    const toEnglish = page.locator(`[data-language-links] a[lang="en"]`).first()
    await expect(toEnglish).toHaveText(LANGUAGE_NAMES.en)
    await toEnglish.click()
    await page.waitForURL((url) => url.pathname === route)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    expect(errors()).toEqual([])
  })

  test("a Spanish page's navigation stays in Spanish, and the page's query goes along to the other language", async ({
    page,
  }) => {
    await visit(page, localPath(ROUTES.project, "es"))
    await page
      .getByRole("navigation", { name: CATALOGUE_ES.ui.mainNavigation })
      .locator(`a[href="${localPath(ROUTES.technology, "es")}"]`)
      .click()
    await page.waitForURL(`**${localPath(ROUTES.technology, "es")}`)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("link", { name: skipLink(CATALOGUE_ES) })).toBeAttached()
    // The compare view is named by its query: the language link keeps it.
    const compare = `${localPath("/archive/compare/", "es")}?a=x&b=y`
    await visit(page, compare)
    await page.locator(`[data-language-links] a[lang="en"]`).first().click()
    await page.waitForURL((url) => url.pathname === "/archive/compare/" && url.search === "?a=x&b=y")
  })

  test("an unknown address under /es/ answers 404 with the Spanish not-found page, and keeps its address", async ({
    page,
  }) => {
    const response = await visit(page, "/es/no-existe/")
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("link", { name: skipLink(CATALOGUE_ES) })).toBeAttached()
    // Gatsby's runtime would send a page whose path is not the address to that path; this one stays.
    expect(new URL(page.url()).pathname).toBe("/es/no-existe/")
    const english = await visit(page, "/no-such-page/")
    expect(english?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByRole("link", { name: skipLink({ ui: UI_TEXT }) })).toBeAttached()
  })

  test("the sitemap lists each page in every language, each with its alternates", async ({ request }) => {
    const listed = new Set(await sitemapUrls(request))
    for (const route of [...Object.values(ROUTES), "/archive/", "/archive/lexicon/"])
      for (const language of LANGUAGES) expect(listed, route).toContain(`${site.siteUrl}${localPath(route, language)}`)
    const sitemaps = [...(await (await request.get("/sitemap-index.xml")).text()).matchAll(/<loc>([^<]+)</g)]
    const xml = await (await request.get(new URL(sitemaps[0]![1]!).pathname)).text()
    expect(xml).toContain(`hreflang="es" href="${site.siteUrl}${localPath(ROUTES.people, "es")}"`)
    expect(xml).toContain(`hreflang="x-default" href="${site.siteUrl}${ROUTES.people}"`)
  })

  test("a page carries only its own language's words: the Spanish words' chunk loads on Spanish pages alone", async ({
    page,
  }) => {
    const loaded: string[] = []
    page.on("request", (r) => loaded.push(new URL(r.url()).pathname))
    await visit(page, ROUTES.people)
    expect(loaded.filter((p) => /words-es/.test(p))).toEqual([])
    await visit(page, localPath(ROUTES.people, "es"))
    expect(loaded.filter((p) => /words-es/.test(p))).toHaveLength(1)
  })
})
