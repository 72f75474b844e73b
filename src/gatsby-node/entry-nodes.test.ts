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
})
