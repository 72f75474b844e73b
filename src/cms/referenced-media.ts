/**
 * Nothing an entry does not name is written with it. Decap keeps every file uploaded while an entry is open as a
 * "draft" media file of that entry, and its save (persistEntry in decap-cms-core's actions) sends all of them to the
 * backend whether or not the entry still names them: a still refused before saving ("an AVIF picture named .jpg"),
 * then removed from the entry, was written at the next save all the same, and so was any upload removed before the
 * entry's first save. A preSave listener cannot help: it may change the entry's data, but the list of files to write
 * is taken before it runs.
 *
 * The seam used instead is the backend's own interface, the one every Decap backend implements and custom backends
 * are registered with (`CMS.registerBackend(name, Class)`, documented): `persistEntry({ dataFiles, assets }, options)`,
 * where `dataFiles` holds the text of the file being written and `assets` the media to write with it. Decap's
 * registry hands out each registered backend as `{ init }` (`CMS.getBackend(name)`), and builds its backend from
 * that object's `init` after the config has loaded, which is after this script has run; so wrapping `init` for each
 * of Decap's own backends gives every backend instance (the local proxy of `npm run cms`, github, git-gateway, …) a
 * `persistEntry` that keeps only the assets whose path the entry's data names. `registerBackend` itself refuses a
 * name that is taken, so it cannot replace them. On GitHub's editorial workflow the filtered list also tells the
 * backend which media to drop from the pull request's branch (its `editorialWorkflowGit` removes media the list no
 * longer names), so a file written by an earlier save and since removed from the entry goes too.
 */
import * as path from "node:path"

/** A media file Decap would write with an entry (decap-cms-lib-util's AssetProxy: only its path is read here). */
export interface AssetLike {
  path: string
}
/** One file of the entry as the backend writes it: its path in the repository and its text. */
export interface DataFileLike {
  path: string
  raw: string
}
export interface PersistedEntry<A extends AssetLike = AssetLike> {
  dataFiles: readonly DataFileLike[]
  assets: readonly A[]
}
export interface BackendImplementation {
  persistEntry(entry: PersistedEntry, options: unknown): Promise<unknown>
}
interface BackendRegistration {
  init(...args: unknown[]): BackendImplementation
}
export interface BackendRegistry {
  getBackend(name: string): BackendRegistration | undefined
}

/**
 * The backends Decap 3 registers in its prebuilt bundle (decap-cms-app's extensions): the local proxy that
 * `npm run cms` talks to, and every hosted one the config could name.
 */
export const DECAP_BACKENDS = [
  "proxy",
  "github",
  "git-gateway",
  "gitlab",
  "gitea",
  "forgejo",
  "bitbucket",
  "azure",
  "aws-cognito-github-proxy",
  "test-repo",
] as const

/** A repository path as both sides write it: no leading slash, no "./" or "..". */
const normalised = (repositoryPath: string): string => path.posix.normalize(repositoryPath.replace(/^\/+/, ""))

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(strings)
        : []

/**
 * Every repository path the data files name: each string value read as a path relative to its file's folder (how
 * the content model writes media, "stills/harvest-01.jpg" beside portraits.json) and as written. Throws when a data
 * file is not JSON: then nothing can be known, and writing nothing is the safe answer.
 */
export const namedPaths = (dataFiles: readonly DataFileLike[]): Set<string> => {
  const named = new Set<string>()
  for (const file of dataFiles) {
    const folder = path.posix.dirname(normalised(file.path))
    for (const value of strings(JSON.parse(file.raw) as unknown)) {
      named.add(normalised(path.posix.join(folder, value)))
      named.add(normalised(value))
    }
  }
  return named
}

/** The entry with only the assets its data names. */
export const withNamedAssetsOnly = <A extends AssetLike>(entry: PersistedEntry<A>): PersistedEntry<A> => {
  const named = namedPaths(entry.dataFiles)
  return { ...entry, assets: entry.assets.filter((asset) => named.has(normalised(asset.path))) }
}

/** Gives one backend instance a persistEntry that writes only the assets the entry names. */
export const guardBackend = <B extends BackendImplementation>(backend: B): B => {
  const persistEntry = backend.persistEntry.bind(backend)
  backend.persistEntry = (entry, options) => persistEntry(withNamedAssetsOnly(entry), options)
  return backend
}

/**
 * Wraps the named backends of Decap's registry (see the file's comment), handing each instance to `also` as well
 * (the editor's record of what each file held when loaded, ./stale-saves.ts); returns the names it wrapped.
 */
export const guardRegisteredBackends = (
  registry: BackendRegistry,
  names: readonly string[] = DECAP_BACKENDS,
  also: (backend: BackendImplementation) => BackendImplementation = (backend) => backend,
): string[] =>
  names.filter((name) => {
    const registration = registry.getBackend(name)
    if (registration === undefined) return false
    const init = registration.init.bind(registration)
    registration.init = (...args) => guardBackend(also(init(...args)))
    return true
  })
