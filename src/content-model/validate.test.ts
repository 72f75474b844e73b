/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { copyContent, CONTENT_DIR } from "../../test/support/content-copy"
import { fileSystemInspector } from "./inspect-media"
import { describeJsonError, formatProblems, validateContent, type Problem } from "./validate"

const validate = (contentDir: string) => validateContent({ contentDir, inspector: fileSystemInspector })

/** Break a copy of the real content in one way and return what the validator says. */
const problemsAfter = async (
  breakIt: (copy: Awaited<ReturnType<typeof copyContent>>) => Promise<void>,
): Promise<Problem[]> => {
  const copy = await copyContent()
  try {
    await breakIt(copy)
    return await validate(copy.dir)
  } finally {
    await copy.remove()
  }
}

describe("content validation", () => {
  it("accepts the committed sample content", async () => {
    expect(await validate(CONTENT_DIR)).toEqual([])
  })

  it("names the file, line and column of malformed JSON", async () => {
    const problems = await problemsAfter((c) =>
      c.write("sponsors/sponsors.json", '{\n  "sponsors": [\n    { "slug": "a", }\n  ]\n}\n'),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/sponsors/sponsors.json",
        field: "(file)",
        message: expect.stringMatching(/not valid JSON at line 3, column \d+/),
      }),
    ])
  })

  it("names a missing required field", async () => {
    const problems = await problemsAfter((c) => c.editJson("press/press.json", (d) => delete d.press[1].title))
    expect(problems).toEqual([{ file: "content/press/press.json", field: "press[1].title", message: "is required" }])
  })

  it("names a media path that does not exist", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("portraits/portraits.json", (d) => (d.portraits[0].stills[3] = "stills/nope.jpg")),
    )
    expect(problems).toEqual([
      {
        file: "content/portraits/portraits.json",
        field: "portraits[0].stills[3]",
        message: "file not found: content/portraits/stills/nope.jpg",
      },
    ])
  })

  it("keeps media in their field's one folder, where the CMS looks for them", async () => {
    const problems = await problemsAfter(async (c) => {
      // In a sub-folder of the right folder, in another field's folder, and beside the JSON.
      await c.editJson("portraits/portraits.json", (d) => {
        d.portraits[0].stills[0] = "stills/drumming/drumming-01.jpg"
      })
      await c.editJson("sponsors/sponsors.json", (d) => (d.sponsors[0].logo = "stills/nea.svg"))
      await c.editJson("publications/publications.json", (d) => (d.publications[0].pdf = "white-paper.pdf"))
    })
    expect(problems).toEqual([
      {
        file: "content/sponsors/sponsors.json",
        field: "sponsors[0].logo",
        message: 'must be a file in content/sponsors/logos/, written "logos/<file name>" (got "stills/nea.svg")',
      },
      {
        file: "content/portraits/portraits.json",
        field: "portraits[0].stills[0]",
        message:
          'must be a file in content/portraits/stills/, written "stills/<file name>" (got "stills/drumming/drumming-01.jpg")',
      },
      {
        file: "content/publications/publications.json",
        field: "publications[0].pdf",
        message: 'must be a file in content/publications/pdfs/, written "pdfs/<file name>" (got "white-paper.pdf")',
      },
    ])
  })

  it('treats "" as absent on optional fields, as the CMS writes a cleared field, and as empty on required ones', async () => {
    const problems = await problemsAfter(async (c) => {
      await c.editJson("credits/credits.json", (d) => (d.credits[0].url = ""))
      await c.editJson("technology/technology.json", (d) => (d.sections[0].graphic = ""))
      await c.editJson("landing/landing.json", (d) => {
        const withPortrait = d.cards.findIndex((card: { portrait?: string }) => card.portrait)
        d.cards[withPortrait].portrait = ""
      })
      await c.editJson("press/press.json", (d) => (d.press[0].url = ""))
      await c.editJson("sponsors/sponsors.json", (d) => (d.sponsors[0].logo = ""))
    })
    expect(problems.map((p) => `${p.file} ${p.field}: ${p.message}`)).toEqual([
      expect.stringMatching(/^content\/sponsors\/sponsors.json sponsors\[0\].logo: must be a path relative to/),
      expect.stringMatching(/^content\/landing\/landing.json cards\[\d\]: needs exactly one of portrait/),
      'content/press/press.json press[0].url: must be an absolute https:// URL (got "")',
    ])
  })

  it("names an image sharp cannot read", async () => {
    const problems = await problemsAfter((c) =>
      c.write("publications/thumbnails/white-paper.jpg", "this is not a picture"),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/publications/publications.json",
        field: "publications[4].thumbnail",
        message: expect.stringContaining("cannot be read as an image"),
      }),
    ])
  })

  it("rejects a picture in a format gatsby-plugin-image cannot transform", async () => {
    const problems = await problemsAfter(async (c) => {
      await c.write(
        "press/thumbnails/choreo-robotics.jpg",
        '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="4"/>',
      )
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/press/press.json",
        field: "press[1].thumbnail",
        message: expect.stringContaining("is a svg image"),
      }),
    ])
  })

  it("rejects a portrait with no stills", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("portraits/portraits.json", (d) => (d.portraits[2].stills = [])),
    )
    expect(problems).toEqual([
      { file: "content/portraits/portraits.json", field: "portraits[2].stills", message: "must not be empty" },
    ])
  })

  it("rejects duplicate slugs", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("portraits/portraits.json", (d) => (d.portraits[4].slug = "traffic")),
    )
    expect(problems).toContainEqual({
      file: "content/portraits/portraits.json",
      field: "portraits[4].slug",
      message: 'duplicate slug "traffic" (already used by portraits[3])',
    })
  })

  it("shows each technology graphic at most once, and only the ones the page can draw", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("technology/technology.json", (d) => {
        d.sections[3].graphic = d.sections[0].graphic
        d.sections[5].graphic = "pie-chart"
      }),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/technology/technology.json",
        field: "sections[5].graphic",
        message: expect.stringMatching(/^must be one of "canon-diagram", .* \(got "pie-chart"\)$/),
      }),
      {
        file: "content/technology/technology.json",
        field: "sections[3].graphic",
        message: 'duplicate graphic "canon-diagram" (already used by sections[0])',
      },
    ])
  })

  it("rejects an external URL that is not https", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("sponsors/sponsors.json", (d) => (d.sponsors[5].url = "http://www.arts.gov/")),
    )
    expect(problems).toEqual([
      {
        file: "content/sponsors/sponsors.json",
        field: "sponsors[5].url",
        message: 'must be an absolute https:// URL (got "http://www.arts.gov/")',
      },
    ])
  })

  it("rejects an unknown credit group", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("credits/credits.json", (d) => (d.credits[1].group = "Catering")),
    )
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/credits/credits.json",
        field: "credits[1].group",
        message: expect.stringMatching(/^must be one of "Lead Artist", .* \(got "Catering"\)$/),
      }),
    ])
  })

  it("rejects a misspelt field instead of silently dropping it", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("credits/credits.json", (d) => {
        d.credits[0].activ = d.credits[0].active
        delete d.credits[0].active
      }),
    )
    expect(problems.map((p) => p.field)).toEqual(["credits[0].activ", "credits[0].active"])
  })

  it("checks references between files", async () => {
    const problems = await problemsAfter(async (c) => {
      await c.editJson("landing/landing.json", (d) => {
        d.cards[0].portrait = "tap-dance"
        d.partnersSentence = "Supported by {nea} and {acme}."
      })
      await c.editJson(
        "banners/banners.json",
        (d) => (d.banners = d.banners.filter((b: { section: string }) => b.section !== "portraits")),
      )
    })
    expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      "content/banners/banners.json banners",
      "content/landing/landing.json cards[0].portrait",
      "content/landing/landing.json partnersSentence",
    ])
  })

  it("checks every reference field the model declares, in lists too, and names the missing entry", async () => {
    const problems = await problemsAfter((c) =>
      c.editJson("portraits-page/portraits-page.json", (d) => {
        d.samplePortraits = [...d.samplePortraits, "no-such-portrait"]
        d.sonicPortrait = "Not A Slug"
      }),
    )
    const last = problems.find((p) => p.field.startsWith("samplePortraits"))
    expect(last?.message).toMatch(
      /^names no portrait: "no-such-portrait" is not a slug in content\/portraits\/portraits.json/,
    )
    expect(problems.find((p) => p.field === "sonicPortrait")?.message).toBe(
      'must be the slug of a portrait (got "Not A Slug")',
    )
    expect(problems).toHaveLength(2)
  })

  it("reports a JSON file outside the model", async () => {
    const problems = await problemsAfter((c) => c.write("people/people.json", "{}"))
    expect(problems).toEqual([expect.objectContaining({ file: "content/people/people.json", field: "(file)" })])
  })

  it("formats problems one per line with file and field", () => {
    expect(formatProblems([{ file: "content/a.json", field: "x[0].y", message: "is required" }])).toBe(
      "The content has 1 problem; fix it and rebuild:\n  content/a.json → x[0].y: is required",
    )
  })

  it("turns a JSON parse position into line and column", () => {
    const source = '{\n  "a": 1,\n}'
    let error: unknown
    try {
      JSON.parse(source)
    } catch (e) {
      error = e
    }
    expect(describeJsonError(source, error)).toMatch(/^is not valid JSON at line 3, column 1:/)
  })
})
