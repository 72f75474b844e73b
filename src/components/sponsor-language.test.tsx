import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { CATALOGUE_ES } from "../i18n/es"
import { PageLanguage, registerWords } from "../i18n/page-language"
import { SponsorLogos } from "./sponsor-logos"
import { SponsorSentence } from "./sponsor-sentence"

/** A sponsor as its node holds it: the English, and the Spanish beside it (src/gatsby-node/entry-nodes.ts). */
const sponsor = (spanish: { logoAlt: string; shortName: string; untranslated: string[] }) => ({
  slug: "nea",
  name: "National Endowment for the Arts",
  shortName: "the National Endowment for the Arts",
  url: "https://www.arts.gov/",
  logoAlt: "Logo for NEA",
  untranslated: [],
  translations: [{ language: "es", ...spanish }],
  logo: { publicURL: "/nea.svg", intrinsicSize: { width: 571, height: 120 } },
})
const translated = sponsor({ logoAlt: "Logotipo del NEA", shortName: "el NEA", untranslated: [] })
// Not translated yet: the node carries the English in the Spanish's place, and says so.
const untranslated = sponsor({
  logoAlt: "Logo for NEA",
  shortName: "the National Endowment for the Arts",
  untranslated: ["logoAlt", "shortName"],
})
beforeAll(() => registerWords("es", CATALOGUE_ES))

const inLanguage = (language: "en" | "es", children: ReactNode) =>
  render(<PageLanguage language={language}>{children}</PageLanguage>)

describe("a sponsor on a page in Spanish", () => {
  it("shows its logo's alt text and its name in a sentence in Spanish, each marked as Spanish", () => {
    inLanguage(
      "es",
      <>
        <SponsorLogos sponsors={[translated]} />
        <p>
          <SponsorSentence sentence="Con el apoyo de {nea}." sponsors={[translated]} />
        </p>
      </>,
    )
    expect(screen.getByRole("img", { name: "Logotipo del NEA" })).toHaveAttribute("lang", "es")
    expect(screen.getByRole("link", { name: /^el NEA/ })).toHaveAttribute("lang", "es")
  })

  it("shows the English where a translation is missing, marked as English", () => {
    inLanguage(
      "es",
      <>
        <SponsorLogos sponsors={[untranslated]} />
        <SponsorSentence sentence="Con el apoyo de {nea}." sponsors={[untranslated]} />
      </>,
    )
    expect(screen.getByRole("img", { name: "Logo for NEA" })).toHaveAttribute("lang", "en")
    expect(screen.getByRole("link", { name: /^the National Endowment for the Arts/ })).toHaveAttribute("lang", "en")
  })

  it("is its English, unmarked, on an English page", () => {
    inLanguage(
      "en",
      <>
        <SponsorLogos sponsors={[translated]} />
        <SponsorSentence sentence="Supported by {nea}." sponsors={[translated]} />
      </>,
    )
    expect(screen.getByRole("img", { name: "Logo for NEA" })).not.toHaveAttribute("lang")
    expect(screen.getByRole("link", { name: /^the National Endowment for the Arts/ })).not.toHaveAttribute("lang")
  })
})
