/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { readFileSync } from "node:fs"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { objectType, list, object, slug, text, boolean } from "../content-model/fields"
import { humanize } from "../content-model/labels"
import { COLLECTIONS, PORTRAIT, SPONSOR, type Collection } from "../content-model/model"
import { withRule, type Problem, type Rule } from "../content-model/problem"
import { englishOf } from "../content-model/translations"
import { decapField } from "./decap"
import { groupedSentences, messagesFor } from "./editor-messages"

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every content file's English values, as the editor's messages read them (./pre-save.ts `refusalFor`). */
const stored = async (): Promise<Map<string, Json>> =>
  new Map(
    await Promise.all(
      COLLECTIONS.map(
        async (c) =>
          [c.file, englishOf(c.type, JSON.parse(await fs.readFile(path.join(CONTENT_DIR, c.file), "utf8")))] as [
            string,
            Json,
          ],
      ),
    ),
  )

const say = (
  parsed: ReadonlyMap<string, unknown>,
  file: string,
  field: string,
  rule: Rule,
  collections = COLLECTIONS,
) =>
  messagesFor(
    [withRule({ file: `content/${file}`, field, message: "the build's line" }, rule)],
    parsed,
    collections,
  )[0]!.sentence

/** Every kind of rule the check before a save can refuse, each at a place in the real content. */
const EVERY_RULE: readonly { file: string; field: (data: Json) => string; rule: Rule; says: RegExp }[] = [
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].shortName",
    rule: { kind: "required" },
    says: /Fill it in\.$/,
  },
  {
    file: "archive/archive.json",
    field: () => "entries[0].consent.display",
    rule: { kind: "required", answer: "yes-no" },
    says: /Answer Yes or No\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].name",
    rule: { kind: "wrong-type", expected: "text" },
    says: /Set it again in the form\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].slug",
    rule: { kind: "slug", value: "Tidewater Trust" },
    says: /e\.g\. "tidewater-trust"\.$/,
  },
  {
    file: "credits/credits.json",
    field: () => "credits[0].group",
    rule: { kind: "one-of", options: ["Sound", "Website"] },
    says: /Choose one of "Sound", "Website"\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].logoAlt",
    rule: { kind: "empty" },
    says: /Write something in it\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].url",
    rule: { kind: "https" },
    says: /starting with https:\/\/\. Copy it/,
  },
  {
    file: "landing/landing.json",
    field: () => "cards[0].linkTo",
    rule: { kind: "route", options: ["/", "/people/"] },
    says: /Choose one of the site's pages: "\/", "\/people\/"\.$/,
  },
  {
    file: "portraits/portraits.json",
    field: () => "portraits[0].aspectRatio.width",
    rule: { kind: "at-least", min: 1 },
    says: /Must be 1 or more\.$/,
  },
  {
    file: "landing/landing.json",
    field: () => "cards[0].portrait",
    rule: { kind: "reference", to: PORTRAIT, slug: "gone", known: ["a", "b"] },
    says: /names "gone", which is no portrait\. Pick one from the list \("a", "b"\)\.$/i,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].logo",
    rule: { kind: "media-place", folder: "logos", value: "/x.svg" },
    says: /not in this field's folder \(logos\/\)\. Choose the file again/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].logo",
    rule: { kind: "extension", allowed: [".svg", ".png"], value: "logos/x.gif" },
    says: /is not a \.svg, \.png file\. Choose one that is\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].logo",
    rule: { kind: "missing-file", value: "logos/x.svg" },
    says: /"logos\/x\.svg" is not there\. Upload it again\.$/,
  },
  {
    file: "portraits/portraits.json",
    field: () => "portraits[0].stills[1]",
    rule: { kind: "file-kind", value: "stills/x.jpg", why: 'is an AVIF picture named ".jpg"; rename it' },
    says: /→ Stills, the second: The file "stills\/x\.jpg" is an AVIF picture .*, or remove it from the entry\.$/,
  },
  {
    file: "technology/technology.json",
    field: () => "sensorStills",
    rule: { kind: "list-size", min: 8, max: 8, count: 7 },
    says: /^Technology page → Sensor stills: Needs exactly 8 \(it has 7\)\. Add 1\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: (d) => `sponsors[${d.sponsors.length - 1}].slug`,
    rule: { kind: "duplicate", key: "slug", value: "x", firstIndex: 0 },
    says: /→ Slug: Another sponsor, .+, already uses the slug "x"\. Choose another\.$/,
  },
  {
    file: "sponsors/sponsors.json",
    field: () => "sponsors[0].colour",
    rule: { kind: "unknown-field", known: ["slug", "shortName"] },
    says: /→ Colour: Is not a field here \(the fields are Slug, Short name\)\. Remove it/,
  },
  {
    file: "banners/banners.json",
    field: () => "banners",
    rule: { kind: "fallback-banner", section: "portraits" },
    says: /^Banners → Banners: The "portraits" banner is missing.*Add it back\.$/,
  },
  {
    file: "landing/landing.json",
    field: () => "cards[0]",
    rule: { kind: "portrait-or-video" },
    says: /^Outcome card "[^"]+": Give it either a portrait or a video/,
  },
  {
    file: "landing/landing.json",
    field: () => "partnersSentence",
    rule: { kind: "sentence-mark", to: SPONSOR, slug: "gone", known: ["nea"] },
    says: /^Landing page → Partners sentence: \{gone\} names no sponsor\. Use one of \{nea\}, or add that sponsor first\.$/,
  },
  {
    file: "archive/archive.json",
    field: () => "entries[0].consent.display",
    rule: { kind: "consent-display" },
    says: /→ Consent › Display: Is No: the mover did not agree to be shown/,
  },
  {
    file: "archive/archive.json",
    field: () => "entries[0].offerDownloads",
    rule: { kind: "consent-download" },
    says: /→ Offer downloads: Is on, but the mover did not agree to downloads .* Switch it off\.$/,
  },
  {
    file: "archive/archive.json",
    field: () => "entries[0].consent.attributedAs",
    rule: { kind: "attributed-as-needed", attribution: "name" },
    says: /→ Consent › Attributed as: Is empty, but Attribution is "name"\. Write the name to show\.$/,
  },
  {
    file: "archive/archive.json",
    field: () => "entries[0].consent.attributedAs",
    rule: { kind: "attributed-as-anonymous" },
    says: /Must be empty when Attribution is "anonymous"\. Clear it\.$/,
  },
  {
    file: "lexicon/lexicon.json",
    field: () => "terms[0].related[0]",
    rule: { kind: "term-names-itself" },
    says: /^Lexicon term "[^"]+" → Related, the first: Names this term itself\. Remove it\.$/,
  },
  {
    file: "lexicon/lexicon.json",
    field: () => "terms[0].broader[0]",
    rule: { kind: "term-one-way", other: "b", inverse: "narrower", term: "a" },
    says: /Names "b", so that term's Narrower must name "a" too\. Add it there\.$/,
  },
]

