/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { copyContent } from "../../test/support/content-copy"
import { checkArchiveConsent, checkLexiconLinks, checkMoverWords } from "./archive-checks"
import { decodedOnce } from "../../test/support/decoded-once"
import { fileSystemInspector } from "./inspect-media"
import { isError, validateContent, type Problem } from "./validate"

/** The build's inspector, each unchanged picture decoded once in this file (test/support/decoded-once.ts). */
const inspector = decodedOnce(fileSystemInspector)

const problemsAfter = async (
  breakIt: (copy: Awaited<ReturnType<typeof copyContent>>) => Promise<void>,
): Promise<Problem[]> => {
  const copy = await copyContent()
  try {
    await breakIt(copy)
    // Errors only: entries removed on purpose leave their files behind as leftovers, which are notices.
    return (await validateContent({ contentDir: copy.dir, inspector })).filter(isError)
  } finally {
    await copy.remove()
  }
}

const FILE = "content/archive/archive.json"
// Each case copies content/ (media included) and validates it all: seconds on a busy machine.
jest.setTimeout(60_000)

describe("the archive's consent rules", () => {
  it("refuses an entry without a complete consent block, naming each missing answer", async () => {
    const problems = await problemsAfter((c) =>
      c.editEnglish("archive/archive.json", (d) => {
        delete d.entries[1].consent.machineLearning
        delete d.entries[1].consent.remainingRisk
      }),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "entries[1].consent.machineLearning",
        message: expect.stringMatching(/^is required/),
      }),
      expect.objectContaining({
        file: FILE,
        field: "entries[1].consent.remainingRisk",
        message: expect.stringMatching(/^is required/),
      }),
    ])
  })

  it("refuses an entry without any consent block", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("archive/archive.json", (d) => {
        // The whole block, and its Spanish with it (a translation of what is not there is a problem of its own).
        delete d.en.entries[0].consent
        delete d.es.entries[0].consent
      }),
    )
    expect(problems).toEqual([expect.objectContaining({ file: FILE, field: "entries[0].consent" })])
  })

  it("refuses downloads the mover did not agree to", async () => {
    const problems = await problemsAfter((c) =>
      c.editEnglish("archive/archive.json", (d) => {
        d.entries[2].consent = { ...d.entries[2].consent, download: false }
      }),
    )
    expect(problems).toEqual([
      {
        file: FILE,
        field: "entries[2].offerDownloads",
        message: expect.stringContaining("the mover did not agree to downloads"),
        entry: 'archive entry "Sway and flourish"',
      },
    ])
  })

  it("refuses an entry whose mover did not agree to be shown, and checks the attribution choice", () => {
    const consent = { display: false, download: false, attribution: "pseudonym" }
    expect(checkArchiveConsent({ entries: [{ offerDownloads: false, consent }] }).map((p) => p.field)).toEqual([
      "entries[0].consent.display",
      "entries[0].consent.attributedAs",
    ])
    const anonymousButNamed = { display: true, download: true, attribution: "anonymous", attributedAs: "Ada" }
    expect(checkArchiveConsent({ entries: [{ offerDownloads: true, consent: anonymousButNamed }] })).toEqual([
      expect.objectContaining({ field: "entries[0].consent.attributedAs" }),
    ])
  })

  it("names a lexicon term that does not exist", async () => {
    const problems = await problemsAfter((c) =>
      c.editEnglish("archive/archive.json", (d) => (d.entries[0].terms[0] = "no-such-term")),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "entries[0].terms[0]",
        message: expect.stringMatching(/names no lexicon term/),
      }),
    ])
  })

  it("names the file and line of a malformed BVH", async () => {
    const problems = await problemsAfter(async (c) => {
      await c.write("archive/motion/pastry.bvh", "HIERARCHY\nROOT Hips\n{\n  OFFSET 0 0\n  CHANNELS 3 Xposition\n}\n")
    })
    expect(problems).toEqual([
      {
        file: FILE,
        field: "entries[5].motion",
        message: expect.stringMatching(/^is not a readable BVH: content\/archive\/motion\/pastry\.bvh, line 5: /),
        entry: 'archive entry "Rolling the dough"',
      },
    ])
  })
})

