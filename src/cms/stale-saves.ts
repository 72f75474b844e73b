/**
 * No save from a stale copy. Decap writes a file collection's entry whole: the form's data, as it was loaded plus the
 * editor's changes, replaces the file. So when the file changed after the form loaded it (another tab, another
 * editor, a change by hand, another editor's pull request on the live site), a save would silently undo that change.
 * Each tab therefore remembers every content file's text as its backend handed it over (and as it last saved it),
 * and the check before a save (./editor-script.ts) reads the file's current text through the same backend: when the
 * two differ, the save is refused, in the same "Not saved" pop-up as every other refusal, saying what changed it and
 * how to keep both changes. The form keeps what the editor typed, so nothing is lost.
 *
 * The seam is the one ./referenced-media.ts uses: each backend instance Decap builds (the local proxy of
 * `npm run cms`, github on the live site) has its reads (`getEntry`, `entriesByFiles`, and on the editorial
 * workflow `unpublishedEntryDataFile`) and its `persistEntry` watched, and its unwatched reads answer "what is
 * there now". On the editorial workflow, a save goes to the entry's open pull request when it has one, so that
 * branch's copy is the one compared; otherwise the published branch's.
 *
 * The same record guards a form that lost its data: a form whose file this tab never loaded (Decap kept an earlier
 * entry's editor on screen after the address changed), or one that holds none of the loaded file's fields, is
 * refused rather than written over the file (`lostLoadedData`).
 */
import type { ObjectType } from "../content-model/fields"
import { englishOf } from "../content-model/translations"

/** One file as a backend hands it over (decap-cms-lib-util's ImplementationEntry: only these parts are read). */
interface LoadedEntry {
  data: string
  file: { path: string }
}
/** What persistEntry writes (the parts read here) and how (`useWorkflow`: into a pull request's branch). */
interface WrittenEntry {
  dataFiles: readonly { path: string; raw: string }[]
}
interface UnpublishedEntry {
  diffs: readonly { path: string; id: string }[]
}

/** The backend methods the record watches and reads through; a backend without one is left as it is. */
export interface VersionedBackend {
  getEntry?(path: string): Promise<LoadedEntry>
  entriesByFiles?(files: readonly { path: string }[]): Promise<LoadedEntry[]>
  unpublishedEntry?(args: { collection: string; slug: string }): Promise<UnpublishedEntry>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>
  persistEntry(entry: WrittenEntry, options: unknown): Promise<unknown>
}

/** Where a save of a file would go, and what stands there now. */
export type Freshness =
  | { kind: "fresh" }
  | { kind: "not-loaded" }
  | { kind: "changed"; loaded: string; current: string }
  | { kind: "unknown"; error: unknown }

/**
 * The entry a save is for, as Decap names it, and whether saves go through the editorial workflow (the live site;
 * the local backend of `npm run cms` publishes directly, and refuses the workflow's requests).
 */
export interface SavedEntry {
  collection: string
  slug: string
  workflow: boolean
}

const normalisedPath = (filePath: string) => filePath.replace(/^\/+/, "")

/**
 * The texts this tab loaded, by repository path: from the published branch, and from an open pull request's branch
 * (the form shows that one when it exists), each also set by this tab's own saves.
 */
export class LoadedVersions {
  private readonly published = new Map<string, string>()
  private readonly unpublished = new Map<string, string>()
  /** The watched backend's own reads, unwatched, for the current text. */
  private reads: Omit<VersionedBackend, "persistEntry"> | undefined

  /** The text the form of `filePath` was loaded from (or last saved as), if this tab loaded it. */
  loaded(filePath: string): string | undefined {
    const key = normalisedPath(filePath)
    return this.unpublished.get(key) ?? this.published.get(key)
  }

