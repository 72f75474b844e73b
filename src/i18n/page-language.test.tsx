import { render, screen } from "@testing-library/react"
import { CATALOGUE_ES } from "./es"
import { LANGUAGES } from "./languages"
import {
  fieldLang,
  languageOfPath,
  localPath,
  PageLanguage,
  registerWords,
  routeOfPath,
  useLocalPath,
  useWords,
} from "./page-language"
import { entryIn } from "./entry-in"

/** Addresses of every kind the site makes: the spec's routes, the archive's, with a query and a fragment. */
const ROUTES = [
  "/",
  "/portraits/",
  "/people/",
  "/archive/",
  "/archive/page/3/",
  "/archive/crossing-guard-waves/",
  "/archive/lexicon/",
  "/archive/compare/?a=one&b=two",
  "/archive/?term=sway#results",
  "/404.html",
]

describe("a page's language is in its address", () => {
  it("reads English at the spec's routes and Spanish under /es/", () => {
    for (const route of ROUTES) {
      expect(languageOfPath(route)).toBe("en")
      expect(languageOfPath(localPath(route, "es"))).toBe("es")
    }
    expect(languageOfPath("/es")).toBe("es")
    // Only the whole first segment: a route that merely starts with the letters is English.
    expect(languageOfPath("/estate/")).toBe("en")
    expect(languageOfPath("/archive/es/")).toBe("en")
  })

  it("goes from any language to any other and back to the same route", () => {
    for (const route of ROUTES)
      for (const from of LANGUAGES)
        for (const to of LANGUAGES) {
          const there = localPath(localPath(route, from), to)
          expect(languageOfPath(there)).toBe(to)
          expect(routeOfPath(there)).toBe(route)
        }
    expect(localPath("/portraits/", "es")).toBe("/es/portraits/")
    expect(localPath("/", "es")).toBe("/es/")
    expect(routeOfPath("/es")).toBe("/")
  })

  it("leaves other sites' addresses and fragments alone", () => {
    for (const address of ["https://example.org/x/", "//example.org/x/", "mailto:a@example.org", "#content"])
      expect(localPath(address, "es")).toBe(address)
  })
})

function Probe() {
  const words = useWords()
  const local = useLocalPath()
  return <a href={local("/people/")}>{words.ui.skipToContent}</a>
}

describe("<PageLanguage>", () => {
  it("gives its pages the language's words and addresses, and English without it", () => {
    registerWords("es", CATALOGUE_ES)
    const { unmount } = render(
      <PageLanguage language="es">
        <Probe />
      </PageLanguage>,
    )
    expect(screen.getByRole("link", { name: CATALOGUE_ES.ui.skipToContent })).toHaveAttribute("href", "/es/people/")
    expect(document.documentElement.lang).toBe("es")
    unmount()
    render(<Probe />)
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "/people/")
  })
})

describe("a referenced entry in a page's language (entryIn)", () => {
  // As src/gatsby-node/entry-nodes.ts makes it: the English, with each other language's translated part.
  const entry = {
    slug: "strike",
    name: "Strike",
    vernacular: ["hit it"],
    untranslated: [] as string[],
    effort: { space: "direct", basis: "By eye.", untranslated: [] as string[] },
    steps: [
      { key: "a", label: "Lift", untranslated: [] as string[] },
      { key: "b", label: "Drop", untranslated: [] as string[] },
    ],
    translations: [
      {
        language: "es",
        name: "Golpe",
        untranslated: [],
        effort: { basis: "By eye.", untranslated: ["basis"] },
        steps: [
          { label: "Levantar", untranslated: [] },
          { label: "Drop", untranslated: ["label"] },
        ],
      },
    ],
  }

  it("lays the translation over the English: objects field by field, lists item by item, the rest as it was", () => {
    const shown = entryIn(entry, "es")
    expect(shown).toMatchObject({
      slug: "strike",
      name: "Golpe",
      vernacular: ["hit it"],
      effort: { space: "direct", basis: "By eye.", untranslated: ["basis"] },
      steps: [
        { key: "a", label: "Levantar", untranslated: [] },
        { key: "b", label: "Drop", untranslated: ["label"] },
      ],
    })
    expect(fieldLang("es", shown, "name")).toBe("es")
    expect(fieldLang("es", shown.effort, "basis")).toBe("en")
    // The English is left as it was.
    expect(entry.name).toBe("Strike")
    expect(entry.steps[0]?.label).toBe("Lift")
  })

  it("is the entry itself in English, and where it has no translation into the page's language", () => {
    expect(entryIn(entry, "en")).toBe(entry)
    const none = { ...entry, translations: [] }
    expect(entryIn(none, "es")).toBe(none)
  })
})
