import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { objectType, text as textField } from "../content-model/fields"
import { COLLECTIONS } from "../content-model/model"
import { cmsCollectionOfFile } from "./decap"
import {
  LoadedVersions,
  lostDataRefusal,
  lostLoadedData,
  lostLoadedFile,
  staleRefusal,
  type VersionedBackend,
} from "./stale-saves"

const FILE = "content/credits/credits.json"
const ENTRY = { collection: cmsCollectionOfFile("credits/credits.json"), slug: "credits", workflow: false }
const IN_WORKFLOW = { ...ENTRY, workflow: true }

/** A backend over an in-memory repository: a published branch and, per file, an open pull request's branch. */
const fakeBackend = (published: Map<string, string>, inReview = new Map<string, string>()) => {
  const backend: VersionedBackend & { writes: { path: string; raw: string; workflow: boolean }[] } = {
    writes: [],
    getEntry: (path) => Promise.resolve({ data: published.get(path) ?? "", file: { path } }),
    entriesByFiles: (files) =>
      Promise.resolve(files.map(({ path }) => ({ data: published.get(path) ?? "", file: { path } }))),
    unpublishedEntry: () =>
      inReview.size === 0
        ? Promise.reject(new Error("content is not under editorial workflow"))
        : Promise.resolve({ diffs: [...inReview.keys()].map((path) => ({ path, id: `blob-of-${path}` })) }),
    unpublishedEntryDataFile: (_collection, _slug, path) => Promise.resolve(inReview.get(path) ?? ""),
    persistEntry(entry, options) {
      const workflow = (options as { useWorkflow?: boolean }).useWorkflow === true
      for (const file of entry.dataFiles) {
        backend.writes.push({ ...file, workflow })
        ;(workflow ? inReview : published).set(file.path, file.raw)
      }
      return Promise.resolve()
    },
  }
  return backend
}

describe("no save from a stale copy", () => {
  it("lets a tab save what it loaded, and save again after its own save", async () => {
    const versions = new LoadedVersions()
    const backend = versions.watch(fakeBackend(new Map([[FILE, "one"]])))
    await backend.getEntry?.(FILE)
    expect(await versions.freshness(FILE, ENTRY)).toEqual({ kind: "fresh" })
    await backend.persistEntry({ dataFiles: [{ path: FILE, raw: "two" }] }, { useWorkflow: false })
    expect(await versions.freshness(FILE, ENTRY)).toEqual({ kind: "fresh" })
  })

  it("refuses the second of two tabs that loaded the same text, whichever read loaded it", async () => {
    const published = new Map([[FILE, "one"]])
    const first = new LoadedVersions()
    const second = new LoadedVersions()
    const firstTab = first.watch(fakeBackend(published))
    const secondTab = second.watch(fakeBackend(published))
    await firstTab.getEntry?.(FILE)
    await secondTab.entriesByFiles?.([{ path: FILE }])
    await firstTab.persistEntry({ dataFiles: [{ path: FILE, raw: "one, and the first tab's change" }] }, {})
    expect(await first.freshness(FILE, ENTRY)).toEqual({ kind: "fresh" })
    expect(await second.freshness(FILE, ENTRY)).toEqual({
      kind: "changed",
      loaded: "one",
      current: "one, and the first tab's change",
    })
  })

  it("compares with the open pull request's copy on the editorial workflow, and the published one without", async () => {
    const published = new Map([[FILE, "one"]])
    const inReview = new Map<string, string>()
    const versions = new LoadedVersions()
    const backend = versions.watch(fakeBackend(published, inReview))
    await backend.getEntry?.(FILE)
    // Another editor's save opens the entry's pull request: the published copy is unchanged, the save would go there.
    inReview.set(FILE, "one, and another editor's change")
    expect((await versions.freshness(FILE, IN_WORKFLOW)).kind).toBe("changed")
    // This tab loads the pull request's copy (Decap shows it), changes it and saves it there: fresh again.
    await backend.unpublishedEntryDataFile?.(ENTRY.collection, "credits", FILE, "blob")
    expect(await versions.freshness(FILE, IN_WORKFLOW)).toEqual({ kind: "fresh" })
    await backend.persistEntry({ dataFiles: [{ path: FILE, raw: "both changes" }] }, { useWorkflow: true })
    expect(await versions.freshness(FILE, IN_WORKFLOW)).toEqual({ kind: "fresh" })
    expect(published.get(FILE)).toBe("one")
    // Without the workflow (the local backend), only the published copy counts: this tab's is the stale one there.
    expect((await versions.freshness(FILE, ENTRY)).kind).toBe("changed")
  })

  it("says a file this tab never loaded is not loaded, and a backend it cannot read unknown", async () => {
    const versions = new LoadedVersions()
    versions.watch(fakeBackend(new Map([[FILE, "one"]])))
    expect(await versions.freshness(FILE, ENTRY)).toEqual({ kind: "not-loaded" })
    const offline = new LoadedVersions()
    const backend = offline.watch({ ...fakeBackend(new Map()), getEntry: () => Promise.reject(new Error("offline")) })
    await backend.entriesByFiles?.([{ path: FILE }])
    expect((await offline.freshness(FILE, ENTRY)).kind).toBe("unknown")
  })
})