describe("the language the mover's words were said in", () => {
  const archive = (...tags: (string | undefined)[]) => ({
    entries: tags.map((moverWordsLanguage) => (moverWordsLanguage === undefined ? {} : { moverWordsLanguage })),
  })

  it("is a language tag, or left out for English", () => {
    expect(checkMoverWords(archive(undefined, "", "es", "pt-BR", "zap", "es-419"))).toEqual([])
  })

  it("refuses a name or a malformed tag, naming the entry's field", () => {
    expect(checkMoverWords(archive("es", "Spanish", "es_ES", "e")).map((p) => [p.field, p.message])).toEqual([
      ["entries[1].moverWordsLanguage", 'must be a language tag such as "es", "en" or "pt-BR" (got "Spanish")'],
      ["entries[2].moverWordsLanguage", 'must be a language tag such as "es", "en" or "pt-BR" (got "es_ES")'],
      ["entries[3].moverWordsLanguage", 'must be a language tag such as "es", "en" or "pt-BR" (got "e")'],
    ])
  })
})

describe("the archive's motion settings", () => {
  it("refuses an implausible height naming the file, the height and the unit and axis that fix it", async () => {
    const problems = await problemsAfter((c) =>
      c.editEnglish("archive/archive.json", (d) => {
        d.entries[0].motionUnit = "mm"
        d.entries[1].motionUnit = "cm"
        d.entries[1].motionUp = "y"
        d.entries[2].motionUnit = "inches"
        d.entries[3].roles = { leftHand: "LeftPaw", head: "Head" }
        d.entries[4].referenceFrames = 10_000
      }),
    )
    expect(problems).toEqual([
      {
        file: FILE,
        field: "entries[0].motionUnit",
        entry: 'archive entry "Seated hand drumming"',
        message:
          'gives an implausible figure: content/archive/motion/drumming.bvh: the figure stands 0.17 m tall with unit "mm" and up axis "y", outside 0.9–2.4 m; with unit "cm" and up axis "y" it stands 1.75 m',
      },
      {
        file: FILE,
        field: "entries[1].motionUnit",
        entry: 'archive entry "A walk across the floor"',
        message:
          'gives an implausible figure: content/archive/motion/walking.bvh: the figure stands 17.21 m tall with unit "cm" and up axis "y", but its head stays above its feet along z, so it lies down; with unit "mm" and up axis "z" it stands 1.72 m',
      },
      {
        file: FILE,
        field: "entries[2].motionUnit",
        entry: 'archive entry "Sway and flourish"',
        message: "must be one of m, dm, cm, mm, in, ft or a number of metres per file unit (e.g. 0.0564444)",
      },
      {
        file: FILE,
        field: "entries[3].roles.leftHand",
        entry: 'archive entry "Stopping and waving on"',
        message: 'names "LeftPaw", which is not a joint in content/archive/motion/traffic.bvh',
      },
      {
        file: FILE,
        field: "entries[4].referenceFrames",
        entry: 'archive entry "Picking low"',
        message: "is 10000, but content/archive/motion/harvest.bvh has 540 frames; at least 2 must remain",
      },
    ])
  })
})

describe("the archive's bodies", () => {
  const quadruped = fs.readFileSync(path.join(__dirname, "../archive/fixtures/quadruped.bvh"), "utf8")

  it("refuses a take that is not one standing human, naming the file, what was found and the joints", async () => {
    const problems = await problemsAfter((c) => c.write("archive/motion/traffic.bvh", quadruped))
    expect(problems).toEqual([
      {
        file: FILE,
        field: "entries[3].motion",
        entry: 'archive entry "Stopping and waving on"',
        message: expect.stringMatching(
          /^is not read as one standing human: content\/archive\/motion\/traffic\.bvh: it stands on four limbs .*state the roles in the entry, e\.g\. "roles": \{ "head": "…".*choosing from its joints: Pelvis, Back1, /,
        ),
      },
    ])
  })

  it("reads it as the entry states its roles", async () => {
    const problems = await problemsAfter(async (c) => {
      await c.write("archive/motion/traffic.bvh", quadruped)
      await c.editEnglish("archive/archive.json", (d) => {
        d.entries[3].roles = {
          head: "Skull",
          leftHand: "FrontL3",
          rightHand: "FrontR3",
          leftFoot: "BackL3",
          rightFoot: "BackR3",
        }
      })
    })
    expect(problems).toEqual([])
  })
})

describe("the lexicon's links", () => {
  it("go both ways, and never to the term itself", () => {
    const lexicon = {
      terms: [
        { slug: "a", broader: [], narrower: ["b"], related: ["c", "a"] },
        { slug: "b", broader: [], narrower: [], related: [] },
        { slug: "c", broader: [], narrower: [], related: ["a"] },
      ],
    }
    expect(checkLexiconLinks(lexicon).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'terms[0].narrower[0]: names "b", whose broader terms should then include "a"',
      "terms[0].related[1]: names the term itself",
    ])
  })
})
