import {
  createNotFoundRules,
  createPageInEveryLanguage,
  needsTwins,
  NOT_FOUND_IN_LANGUAGE,
  onCreatePage,
  OTHER_LANGUAGES,
} from "./languages"

describe("every page in every language", () => {
  it("gives a page made at a spec route one twin per other language, its language in the context", () => {
    const createPage = jest.fn()
    const page = { path: "/archive/page/2/", component: "/x/index-template.tsx", context: { page: 2 } }
    createPageInEveryLanguage(createPage, page)
    expect(createPage.mock.calls.map(([made]) => made)).toEqual([
      page,
      ...OTHER_LANGUAGES.map((language) => ({
        path: `/${language}/archive/page/2/`,
        component: page.component,
        context: { page: 2, language },
      })),
    ])
  })

  it("twins the pages other plugins make once: not a twin again, not Gatsby's development 404 page", () => {
    const createPage = jest.fn()
    const call = (page: object) => (onCreatePage as (args: object) => void)({ page, actions: { createPage } })
    call({ path: "/people/", component: "/p.tsx", context: {} })
    call({ path: "/404.html", component: "/404.tsx", context: {} })
    call({ path: "/es/people/", component: "/p.tsx", context: { language: "es" } })
    call({ path: "/dev-404-page/", component: "/d.tsx", context: {} })
    expect(createPage.mock.calls.map(([made]) => made.path)).toEqual(["/es/people/", "/es/404.html"])
    expect(needsTwins({ path: "/people/", context: { language: "es" } })).toBe(false)
  })

  it("answers each other language's unknown addresses with its not-found page, status 404", () => {
    const createRedirect = jest.fn()
    createNotFoundRules({ actions: { createRedirect } })
    expect(createRedirect.mock.calls).toEqual(
      OTHER_LANGUAGES.map((language) => [
        { fromPath: `/${language}/*`, toPath: `/${language}/404.html`, statusCode: 404 },
      ]),
    )
  })

  it("names a language's not-found page the not-found page for Gatsby's runtime, and no other page", () => {
    const page = (path: string) => `<script>window.pagePath="${path}";window.___webpackCompilationHash="1";</script>`
    expect(NOT_FOUND_IN_LANGUAGE.rewrite(page("/es/404.html"))).toBe(page("/404.html"))
    expect(NOT_FOUND_IN_LANGUAGE.rewrite(page("/es/404/"))).toBe(page("/404.html"))
    for (const other of ["/404.html", "/es/people/", "/es/archive/404/", "/es/4040/"])
      expect(NOT_FOUND_IN_LANGUAGE.rewrite(page(other))).toBe(page(other))
  })
})
