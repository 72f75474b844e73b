/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { watch } from "node:fs"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import * as vm from "node:vm"
import { CMS_TRANSLATED_COLLECTION, decapConfig, YES_NO_WIDGET } from "../cms/decap"
import { MOTION_FILE_WIDGET, MOTION_READING_WIDGET } from "../cms/motion-inspection"
import { FAILED_SAVE_PHRASE, INVALID_FIELDS_TOAST } from "../cms/pre-save"
import { DECAP_BACKENDS } from "../cms/referenced-media"
import { PREVIEWED_FILES } from "../cms/preview-files"
import { CMS_SETTINGS } from "../cms/settings"
import { COLLECTIONS } from "../content-model/model"
import { englishOf } from "../content-model/translations"
import { ADMIN_PATH } from "../security-headers"
import { adminFileFor, bundleEditorScript, EDITOR_SCRIPT, localConfigText, replaceFolderContents } from "./admin"

const DIR = path.join(path.sep, "site", "static", "admin")

describe("localConfigText (the admin's config during npm run cms)", () => {
  it("points View Live at the development server the editor is using, and changes nothing else", () => {
    const built = decapConfig(COLLECTIONS, CMS_SETTINGS)
    const local = JSON.parse(localConfigText("127.0.0.1:8123")) as typeof built
    expect(local.site_url).toBe("http://127.0.0.1:8123")
    expect(local.display_url).toBe("http://127.0.0.1:8123")
    expect(built.site_url).toMatch(/^https:\/\//)
    expect({ ...local, site_url: built.site_url, display_url: built.display_url }).toEqual(built)
  })

  it("never writes a host header it does not recognise into the config", () => {
    for (const host of [undefined, "", "evil.example/ path", "a:b:c", '127.0.0.1"}'])
      expect(JSON.parse(localConfigText(host)).site_url).toBe("http://127.0.0.1:8000")
    expect(JSON.parse(localConfigText("localhost:8000")).site_url).toBe("http://localhost:8000")
  })
})

describe("replaceFolderContents (the admin, assembled while gatsby develop watches static/)", () => {
  /**
   * What Gatsby's static-folder watcher sees (it copies a file to public/ on each event): the file events in `dir`
   * until a last file written after `change` is seen, so every event `change` caused has arrived by then.
   */
  const eventsOf = async (dir: string, change: () => Promise<unknown>): Promise<string[]> => {
    const events: string[] = []
    const sentinel = "watch-sentinel"
    const watcher = watch(dir)
    const seen = new Promise<void>((resolve) =>
      watcher.on("change", (_event, name) => (String(name) === sentinel ? resolve() : events.push(String(name)))),
    )
    await change()
    await fs.writeFile(path.join(dir, sentinel), "")
    await seen
    watcher.close()
    await fs.rm(path.join(dir, sentinel))
    return events
  }
  const stage = async (root: string, files: Record<string, string>) => {
    const staged = await fs.mkdtemp(path.join(root, "staged-"))
    for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(staged, name), text)
    return staged
  }

  it("leaves an admin already in place untouched, and replaces each changed file with one event", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-admin-sync-"))
    const admin = path.join(root, "admin")
    try {
      const first = { "decap-cms.js": "decap", "editor-checks.js": "checks", "motion-inspector.js": "worker" }
      expect(await replaceFolderContents(await stage(root, first), admin)).toBe(3)
      expect(await fs.readFile(path.join(admin, "motion-inspector.js"), "utf8")).toBe("worker")
      // The same admin again (a copied checkout's first start): not one file touched, so Gatsby copies nothing.
      const inode = (await fs.stat(path.join(admin, "motion-inspector.js"))).ino
      const again = await stage(root, first)
      expect(await eventsOf(admin, () => replaceFolderContents(again, admin))).toEqual([])
      expect((await fs.stat(path.join(admin, "motion-inspector.js"))).ino).toBe(inode)
      // One file changed, one gone: the changed one replaced whole (one rename), the gone one removed.
      const changed = await stage(root, { "decap-cms.js": "decap", "motion-inspector.js": "worker, changed" })
      const events = await eventsOf(admin, () => replaceFolderContents(changed, admin))
      expect([...new Set(events)].sort()).toEqual(["editor-checks.js", "motion-inspector.js"])
      expect(events.filter((name) => name === "motion-inspector.js")).toHaveLength(1)
      expect((await fs.readdir(admin)).sort()).toEqual(["decap-cms.js", "motion-inspector.js"])
      expect(await fs.readFile(path.join(admin, "motion-inspector.js"), "utf8")).toBe("worker, changed")
    } finally {
      await fs.rm(root, { recursive: true, force: true })
    }
  })
})

