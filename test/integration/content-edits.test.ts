/**
 * @jest-environment node
 *
 * An editor's round trip, and tests that follow the content rather than today's sample numbers. On a copy of the
 * project:
 *   1. an editor saves a credit, a portrait's new caption and a sponsor with an uploaded logo through the CMS, and
 *      changes the Spanish tagline beside the English (the CMS browser tests, run against this checkout's built
 *      admin with decap-server writing into the copy);
 *   2. one more still on a portrait and one more publication are added to the files, as an editor might by hand;
 *   3. `gatsby build` succeeds, the CMS edits show on the built pages, and the unchanged browser specs that count
 *      stills, credits and publications pass against the copy's own content and build.
 * The copy is the run's shared built copy (test/support/built-copy.ts), so the build is warm, as an editor's
 * change is built on the host.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { CMS_EDITS } from "../../e2e/cms-edits"
import { builtCopy, COLD_BUILD_TIMEOUT_MS, type BuiltCopy } from "../support/built-copy"
import { expectPlaywrightPassed, grepLiteral, runCmsTest, runPlaywright } from "../support/cms-browser-test"
import { PROJECT_DIR } from "../support/content-copy"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: undefined }
const bin = (name: string) => path.join(PROJECT_DIR, "node_modules", ".bin", name)
/** Its own port, so it never meets the main browser run's server (CI=1 also stops Playwright reusing one). */
const PORT = process.env.CONTENT_EDITS_E2E_PORT ?? "9124"
/**
 * The CMS step serves this checkout's own build on another port, with decap-server on one more: neither is another
 * integration test's, since two run at a time.
 */
const CMS_PORTS = {
  port: process.env.CONTENT_EDITS_CMS_PORT ?? "9125",
  backendPort: process.env.CONTENT_EDITS_CMS_BACKEND_PORT ?? "9127",
}
const CMS_EDIT_TEST = "an editor adds a credit, recaptions a portrait and uploads a sponsor logo"
const CMS_SPANISH_EDIT_TEST = "an editor changes the Spanish tagline beside the English"
/** Warm, it takes well under a minute on an idle 2-core machine; a shared, busy one can take many times that. */
const BUILD_TIMEOUT_MS = 20 * 60_000

/** The browser tests whose expectations are counted from content: every still, credit and publication. */
const CONTENT_DRIVEN_TESTS = [
  "each shows every one of its stills",
  "lists credit groups in the spec's order",
  "each with its names in the content's order",
  "links every PDF and press item",
  "links each publication's PDF at a stable address",
  "shows each publication's thumbnail with its alt text and its citation",
  "the sitemap lists every page the build wrote",
]
interface Portrait {
  slug: string
  stills: string[]
}
interface Publication {
  slug: string
  title: string
  citation: string
  thumbnail: string
  thumbnailAlt: string
  pdf: string
}

let project: string
const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await fs.readFile(path.join(project, "content", file), "utf8")) as T
const writeJson = (file: string, data: unknown) =>
  fs.writeFile(path.join(project, "content", file), JSON.stringify(data, null, 2))
const copyMedia = async (folder: string, from: string, to: string) => {
  await fs.copyFile(path.join(project, "content", folder, from), path.join(project, "content", folder, to))
  return to
}

/** What an editor would do in the CMS: one more still, one more credit, one more publication. */
const editContent = async () => {
  const { en: page } = await readJson<{ en: { samplePortraits: string[] } }>("portraits-page/portraits-page.json")
  // Stored with its languages: the stills are the English's (every language's).
  const portraits = await readJson<{ en: { portraits: Portrait[] } }>("portraits/portraits.json")
  const portrait = portraits.en.portraits.find((p) => p.slug === page.samplePortraits[0])!
  const last = portrait.stills.at(-1)!
  const added = path.posix.join(path.posix.dirname(last), `${portrait.slug}-added.jpg`)
  await copyMedia("portraits", last, added)
  portrait.stills.push(added)
  await writeJson("portraits/portraits.json", portraits)

  // A credit has no text to translate: added in the English, it is on both languages' People pages.
  const credits = await readJson<{ en: { credits: { group: string; name: string; active: boolean }[] } }>(
    "credits/credits.json",
  )
  credits.en.credits.push({ group: credits.en.credits.at(-1)!.group, name: "Odile Marsh-Ferreira", active: true })
  await writeJson("credits/credits.json", credits)

  // The publications' file is stored with its languages; a publication added in English alone leaves its Spanish
  // alt text a missing translation (a warning: the Spanish page shows the English, marked as English).
  const stored = await readJson<{ en: { publications: Publication[] } }>("publications/publications.json")
  const publications = stored.en
  const model = publications.publications[0]!
  const slug = "field-notes-on-gesture"
  const title = "Field Notes on Gesture"
  publications.publications.push({
    slug,
    title,
    citation: "Odile Marsh-Ferreira. Working paper, 2026.",
    thumbnail: await copyMedia("publications", model.thumbnail, `thumbnails/${slug}.jpg`),
    thumbnailAlt: `Thumbnail for '${title}'`,
    pdf: await copyMedia("publications", model.pdf, `pdfs/${slug}.pdf`),
  })
  await writeJson("publications/publications.json", stored)
}

