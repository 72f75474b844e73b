/**
 * The archive's own rules, beyond what each field's model says: consent decides what an entry may publish, and
 * every entry's BVH must parse (the parser names the line and the problem), its unit must be readable, the figure
 * must be read as one standing human (or the entry states its roles), stand at a plausible height under its unit
 * and axis, and the joints it names for roles must exist.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { heightProblem, readBvh } from "../archive/analyse"
import { BvhError, type Bvh } from "../archive/bvh"
import { parseUnit, parseUpAxis } from "../archive/conventions"
import { ROLES, unknownRoleNames, type RoleNames } from "../archive/roles"
import { readBody } from "../archive/shape"
import { BVH_UNITS } from "../constants"
import { withRule, type Problem, type Rule } from "./problem"

const ARCHIVE_FILE = "archive/archive.json"

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : []
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined

/** Consent rules: what the mover did not agree to, the entry may not do. Pure, over the parsed archive.json. */
export const checkArchiveConsent = (archive: unknown): Problem[] => {
  const problems: Problem[] = []
  const add = (field: string, message: string, rule: Rule) =>
    problems.push(withRule({ file: ARCHIVE_FILE, field, message }, rule))
  records(field(archive, "entries")).forEach((entry, index) => {
    const at = `entries[${index}]`
    const consent = field(entry, "consent")
    if (typeof consent !== "object" || consent === null) return // reported as required by the field check
    if (field(consent, "display") === false)
      add(`${at}.consent.display`, "is false: the mover did not agree to be shown, so the entry cannot be published", {
        kind: "consent-display",
      })
    if (entry.offerDownloads === true && field(consent, "download") !== true)
      add(
        `${at}.offerDownloads`,
        "is true but consent.download is not: the mover did not agree to downloads, so set offerDownloads to false",
        { kind: "consent-download" },
      )
    const attribution = field(consent, "attribution")
    const attributedAs = field(consent, "attributedAs")
    const named = typeof attributedAs === "string" && attributedAs.trim() !== ""
    if ((attribution === "name" || attribution === "pseudonym") && !named)
      add(`${at}.consent.attributedAs`, `is required when attribution is "${attribution}": the name to show`, {
        kind: "attributed-as-needed",
        attribution,
      })
    if (attribution === "anonymous" && named)
      add(`${at}.consent.attributedAs`, 'must be left out when attribution is "anonymous"', {
        kind: "attributed-as-anonymous",
      })
  })
  return problems
}

/**
 * Whether a text is a well-formed language tag (BCP 47, as `Intl` reads one: "es", "pt-BR", "zap") whose language
 * is a two- or three-letter code (`Intl` also takes a language's name in English, "Spanish", as a tag).
 */
