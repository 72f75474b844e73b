/**
 * The lexicon as a SKOS concept scheme in JSON-LD, for machines: each term a skos:Concept with its preferred and
 * alternative (vernacular) labels, definition and broader/narrower/related links.
 */
export interface SkosTerm {
  slug: string
  name: string
  definition: string
  vernacular: readonly string[]
  broader: readonly string[]
  narrower: readonly string[]
  related: readonly string[]
}

export const skosScheme = (base: string, title: string, terms: readonly SkosTerm[]) => {
  const id = (slug: string) => `${base}#${slug}`
  return {
    "@context": { skos: "http://www.w3.org/2004/02/skos/core#", "@language": "en" },
    "@id": base,
    "@type": "skos:ConceptScheme",
    "skos:prefLabel": title,
    "skos:hasTopConcept": terms.filter((t) => t.broader.length === 0).map((t) => ({ "@id": id(t.slug) })),
    "@graph": terms.map((t) => ({
      "@id": id(t.slug),
      "@type": "skos:Concept",
      "skos:inScheme": { "@id": base },
      "skos:prefLabel": t.name,
      "skos:altLabel": [...t.vernacular],
      "skos:definition": t.definition,
      "skos:broader": t.broader.map((s) => ({ "@id": id(s) })),
      "skos:narrower": t.narrower.map((s) => ({ "@id": id(s) })),
      "skos:related": t.related.map((s) => ({ "@id": id(s) })),
    })),
  }
}

/** JSON for inside a <script> element: "<" escaped so no text can close the element early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")
