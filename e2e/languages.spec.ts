/**
 * The site in every language (issue 62; docs/languages.md): each page at a spec route has a twin under each other
 * language's prefix, in that language's words, named as such (`<html lang>`, hreflang alternates), linked both ways,
 * listed in the sitemap, with a not-found page of its own; and only the page's own language's words travel.
 * The layout, axe, no-JavaScript, HTML and CSP checks run over both languages' pages in their own specs
 * (e2e/quality.spec.ts, e2e/layout.spec.ts, e2e/visual.spec.ts); the spec suite (e2e/spec.spec.ts) reads the
 * English site alone, unchanged.
 */
import * as fs from "node:fs"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES, type CreditGroup, type PageKey } from "../src/constants"
import { COLLECTIONS } from "../src/content-model/model"
import { inLanguage } from "../src/content-model/translations"
import { UI_TEXT } from "../src/copy"
import { ARCHIVE_TEXT as UI_ARCHIVE_EN } from "../src/views/archive/copy"
import { CATALOGUE_ES } from "../src/i18n/es"
import { LANGUAGE_NAMES, LANGUAGES } from "../src/i18n/languages"
import { languageOfPath, localPath, routeOfPath } from "../src/i18n/page-language"
import { builtPages, content, plain, sitemapUrls, visit, watchForErrors } from "./support"

const site = content("site/site.json")

interface SiteInLanguage {
  title: string
  tagline: string
  bylinePrefix: string
  description: string
  notFoundTitle: string
  notFoundText: string
  homeLinkText: string
  untranslated: string[]
  pages: { key: PageKey; navLabel: string; title: string; description: string; untranslated: string[] }[]
}
/** content/site/site.json as a Spanish page shows it: each translation, or the English where one is missing. */
const siteIn = (language: "en" | "es"): SiteInLanguage => {
  const collection = COLLECTIONS.find((c) => c.file === "site/site.json")!
  const stored: unknown = JSON.parse(fs.readFileSync("content/site/site.json", "utf8"))
  return inLanguage(collection.type, stored, language).value as SiteInLanguage
}
interface Holder {
  untranslated: string[]
}
/** A video, described in its language. */
type Described = { description: string } & Holder
/** A picture, its alt text in its language. */
type Pictured = { alt: string } & Holder
/** The portraits, sponsors and lexicon terms: entries other files name by slug. */
type PortraitInLanguage = { slug: string; caption: string; description: string } & Holder
type SponsorInLanguage = { slug: string; shortName: string; logoAlt: string } & Holder
type TermInLanguage = { slug: string; name: string; definition: string; effort?: { basis: string } & Holder } & Holder
interface LexiconInLanguage extends Holder {
  heading: string
  intro: string
  terms: TermInLanguage[]
}
interface LandingInLanguage extends Holder {
  questions: string[]
  headline: string
  heroVideo: Described
  bandVideo: Described
  cards: ({
    heading: string
    summary: string
    linkText: string
    moreLink?: { text: string } & Holder
    video?: Described
    portrait?: string
  } & Holder)[]
  scrollHint: string
  partnersHeading: string
  partnersSentence: string
  partnersLinkText: string
}
interface PortraitsPageInLanguage extends Holder {
  introHeading: string
  intro: string[]
  statements: ({ text: string } & Holder)[]
  haiku: string
  renderings: Pictured[]
  renderingsNote: string
  mocapText: string
  drummingIntro: string
  drummingStills: Pictured[]
  drummingCaption: string
  sonicText: string[]
  interviewHeading: string
  interviewVideo: Described
  interviewCaptionsLanguage: string
  interviewCaptionsLabel: string
  interviewCredit: string
  interviewCreditLinkText: string
  prototypes: string[]
}
interface TechnologyInLanguage extends Holder {
  sections: ({ slug: string; question: string; paragraphs: string[] } & Holder)[]
  sensorStills: ({ alt: string } & Holder)[]
  sensorSlideshowLabel: string
  mocapLabel: string
  bodyLabel: string
  movementLabel: string
  canonDiagramAlt: string
  bodyMovementAlt: string
  inSituDiagramAlt: string
}
/** A content file stored with its languages as a page in `language` shows it. */
const contentIn = <T>(file: string, language: "en" | "es"): T => {
  const collection = COLLECTIONS.find((c) => c.file === file)!
  const stored: unknown = JSON.parse(fs.readFileSync(`content/${file}`, "utf8"))
  return inLanguage(collection.type, stored, language).value as T
}