const isLanguageTag = (value: string): boolean => {
  if (!/^[a-z]{2,3}(?:-|$)/i.test(value)) return false
  try {
    return Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}

/** The language each entry's mover said their words in: a language tag, so a page can mark the words with it. */
export const checkMoverWords = (archive: unknown): Problem[] =>
  records(field(archive, "entries")).flatMap((entry, index) => {
    const tag = entry.moverWordsLanguage
    if (typeof tag !== "string" || tag.trim() === "" || isLanguageTag(tag.trim())) return []
    return [
      {
        file: ARCHIVE_FILE,
        field: `entries[${index}].moverWordsLanguage`,
        message: `must be a language tag such as "es", "en" or "pt-BR" (got ${JSON.stringify(tag)})`,
      },
    ]
  })

/** Unit, axis, height, roles and reference frames of one entry whose BVH parsed. */
const motionProblems = (entry: Record<string, unknown>, at: string, bvh: Bvh, file: string): Problem[] => {
  const problems: Problem[] = []
  const add = (name: string, message: string) => problems.push({ file: ARCHIVE_FILE, field: `${at}.${name}`, message })
  const unit = typeof entry.motionUnit === "string" ? parseUnit(entry.motionUnit) : undefined
  if (unit === undefined) {
    add(
      "motionUnit",
      `must be one of ${Object.keys(BVH_UNITS).join(", ")} or a number of metres per file unit (e.g. 0.0564444)`,
    )
    return problems
  }
  const up = parseUpAxis(entry.motionUp as string | null | undefined)
  if (up === undefined) return problems // the field's own check names the allowed values
  const roles = field(entry, "roles")
  const stated: RoleNames = {}
  if (typeof roles === "object" && roles !== null) {
    for (const [role, name] of unknownRoleNames(bvh.joints, roles))
      add(`roles.${role}`, `names "${name}", which is not a joint in ${file}`)
    for (const role of ROLES) {
      const name = field(roles, role)
      if (typeof name === "string" && name !== "") stated[role] = name
    }
  }
  // The same reading of the body the build derives from (../archive/shape.ts), with the roles the entry states.
  const refusal = readBody(bvh, stated).refusal
  // A refused skeleton's height means nothing until its roles are stated: the refusal alone is reported.
  const height = refusal === undefined ? heightProblem(bvh, file, unit, up, stated) : undefined
  if (refusal !== undefined) add("motion", `is not read as one standing human: ${file}: ${refusal}`)
  if (height !== undefined) add("motionUnit", `gives an implausible figure: ${height}`)
  const reference = entry.referenceFrames
  if (typeof reference === "number" && reference > bvh.frames.length - 2)
    add("referenceFrames", `is ${reference}, but ${file} has ${bvh.frames.length} frames; at least 2 must remain`)
  return problems
}

/**
 * What the build remembers of earlier checks (src/gatsby-node/validate-content.ts): a take found clean with the same
 * settings, its file unchanged since, is not read again, so a warm build does not parse every take in the archive.
 */
export interface MotionCheckMemo {
  /**
   * Whether `file` (absolute) was found clean under `settings` and is unchanged since; `remember` records that it is
   * clean now, against the file as it was when looked up (before it is read, so a change meanwhile is not missed).
   */
  look(file: string, settings: string): Promise<{ clean: boolean; remember: () => void }>
}

/** The fields the check reads besides the take: a clean take is clean again only with the same ones. */
const checkedSettings = (entry: Record<string, unknown>): string =>
  JSON.stringify([entry.motionUnit, entry.motionUp, entry.roles, entry.referenceFrames])

/**
 * Parses every entry's BVH; a malformed file is reported with its line. `label` turns content paths into messages.
 * With a `memo`, a take it knows as clean under the same settings is not read; a take with a problem is never
 * remembered, so its problems are reported on every check.
 */
export const checkArchiveMotion = async (
  archive: unknown,
  contentDir: string,
  label: (relative: string) => string,
  memo?: MotionCheckMemo,
): Promise<Problem[]> => {
  const problems: Problem[] = []
  const base = path.join(contentDir, path.dirname(ARCHIVE_FILE))
  for (const [index, entry] of records(field(archive, "entries")).entries()) {
    const motion = entry.motion
    if (typeof motion !== "string" || !motion.toLowerCase().endsWith(".bvh")) continue
    const absolute = path.resolve(base, motion)
    if (!absolute.startsWith(contentDir + path.sep)) continue
    const known = await memo?.look(absolute, checkedSettings(entry))
    if (known?.clean) continue
    let text: string
    try {
      text = await fs.readFile(absolute, "utf8")
    } catch {
      continue // "file not found" is the file field's message
    }
    const name = label(path.relative(contentDir, absolute))
    let bvh: Bvh
    try {
      // The same parse the build's derivation uses (one per take per process, ../archive/analyse.ts).
      bvh = readBvh(text, name)
    } catch (error) {
      if (!(error instanceof BvhError)) throw error
      problems.push({
        file: ARCHIVE_FILE,
        field: `entries[${index}].motion`,
        message: `is not a readable BVH: ${error.message}`,
      })
      continue
    }
    const found = motionProblems(entry, `entries[${index}]`, bvh, name)
    if (found.length === 0) known?.remember()
    problems.push(...found)
  }
  return problems
}

const LEXICON_FILE = "lexicon/lexicon.json"
const INVERSE = { broader: "narrower", narrower: "broader", related: "related" } as const

/** The lexicon's links go both ways: B broader than A means A narrower than B; related is mutual. */
export const checkLexiconLinks = (lexicon: unknown): Problem[] => {
  const terms = records(field(lexicon, "terms"))
  const bySlug = new Map(terms.map((t) => [t.slug, t]))
  const problems: Problem[] = []
  terms.forEach((term, index) => {
    for (const [kind, inverse] of Object.entries(INVERSE)) {
      const links = field(term, kind)
      if (!Array.isArray(links)) continue
      links.forEach((slug, at) => {
        if (slug === term.slug)
          problems.push(
            withRule(
              { file: LEXICON_FILE, field: `terms[${index}].${kind}[${at}]`, message: "names the term itself" },
              { kind: "term-names-itself" },
            ),
          )
        const other = bySlug.get(slug)
        const back = other ? field(other, inverse) : undefined
        if (other && Array.isArray(back) && !back.includes(term.slug))
          problems.push(
            withRule(
              {
                file: LEXICON_FILE,
                field: `terms[${index}].${kind}[${at}]`,
                message: `names "${String(slug)}", whose ${inverse} terms should then include "${String(term.slug)}"`,
              },
              { kind: "term-one-way", other: String(slug), inverse, term: String(term.slug) },
            ),
          )
      })
    }
  })
  return problems
}