let copy: BuiltCopy
beforeAll(async () => {
  copy = await builtCopy()
  project = copy.dir
}, COLD_BUILD_TIMEOUT_MS + 60_000)
afterAll(async () => {
  await copy?.release()
})

it("an editor's saves through the CMS land in the copy's content", async () => {
  await runCmsTest([CMS_EDIT_TEST, CMS_SPANISH_EDIT_TEST], path.join(project, "content"), CMS_PORTS, 300_000)
}, 330_000)

it(
  "builds with the CMS edits and one more still and publication",
  async () => {
    await editContent()
    const result = spawnSync(bin("gatsby"), ["build"], {
      cwd: project,
      env,
      encoding: "utf8",
      timeout: BUILD_TIMEOUT_MS,
    })
    expect(`${result.stdout}\n${result.stderr}`.slice(-2000)).toContain("Done building")
    expect(result.status).toBe(0)
  },
  BUILD_TIMEOUT_MS + 60_000,
)

it("passes the content-driven browser tests against the edited copy", async () => {
  const result = await runPlaywright(["--grep", CONTENT_DRIVEN_TESTS.map(grepLiteral).join("|")], {
    cwd: project,
    extraEnv: { E2E_PORT: PORT },
    timeoutMs: 600_000,
  })
  // Each test picked must have run: a renamed test would otherwise make this pass by running nothing.
  expectPlaywrightPassed(result, CONTENT_DRIVEN_TESTS.length)
}, 660_000)

/** The text of every built page, with the entities React writes turned back into characters. */
const builtText = async () => {
  const pages: string[] = []
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name === "index.html" || entry.name === "404.html") pages.push(await fs.readFile(full, "utf8"))
    }
  }
  await walk(path.join(project, "public"))
  return pages
    .join("\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

it("shows the editor's CMS saves on the built pages", async () => {
  const html = await builtText()
  const people = await fs.readFile(path.join(project, "public", "people", "index.html"), "utf8")
  expect(people).toContain(CMS_EDITS.credit.name)
  // A credit has nothing to translate: saved in the English pane, it is on the Spanish page too.
  const spanishPeople = await fs.readFile(path.join(project, "public", "es", "people", "index.html"), "utf8")
  expect(spanishPeople).toContain(CMS_EDITS.credit.name)
  // The uploaded logo, with its alt text, among the sponsors' logos.
  expect(people).toContain(`alt="${CMS_EDITS.sponsor.logoAlt}"`)
  const logo = new RegExp(`<img[^>]*alt="${CMS_EDITS.sponsor.logoAlt}"[^>]*>`).exec(people)?.[0] ?? ""
  const src = /src="([^"]+)"/.exec(logo)?.[1] ?? ""
  expect(src).not.toBe("")
  expect(await fs.readFile(path.join(project, "public", src), "utf8")).toContain("Tidewater")
  // The new caption wherever the portrait is shown, and the old one nowhere.
  const portrait = (
    await readJson<{ en: { portraits: (Portrait & { caption: string })[] } }>("portraits/portraits.json")
  ).en.portraits[0]!
  expect(portrait.caption.endsWith(CMS_EDITS.captionAddition)).toBe(true)
  expect(html).toContain(portrait.caption)
  const before = portrait.caption.slice(0, -CMS_EDITS.captionAddition.length)
  expect(html.split(portrait.caption).join("")).not.toContain(before)
  // The Spanish tagline changed beside the English shows on the Spanish landing page, and on no English page.
  const { es } = await readJson<{ es: { tagline: string } }>("site/site.json")
  expect(es.tagline.endsWith(CMS_EDITS.spanishTaglineAddition)).toBe(true)
  const spanish = await fs.readFile(path.join(project, "public", "es", "index.html"), "utf8")
  expect(spanish).toContain(es.tagline)
  const english = await fs.readFile(path.join(project, "public", "index.html"), "utf8")
  expect(english).not.toContain(CMS_EDITS.spanishTaglineAddition)
})
