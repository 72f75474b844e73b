/**
 * Why an entry is on another's "moves like this" list, as data (issue 62; docs/similarity.md, "The reasons in
 * words"): the build works out what to say (./similarity.ts) and each entry page carries it in its context; the
 * page puts it in its own language's words (`reasonText`, with the catalogue's `similar.reasons`: English in
 * ./similar-words.ts, other languages in src/i18n/). Pure, and free of the build's Node modules, so pages import it.
 */
import type { MirroredPart } from "./pose"

/** How the other does the same movement differently (`differencesFor`), clearest first. */
export const DIFFERENCE_KEYS = [
  "quicker",
  "slower",
  "higher",
  "lower",
  "larger",
  "smaller",
  "moreSudden",
  "smoother",
  "inTurn",
  "together",
] as const
export type DifferenceKey = (typeof DIFFERENCE_KEYS)[number]

/**
 * What a take is in one aspect of how it moves (`wordsFor`): two takes share a word when their keys match. The
 * lead's keys are the descriptor's shares ("handShare": led by the hands).
 */
export const ASPECT_WORDS = [
  "handShare",
  "footShare",
  "headShare",
  "still",
  "sudden",
  "smooth",
  "regular",
  "low",
  "overhead",
  "travel",
  "alternate",
  "together",
  "oneSide",
] as const
export type AspectWord = (typeof ASPECT_WORDS)[number]

/**
 * One reason, as an entry page's context carries it:
 * - `same`: both do the same movement; `mirrored` names the part a mirror matches up ("with the other hand"),
 *   `differences` how the other does it differently (none: "done much the same way").
 * - `alike`: another movement, moved alike: `tempoPerMinute` when both keep the same beat (beats a minute, whole),
 *   `aspects` the other ways both move alike (none, and no tempo: "nearest on the whole"); `mirrored` when the match
 *   takes a mirror.
 */
export type SimilarReason =
  | { kind: "same"; mirrored?: MirroredPart; differences: DifferenceKey[] }
  | { kind: "alike"; mirrored?: MirroredPart; tempoPerMinute?: number; aspects: AspectWord[] }

/** A language's words for the reasons (the catalogue's `similar.reasons`). */
export interface ReasonWords {
  /** "The same movement, with the other hand, slower and lower.": `how` is the other side and the differences. */
  same: (how: string) => string
  sameDoneAlike: string
  otherSide: Readonly<Record<MirroredPart, string>>
  differences: Readonly<Record<DifferenceKey, string>>
  /** Between two differences ("slower and lower"). */
  and: string
  /** "Same tempo (about 110 a minute), both led by the hands.": `both` is every `both(aspect)` in turn. */
  sameTempo: (perMinute: number, both: string) => string
  both: (aspect: string) => string
  /** "Like this one, mostly still, with sudden strikes.": `aspects` joined with ", ". */
  likeThisOne: (aspects: string) => string
  nearestOnTheWhole: string
  /** A match that takes a mirror: the reason, then which side. */
  inAMirror: (reason: string, side: string) => string
  aspects: Readonly<Record<AspectWord, string>>
}

/** A reason in a language's words. */
export const reasonText = (words: ReasonWords, reason: SimilarReason): string => {
  const side = reason.mirrored === undefined ? undefined : words.otherSide[reason.mirrored]
  if (reason.kind === "same") {
    const differences = reason.differences.map((key) => words.differences[key])
    const parts = [side, differences.length > 0 ? differences.join(words.and) : undefined].filter(Boolean)
    return parts.length > 0 ? words.same(parts.join(", ")) : words.sameDoneAlike
  }
  const aspects = reason.aspects.map((key) => words.aspects[key])
  const alike =
    reason.tempoPerMinute !== undefined
      ? words.sameTempo(reason.tempoPerMinute, aspects.map((aspect) => words.both(aspect)).join(""))
      : aspects.length > 0
        ? words.likeThisOne(aspects.join(", "))
        : words.nearestOnTheWhole
  return side ? words.inAMirror(alike, side) : alike
}
