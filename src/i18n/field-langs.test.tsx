/**
 * Every translatable text of a view reads in its own language on a Spanish page (docs/languages.md, "Each field
 * marked with its language"): translated, as Spanish; showing the English, as English. Each view is rendered from
 * the sample content's English with `untranslated` set four ways (every text translated, none, and every other one
 * each way round), inside content marked English as the site's frame marks it, so a text missing its own mark
 * reads wrong in at least one of them. The browser tests (e2e/languages.spec.ts) check the built Spanish pages.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { byPattern, misread, PATTERNS, renderOnSpanishPage, withUntranslated } from "../../test/support/field-langs"
import { landingData, peopleData, portraitsPageData, publicationsData } from "../cms-preview/page-data"
import { COLLECTIONS } from "../content-model/model"
import { englishOf } from "../content-model/translations"
import { LandingView } from "../views/landing/landing-view"
import { PeopleView } from "../views/people/people-view"
import { PortraitsView } from "../views/portraits/portraits-view"
import { PublicationsView } from "../views/publications/publications-view"
import { TechnologyView } from "../views/technology/technology-view"

const collection = (file: string) => COLLECTIONS.find((c) => c.file === file)!
const english = (file: string): unknown =>
  englishOf(collection(file).type, JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))
const typeOf = (file: string) => collection(file).type
/** Media in a test: the path as it is. */
const media = (value: string) => `/${value}`

const image = { layout: "constrained" as const, width: 4, height: 3, images: { fallback: { src: "/x.jpg" } } }

/** The Technology page's data from the sample content, with a built picture for each still. */
const technologyData = (): Queries.TechnologyPageQuery => {
  const content = english("technology/technology.json") as Queries.TechnologyPageQuery["technologyJson"] & {
    sensorStills: object[]
  }
  return {
    technologyJson: {
      ...content,
      untranslated: [],
      // A section without a graphic leaves the field out; the query gives null.
      sections: content.sections.map((section) => ({ ...section, graphic: section.graphic ?? null, untranslated: [] })),
      sensorStills: content.sensorStills.map((still) => ({
        ...still,
        untranslated: [],
        image: { childImageSharp: { gatsbyImageData: image } },
      })),
    },
  }
}

describe.each(PATTERNS.map((pattern) => [pattern.name, pattern] as const))("with %s", (_name, pattern) => {
  it("the Technology page marks each question, paragraph, diagram's words and still's alt text", () => {
    const untranslated = byPattern(pattern)
    const shown = technologyData()
    const { data, expected } = withUntranslated(
      typeOf("technology/technology.json"),
      shown.technologyJson,
      untranslated,
    )
    const { container } = renderOnSpanishPage(<TechnologyView data={{ technologyJson: data }} />)
    expect(expected.length).toBeGreaterThan(20)
    expect(misread(container, expected)).toEqual([])
  })

  it("the landing page marks each question, the headline, each card's words and the partners' words", () => {
    const untranslated = byPattern(pattern)
    const shown = landingData(
      english("landing/landing.json"),
      {
        site: english("site/site.json"),
        sponsors: english("sponsors/sponsors.json"),
        portraits: english("portraits/portraits.json"),
      },
      media,
    )
    const landing = withUntranslated(typeOf("landing/landing.json"), shown.landingJson, untranslated)
    const site = withUntranslated(typeOf("site/site.json"), shown.siteJson, (at) => untranslated(`site ${at}`))
    const { container } = renderOnSpanishPage(
      <LandingView data={{ ...shown, landingJson: landing.data, siteJson: site.data }} />,
    )
    const expected = [...landing.expected, ...site.expected.filter((e) => e.at === "tagline")]
    expect(expected.length).toBeGreaterThan(10)
    expect(misread(container, expected)).toEqual([])
  })

  it("the Portraits page marks its headings, paragraphs, statements, captions, credit and each alt text", () => {
    const untranslated = byPattern(pattern)
    const shown = portraitsPageData(
      english("portraits-page/portraits-page.json"),
      { portraits: english("portraits/portraits.json"), archive: english("archive/archive.json") },
      media,
    )
    const page = withUntranslated(typeOf("portraits-page/portraits-page.json"), shown.portraitsPageJson, untranslated)
    const { container } = renderOnSpanishPage(<PortraitsView data={{ ...shown, portraitsPageJson: page.data }} />)
    // The captions' label names the track in the browser's own captions menu, which no lang reaches; the browser
    // test reads it from the Spanish page's <track>.
    const expected = page.expected.filter((e) => e.at !== "interviewCaptionsLabel")
    expect(expected.length).toBeGreaterThan(20)
    expect(misread(container, expected)).toEqual([])
  })

  it("the People page marks the partners' heading", () => {
    const untranslated = byPattern(pattern)
    const shown = peopleData(english("credits/credits.json"), english("sponsors/sponsors.json"), media)
    const credits = withUntranslated(typeOf("credits/credits.json"), shown.creditsJson, untranslated)
    const { container } = renderOnSpanishPage(<PeopleView data={{ ...shown, creditsJson: credits.data }} />)
    // The credits' names are nobody's to translate, and their groups' names are the interface's.
    expect(credits.expected.map((e) => e.at)).toEqual(["partnersHeading"])
    expect(misread(container, credits.expected)).toEqual([])
  })

  it("the Publications page marks its headings and each thumbnail's alt text", () => {
    const untranslated = byPattern(pattern)
    const shown = publicationsData(english("publications/publications.json"), english("press/press.json"), media)
    const publications = withUntranslated(typeOf("publications/publications.json"), shown.publicationsJson, (at) =>
      untranslated(`publications ${at}`),
    )
    const press = withUntranslated(typeOf("press/press.json"), shown.pressJson, (at) => untranslated(`press ${at}`))
    // The cards' thumbnails come from the build; here each is a plain built picture.
    const withPictures = <T extends { thumbnail: unknown }>(items: readonly T[]) =>
      items.map((item) => ({ ...item, thumbnail: { childImageSharp: { gatsbyImageData: image } } }))
    const { container } = renderOnSpanishPage(
      <PublicationsView
        data={{
          publicationsJson: { ...publications.data!, publications: withPictures(publications.data!.publications) },
          pressJson: { ...press.data!, press: withPictures(press.data!.press) },
        }}
      />,
    )
    const expected = [...publications.expected, ...press.expected]
    expect(expected.length).toBeGreaterThan(5)
    expect(misread(container, expected)).toEqual([])
  })
})
