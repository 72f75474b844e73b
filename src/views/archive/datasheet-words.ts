/**
 * The entry page's figures that the build derives as words (issue 62): where the movement is, the file's unit and
 * up axis, the joints by role and what each download is. The build's data keeps them as it always has (English
 * words that are also its keys); these read them back as keys and figures and say them in the page's words. On an
 * English page each is, byte for byte, what the build wrote; words the build never writes are shown as they came.
 */
import { readFileConvention } from "../../archive/file-convention"
import { ARCHIVE_FILE_NAMES, BODY_EMPHASES, type BodyEmphasis } from "../../constants"
import type { Catalogue } from "../../i18n/catalogue"
import { roleOf } from "./figure-roles"

type ArchiveWords = Catalogue["archive"]

const isEmphasis = (value: string): value is BodyEmphasis => (BODY_EMPHASES as readonly string[]).includes(value)

/** Where the take's movement is ("arms"), in the page's words. */
export const emphasisIn = (words: ArchiveWords, emphasis: string): string =>
  isEmphasis(emphasis) ? words.bodyEmphases[emphasis] : emphasis

/** The file's unit and up axis ("millimetres, Z up"), in the page's words. */
export const conventionIn = (words: ArchiveWords, convention: string): string => {
  const read = readFileConvention(convention)
  if (!read) return convention
  const unit = "named" in read.unit ? words.lengthUnits[read.unit.named] : words.metresPerUnit(read.unit.metres)
  return words.fileConventionWords(unit, read.up)
}

/** The joints the figures use, by role ("left hand: LeftWrist, …"), in the page's words. */
export const jointsUsedIn = (words: ArchiveWords, roles: readonly { role: string; joint: string }[]): string =>
  roles
    .map(({ role, joint }) => {
      const key = roleOf(role)
      return `${key === undefined ? role : words.roleNames[key]}: ${joint}`
    })
    .join(", ")

/** What the build says a take's files are: its convention, leading reference frames, rate and filtered glitches. */
export interface DownloadFigures {
  fileConvention: string
  referenceFrames: number
  fps: number
  spikesFiltered: number
}

/**
 * What one download is, in the page's words, by its name (the entry's BVH is named for its slug, the others by
 * ARCHIVE_FILE_NAMES); a file it does not know keeps the build's description.
 */
export const downloadDescriptionIn = (
  words: ArchiveWords,
  file: { name: string; description: string },
  slug: string,
  derived: DownloadFigures,
): string => {
  const say = words.downloadDescriptions
  switch (file.name) {
    case `${slug}.bvh`:
      return say.bvh(conventionIn(words, derived.fileConvention), derived.referenceFrames)
    case ARCHIVE_FILE_NAMES.joints:
      return say.joints(derived.fps)
    case ARCHIVE_FILE_NAMES.features:
      return say.features(derived.spikesFiltered)
    case ARCHIVE_FILE_NAMES.datasheet:
      return say.datasheet
    case ARCHIVE_FILE_NAMES.checksums:
      return say.checksums
    default:
      return file.description
  }
}