/** A file's values as its Spanish and its English page show them, with the Spanish page opened and hydrated. */
const openInSpanish = async <T>(page: Page, file: string, route: string) => {
  const spanish = contentIn<T>(file, "es")
  const english = contentIn<T>(file, "en")
  await visit(page, localPath(route, "es"))
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  return { spanish, english }
}

/** The `lang` a text of the site's file carries on a Spanish page: English where it shows the English. */
const langOf = (holder: Holder, field: string) => (holder.untranslated.includes(field) ? "en" : "es")
/** A text's own language: the nearest `lang` at or above it. */
const langAt = (locator: Locator) =>
  locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang") ?? null)
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

  test("a Spanish page reads the site's own words in Spanish, each marked with its language, head included", async ({
    page,
  }) => {
    const spanish = siteIn("es")
    const english = siteIn("en")
    const people = spanish.pages.find((p) => p.key === "people")!
    await visit(page, localPath(ROUTES.people, "es"))
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(page).toHaveTitle(`${people.title} · ${spanish.title}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", people.description)
    const nav = page.getByRole("navigation", { name: CATALOGUE_ES.ui.mainNavigation })
    for (const entry of spanish.pages) {
      const link = nav.locator(`a[href="${localPath(ROUTES[entry.key], "es")}"]`)
      await expect(link).toHaveText(entry.navLabel)
      expect(await langAt(link), entry.key).toBe(langOf(entry, "navLabel"))
    }
    const byline = page.locator("footer p").filter({ hasText: spanish.bylinePrefix })
    await expect(byline).toHaveCount(1)
    expect(await langAt(byline)).toBe(langOf(spanish, "bylinePrefix"))
    // The sample content is translated whole, so the Spanish page differs from the English where the file does.
    expect(spanish.pages.map((p) => p.navLabel)).not.toEqual(english.pages.map((p) => p.navLabel))
    await visit(page, localPath(ROUTES.project, "es"))
    const tagline = page.getByTestId("tagline")
    await expect(tagline).toHaveText(spanish.tagline)
    expect(await langAt(tagline)).toBe(langOf(spanish, "tagline"))
  })

  test("the Spanish landing page reads its own words in Spanish, each marked with its language, sponsors' names as English", async ({
    page,
  }) => {
    const { spanish, english } = await openInSpanish<LandingInLanguage>(page, "landing/landing.json", ROUTES.project)
    const { portraits } = contentIn<{ portraits: PortraitInLanguage[] }>("portraits/portraits.json", "es")
    const { sponsors } = contentIn<{ sponsors: SponsorInLanguage[] }>("sponsors/sponsors.json", "es")
    // The sample content is translated: the check below reads Spanish, not the English twice.
    expect(spanish.questions).not.toEqual(english.questions)
    const questions = page.getByTestId("question").locator("p")
    await expect(questions).toHaveText(spanish.questions.map(plain))
    for (const [index] of spanish.questions.entries())
      expect(await langAt(questions.nth(index)), `question ${index}`).toBe(langOf(spanish, `questions[${index}]`))
    const outcomes = page.getByRole("region", { name: plain(spanish.headline) })
    expect(await langAt(outcomes.getByRole("heading", { level: 2 }))).toBe(langOf(spanish, "headline"))
    for (const card of spanish.cards) {
      const heading = page.getByRole("heading", { level: 3, name: card.heading })
      expect(await langAt(outcomes.locator(heading))).toBe(langOf(card, "heading"))
      // The inner locator of `has` is looked for inside each article.
      const article = outcomes.locator("article").filter({ has: heading })
      expect(await langAt(article.getByText(card.summary, { exact: true }))).toBe(langOf(card, "summary"))
      expect(await langAt(article.getByRole("link", { name: card.linkText, exact: true }))).toBe(
        langOf(card, "linkText"),
      )
      if (card.moreLink)
        expect(await langAt(article.getByRole("link", { name: card.moreLink.text, exact: true }))).toBe(
          langOf(card.moreLink, "text"),
        )
      // A card's video, or its portrait's flipbook, is described in its language.
      const media = article.locator("[aria-label], img[alt], video").first()
      if (card.video) {
        await expect(media).toHaveAttribute("aria-label", card.video.description)
        expect(await langAt(media)).toBe(langOf(card.video, "description"))
      } else {
        const portrait = portraits.find((p) => p.slug === card.portrait)!
        await expect(media).toHaveAttribute("aria-label", portrait.description)
        expect(await langAt(media)).toBe(langOf(portrait, "description"))
      }
    }
    for (const [field, video] of [
      ["heroVideo", spanish.heroVideo],
      ["bandVideo", spanish.bandVideo],
    ] as const) {
      const element = page.locator(`video[aria-label="${video.description}"]`)
      await expect(element, field).toHaveCount(1)
      expect(await langAt(element), field).toBe(langOf(video, "description"))
    }
    const partners = page.getByRole("region", { name: spanish.partnersHeading })
    const sentence = partners.locator("p").filter({ hasText: spanish.partnersSentence.split("{")[0]!.trim() })
    await expect(sentence).toHaveCount(1)
    expect(await langAt(sentence)).toBe(langOf(spanish, "partnersSentence"))
    // Each sponsor is named as a Spanish sentence names it, in its own language.
    const named = spanish.partnersSentence.match(/\{[^}]+\}/g)!.map((mark) => mark.slice(1, -1))
    await expect(sentence.getByRole("link")).toHaveCount(named.length)
    for (const slug of named) {
      const sponsor = sponsors.find((s) => s.slug === slug)!
      const name = sentence.getByRole("link", { name: sponsor.shortName })
      await expect(name, slug).toHaveCount(1)
      expect(await langAt(name), slug).toBe(langOf(sponsor, "shortName"))
    }
    for (const sponsor of sponsors) {
      const logo = partners.locator(`img[alt="${sponsor.logoAlt}"]`)
      await expect(logo, sponsor.slug).toHaveCount(1)
      expect(await langAt(logo), sponsor.slug).toBe(langOf(sponsor, "logoAlt"))
    }
    expect(await langAt(partners.getByRole("link", { name: spanish.partnersLinkText, exact: true }))).toBe(
      langOf(spanish, "partnersLinkText"),
    )
    const hint = page.getByTestId("scroll-hint")
    await expect(hint).toHaveText(spanish.scrollHint)
    expect(await langAt(hint)).toBe(langOf(spanish, "scrollHint"))
    // The English landing page carries no marks of its own: the page's language is the content's.
    await visit(page, ROUTES.project)
    await expect(page.getByTestId("question").locator("p[lang]")).toHaveCount(0)
    await expect(page.locator("main [lang]")).toHaveCount(0)
  })

  test("the Spanish Technology page reads its questions, prose, diagrams and stills in Spanish, each marked", async ({
    page,
  }) => {
    const { spanish, english } = await openInSpanish<TechnologyInLanguage>(
      page,
      "technology/technology.json",
      ROUTES.technology,
    )
    expect(spanish.sections.map((s) => s.question)).not.toEqual(english.sections.map((s) => s.question))
    for (const section of spanish.sections) {
      const heading = page.locator(`h2[id="${section.slug}"]`)
      await expect(heading).toHaveText(plain(section.question))
      expect(await langAt(heading), section.slug).toBe(langOf(section, "question"))
      const region = page.getByRole("region", { name: plain(section.question) })
      for (const [index, paragraph] of section.paragraphs.entries())
        expect(await langAt(region.getByText(paragraph, { exact: true })), `${section.slug} ${index}`).toBe(
          langOf(section, `paragraphs[${index}]`),
        )
    }
    // Each diagram is one image named by its text alternative, in its language; the box's label in its own.
    for (const [name, field] of [
      ["canon", "canonDiagramAlt"],
      ["in-situ", "inSituDiagramAlt"],
      ["body-movement", "bodyMovementAlt"],
    ] as const) {
      const diagram = page.locator(`[data-diagram="${name}"]`)
      await expect(diagram).toHaveAttribute("aria-label", spanish[field])
      expect(await langAt(diagram), name).toBe(langOf(spanish, field))
    }
    for (const name of ["canon", "in-situ"]) {
      const label = page.locator(`[data-diagram="${name}"] [data-box-part="top"] span`)
      await expect(label).toHaveText(spanish.mocapLabel)
      expect(await langAt(label)).toBe(langOf(spanish, "mocapLabel"))
    }
    const body = page.locator('[data-diagram="body-movement"] [data-layer="body"] span').last()
    await expect(body).toHaveText(spanish.bodyLabel)
    expect(await langAt(body)).toBe(langOf(spanish, "bodyLabel"))
    const movement = page.locator('[data-diagram="body-movement"] [data-layer="movement"] span').last()
    await expect(movement).toHaveText(spanish.movementLabel)
    expect(await langAt(movement)).toBe(langOf(spanish, "movementLabel"))
    // The slideshow is named in its language, and each still's alt text carries its own.
    const slideshow = page.locator("[data-slideshow]")
    await expect(slideshow).toHaveAttribute("aria-label", spanish.sensorSlideshowLabel)
    expect(await langAt(slideshow)).toBe(langOf(spanish, "sensorSlideshowLabel"))
    for (const [index, still] of spanish.sensorStills.entries()) {
      const image = slideshow.locator(`[data-frame="${index}"] img`).last()
      await expect(image).toHaveAttribute("alt", still.alt)
      expect(await langAt(image), `still ${index}`).toBe(langOf(still, "alt"))
    }
    // The English page carries no marks in its content.
    await visit(page, ROUTES.technology)
    await expect(page.locator("main [lang]")).toHaveCount(0)
  })

  test("the Spanish Portraits page reads its prose, statements, alt texts, video and credit in Spanish, each marked", async ({
    page,
  }) => {
    const { spanish, english } = await openInSpanish<PortraitsPageInLanguage>(
      page,
      "portraits-page/portraits-page.json",
      ROUTES.portraits,
    )
    expect(spanish.intro).not.toEqual(english.intro)
    const main = page.locator("main")
    // Each text: where it is, how it reads, the object holding it and its field there.
    type Shown = [at: string, text: string, holder: Holder, field: string]
    const own = (field: string, text: string): Shown => [field, text, spanish, field]
    const paragraphs = (field: "intro" | "sonicText" | "prototypes"): Shown[] =>
      spanish[field].map((text, i) => own(`${field}[${i}]`, text))
    const texts: Shown[] = [
      own("introHeading", spanish.introHeading),
      ...paragraphs("intro"),
      ...spanish.statements.map((s, i): Shown => [`statements[${i}]`, s.text, s, "text"]),
      own("haiku", plain(spanish.haiku)),
      own("renderingsNote", spanish.renderingsNote),
      own("mocapText", spanish.mocapText),
      own("drummingIntro", spanish.drummingIntro),
      own("drummingCaption", spanish.drummingCaption),
      ...paragraphs("sonicText"),
      own("interviewHeading", spanish.interviewHeading),
      own("interviewCredit", spanish.interviewCredit),
      ...paragraphs("prototypes"),
    ]
    for (const [at, text, holder, field] of texts) {
      const element = main.getByText(text, { exact: true })
      await expect(element, at).toHaveCount(1)
      expect(await langAt(element), at).toBe(langOf(holder, field))
    }
    const credit = main.getByRole("link", { name: spanish.interviewCreditLinkText })
    expect(await langAt(credit)).toBe(langOf(spanish, "interviewCreditLinkText"))
    for (const picture of [...spanish.renderings, ...spanish.drummingStills]) {
      const image = main.locator(`img[alt="${picture.alt}"]`)
      await expect(image).toHaveCount(1)
      expect(await langAt(image), picture.alt).toBe(langOf(picture, "alt"))
    }
    const interview = main.locator(`video[aria-label="${spanish.interviewVideo.description}"]`)
    await expect(interview).toHaveCount(1)
    expect(await langAt(interview)).toBe(langOf(spanish.interviewVideo, "description"))
    // The captions stay in their own language; their name in the captions menu is the page's.
    const track = interview.locator("track")
    await expect(track).toHaveAttribute("srclang", spanish.interviewCaptionsLanguage)
    await expect(track).toHaveAttribute("label", spanish.interviewCaptionsLabel)
    // Each portrait shown is captioned and described in its language.
    const { portraits } = contentIn<{ portraits: PortraitInLanguage[] }>("portraits/portraits.json", "es")
    const captions = main.locator("figcaption")
    for (const portrait of portraits) {
      const figure = main.locator(`[data-flipbook="${portrait.slug}"]`)
      if ((await figure.count()) === 0) continue
      // A flipbook may be shown without its caption (the motion-capture footage, captioned by the page's words).
      const caption = figure.locator("figcaption")
      if ((await caption.count()) > 0) {
        await expect(caption, portrait.slug).toHaveText(portrait.caption)
        expect(await langAt(caption), portrait.slug).toBe(langOf(portrait, "caption"))
      }
      const box = figure.locator(`[role="img"]`)
      await expect(box, portrait.slug).toHaveAttribute("aria-label", portrait.description)
      expect(await langAt(box), portrait.slug).toBe(langOf(portrait, "description"))
    }
    await expect(captions.filter({ hasText: portraits[0]!.caption })).not.toHaveCount(0)
    // The English page carries no marks in its content.
    await visit(page, ROUTES.portraits)
    await expect(page.locator("main [lang]")).toHaveCount(0)
  })

  test("the Spanish People page names each credit group and the partners in Spanish, each text marked", async ({
    page,
  }) => {
    const groups = [...new Set(content("credits/credits.json").credits.map((credit) => credit.group as CreditGroup))]
    expect(groups.length).toBeGreaterThan(3)
    await visit(page, localPath(ROUTES.people, "es"))
    for (const group of groups) {
      const heading = page.getByRole("heading", { level: 2, name: CATALOGUE_ES.ui.creditGroups[group], exact: true })
      await expect(heading, group).toHaveCount(1)
      expect(await langAt(heading), group).toBe("es")
    }
    // The partners' heading is the credits file's Spanish.
    const credits = contentIn<Holder & { partnersHeading: string }>("credits/credits.json", "es")
    expect(credits.partnersHeading).not.toBe(contentIn<typeof credits>("credits/credits.json", "en").partnersHeading)
    const partners = page.getByRole("heading", { level: 2, name: credits.partnersHeading, exact: true })
    await expect(partners).toHaveCount(1)
    expect(await langAt(partners)).toBe(langOf(credits, "partnersHeading"))
    // The partners' logos are described in Spanish.
    const { sponsors } = contentIn<{ sponsors: SponsorInLanguage[] }>("sponsors/sponsors.json", "es")
    for (const sponsor of sponsors) {
      const logo = page.locator(`main img[alt="${sponsor.logoAlt}"]`)
      await expect(logo, sponsor.slug).toHaveCount(1)
      expect(await langAt(logo), sponsor.slug).toBe(langOf(sponsor, "logoAlt"))
    }
    // The English page keeps the spec's names (e2e/spec.spec.ts), unmarked.
    await visit(page, ROUTES.people)
    await expect(page.getByRole("heading", { level: 2, name: groups[0], exact: true })).toHaveCount(1)
  })

  test("the Spanish Publications page reads its headings and alt texts in Spanish", async ({ page }) => {
    type Headed = Holder & { heading: string }
    const publications = contentIn<Headed & { publications: (Holder & { thumbnailAlt: string })[] }>(
      "publications/publications.json",
      "es",
    )
    const press = contentIn<Headed & { press: (Holder & { thumbnailAlt: string })[] }>("press/press.json", "es")
    expect(publications.heading).not.toBe(contentIn<Headed>("publications/publications.json", "en").heading)
    await visit(page, localPath(ROUTES.publications, "es"))
    for (const list of [publications, press]) {
      const heading = page.getByRole("heading", { level: 2, name: list.heading, exact: true })
      expect(await langAt(heading)).toBe(langOf(list, "heading"))
    }
    for (const item of [...publications.publications, ...press.press]) {
      const thumbnail = page.locator(`img[alt="${item.thumbnailAlt}"]`)
      await expect(thumbnail).toHaveCount(1)
      expect(await langAt(thumbnail)).toBe(langOf(item, "thumbnailAlt"))
    }
  })

  test("the Spanish lexicon reads its heading, terms, definitions and readings in Spanish, the movers' names as said", async ({
    page,
  }) => {
    const { spanish, english } = await openInSpanish<LexiconInLanguage>(
      page,
      "lexicon/lexicon.json",
      ARCHIVE_ROUTES.lexicon,
    )
    expect(spanish.terms.map((t) => t.name)).not.toEqual(english.terms.map((t) => t.name))
    const main = page.locator("main")
    const heading = main.getByRole("heading", { level: 1, name: spanish.heading, exact: true })
    expect(await langAt(heading)).toBe(langOf(spanish, "heading"))
    expect(await langAt(main.getByText(spanish.intro, { exact: true }))).toBe(langOf(spanish, "intro"))
    expect(await page.title()).toContain(spanish.heading)
    for (const term of spanish.terms) {
      const section = main.locator(`section[id="${term.slug}"]`)
      const name = section.getByRole("heading", { level: 2, name: term.name, exact: true })
      await expect(name, term.slug).toHaveCount(1)
      expect(await langAt(name), term.slug).toBe(langOf(term, "name"))
      const definition = section.getByText(term.definition, { exact: true })
      expect(await langAt(definition), term.slug).toBe(langOf(term, "definition"))
      if (term.effort) {
        const basis = section.getByText(term.effort.basis, { exact: true })
        expect(await langAt(basis), term.slug).toBe(langOf(term.effort, "basis"))
      }
    }
    // The movers' own names are theirs, in the language they said them (the content's, English here).
    const withVernacular = content("lexicon/lexicon.json").terms.find((t) => t.vernacular.length > 0)!
    const vernacular = main.locator(`section[id="${withVernacular.slug}"] dd`).first()
    expect(await langAt(vernacular)).toBe("en")
    // An archive entry's terms link to the lexicon by their Spanish names.
    const entry = content("archive/archive.json").entries[0]!
    await visit(page, localPath(archiveEntryPath(entry.slug), "es"))
    for (const slug of entry.terms) {
      const term = spanish.terms.find((t) => t.slug === slug)!
      const link = page.locator("main").getByRole("link", { name: term.name, exact: true }).first()
      await expect(link, slug).toHaveAttribute("href", `${localPath(ARCHIVE_ROUTES.lexicon, "es")}#${slug}`)
      expect(await langAt(link), slug).toBe(langOf(term, "name"))
    }
    // The English lexicon carries no marks in its content.
    await visit(page, ARCHIVE_ROUTES.lexicon)
    await expect(page.locator("main [lang]")).toHaveCount(0)
  })

  test("a Spanish archive entry reads its texts, headings and consent in Spanish, and the mover's words as said", async ({
    page,
  }) => {
    type Entry = Holder & {
      slug: string
      title: string
      description: string
      activity: string
      setting: string
      period: string
      moverWords: string
      moverWordsLanguage?: string
      moverWordsTranslation?: string
      capture: Holder & { method: string; processing: string[] }
      consent: Holder & { withdrawal: string; anonymisation: string[]; remainingRisk: string }
    }
    type Archive = Holder & { heading: string; entryHeadings: Holder & Record<string, string>; entries: Entry[] }
    const spanish = contentIn<Archive>("archive/archive.json", "es")
    const english = contentIn<Archive>("archive/archive.json", "en")
    // One entry whose mover spoke English, one whose mover spoke Spanish (the sample has both).
    const saidInEnglish = spanish.entries.find((e) => (e.moverWordsLanguage ?? "en") === "en")!
    const saidInSpanish = spanish.entries.find((e) => e.moverWordsLanguage === "es")!
    expect(saidInSpanish).toBeDefined()
    for (const entry of [saidInEnglish, saidInSpanish]) {
      await visit(page, localPath(archiveEntryPath(entry.slug), "es"))
      const main = page.locator("main")
      const title = main.getByRole("heading", { level: 1, name: entry.title, exact: true })
      expect(await langAt(title), entry.slug).toBe(langOf(entry, "title"))
      for (const field of ["description", "activity", "setting", "period"] as const) {
        const element = main.getByText(entry[field], { exact: true }).first()
        expect(await langAt(element), `${entry.slug} ${field}`).toBe(langOf(entry, field))
      }
      for (const [at, text, holder, field] of [
        ["capture.method", entry.capture.method, entry.capture, "method"],
        ["consent.withdrawal", entry.consent.withdrawal, entry.consent, "withdrawal"],
        ["consent.remainingRisk", entry.consent.remainingRisk, entry.consent, "remainingRisk"],
        ...entry.consent.anonymisation.map(
          (step, i) => [`consent.anonymisation[${i}]`, step, entry.consent, `anonymisation[${i}]`] as const,
        ),
        ...entry.capture.processing.map(
          (step, i) => [`capture.processing[${i}]`, step, entry.capture, `processing[${i}]`] as const,
        ),
      ] as const) {
        const element = main.getByText(text, { exact: true }).first()
        await expect(element, `${entry.slug} ${at}`).toHaveCount(1)
        expect(await langAt(element), `${entry.slug} ${at}`).toBe(langOf(holder, field))
      }
      for (const key of ["about", "moverWords", "provenance", "consent"]) {
        const heading = main.getByRole("heading", { name: spanish.entryHeadings[key], exact: true })
        expect(await langAt(heading), key).toBe(langOf(spanish.entryHeadings, key))
      }
      // The mover's words in the language they said them, marked so.
      const words = main.getByTestId("mover-words")
      await expect(words).toContainText(entry.moverWords)
      expect(await langAt(words), entry.slug).toBe(entry.moverWordsLanguage ?? "en")
      const translation = main.getByTestId("mover-words-translation")
      if (entry === saidInEnglish) {
        // Said in English: the Spanish translation beside them, marked as one and as Spanish.
        await expect(translation).toContainText(CATALOGUE_ES.archive.translatedFrom("inglés"))
        await expect(translation).toContainText(entry.moverWordsTranslation!)
        expect(await langAt(translation.getByText(entry.moverWordsTranslation!, { exact: true }))).toBe("es")
      } else await expect(translation).toHaveCount(0)
    }
    // On the English page, the Spanish-speaking mover's words are marked Spanish, with the English translation.
    const englishEntry = english.entries.find((e) => e.slug === saidInSpanish.slug)!
    await visit(page, archiveEntryPath(saidInSpanish.slug))
    expect(await langAt(page.getByTestId("mover-words"))).toBe("es")
    await expect(page.getByTestId("mover-words-translation")).toContainText(
      `${UI_ARCHIVE_EN.translatedFrom("Spanish")} ${englishEntry.moverWordsTranslation!}`,
    )
    // The index in Spanish: its heading and each entry's title.
    await visit(page, localPath(ARCHIVE_ROUTES.archive, "es"))
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toContainText(spanish.heading)
    expect(await langAt(heading)).toBe(langOf(spanish, "heading"))
    for (const entry of spanish.entries.slice(0, 3)) {
      const link = page.locator("main").getByRole("link", { name: entry.title, exact: true })
      expect(await langAt(link), entry.slug).toBe(langOf(entry, "title"))
    }
  })

  test("'moves like this', the filter, the compare view and the playlists name the entries in Spanish, each marked", async ({
    page,
  }) => {
    type Entry = Holder & { slug: string; title: string; setting: string }
    const spanish = contentIn<{ entries: Entry[] }>("archive/archive.json", "es").entries
    const english = contentIn<{ entries: Entry[] }>("archive/archive.json", "en").entries
    expect(spanish.filter((entry, i) => entry.title !== english[i]!.title).length).toBeGreaterThan(1)
    const bySlug = new Map(spanish.map((entry) => [entry.slug, entry]))
    const entryPath = new RegExp(`^${localPath(ARCHIVE_ROUTES.archive, "es")}([^/]+)/$`)
    /** Each link to an entry page in `list`: the entry, the link's text and its language. */
    const entryLinks = async (list: Locator) =>
      (
        await list.locator("a").evaluateAll((links) =>
          links.map((link) => ({
            path: link.getAttribute("href") ?? "",
            text: link.textContent,
            lang: link.closest("[lang]")?.getAttribute("lang") ?? null,
          })),
        )
      )
        .map((link) => ({ ...link, entry: bySlug.get(entryPath.exec(link.path)?.[1] ?? "") }))
        .filter((link) => link.entry !== undefined)
    const marked = (links: Awaited<ReturnType<typeof entryLinks>>) =>
      links.map(({ entry, text, lang }) => [entry!.slug, text, lang])
    const expected = (links: Awaited<ReturnType<typeof entryLinks>>) =>
      links.map(({ entry }) => [entry!.slug, entry!.title, langOf(entry!, "title")])

    const entry = spanish[0]!
    await visit(page, localPath(archiveEntryPath(entry.slug), "es"))
    const similar = await entryLinks(page.getByTestId("similar"))
    expect(similar.length).toBeGreaterThan(1)
    expect(marked(similar)).toEqual(expected(similar))

    // Filtered by the entry's setting, named in Spanish: the results come from the Spanish filter index.
    const same = spanish.filter((other) => other.setting === entry.setting)
    await visit(page, `${localPath(ARCHIVE_ROUTES.archive, "es")}?setting=${encodeURIComponent(entry.setting)}`)
    const setting = page.getByLabel(CATALOGUE_ES.archive.filterSetting)
    await expect(setting).toHaveValue(entry.setting)
    expect(await langAt(setting.locator("option:checked"))).toBe(langOf(entry, "setting"))
    await expect(page.getByRole("status")).toHaveText(CATALOGUE_ES.archive.shown(same.length, spanish.length))
    const results = await entryLinks(page.getByTestId("archive-entries").locator("li:visible"))
    expect(results.map(({ entry }) => entry!.slug)).toEqual(same.map((other) => other.slug))
    expect(marked(results)).toEqual(expected(results))

    // The compare view names its two entries in Spanish too (their titles from the entry's page data).
    const [a, b] = [spanish[0]!, spanish[1]!]
    await visit(page, `${localPath(ARCHIVE_ROUTES.compare, "es")}?a=${a.slug}&b=${b.slug}`)
    const legend = page.getByTestId("compare-legend")
    await expect(legend.locator("a")).toHaveCount(2)
    const compared = await entryLinks(legend)
    expect(marked(compared)).toEqual(expected(compared))
    expect(compared.map(({ entry }) => entry!.slug)).toEqual([a.slug, b.slug])

    // A lexicon term's playlist lists its entries by their Spanish titles.
    const term = content("archive/archive.json").entries[0]!.terms[0]!
    await visit(page, localPath(ARCHIVE_ROUTES.lexicon, "es"))
    const listed = await entryLinks(page.getByTestId(`playlist-${term}`))
    expect(listed.length).toBeGreaterThan(0)
    expect(marked(listed)).toEqual(expected(listed))
  })

  test("each Spanish section page's h1 is its banner's title in Spanish, marked with its language", async ({
    page,
  }) => {
    const banners = contentIn<{ banners: (Holder & { section: string; title: string })[] }>(
      "banners/banners.json",
      "es",
    )
    const english = contentIn<{ banners: { section: string; title: string }[] }>("banners/banners.json", "en")
    for (const key of ["portraits", "technology", "people", "publications"] as const) {
      const banner = banners.banners.find((b) => b.section === key)!
      expect(banner.title).not.toBe(english.banners.find((b) => b.section === key)!.title)
      await visit(page, localPath(ROUTES[key], "es"))
      const heading = page.getByRole("heading", { level: 1 })
      await expect(heading).toHaveText(banner.title)
      expect(await langAt(heading), key).toBe(langOf(banner, "title"))
    }
  })

  test("the Spanish not-found page keeps its Spanish words once the page has hydrated", async ({ page }) => {
    const spanish = siteIn("es")
    await visit(page, "/es/no-existe/")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText(spanish.notFoundTitle)
    expect(await langAt(heading)).toBe(langOf(spanish, "notFoundTitle"))
    await expect(page.getByText(spanish.notFoundText)).toBeVisible()
    await expect(page.getByRole("link", { name: spanish.homeLinkText })).toHaveAttribute("href", "/es/")
    await expect(page).toHaveTitle(`${spanish.notFoundTitle} · ${spanish.title}`)
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
