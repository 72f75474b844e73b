/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * The archive's consent, motion and lexicon rules on small hand-written data (archive-checks.test.ts runs them on
 * copies of the real content).
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { checkArchiveConsent, checkArchiveMotion, checkLexiconLinks } from "./archive-checks"

const FILE = "archive/archive.json"
const consent = (c: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  entries: [{ consent: c, ...extra }],
})

describe("checkArchiveConsent", () => {
  it("accepts an entry whose consent covers what it does", () => {
    expect(
      checkArchiveConsent(
        consent({ display: true, download: true, attribution: "name", attributedAs: "Ada" }, { offerDownloads: true }),
      ),
    ).toEqual([])
    expect(
      checkArchiveConsent(
        consent({ display: true, download: false, attribution: "anonymous" }, { offerDownloads: false }),
      ),
    ).toEqual([])
    expect(checkArchiveConsent(consent({ display: true, attribution: "anonymous", attributedAs: "  " }))).toEqual([])
  })

  it("refuses an entry the mover did not agree to show", () => {
    expect(checkArchiveConsent({ entries: [{}, { consent: { display: false, attribution: "anonymous" } }] })).toEqual([
      {
        file: FILE,
        field: "entries[1].consent.display",
        message: "is false: the mover did not agree to be shown, so the entry cannot be published",
      },
    ])
  })

  it("refuses downloads unless consent.download is exactly true", () => {
    for (const download of [false, undefined, "yes"])
      expect(
        checkArchiveConsent(consent({ display: true, download, attribution: "anonymous" }, { offerDownloads: true })),
      ).toEqual([
        {
          file: FILE,
          field: "entries[0].offerDownloads",
          message:
            "is true but consent.download is not: the mover did not agree to downloads, so set offerDownloads to false",
        },
      ])
    expect(
      checkArchiveConsent(
        consent({ display: true, download: false, attribution: "anonymous" }, { offerDownloads: "true" }),
      ),
    ).toEqual([])
  })

  it("needs a name for a named or pseudonymous mover, and none for an anonymous one", () => {
    for (const attribution of ["name", "pseudonym"])
      for (const attributedAs of [undefined, " ", 3])
        expect(checkArchiveConsent(consent({ display: true, attribution, attributedAs }))).toEqual([
          {
            file: FILE,
            field: "entries[0].consent.attributedAs",
            message: `is required when attribution is "${attribution}": the name to show`,
          },
        ])
    expect(checkArchiveConsent(consent({ display: true, attribution: "anonymous", attributedAs: "Ada" }))).toEqual([
      {
        file: FILE,
        field: "entries[0].consent.attributedAs",
        message: 'must be left out when attribution is "anonymous"',
      },
    ])
  })

  it("leaves entries without a consent object, and files without entries, to the field check", () => {
    expect(checkArchiveConsent({ entries: [{ consent: null }, { consent: "yes" }, 4, null] })).toEqual([])
    expect(checkArchiveConsent({ entries: "none" })).toEqual([])
    expect(checkArchiveConsent(null)).toEqual([])
  })
})

describe("checkArchiveMotion", () => {
  let root: string
  let contentDir: string
  const label = (relative: string) => `content/${relative}`
  const VALID = (name: string) =>
    fs.readFile(path.join(__dirname, "..", "..", "content", "archive", "motion", name), "utf8")

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-motion-"))
    contentDir = path.join(root, "content")
    await fs.mkdir(path.join(contentDir, "archive", "motion"), { recursive: true })
  })
  afterEach(() => fs.rm(root, { recursive: true, force: true }))

  /** The sample walk is written Z up in millimetres, and its entry says so. */
  const WALKING_UNITS = { motionUnit: "mm", motionUp: "z" }
  const write = (name: string, text: string) => fs.writeFile(path.join(contentDir, "archive", "motion", name), text)

  it("names each entry whose BVH does not parse, with the file and line", async () => {
    await write("good.bvh", await VALID("walking.bvh"))
    await write("bad.BVH", "HIERARCHY\nROOT Hips\n{\n  OFFSET 0 0\n")
    const problems = await checkArchiveMotion(
      {
        entries: [
          { motion: "motion/good.bvh", ...WALKING_UNITS },
          { motion: "motion/bad.BVH", ...WALKING_UNITS },
        ],
      },
      contentDir,
      label,
    )
    expect(problems).toEqual([
      {
        file: FILE,
        field: "entries[1].motion",
        message: expect.stringMatching(/^is not a readable BVH: content\/archive\/motion\/bad\.BVH, line \d+: ./),
      },
    ])
  })

  it("gives the same answer for the same file again, and a fresh one when the file changes", async () => {
    const archive = { entries: [{ motion: "motion/take.bvh", ...WALKING_UNITS }] }
    await write("take.bvh", "not a bvh")
    const first = await checkArchiveMotion(archive, contentDir, label)
    expect(first).toHaveLength(1)
    expect(await checkArchiveMotion(archive, contentDir, label)).toEqual(first)
    await write("take.bvh", await VALID("walking.bvh"))
    expect(await checkArchiveMotion(archive, contentDir, label)).toEqual([])
  })

  it("skips what other checks report: no motion, not a .bvh, outside content/, a missing file", async () => {
    await fs.writeFile(path.join(root, "outside.bvh"), "not a bvh")
    await write("notes.txt", "not a bvh")
    const problems = await checkArchiveMotion(
      {
        entries: [
          {},
          { motion: 5 },
          { motion: "motion/notes.txt" },
          { motion: "../../outside.bvh" },
          { motion: "motion/missing.bvh" },
        ],
      },
      contentDir,
      label,
    )
    expect(problems).toEqual([])
  })
})

describe("checkLexiconLinks", () => {
  const L = "lexicon/lexicon.json"

  it("accepts links that go both ways", () => {
    expect(
      checkLexiconLinks({
        terms: [
          { slug: "a", narrower: ["b"], related: ["c"] },
          { slug: "b", broader: ["a"] },
          { slug: "c", related: ["a"] },
        ],
      }),
    ).toEqual([])
  })

  it("names a link whose other end is missing, for each kind, with the inverse the other term needs", () => {
    expect(
      checkLexiconLinks({
        terms: [
          { slug: "a", narrower: ["b"], broader: ["c"], related: ["d"] },
          { slug: "b", broader: [] },
          { slug: "c", narrower: ["x"] },
          { slug: "d", related: [] },
        ],
      }),
    ).toEqual([
      { file: L, field: "terms[0].broader[0]", message: 'names "c", whose narrower terms should then include "a"' },
      { file: L, field: "terms[0].narrower[0]", message: 'names "b", whose broader terms should then include "a"' },
      { file: L, field: "terms[0].related[0]", message: 'names "d", whose related terms should then include "a"' },
    ])
  })

  it("names a term that links to itself, and leaves unknown terms and absent lists to other checks", () => {
    expect(checkLexiconLinks({ terms: [{ slug: "a", related: ["a"] }] })).toEqual([
      { file: L, field: "terms[0].related[0]", message: "names the term itself" },
    ])
    expect(checkLexiconLinks({ terms: [{ slug: "a", related: ["nobody"] }, { slug: "b" }] })).toEqual([])
    expect(
      checkLexiconLinks({
        terms: [
          { slug: "a", broader: ["b"] },
          { slug: "b", narrower: "a" },
        ],
      }),
    ).toEqual([])
    expect(checkLexiconLinks({ terms: [{ slug: "a", related: "a" }] })).toEqual([])
    expect(checkLexiconLinks(null)).toEqual([])
  })
})