  /** Watches one backend instance's reads and saves (see the file's comment); returns it. */
  watch<B extends VersionedBackend>(backend: B): B {
    const original = {
      getEntry: backend.getEntry?.bind(backend),
      entriesByFiles: backend.entriesByFiles?.bind(backend),
      unpublishedEntry: backend.unpublishedEntry?.bind(backend),
      unpublishedEntryDataFile: backend.unpublishedEntryDataFile?.bind(backend),
    }
    const persistEntry = backend.persistEntry.bind(backend)
    const remember = (map: Map<string, string>, entry: LoadedEntry) =>
      map.set(normalisedPath(entry.file.path), entry.data)
    if (original.getEntry) {
      const read = original.getEntry
      backend.getEntry = async (filePath) => {
        const entry = await read(filePath)
        remember(this.published, entry)
        return entry
      }
    }
    if (original.entriesByFiles) {
      const read = original.entriesByFiles
      backend.entriesByFiles = async (files) => {
        const entries = await read(files)
        for (const entry of entries) remember(this.published, entry)
        return entries
      }
    }
    if (original.unpublishedEntryDataFile) {
      const read = original.unpublishedEntryDataFile
      backend.unpublishedEntryDataFile = async (collection, slug, filePath, id) => {
        const data = await read(collection, slug, filePath, id)
        this.unpublished.set(normalisedPath(filePath), data)
        return data
      }
    }
    backend.persistEntry = async (entry, options) => {
      const result = await persistEntry(entry, options)
      const workflow = (options as { useWorkflow?: boolean } | undefined)?.useWorkflow === true
      for (const file of entry.dataFiles)
        (workflow ? this.unpublished : this.published).set(normalisedPath(file.path), file.raw)
      return result
    }
    this.reads = original
    return backend
  }

  /**
   * The file's text where a save of it would go now: its open pull request's branch on the editorial workflow, else
   * the published branch (the local backend has only that).
   */
  private async current(filePath: string, entry: SavedEntry): Promise<string> {
    const reads = this.reads
    if (!reads?.getEntry) throw new Error("the backend reads no entries")
    // Decap's backends answer "not under editorial workflow" when the entry has no open pull request.
    const inReview = entry.workflow ? await reads.unpublishedEntry?.(entry).catch(() => undefined) : undefined
    const diff = inReview?.diffs.find((d) => normalisedPath(d.path) === normalisedPath(filePath))
    if (diff && reads.unpublishedEntryDataFile)
      return reads.unpublishedEntryDataFile(entry.collection, entry.slug, diff.path, diff.id)
    return (await reads.getEntry(filePath)).data
  }

  /** Whether a save of `filePath` (Decap's entry `slug` in `collection`) would be made from its current text. */
  async freshness(filePath: string, entry: SavedEntry): Promise<Freshness> {
    const loaded = this.loaded(filePath)
    if (loaded === undefined) return { kind: "not-loaded" }
    try {
      const current = await this.current(filePath, entry)
      return current === loaded ? { kind: "fresh" } : { kind: "changed", loaded, current }
    } catch (error) {
      return { kind: "unknown", error }
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0)

/**
 * Whether the form's data has lost the file it was loaded from: the file had fields with values, and the form holds
 * none of them. An editor empties fields one by one, and Decap keeps an emptied field's key ("" or []), so a form
 * with not one of its file's fields is one that never received them (an empty form shown for a file, issue 58).
 */
export const lostLoadedData = (loaded: unknown, data: unknown): boolean => {
  if (!isRecord(loaded)) return false
  const filled = Object.keys(loaded).filter((key) => hasValue(loaded[key]))
  if (filled.length === 0) return false
  return !isRecord(data) || filled.every((key) => !(key in data))
}

/**
 * `lostLoadedData` for a content file as loaded, its text, against the form's data. Decap's form holds a file stored
 * with its languages (../content-model/translations.ts) as its English, with each translation beside it, so such a
 * file is compared by its English.
 */
export const lostLoadedFile = (type: ObjectType | undefined, loadedText: string, data: unknown): boolean => {
  const loaded: unknown = JSON.parse(loadedText)
  return lostLoadedData(type === undefined ? loaded : englishOf(type, loaded), data)
}

/** Who or what changed a file since the form loaded it, in the editor's words. */
export type ChangedBy = { kind: "local" } | { kind: "person"; name: string; when?: string } | { kind: "someone" }

const byWhom = (by: ChangedBy): string => {
  switch (by.kind) {
    case "local":
      return "in another tab or window, or by someone editing the file on this computer"
    case "person":
      return `by ${by.name}${by.when === undefined ? "" : ` (${by.when})`}`
    case "someone":
      return "by someone else's save"
  }
}

/** The pop-up's text when the file changed after the form loaded it. */
export const staleRefusal = (label: string, by: ChangedBy): string =>
  [
    `Not saved: ${label} was changed ${byWhom(by)} after you opened it, and saving now would undo that change.`,
    "Your changes are still in this form. To keep both: copy what you changed, reload the page (it then shows the " +
      "file with the other change), make your change again and publish.",
  ].join("\n")

/** The pop-up's text when the form does not hold the file it shows (see `lostLoadedData`). */
export const lostDataRefusal = (label: string): string =>
  [
    `Not saved: this form does not hold ${label} as it was loaded, and saving it would empty the file.`,
    "Reload the page to load the file again, then make your change again and publish.",
  ].join("\n")
