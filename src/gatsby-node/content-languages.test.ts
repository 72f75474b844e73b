import * as fs from "node:fs"
import * as path from "node:path"
import type { Node } from "gatsby"
import { COLLECTIONS } from "../content-model/model"
import { hasTranslations } from "../content-model/translations"
import { languageNodes, onCreateNode, transformerTypeName } from "./content-languages"

const SITE = COLLECTIONS.find((c) => c.file === "site/site.json")!

describe("transformerTypeName", () => {
  const typeName = transformerTypeName(["site/site.json"])

  it("names a translated file's node by its stored type, and every other file as gatsby-transformer-json does", () => {
    expect(typeName({ node: { relativePath: "site/site.json", dir: "/x/content/site" } })).toBe("SiteJsonLanguages")
    // The transformer's own rule: the folder's name, camel-cased, + Json; the model's type names are those.
    for (const collection of COLLECTIONS.filter((c) => c !== SITE))
      expect(
        typeName({ node: { relativePath: collection.file, dir: `/x/content/${collection.file.split("/")[0]}` } }),
      ).toBe(collection.type.name)
  })

  it("is given exactly the files the model translates, as gatsby-config.ts lists them (so making one translatable changes it)", () => {
    expect(() => transformerTypeName([])).toThrow(
      /TRANSLATED_FILES lists nothing, but the content model translates site\/site.json/,
    )
    expect(() => transformerTypeName(["site/site.json", "press/press.json"])).toThrow(/list exactly those/)
    const config = fs.readFileSync(path.join(__dirname, "..", "..", "gatsby-config.ts"), "utf8")
    const listed = /const TRANSLATED_FILES = (\[[^\]]*\])/.exec(config)?.[1]
    expect(JSON.parse(listed ?? "null")).toEqual(COLLECTIONS.filter((c) => hasTranslations(c.type)).map((c) => c.file))
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
