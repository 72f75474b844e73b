/**
 * Checks that span fields or files beyond what one field's model says: the partners sentence's sponsor marks,
 * a landing card's portrait-or-video choice, and the banner fallback. Each runs on whatever parsed; field-level
 * problems and references by slug (`reference` fields) are reported by validate.ts already.
 */
import { FALLBACK_BANNER_SECTION } from "../constants"
import type { ReferenceTarget } from "./fields"
import { SPONSOR } from "./model"
import { withRule, type Problem } from "./problem"
import { sentenceSlugs } from "./sentence"

type Parsed = ReadonlyMap<string, unknown>

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : []
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined

/** The slugs of the entries in a collection's list, or undefined when that file did not parse. */
export const entrySlugs = (parsed: Parsed, to: ReferenceTarget): Set<string> | undefined =>
  parsed.has(to.collection)
    ? new Set(
        records(field(parsed.get(to.collection), to.list)).flatMap((item) =>
          typeof item.slug === "string" ? [item.slug] : [],
        ),
      )
    : undefined

export const crossCheck = (parsed: Parsed): Problem[] => {
  const problems: Problem[] = []

  const banners = parsed.get("banners/banners.json")
  if (banners !== undefined) {
    const sections = records(field(banners, "banners")).map((b) => b.section)
    if (!sections.includes(FALLBACK_BANNER_SECTION))
      problems.push(
        withRule(
          {
            file: "banners/banners.json",
            field: "banners",
            message: `must include the "${FALLBACK_BANNER_SECTION}" banner: it is also used for any section without its own`,
          },
          { kind: "fallback-banner", section: FALLBACK_BANNER_SECTION },
        ),
      )
  }

  const landing = parsed.get("landing/landing.json")
  if (landing !== undefined) {
    records(field(landing, "cards")).forEach((card, index) => {
      // "" is how the CMS leaves a cleared optional field.
      const present = (value: unknown) => value !== undefined && value !== null && value !== ""
      const hasPortrait = present(card.portrait)
      const hasVideo = present(card.video)
      if (hasPortrait === hasVideo)
        problems.push(
          withRule(
            {
              file: "landing/landing.json",
              field: `cards[${index}]`,
              message: "needs exactly one of portrait (a portrait slug) or video",
            },
            { kind: "portrait-or-video" },
          ),
        )
    })
    const sentence = field(landing, "partnersSentence")
    const sponsorSlugs = entrySlugs(parsed, SPONSOR)
    if (typeof sentence === "string" && sponsorSlugs) {
      for (const name of sentenceSlugs(sentence).filter((p) => !sponsorSlugs.has(p)))
        problems.push(
          withRule(
            {
              file: "landing/landing.json",
              field: "partnersSentence",
              message: `{${name}} names no sponsor in content/${SPONSOR.collection} (known: ${[...sponsorSlugs].join(", ")})`,
            },
            { kind: "sentence-mark", to: SPONSOR, slug: name, known: [...sponsorSlugs] },
          ),
        )
    }
  }
  return problems
}
