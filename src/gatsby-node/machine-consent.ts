/**
 * Consent a machine can read: every archive entry whose mover did not agree to machine-learning training says so
 * where crawlers and dataset builders look, generated at each build from the entries' `consent.machineLearning`:
 *   - `tdm-reservation: 1` (W3C TDMRep) and `X-Robots-Tag: noai, noimageai` on the entry's page, its page data and
 *     each of its files, as rules of public/_headers;
 *   - /.well-known/tdmrep.json, TDMRep's list of the reserved paths;
 *   - in robots.txt, a group per known AI training crawler disallowing those paths.
 * An entry whose mover said yes gets none of it. docs/editing.md ("Add an archive entry", its paragraph "Consent a machine can read") says it for editors.
 *
 * The header rules name each path exactly, never `/archive/<slug>/*`: Netlify reads `/a/b/*` as the regular
 * expression ^/a/b/?(.*)/?$ (case-insensitively), which also matches /a/bc/, so an entry's refusal would reach every
 * entry whose slug begins with its own, consenting or not.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { BuildArgs } from "gatsby"
import { ArchiveEntry } from "../content-model/model"
import {
  AI_REFUSAL_DIRECTIVES,
  AI_TRAINING_CRAWLERS,
  archiveEntryPath,
  TDM_RESERVATION_HEADER,
  TDMREP_PATH,
} from "../constants"
import { NOINDEX_CONTEXTS, NOINDEX_HEADER } from "../security-headers"
import { SITE_FILES } from "../site-files"

const MARKER_START = "# movement-undercommons consent start"
const MARKER_END = "# movement-undercommons consent end"
const ROBOTS_MARKER = "# Archive entries whose movers did not agree to machine-learning training"

/** The part of an archive entry this needs. */
export interface ConsentSource {
  slug: string
  consent: { machineLearning: boolean }
}

/** A refusal unless the mover said yes: the field is explicit, and anything but `true` counts as a no. */
export const refusesMachineLearning = (entry: ConsentSource): boolean => entry.consent.machineLearning !== true

/** The page's data, which holds the entry's words and figures as the page does. */
export const entryPageDataPath = (slug: string): string => `/page-data${archiveEntryPath(slug)}page-data.json`

/** Every URL path of an entry: its page, its page's data and each file in its folder (index.html included). */
export const entryUrlPaths = (slug: string, fileNames: readonly string[]): string[] => [
  archiveEntryPath(slug),
  entryPageDataPath(slug),
  ...[...fileNames].sort().map((name) => `${archiveEntryPath(slug)}${name}`),
]

/** The X-Robots-Tag value on a refusing entry's paths; in a no-index context it keeps the no-index too. */
export const refusalRobotsTag = (context: string | undefined): string =>
  [
    ...((NOINDEX_CONTEXTS as readonly (string | undefined)[]).includes(context) ? [NOINDEX_HEADER.value] : []),
    ...AI_REFUSAL_DIRECTIVES,
  ].join(", ")

/** Our consent block of public/_headers: one rule per path of each refusing entry. */
export const consentHeadersBlock = (
  refusing: readonly { slug: string; fileNames: readonly string[] }[],
  context: string | undefined,
): string => {
  const lines = refusing.flatMap(({ slug, fileNames }) =>
    entryUrlPaths(slug, fileNames).flatMap((urlPath) => [
      urlPath,
      `  ${TDM_RESERVATION_HEADER.key}: ${TDM_RESERVATION_HEADER.value}`,
      `  ${NOINDEX_HEADER.key}: ${refusalRobotsTag(context)}`,
    ]),
  )
  return [MARKER_START, ...lines, MARKER_END, ""].join("\n")
}

/** /.well-known/tdmrep.json: each refusing entry's folder and page data, reserved (no policy: we have none). */
export const tdmrepJson = (refusingSlugs: readonly string[]): string =>
  `${JSON.stringify(
    [...refusingSlugs].sort().flatMap((slug) =>
      [archiveEntryPath(slug), `${archiveEntryPath(slug)}*`, entryPageDataPath(slug)].map((location) => ({
        location,
        [TDM_RESERVATION_HEADER.key]: Number(TDM_RESERVATION_HEADER.value),
      })),
    ),
    null,
    2,
  )}\n`

