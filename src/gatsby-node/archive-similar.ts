/**
 * "Moves like this" at build time (docs/similarity.md): every entry's list of its nearest others, made in
 * createPages from the descriptors each entry's derivation computed (and the build cache keeps with it, keyed by
 * the entry's BVH and settings, so a new entry computes its own descriptor only). The lists themselves are cached
 * under the digest of every descriptor in order (each digest its values, its Effort estimate and its slug) and of
 * the words the lists show: a build in which none of those changed reads the lists back instead of measuring the
 * n² / 2 pairs again (cheap next to the descriptors, but not nothing at a thousand entries). The lists hold each
 * reason as data, not words: the words are the page's (its language's catalogue), so a change of wording needs no
 * new lists, and the lists' form (`SIMILAR_LISTS_FORMAT`) is part of the key.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { ARCHIVE_SIMILAR_COUNT } from "../constants"
import { descriptorDigest, similarPages, type SimilarPage, type SimilarSource } from "../archive/similarity"
import { archiveCodeVersion, buildCacheDir, sha256Hex } from "./build-cache"

const CACHE_FILE = "archive-similar.json"
/**
 * The form of the lists kept: 2 since each reason is data (src/archive/similar-reason.ts), the page wording it in its
 * language; before, it was an English sentence. Part of the key, so a list kept in another form is never read back.
 */
const SIMILAR_LISTS_FORMAT = 2

export interface SimilarResult {
  lists: Map<string, SimilarPage>
  /** Whether the lists were read back from the build cache, and how long making or reading them took. */
  cached: boolean
  ms: number
  /**
   * Entries whose list differs from the last build's (an entry new since then counts): their pages are rendered
   * again. With fixed scales, one new entry changes only the lists it enters.
   */
  changed: number
}

export const similarListsCached = async (
  sources: readonly SimilarSource[],
  dir: string = buildCacheDir(),
): Promise<SimilarResult> => {
  const start = performance.now()
  const key = sha256Hex(
    JSON.stringify([
      SIMILAR_LISTS_FORMAT,
      archiveCodeVersion(),
      ARCHIVE_SIMILAR_COUNT,
      sources.map((source) => [descriptorDigest(source.descriptor), source.title, source.synthetic, source.terms]),
    ]),
  )
  const file = path.join(dir, CACHE_FILE)
  const saved = await fs
    .readFile(file, "utf8")
    .then((text) => JSON.parse(text) as { key: string; lists: [string, SimilarPage][] })
    .catch(() => undefined)
  if (saved?.key === key)
    return { lists: new Map(saved.lists), cached: true, ms: performance.now() - start, changed: 0 }
  const lists = similarPages(sources, ARCHIVE_SIMILAR_COUNT)
  const before = new Map(saved?.lists)
  let changed = 0
  for (const [slug, list] of lists) if (JSON.stringify(before.get(slug)) !== JSON.stringify(list)) changed++
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(`${file}.${process.pid}.partial`, JSON.stringify({ key, lists: [...lists] }))
  await fs.rename(`${file}.${process.pid}.partial`, file)
  return { lists, cached: false, ms: performance.now() - start, changed }
}
