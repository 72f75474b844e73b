/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import { ARCHIVE_CARD_POSES, ARCHIVE_LEXICON_ENTRY_LINKS } from "../constants"
import { archiveResolvers, type CachedDerivation } from "./archive"

type Source = Parameters<typeof archiveResolvers.ArchiveJson.byTerm.resolve>[0]["entries"][number]

const entry = (n: number, terms: string[], portrait?: string) =>
  ({
    slug: `synthetic-${n}`,
    title: `Synthetic take ${n}`,
    terms,
    ...(portrait ? { portrait } : {}),
  }) as unknown as Source
const archive = {
  entries: [
    ...Array.from({ length: ARCHIVE_LEXICON_ENTRY_LINKS + 3 }, (_, n) =>
      entry(n, ["strike", n % 2 ? "lift" : "reach"]),
    ),
    entry(99, ["lift"], "drumming"),
  ],
}

describe("the archive's GraphQL fields for growth", () => {
  it("gives one page of entries, in the file's order", () => {
    const page = archiveResolvers.ArchiveJson.entriesPage.resolve(archive, { skip: 4, limit: 3 })
    expect(page.map((e) => e.slug)).toEqual(["synthetic-4", "synthetic-5", "synthetic-6"])
    expect(archiveResolvers.ArchiveJson.entriesPage.resolve(archive, { skip: 100, limit: 3 })).toEqual([])
  })

  it("counts every term's entries but lists only the first few", () => {
    const byTerm = new Map(archiveResolvers.ArchiveJson.byTerm.resolve(archive).map((t) => [t.term, t]))
    const strike = byTerm.get("strike")
    expect(strike?.count).toBe(ARCHIVE_LEXICON_ENTRY_LINKS + 3)
    expect(strike?.entries.map((e) => e.slug)).toEqual(
      Array.from({ length: ARCHIVE_LEXICON_ENTRY_LINKS }, (_, n) => `synthetic-${n}`),
    )
    expect(byTerm.get("lift")?.entries.at(-1)?.slug).toBe("synthetic-99")
  })

  it("gives the portraits page only the entries a portrait was made from", () => {
    expect(archiveResolvers.ArchiveJson.entriesWithPortrait.resolve(archive).map((e) => e.slug)).toEqual([
      "synthetic-99",
    ])
  })

  it("gives a card the first key poses only", () => {
    const poses = Array.from({ length: 8 }, (_, frame) => ({ frame, time: frame / 30, path: `M0 ${frame}` }))
    const derived = { poseStrip: { cellWidth: 40, height: 80, groundY: 76, poses } } as unknown as CachedDerivation
    const strip = archiveResolvers.ArchiveDerived.cardStrip.resolve(derived)
    expect(strip.poses).toEqual(poses.slice(0, ARCHIVE_CARD_POSES))
    expect(strip.cellWidth).toBe(40)
  })
})