describe("a form that lost its loaded data", () => {
  const loaded = { questions: ["Why?"], headline: "Two outcomes", cards: [{ heading: "One" }] }

  it("is a form holding none of the loaded file's fields", () => {
    expect(lostLoadedData(loaded, {})).toBe(true)
    expect(lostLoadedData(loaded, undefined)).toBe(true)
    expect(lostLoadedData(loaded, { unrelated: "x" })).toBe(true)
  })

  it("is not a form the editor emptied field by field (Decap keeps the emptied fields' keys)", () => {
    expect(lostLoadedData(loaded, loaded)).toBe(false)
    expect(lostLoadedData(loaded, { questions: [], headline: "", cards: [] })).toBe(false)
    expect(lostLoadedData(loaded, { headline: "Changed" })).toBe(false)
    // A file with nothing in it has nothing to lose.
    expect(lostLoadedData({ questions: [] }, {})).toBe(false)
  })
})

describe("a form that lost the file it loaded, for a file stored with its languages", () => {
  const site = COLLECTIONS.find((c) => c.file === "site/site.json")
  const text = fs.readFileSync(path.join(CONTENT_DIR, "site/site.json"), "utf8")
  const { en: english } = JSON.parse(text) as { en: Record<string, unknown> }

  it("compares the form, which holds the English, with the file's English", () => {
    expect(lostLoadedFile(site?.type, text, english)).toBe(false)
    expect(lostLoadedFile(site?.type, text, { ...english, tagline: "" })).toBe(false)
    expect(lostLoadedFile(site?.type, text, {})).toBe(true)
    // Without the file's type, the layout's "en" and "es" are not the form's fields: every save would be refused.
    expect(lostLoadedFile(undefined, text, english)).toBe(true)
    // A file in one language (none today: every file has texts to translate) is compared as it is.
    const notes = objectType("NotesJson", { heading: textField() })
    const stored = JSON.stringify({ heading: "Notes" })
    expect(lostLoadedFile(notes, stored, { heading: "Notes" })).toBe(false)
    expect(lostLoadedFile(notes, stored, {})).toBe(true)
  })
})

describe("the refusals' words", () => {
  it("say what changed the file, that the form keeps the changes, and how to keep both", () => {
    const local = staleRefusal("Credits (People page)", { kind: "local" })
    expect(local).toMatch(/^Not saved: Credits \(People page\) was changed in another tab or window/)
    expect(local).toContain("Your changes are still in this form")
    expect(local).toContain("reload the page")
    expect(local).toContain("make your change again")
    expect(staleRefusal("Sponsors", { kind: "person", name: "A. Editor", when: "today" })).toContain(
      "was changed by A. Editor (today) after you opened it",
    )
    expect(staleRefusal("Sponsors", { kind: "someone" })).toContain("by someone else's save")
    expect(lostDataRefusal("Landing page")).toMatch(/^Not saved: .*Landing page.*would empty the file\.\nReload/)
  })
})