describe("the editor's refusals, in the editor's words", () => {
  it("covers every kind of rule the checks report", () => {
    const kinds = new Set(EVERY_RULE.map((r) => r.rule.kind))
    // Each kind named in the Rule type (../content-model/problem.ts) appears above; a new kind must be worded here.
    const declared = readFileSync(path.join(__dirname, "../content-model/problem.ts"), "utf8").match(/kind: "[a-z-]+"/g)
    expect([...kinds].sort()).toEqual([...new Set(declared?.map((k) => k.slice(7, -1)))].sort())
  })

  it.each(EVERY_RULE.map((r) => [r.rule.kind, r] as const))(
    "%s: the entry by its name, then the field by its label, then what to do; no list positions",
    async (_kind, { file, field, rule, says }) => {
      const parsed = await stored()
      const data = parsed.get(file)!
      const sentence = say(parsed, file, field(data), rule)
      expect(sentence).toMatch(says)
      expect(sentence).not.toMatch(/\[\d+\]/)
      expect(sentence).not.toContain("the build's line")
      const collection = COLLECTIONS.find((c) => c.file === file)!
      const list = /^([a-zA-Z]+)\[(\d+)\]/.exec(field(data))
      // A list entry is named by its label's value (a sponsor's name, an archive entry's title), else the file by its label.
      if (list?.[1] && list[2] && typeof data[list[1]][Number(list[2])] === "object")
        expect(sentence).toMatch(/^[A-Z][a-z ]+ "[^"]+"/)
      else expect(sentence.startsWith(collection.label!)).toBe(true)
    },
  )

  it("names the field by the label the form shows, taken from the model: a renamed field changes the message", async () => {
    const parsed = await stored()
    const sponsors = parsed.get("sponsors/sponsors.json")!
    const sentence = say(parsed, "sponsors/sponsors.json", "sponsors[0].shortName", { kind: "required" })
    expect(sentence).toContain(`→ ${decapField("shortName", text()).label}: `)
    // The same model with the field renamed: the message follows the model, not a word written for the field.
    const Renamed = objectType("Sponsor", { slug: slug(), name: text(), nameInSentence: text() })
    const renamed: Collection = {
      file: "sponsors/sponsors.json",
      type: objectType("SponsorsJson", { sponsors: list(object(Renamed)) }),
      label: "Funders",
    }
    const data = { sponsors: sponsors.sponsors.map((s: Json) => ({ ...s, nameInSentence: s.shortName })) }
    const again = say(
      new Map([["sponsors/sponsors.json", data]]),
      "sponsors/sponsors.json",
      "sponsors[0].nameInSentence",
      { kind: "required" },
      [renamed],
    )
    expect(again).toBe(
      `Sponsor ${JSON.stringify(sponsors.sponsors[0].name)} → ${humanize("nameInSentence")}: Is empty. Fill it in.`,
    )
  })

  it("names a new entry that has no name yet by its place", () => {
    const Thing = objectType("Thing", { name: text(), done: boolean({ explicit: true }) })
    const things: Collection = {
      file: "things/things.json",
      type: objectType("ThingsJson", { things: list(object(Thing)) }),
      label: "Things",
    }
    const parsed = new Map([["things/things.json", { things: [{ name: "A" }, { name: "" }] }]])
    expect(say(parsed, "things/things.json", "things[1].name", { kind: "empty" }, [things])).toBe(
      "Thing (the second, not named yet) → Name: Is empty. Write something in it.",
    )
  })

  it("says unanswered Yes/No questions of one entry once, naming each field", async () => {
    const parsed = await stored()
    const archive = parsed.get("archive/archive.json")!
    const problems: Problem[] = ["display", "download", "commercial"].map((name) =>
      withRule(
        { file: "content/archive/archive.json", field: `entries[1].consent.${name}`, message: "is required" },
        { kind: "required", answer: "yes-no" },
      ),
    )
    expect(groupedSentences(messagesFor(problems, parsed, COLLECTIONS), problems)).toEqual([
      `Archive entry ${JSON.stringify(archive.entries[1].title)} → Consent: Answer Yes or No to Display, Download and Commercial.`,
    ])
  })
})
