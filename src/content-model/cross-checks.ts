/**
 * Checks that span fields or files: references by slug, placeholders, and the banner fallback.
 * Each runs on whatever parsed; field-level problems are reported by validate.ts already.
 */
import { FALLBACK_BANNER_SECTION } from "../constants"
import type { Problem } from "./validate"

type Parsed = ReadonlyMap<string, unknown>

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : []
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined
const slugsOf = (items: unknown): Set<string> =>
  new Set(records(items).flatMap((item) => (typeof item.slug === "string" ? [item.slug] : [])))

/** `{slug}` placeholders in a sentence. */
export const placeholders = (sentence: string): string[] =>
  [...sentence.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? "")

export const crossCheck = (parsed: Parsed): Problem[] => {
  const problems: Problem[] = []
  const portraitSlugs = parsed.has("portraits/portraits.json")
    ? slugsOf(field(parsed.get("portraits/portraits.json"), "portraits"))
    : undefined
  const sponsorSlugs = parsed.has("sponsors/sponsors.json")
    ? slugsOf(field(parsed.get("sponsors/sponsors.json"), "sponsors"))
    : undefined

  const checkPortraitRef = (file: string, at: string, value: unknown) => {
    if (portraitSlugs && typeof value === "string" && !portraitSlugs.has(value))
      problems.push({
        file,
        field: at,
        message: `names no portrait: "${value}" is not a slug in content/portraits/portraits.json (known: ${[...portraitSlugs].join(", ")})`,
      })
  }

  const banners = parsed.get("banners/banners.json")
  if (banners !== undefined) {
    const sections = records(field(banners, "banners")).map((b) => b.section)
    if (!sections.includes(FALLBACK_BANNER_SECTION))
      problems.push({
        file: "banners/banners.json",
        field: "banners",
        message: `must include the "${FALLBACK_BANNER_SECTION}" banner: it is also used for any section without its own`,
      })
  }

  const landing = parsed.get("landing/landing.json")
  if (landing !== undefined) {
    records(field(landing, "cards")).forEach((card, index) => {
      const hasPortrait = card.portrait !== undefined && card.portrait !== null
      const hasVideo = card.video !== undefined && card.video !== null
      if (hasPortrait === hasVideo)
        problems.push({
          file: "landing/landing.json",
          field: `cards[${index}]`,
          message: "needs exactly one of portrait (a portrait slug) or video",
        })
      checkPortraitRef("landing/landing.json", `cards[${index}].portrait`, card.portrait)
    })
    const sentence = field(landing, "partnersSentence")
    if (typeof sentence === "string" && sponsorSlugs) {
      for (const name of placeholders(sentence).filter((p) => !sponsorSlugs.has(p)))
        problems.push({
          file: "landing/landing.json",
          field: "partnersSentence",
          message: `{${name}} names no sponsor in content/sponsors/sponsors.json (known: ${[...sponsorSlugs].join(", ")})`,
        })
    }
  }

  const portraitsPage = parsed.get("portraits-page/portraits-page.json")
  if (portraitsPage !== undefined) {
    const file = "portraits-page/portraits-page.json"
    const samples = field(portraitsPage, "samplePortraits")
    if (Array.isArray(samples)) samples.forEach((s, i) => checkPortraitRef(file, `samplePortraits[${i}]`, s))
    checkPortraitRef(file, "mocapPortrait", field(portraitsPage, "mocapPortrait"))
    checkPortraitRef(file, "sonicPortrait", field(portraitsPage, "sonicPortrait"))
  }
  return problems
}
