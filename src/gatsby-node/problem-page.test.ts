/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { ARCHIVE_ROUTES, ROUTES } from "../constants"
import { COLLECTIONS } from "../content-model/model"
import { pagesShowing, problemPageHtml, problemsByPage } from "./problem-page"

it("maps a content file to the pages that show it: its own, those naming its entries, all for site settings", () => {
  expect(pagesShowing("credits/credits.json")).toEqual(new Set([ROUTES.people]))
  // Portraits are named by the landing page's cards, the Portraits page's list and archive entries.
  expect(pagesShowing("portraits/portraits.json")).toEqual(
    new Set([ROUTES.portraits, ROUTES.project, ARCHIVE_ROUTES.archive]),
  )
  // Sponsors are named by the landing page's partners sentence.
  expect(pagesShowing("sponsors/sponsors.json")).toContain(ROUTES.people)
  expect(pagesShowing("sponsors/sponsors.json")).toContain(ROUTES.project)
  const everyPage = pagesShowing("site/site.json")
  for (const collection of COLLECTIONS) if (collection.page) expect(everyPage).toContain(collection.page)
  expect(everyPage).toContain(ARCHIVE_ROUTES.lexicon)
})

it("counts errors only, by page", () => {
  const error = { file: "content/credits/credits.json", field: "credits[0].name", message: "is required" }
  const warning = { ...error, severity: "warning" as const }
  const leftover = {
    file: "content/portraits/stills/x.jpg",
    field: "(file)",
    message: "x",
    severity: "notice" as const,
  }
  const byPage = problemsByPage([error, warning, leftover])
  expect([...byPage.keys()]).toEqual([ROUTES.people])
  expect(byPage.get(ROUTES.people)).toEqual([error])
})

it("names each problem's file and field on the page, escaped", () => {
  const html = problemPageHtml("/people/", [
    { file: "content/credits/credits.json", field: "credits[0].name", message: 'must not be "<b>"' },
  ])
  expect(html).toContain("<code>content/credits/credits.json</code> → <code>credits[0].name</code>")
  expect(html).toContain("must not be &quot;&lt;b&gt;&quot;")
  expect(html).toContain("has 1 problem<")
})

it("names the list entry a problem is in, as editors know it, escaped", () => {
  const html = problemPageHtml("/people/", [
    { file: "content/credits/credits.json", field: "credits[0].url", entry: 'credit "Sound · <Ada>"', message: "x" },
  ])
  expect(html).toContain("<code>credits[0].url</code> (credit &quot;Sound · &lt;Ada&gt;&quot;): x")
})