/**
 * robots.txt's groups for the AI training crawlers: each disallows the refusing entries' folders and page data.
 * A crawler that finds a group naming it follows that group alone, so each group says only what it refuses; the
 * rest of the site stays open to it. No refusing entry, no groups.
 */
export const aiCrawlerRobotsRules = (refusingSlugs: readonly string[]): string => {
  if (refusingSlugs.length === 0) return ""
  const disallowed = [...refusingSlugs]
    .sort()
    .flatMap((slug) => [`Disallow: ${archiveEntryPath(slug)}`, `Disallow: ${entryPageDataPath(slug)}`])
  const groups = AI_TRAINING_CRAWLERS.map((agent) => [`User-agent: ${agent}`, ...disallowed].join("\n"))
  return `\n${ROBOTS_MARKER}\n${groups.join("\n\n")}\n`
}

/** Replaces our marked block in a _headers text (or puts it first), keeping everything else. */
export const withConsentBlock = (existing: string, block: string): string =>
  block + existing.replace(new RegExp(`${MARKER_START}[\\s\\S]*?${MARKER_END}\\n?`), "")

/**
 * Writes the three for these entries into a built site's folder. Runs before the Content-Security-Policy's block is
 * put first in _headers, so the consent rules come after the no-index rule of a deploy preview. The deploy check
 * (e2e/netlify-deploy.spec.ts) calls it on a copy of the build, for another context.
 */
export const writeConsentFiles = async (
  publicDir: string,
  entries: readonly ConsentSource[],
  context: string | undefined,
): Promise<{ refusing: number }> => {
  const refusing = await Promise.all(
    entries.filter(refusesMachineLearning).map(async ({ slug }) => ({
      slug,
      fileNames: await fs
        .readdir(path.join(publicDir, archiveEntryPath(slug)), { withFileTypes: true })
        .then((found) => found.filter((entry) => entry.isFile()).map((entry) => entry.name))
        .catch(() => [] as string[]),
    })),
  )
  const slugs = refusing.map(({ slug }) => slug)
  const headersFile = path.join(publicDir, "_headers")
  const existing = await fs.readFile(headersFile, "utf8").catch(() => "")
  await fs.writeFile(headersFile, withConsentBlock(existing, consentHeadersBlock(refusing, context)))
  await fs.mkdir(path.dirname(path.join(publicDir, TDMREP_PATH)), { recursive: true })
  await fs.writeFile(path.join(publicDir, TDMREP_PATH), tdmrepJson(slugs))
  const robotsFile = path.join(publicDir, SITE_FILES.robots)
  const robots = await fs.readFile(robotsFile, "utf8")
  const opened = robots.includes(ROBOTS_MARKER) ? robots.slice(0, robots.indexOf(ROBOTS_MARKER) - 1) : robots
  await fs.writeFile(robotsFile, opened + aiCrawlerRobotsRules(slugs))
  return { refusing: slugs.length }
}

/** The build's step: the archive entries from Gatsby's node store, after the archive's files are in place. */
export const writeMachineConsent = async ({
  reporter,
  getNodesByType,
}: Pick<BuildArgs, "reporter" | "getNodesByType">): Promise<void> => {
  const entries = getNodesByType(ArchiveEntry.name) as unknown as ConsentSource[]
  const { refusing } = await writeConsentFiles(path.resolve(process.cwd(), "public"), entries, process.env.CONTEXT)
  reporter.info(
    `Machine-readable consent: ${refusing} of ${entries.length} archive entries refuse machine learning (tdm-reservation, X-Robots-Tag, ${TDMREP_PATH}, robots.txt for ${AI_TRAINING_CRAWLERS.length} crawlers)`,
  )
}
