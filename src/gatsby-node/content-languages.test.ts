import * as fs from "node:fs"
import * as path from "node:path"
import type { Node } from "gatsby"
import { objectType, text } from "../content-model/fields"
import { COLLECTIONS, type Collection } from "../content-model/model"
import { hasTranslations } from "../content-model/translations"
import { languageNodes, onCreateNode, releaseContentTypes, transformerTypeName } from "./content-languages"
import { releaseStaleOwner, SITE_PLUGIN, TRANSFORMER_PLUGIN, type TypeOwners } from "./stale-type-owners"

const SITE = COLLECTIONS.find((c) => c.file === "site/site.json")!

const TRANSLATED = COLLECTIONS.filter((c) => hasTranslations(c.type))

describe("transformerTypeName", () => {
  const typeName = transformerTypeName(TRANSLATED.map((c) => c.file))

  it("names a translated file's node by its stored type, and every other file as gatsby-transformer-json does", () => {
    expect(typeName({ node: { relativePath: "site/site.json", dir: "/x/content/site" } })).toBe("SiteJsonLanguages")
    expect(typeName({ node: { relativePath: "landing/landing.json", dir: "/x/content/landing" } })).toBe(
      "LandingJsonLanguages",
    )
    // The transformer's own rule: the folder's name, camel-cased, + Json; the model's type names are those.
    for (const collection of COLLECTIONS.filter((c) => !TRANSLATED.includes(c)))
      expect(
        typeName({ node: { relativePath: collection.file, dir: `/x/content/${collection.file.split("/")[0]}` } }),
      ).toBe(collection.type.name)
  })

  it("is given exactly the files the model translates, as gatsby-config.ts lists them (so making one translatable changes it)", () => {
    expect(() => transformerTypeName([])).toThrow(
      /TRANSLATED_FILES lists nothing, but the content model translates [^:]*landing\/landing.json, [^:]*site\/site.json/,
    )
    expect(() => transformerTypeName(["site/site.json"])).toThrow(/list exactly those/)
    expect(() => transformerTypeName([...TRANSLATED.map((c) => c.file), "press/press.json"])).toThrow(
      /list exactly those/,
    )
    const config = fs.readFileSync(path.join(__dirname, "..", "..", "gatsby-config.ts"), "utf8")
    // The list as written (one file a line, Prettier's trailing comma), in any order.
    const listed = /const TRANSLATED_FILES = \[([^\]]*)\]/.exec(config)?.[1] ?? ""
    const files = [...listed.matchAll(/"([^"]+)"/g)].map((match) => match[1])
    expect(files.sort()).toEqual(TRANSLATED.map((c) => c.file).sort())
  })
})

const stored = {
  id: "stored-site",
  parent: "file",
  children: [],
  internal: { type: "SiteJsonLanguages", contentDigest: "d", owner: "gatsby-transformer-json" },
  en: {
    title: "Invented",
    tagline: "Moving",
    pages: [
      { key: "people", navLabel: "People", title: "People", description: "Who" },
      { key: "project", navLabel: "Project", title: "Project", description: "What" },
    ],
  },
  es: { tagline: "En movimiento", pages: [{ key: "people", navLabel: "Personas" }] },
} as unknown as Node

describe("a translated file's nodes", () => {
  it("are one per language, each with its language's values, the English where missing, and what is untranslated", () => {
    const nodes = languageNodes(SITE, stored, { createNodeId: (seed: string) => `id(${seed})` })
    expect(nodes.map((n) => [n.language, n.id, n.parent])).toEqual([
      ["en", "id(stored-site en)", "stored-site"],
      ["es", "id(stored-site es)", "stored-site"],
    ])
    const [english, spanish] = nodes as unknown as Record<string, unknown>[]
    expect(english).toMatchObject({ tagline: "Moving", untranslated: [] })
    expect(spanish).toMatchObject({ title: "Invented", tagline: "En movimiento" })
    expect(spanish!.pages).toEqual([
      {
        key: "people",
        navLabel: "Personas",
        title: "People",
        description: "Who",
        untranslated: ["title", "description"],
      },
      {
        key: "project",
        navLabel: "Project",
        title: "Project",
        description: "What",
        untranslated: ["navLabel", "title", "description"],
      },
    ])
    // The stored node's own fields do not leak into a language's node.
    expect(spanish).not.toHaveProperty("en")
    expect(spanish).not.toHaveProperty("es")
  })

  it("are created as the stored node's children, typed as the model's type; other nodes are left alone", async () => {
    const created: Record<string, unknown>[] = []
    const links: [string, string][] = []
    const args = {
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => links.push([parent.id, child.id]),
      },
    }
    const call = (node: Node) => (onCreateNode as unknown as (a: object) => unknown)({ ...args, node })
    await call({ ...stored, internal: { ...stored.internal, type: "SponsorsJson" } })
    expect(created).toEqual([])
    await call(stored)
    expect(created.map((n) => [(n.internal as { type: string }).type, n.language])).toEqual([
      ["SiteJson", "en"],
      ["SiteJson", "es"],
    ])
    expect(links).toEqual([
      ["stored-site", "id(stored-site en)"],
      ["stored-site", "id(stored-site es)"],
    ])
  })
})

