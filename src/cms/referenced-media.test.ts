/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import {
  DECAP_BACKENDS,
  guardRegisteredBackends,
  namedPaths,
  withNamedAssetsOnly,
  type PersistedEntry,
} from "./referenced-media"

const portraits = (stills: string[]) => ({
  path: "content/portraits/portraits.json",
  raw: JSON.stringify({ portraits: [{ slug: "harvest", subject: "Ana", stills }] }),
})

describe("only the media an entry names are written with it", () => {
  it("reads media paths relative to the entry's file, as the content model writes them", () => {
    const named = namedPaths([portraits(["stills/harvest-01.jpg", "./stills/../stills/harvest-02.jpg"])])
    expect(named.has("content/portraits/stills/harvest-01.jpg")).toBe(true)
    expect(named.has("content/portraits/stills/harvest-02.jpg")).toBe(true)
    expect(named.has("content/portraits/stills/harvest-03.jpg")).toBe(false)
  })

  it("drops an upload the entry no longer names (refused, or removed before the save) and keeps the rest", () => {
    const entry: PersistedEntry = {
      dataFiles: [portraits(["stills/harvest-01.jpg", "stills/new-still.jpg"])],
      assets: [
        { path: "content/portraits/stills/new-still.jpg" },
        // Decap's GitHub backend writes some paths with a leading slash.
        { path: "/content/portraits/stills/harvest-01.jpg" },
        { path: "content/portraits/stills/img-4101.jpg" },
        { path: "content/portraits/stills/removed-before-saving.jpg" },
      ],
    }
    expect(withNamedAssetsOnly(entry).assets).toEqual([
      { path: "content/portraits/stills/new-still.jpg" },
      { path: "/content/portraits/stills/harvest-01.jpg" },
    ])
    expect(withNamedAssetsOnly(entry).dataFiles).toBe(entry.dataFiles)
  })

  it("writes nothing it cannot check: a data file that is not JSON stops the save", () => {
    expect(() => withNamedAssetsOnly({ dataFiles: [{ path: "a.json", raw: "{" }], assets: [] })).toThrow()
  })

  it("wraps every backend Decap registers, so each instance it builds persists only named media", async () => {
    const written: PersistedEntry[] = []
    class FakeBackend {
      constructor(readonly config: unknown) {}
      persistEntry(entry: PersistedEntry) {
        written.push(entry)
        return Promise.resolve(this.config)
      }
    }
    const registry = new Map(
      ["proxy", "github", "git-gateway"].map((name) => [name, { init: (config: unknown) => new FakeBackend(config) }]),
    )
    const wrapped = guardRegisteredBackends({ getBackend: (name) => registry.get(name) })
    expect(wrapped).toEqual(["proxy", "github", "git-gateway"])
    expect(DECAP_BACKENDS).toEqual(expect.arrayContaining(wrapped))
    for (const name of wrapped) {
      const backend = registry.get(name)!.init({ name })
      // The instance keeps its own state and methods; only what it is asked to write changes.
      expect(
        await backend.persistEntry({
          dataFiles: [portraits([])],
          assets: [{ path: "content/portraits/stills/x.jpg" }],
        }),
      ).toEqual({ name })
    }
    expect(written.map((entry) => entry.assets)).toEqual([[], [], []])
  })
})
