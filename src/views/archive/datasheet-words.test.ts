/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The entry datasheet's derived words read back and said in the page's words (./datasheet-words.ts), on what the
 * build really derives: every sample entry (content/archive), also with a stated reference pose of one and of two
 * frames. In English each is what the build wrote, byte for byte; in Spanish none is left in English.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { motionSettings, type EntryMotion } from "../../archive/analyse"
import { parseUnit, type LengthUnit } from "../../archive/conventions"
import { deriveEntry, type EntryText } from "../../archive/entry-files"
import { fileConventionWords, readFileConvention } from "../../archive/file-convention"
import { BVH_UNITS, BVH_UP_AXES, type BvhUnit } from "../../constants"
import { CATALOGUE_ES } from "../../i18n/es"
import { conventionIn, downloadDescriptionIn, emphasisIn, jointsUsedIn } from "./datasheet-words"
import { ARCHIVE_TEXT } from "./copy"

const ARCHIVE = path.resolve(__dirname, "../../../content/archive")
const archive = (
  JSON.parse(fs.readFileSync(path.join(ARCHIVE, "archive.json"), "utf8")) as {
    en: { entries: (EntryText & EntryMotion)[] }
  }
).en
const derive = (entry: EntryText & EntryMotion) =>
  deriveEntry(
    entry,
    fs.readFileSync(path.join(ARCHIVE, entry.motion), "utf8"),
    entry.motion,
    motionSettings(entry, entry.slug),
    `/archive/${entry.slug}/`,
  )
const takes = [
  ...archive.entries,
  ...[1, 2].map((referenceFrames) => ({ ...(archive.entries[0] as EntryText & EntryMotion), referenceFrames })),
].map((entry) => ({ slug: entry.slug, derived: derive(entry) }))
const ES = CATALOGUE_ES.archive

/** Words only English writes here: a Spanish datasheet says none of them. */
const ENGLISH_WORDS =
  /\b(metres|millimetres|centimetres|inches|feet|unit|up|hand|foot|head|root|arms|legs|whole|master|joint|frames?|glitch(es)?|datasheet|checksums)\b/

describe("the datasheet's derived words", () => {
  test("are, in English, what the build wrote, for every sample entry", () => {
    expect(takes.length).toBeGreaterThanOrEqual(6)
    for (const { slug, derived } of takes) {
      expect([slug, emphasisIn(ARCHIVE_TEXT, derived.bodyEmphasis)]).toEqual([slug, derived.bodyEmphasis])
      expect([slug, conventionIn(ARCHIVE_TEXT, derived.fileConvention)]).toEqual([slug, derived.fileConvention])
      expect([slug, jointsUsedIn(ARCHIVE_TEXT, derived.roles)]).toEqual([
        slug,
        derived.roles.map((use) => `${use.role}: ${use.joint}`).join(", "),
      ])
      expect(derived.downloads.length).toBeGreaterThan(0)
      for (const file of derived.downloads)
        expect([slug, downloadDescriptionIn(ARCHIVE_TEXT, file, slug, derived)]).toEqual([slug, file.description])
    }
  })

  test("are, in Spanish, Spanish words for every sample entry", () => {
    for (const { slug, derived } of takes) {
      const said = [
        emphasisIn(ES, derived.bodyEmphasis),
        conventionIn(ES, derived.fileConvention),
        jointsUsedIn(ES, derived.roles),
        ...derived.downloads.map((file) => downloadDescriptionIn(ES, file, slug, derived)),
      ]
      for (const words of said) expect([slug, words, ENGLISH_WORDS.exec(words)?.[0]]).toEqual([slug, words, undefined])
    }
  })

  test("read every unit and axis the build can write back, named or in metres a unit", () => {
    const units = [
      ...(Object.keys(BVH_UNITS) as BvhUnit[]).map((name) => parseUnit(name) as LengthUnit),
      parseUnit("0.0564444") as LengthUnit,
    ]
    for (const unit of units)
      for (const up of BVH_UP_AXES) {
        const words = fileConventionWords(unit.words, up)
        expect([words, conventionIn(ARCHIVE_TEXT, words)]).toEqual([words, words])
        expect(readFileConvention(words)?.up).toBe(up.toUpperCase())
      }
    expect(conventionIn(ES, fileConventionWords((parseUnit("0.0564444") as LengthUnit).words, "-z"))).toBe(
      "1 unidad = 0,0564444 m, -Z hacia arriba",
    )
    // Words the build never writes are shown as they came.
    expect(conventionIn(ES, "furlongs")).toBe("furlongs")
    expect(emphasisIn(ES, "")).toBe("")
  })
})