describe("adminFileFor (the admin during gatsby develop)", () => {
  it("serves the admin page at the admin's own address", () => {
    expect(adminFileFor(ADMIN_PATH, DIR)).toBe(path.join(DIR, "index.html"))
  })

  it("serves the bundle, its chunks and the config from the folder", () => {
    expect(adminFileFor(`${ADMIN_PATH}decap-cms.js`, DIR)).toBe(path.join(DIR, "decap-cms.js"))
    expect(adminFileFor(`${ADMIN_PATH}1077.decap-cms.js`, DIR)).toBe(path.join(DIR, "1077.decap-cms.js"))
    expect(adminFileFor(`${ADMIN_PATH}config.yml`, DIR)).toBe(path.join(DIR, "config.yml"))
  })

  it("leaves every other address to Gatsby, and never reaches outside the folder", () => {
    expect(adminFileFor("/", DIR)).toBeUndefined()
    expect(adminFileFor("/people/", DIR)).toBeUndefined()
    expect(adminFileFor("/administrator/", DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}../../package.json`, DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}..`, DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}sub/file.js`, DIR)).toBeUndefined()
  })
})

describe("the editor's script, bundled for the admin", () => {
  type Handler = (args: { entry: unknown }) => Promise<unknown>
  type Format = { fromFile: (text: string) => unknown; toFile: (data: unknown, fields: string[]) => string }
  const loaded = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mu-admin-"))
    const file = path.join(dir, EDITOR_SCRIPT)
    const bytes = await bundleEditorScript(file)
    const source = await fs.readFile(file, "utf8")
    await fs.rm(dir, { recursive: true, force: true })
    const widgets = new Map<string, unknown>()
    const previews: string[] = []
    const handlers: Handler[] = []
    const formats = new Map<string, { extension: string; format: Format }>()
    const backends = new Map<string, { init: () => unknown }>()
    const locales = new Map<string, unknown>([["en", { ui: { toast: { missingRequiredField: "Oops" } } }]])
    const config = decapConfig(COLLECTIONS, CMS_SETTINGS)
    // decap-server's answer to entriesByFiles, from the committed content.
    const fakeFetch = async (url: string, init?: { body?: string }) => {
      if (url === `${ADMIN_PATH}config.yml`) return { ok: true, json: () => Promise.resolve(config) }
      const { action, params } = JSON.parse(init?.body ?? "{}")
      expect([url, action]).toEqual([config.local_backend.url, "entriesByFiles"])
      const entries = await Promise.all(
        params.files.map(async ({ path: p }: { path: string }) => ({
          file: { path: p },
          data: await fs.readFile(path.join(process.cwd(), p), "utf8"),
        })),
      )
      return { ok: true, json: () => Promise.resolve(entries) }
    }
    const window = {
      location: { hostname: "127.0.0.1" },
      addEventListener: () => undefined,
      CMS: {
        registerWidget: (name: string, control: unknown) => widgets.set(name, control),
        getWidget: (name: string) => ({ control: `Decap's ${name} control` }),
        registerEventListener: ({ handler }: { handler: Handler }) => handlers.push(handler),
        getLocale: (name: string) => locales.get(name),
        registerLocale: (name: string, phrases: unknown) => locales.set(name, phrases),
        registerCustomFormat: (name: string, extension: string, format: Format) =>
          formats.set(name, { extension, format }),
        getBackend: (name: string) => {
          // decap-server's answer to getEntry, from the committed content.
          const registration = {
            init: () => ({
              persistEntry: () => Promise.resolve(),
              getEntry: async (p: string) => ({
                file: { path: p },
                data: await fs.readFile(path.join(process.cwd(), p), "utf8"),
              }),
            }),
          }
          backends.set(name, registration)
          return registration
        },
        registerPreviewTemplate: (name: string) => previews.push(name),
      },
      h: () => null,
      createClass: (spec: unknown) => spec,
    }
    // The page's document as far as the script touches it: no form is open, so there is nothing to mark.
    const body = { querySelectorAll: () => [] }
    const document = {
      addEventListener: () => undefined,
      createElement: () => ({}),
      head: { append: () => undefined },
      body,
      querySelectorAll: () => [],
    }
    // As the admin page runs it: the bundle's globals are the browser's, here stand-ins that record what it does.
    vm.runInNewContext(source, {
      window,
      document,
      fetch: fakeFetch,
      localStorage: { getItem: () => null },
      console,
      URL,
      TextDecoder,
      CSS: { escape: (text: string) => text },
      MutationObserver: class {
        observe() {}
      },
    })
    return { bytes, widgets, handlers, locales, formats, backends, previews }
  }

  it("registers the yes-or-no widget, the check before a save, a truthful pop-up and the content format", async () => {
    const { bytes, widgets, handlers, locales, formats, backends, previews } = await loaded()
    expect(bytes).toBeGreaterThan(1000)
    // The generated config names the format; the bundled script registers it under that name, writing the
    // repository's own text for a stored file.
    const format = formats.get(decapConfig(COLLECTIONS, CMS_SETTINGS).collections[0].format)
    expect(format?.extension).toBe("json")
    const site = await fs.readFile(path.join(process.cwd(), "content/site/site.json"), "utf8")
    // Decap names the file's fields, the English's (the file holds them under each language's code).
    const siteType = COLLECTIONS.find((c) => c.file === "site/site.json")!.type
    const fields = Object.keys(englishOf(siteType, JSON.parse(site)) as object)
    expect(format?.format.toFile(format.format.fromFile(site), fields)).toBe(site)
    expect([...widgets.keys()]).toEqual([YES_NO_WIDGET, MOTION_FILE_WIDGET, MOTION_READING_WIDGET])
    expect(handlers).toHaveLength(1)
    // Decap's "Failed to persist entry: %{details}" becomes the details alone.
    expect(locales.get("en")).toEqual({
      ui: { toast: { missingRequiredField: INVALID_FIELDS_TOAST, onFailToPersist: FAILED_SAVE_PHRASE } },
    })
    // Every backend Decap registers is wrapped so that it writes only the media an entry names.
    expect([...backends.keys()]).toEqual([...DECAP_BACKENDS])
    expect(backends.get("proxy")?.init).not.toBe(undefined)
    expect(previews).toEqual([...PREVIEWED_FILES])
  })

  it("refuses a save with a duplicate sponsor slug, naming the sponsor, and lets the stored file through", async () => {
    const { handlers, backends } = await loaded()
    // Stored with its languages: Decap's entry holds the English as its data, each translation in its i18n.
    const file = JSON.parse(await fs.readFile(path.join(process.cwd(), "content/sponsors/sponsors.json"), "utf8"))
    const stored = file.en
    const entryWith = (data: unknown) => ({
      get: (key: string) =>
        ({
          path: "content/sponsors/sponsors.json",
          collection: CMS_TRANSLATED_COLLECTION,
          slug: "sponsors",
          data: { toJS: () => data },
          i18n: { toJS: () => ({ es: { data: file.es } }) },
        })[key],
    })
    const save = (data: unknown) => handlers[0]?.({ entry: entryWith(data) })
    // Nothing was loaded yet: a save then would write a form that never held the file.
    await expect(save(stored)).rejects.toThrow(/^Not saved: this form does not hold Sponsors as it was loaded/)
    // Decap builds its backend and opens the entry (the tab's record of what the file held, src/cms/stale-saves.ts).
    const backend = backends.get("proxy")?.init() as { getEntry: (p: string) => Promise<unknown> }
    await backend.getEntry("content/sponsors/sponsors.json")
    await expect(save(stored)).resolves.toBeUndefined()
    const duplicate = { ...stored, sponsors: [...stored.sponsors, { ...stored.sponsors[0], name: "A Second Fund" }] }
    const refusal = save(duplicate)
    await expect(refusal).rejects.toThrow(
      `Not saved.\nSponsor "A Second Fund" → Slug: Another sponsor, ${stored.sponsors[0].name}, already uses the slug ` +
        `${JSON.stringify(stored.sponsors[0].slug)}. Choose another.`,
    )
    // What Decap's pop-up shows is String(error): the message alone, no "Error: ".
    expect(String(await refusal?.catch((error: unknown) => error))).toMatch(/^Not saved\./)
  })
})
