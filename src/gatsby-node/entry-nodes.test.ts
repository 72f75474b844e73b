/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import type { CreateNodeArgs, Node } from "gatsby"
import type { SourceNodesArgs } from "gatsby"
import { onCreateNode, sourceNodes } from "./entry-nodes"

/** A small node store and the actions onCreateNode uses, recording what it was asked to do. */
const store = () => {
  const nodes = new Map<string, Node>()
  const created: Node[] = []
  const deleted: string[] = []
  const links: unknown[] = []
  const actions = {
    createNode: (node: Node) => {
      created.push(node)
      nodes.set(node.id, node)
    },
    deleteNode: (node: Node) => {
      deleted.push(node.id)
      nodes.delete(node.id)
    },
    createParentChildLink: (link: unknown) => links.push(link),
  }
  const run = (node: Record<string, unknown>) =>
    onCreateNode?.(
      {
        node,
        actions,
        createNodeId: (key: string) => `id of ${key}`,
        createContentDigest: (value: unknown) => JSON.stringify(value),
        getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
        getNode: (id: string) => nodes.get(id),
      } as unknown as CreateNodeArgs,
      {} as never,
      () => undefined,
    )
  const source = () =>
    sourceNodes?.(
      {
        actions,
        createNodeId: (key: string) => `id of ${key}`,
        createContentDigest: (value: unknown) => JSON.stringify(value),
        getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
        getNode: (id: string) => nodes.get(id),
      } as unknown as SourceNodesArgs,
      {} as never,
      () => undefined,
    )
  return { run, source, nodes, created, deleted, links }
}

const archiveFile = (slugs: string[]) => ({
  id: "archive file",
  internal: { type: "ArchiveJson" },
  entries: slugs.map((slug) => ({ slug, title: `Take ${slug}` })),
})

describe("entry nodes", () => {
  it("makes one node per archive entry, naming the file's node as parent without listing it among its children", async () => {
    const { run, created, links } = store()
    await run(archiveFile(["strike", "knead"]))
    expect(created.map((n) => [n.id, n.parent, n.internal.type])).toEqual([
      ["id of ArchiveEntry strike", "archive file", "ArchiveEntry"],
      ["id of ArchiveEntry knead", "archive file", "ArchiveEntry"],
    ])
    // Listed as children, Gatsby would delete and re-create every entry whenever the file changed.
    expect(links).toEqual([])
  })

  it("gives each entry the digest of its own content, so adding an entry leaves the others' unchanged", async () => {
    const { run, created } = store()
    await run(archiveFile(["strike"]))
    await run(archiveFile(["strike", "knead"]))
    const strike = created.filter((n) => n.id === "id of ArchiveEntry strike").map((n) => n.internal.contentDigest)
    expect(strike).toHaveLength(2)
    expect(strike[0]).toBe(strike[1])
  })

  it("deletes the nodes of entries no longer in the file", async () => {
    const { run, deleted } = store()
    await run(archiveFile(["strike", "knead", "pluck"]))
    await run(archiveFile(["strike", "pluck"]))
    expect(deleted).toEqual(["id of ArchiveEntry knead"])
  })

  it("gives a store whose file node came from an older cache its entry nodes at sourcing", async () => {
    const { source, nodes, created } = store()
    const file = archiveFile(["strike", "knead"])
    nodes.set(file.id, file as unknown as Node)
    await source()
    expect(created.map((n) => n.id)).toEqual(["id of ArchiveEntry strike", "id of ArchiveEntry knead"])
  })

  describe("of a file stored with its languages", () => {
    const english = {
      portraits: [
        { slug: "drum", subject: "A", caption: "Drumming", description: "A drummer." },
        { slug: "walk", subject: "B", caption: "Walking", description: "A walker." },
      ],
    }
    // The Spanish translates the second portrait's caption only, and lists it first.
    const stored = {
      id: "stored",
      internal: { type: "PortraitsJsonLanguages" },
      en: english,
      es: { portraits: [{ slug: "walk", caption: "Caminando" }] },
    }
    const languageNode = (language: string) => ({
      id: `portraits ${language}`,
      parent: "stored",
      language,
      internal: { type: "PortraitsJson" },
      portraits: english.portraits,
    })

    it("makes each entry once, from the English node, with each other language's translated texts beside it", async () => {
      const { run, nodes, created } = store()
      nodes.set(stored.id, stored as unknown as Node)
      await run(languageNode("en"))
      await run(languageNode("es"))
      expect(created.map((n) => [n.id, n.parent])).toEqual([
        ["id of Portrait drum", "portraits en"],
        ["id of Portrait walk", "portraits en"],
      ])
      const walk = created[1] as unknown as Record<string, unknown>
      expect(walk.caption).toBe("Walking")
      expect(walk.translations).toEqual([
        { language: "es", caption: "Caminando", description: "A walker.", untranslated: ["description"] },
      ])
      // Not translated at all: every text the English's, each said so.
      expect((created[0] as unknown as Record<string, unknown>).translations).toEqual([
        { language: "es", caption: "Drumming", description: "A drummer.", untranslated: ["caption", "description"] },
      ])
    })

    it("changes an entry's digest when only its translation changes", async () => {
      const { run, nodes, created } = store()
      nodes.set(stored.id, stored as unknown as Node)
      await run(languageNode("en"))
      nodes.set(stored.id, {
        ...stored,
        es: { portraits: [{ slug: "walk", caption: "Andando" }] },
      } as unknown as Node)
      await run(languageNode("en"))
      const walk = created.filter((n) => n.id === "id of Portrait walk").map((n) => n.internal.contentDigest)
      expect(walk[0]).not.toBe(walk[1])
    })
  })
})