describe("a type whose file became translatable, recorded as the transformer's by a cache from before", () => {
  /** Gatsby's record as a cache from before landing.json and credits.json were translatable left it. */
  const recordFromBefore = (): TypeOwners => ({
    typesToPlugins: new Map([
      ["LandingJson", TRANSFORMER_PLUGIN],
      ["CreditsJson", TRANSFORMER_PLUGIN],
      ["SiteJson", SITE_PLUGIN],
    ]),
    pluginsToTypes: new Map([
      [TRANSFORMER_PLUGIN, new Set(["LandingJson", "CreditsJson"])],
      [SITE_PLUGIN, new Set(["SiteJson"])],
    ]),
  })
  const none = () => false

  it("drops another plugin's record of a type with no nodes left, and nothing else", () => {
    const owners = recordFromBefore()
    expect(releaseStaleOwner(owners, "LandingJson", none)).toBe(TRANSFORMER_PLUGIN)
    expect(owners.typesToPlugins.has("LandingJson")).toBe(false)
    expect([...owners.pluginsToTypes.get(TRANSFORMER_PLUGIN)!]).toEqual(["CreditsJson"])
    // Our own type, and a type nobody recorded: nothing to drop.
    expect(releaseStaleOwner(owners, "SiteJson", none)).toBeUndefined()
    expect(releaseStaleOwner(owners, "PressJson", none)).toBeUndefined()
    expect(owners.typesToPlugins.get("SiteJson")).toBe(SITE_PLUGIN)
  })

  it("keeps the record of a type another plugin still has nodes of, so Gatsby's own error stands", () => {
    const owners = recordFromBefore()
    expect(releaseStaleOwner(owners, "LandingJson", (type) => type === "LandingJson")).toBeUndefined()
    expect(owners.typesToPlugins.get("LandingJson")).toBe(TRANSFORMER_PLUGIN)
  })

  it("is mended before the build makes nodes, for every content file's type either way, and said in the log", async () => {
    const owners = recordFromBefore()
    // A file that was translatable in the cache's build and is not now (made up: every content file has texts to
    // translate today).
    const notes: Collection = { file: "notes/notes.json", type: objectType("NotesJson", { heading: text() }) }
    owners.typesToPlugins.set("NotesJson", SITE_PLUGIN)
    const collections = [...COLLECTIONS, notes]
    const info = jest.fn()
    await releaseContentTypes({ getNodesByType: () => [], reporter: { info } as never }, owners, collections)
    // Every content type is recorded as its maker's now, or not at all.
    for (const collection of collections)
      expect([undefined, TRANSLATED.includes(collection) ? SITE_PLUGIN : TRANSFORMER_PLUGIN]).toContain(
        owners.typesToPlugins.get(collection.type.name),
      )
    for (const type of ["LandingJson", "CreditsJson", "NotesJson"]) expect(owners.typesToPlugins.has(type)).toBe(false)
    expect(owners.typesToPlugins.get("SiteJson")).toBe(SITE_PLUGIN)
    expect(info.mock.calls.map(([line]) => line as string)).toEqual([
      expect.stringMatching(
        /^LandingJson \(content\/landing\/landing.json, stored with its languages\) is made by default-site-plugin now, no longer by gatsby-transformer-json/,
      ),
      expect.stringMatching(
        /^CreditsJson \(content\/credits\/credits.json, stored with its languages\) is made by default-site-plugin now, no longer by gatsby-transformer-json/,
      ),
      expect.stringMatching(
        /^NotesJson \(content\/notes\/notes.json, in one language\) is made by gatsby-transformer-json now, no longer by default-site-plugin/,
      ),
    ])
  })
})
