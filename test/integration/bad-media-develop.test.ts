/**
 * @jest-environment node
 *
 * A real `gatsby develop` on a copy of the project whose portrait still is a phone's HEIC photo renamed .jpg (a
 * synthetic HEIC header): the server must keep running, and the Portraits page must answer with the problem
 * named (file, field, "export it as JPEG") instead of a page drawn from what is left. Replacing the file with a
 * real JPEG brings the page back without a restart. The copy is the run's shared built copy
 * (test/support/built-copy.ts), moved to another folder, and develop starts as an editor starts it (`npm run
 * develop`): a moved or copied project once kept caches naming its old folder, and every page then failed with
 * "StaticQuery could not be fetched" after the first published change (issue 49). Now the stale caches are cleared
 * before Gatsby starts (src/gatsby-node/project-root.ts), the pages are served, and the changed file shows.
 * While it runs, an editor adds an archive entry with its take in the real admin (the CMS browser test, saving into
 * this copy): the entry's page answers within a bound of the save (it once showed the 404 page for minutes), and
 * replacing the take under the same name changes the page's figures.
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { builtCopy, COLD_BUILD_TIMEOUT_MS, type BuiltCopy } from "../support/built-copy"
import { runCmsTest } from "../support/cms-browser-test"
import { halvesJpeg, heicBytes } from "../support/synthetic-files"
import { CMS_EDITS } from "../../e2e/cms-edits"
import { archiveEntryPath } from "../../src/constants"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: undefined }
/** Not 8000, nor the port of the other develop test, nor the CMS tests' ports; BAD_MEDIA_DEVELOP_PORT moves it. */
const PORT = Number(process.env.BAD_MEDIA_DEVELOP_PORT ?? 8140)
const origin = `http://127.0.0.1:${PORT}`
/** A cold copy needs minutes of image jobs and bundling before it serves, more on a busy machine. */
const START_TIMEOUT_MS = 900_000
const STILL = path.join("content", "portraits", "stills", "drumming-02.jpg")
/** The CMS browser test whose editor adds an archive entry with its take (e2e/cms.spec.ts; CMS_EDITS.archiveEntry). */
const CMS_NEW_ENTRY_TEST = "an archive entry added through the form adds only its own lines"
/**
 * The admin (this checkout's build) is served here for that test, and decap-server listens on the next port; neither
 * is another integration test's, since two run at a time. BAD_MEDIA_CMS_PORT and BAD_MEDIA_CMS_BACKEND_PORT move them.
 */
const CMS_PORTS = {
  port: process.env.BAD_MEDIA_CMS_PORT ?? "8141",
  backendPort: process.env.BAD_MEDIA_CMS_BACKEND_PORT ?? "8142",
}
/** The editor fills every field of the entry and its take is read in the form: room for a busy machine. */
const CMS_TEST_TIMEOUT_MS = 300_000
/** Generous bounds on each wait for the new entry, never a verdict on how long it took. */
const NEW_PAGE_TIMEOUT_MS = 120_000

/**
 * The same take, twice as long: its frames played twice over (the last frame meets the first again, as a take that
 * loops would), with `Frames:` counting them all.
 */
const twiceAsLong = (bvh: string) => {
  const lines = bvh.split(/\r?\n/)
  const timeLine = lines.findIndex((line) => /^\s*Frame Time:/i.test(line))
  const frames = lines.slice(timeLine + 1).filter((line) => line.trim() !== "")
  const head = lines
    .slice(0, timeLine + 1)
    .map((line) => line.replace(/^(\s*Frames:\s*)\d+/i, `$1${frames.length * 2}`))
  return `${[...head, ...frames, ...frames].join("\n")}\n`
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const get = async (route: string) => {
  const response = await fetch(`${origin}${route}`, { headers: { accept: "text/html" } })
  return { status: response.status, body: await response.text() }
}

let copy: BuiltCopy
let project: string
beforeAll(async () => {
  copy = await builtCopy()
  // The built copy, moved: its caches still name the folder it was built in.
  project = path.join(path.dirname(copy.dir), "moved")
  // The moved folder is this test's alone, so the copy's place is free at once, moved or not: the next test restores
  // it from the seed (built-copy.ts) and builds while this one's develop server runs.
  try {
    await fs.rm(project, { recursive: true, force: true })
    await fs.rename(copy.dir, project)
  } finally {
    await copy.release()
  }
  await fs.writeFile(path.join(project, STILL), heicBytes())
}, COLD_BUILD_TIMEOUT_MS + 60_000)
afterAll(async () => {
  await fs.rm(project, { recursive: true, force: true })
})

it("keeps gatsby develop up and answers the affected page with the named problem", async () => {
  const child = spawn("npm", ["run", "develop", "--", "-p", String(PORT)], {
    cwd: project,
    env,
    detached: true,
  })
  let output = ""
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  try {
    const deadline = Date.now() + START_TIMEOUT_MS
    let serving = false
    while (!serving && child.exitCode === null && Date.now() < deadline) {
      await sleep(2000)
      serving = await get("/people/").then(
        (r) => r.status === 200,
        () => false,
      )
    }
    expect(child.exitCode).toBeNull()
    expect(serving).toBe(true)
    // The moved caches were found and cleared before Gatsby started (npm's predevelop step).
    expect(output).toContain(`The project was built in ${copy.dir} and is now in ${project}`)
    // And the admin the copy was built with was found in place, so Gatsby's copy of static/ met no file written
    // during its start (a copied checkout's first start once stopped with "ENOENT … unlink
    // 'public/admin/motion-inspector.js'", src/gatsby-node/admin.ts).
    expect(output).toMatch(/^Admin: .*; already in place$/m)
    expect(output).not.toContain("ENOENT")
    // The terminal names it too, as a content error.
    expect(output).toMatch(
      /content\/portraits\/portraits\.json → portraits\[0\]\.stills\[1\] \(portrait "[^"]+"\): is a HEIC photo/,
    )

    const broken = await get("/portraits/")
    expect(broken.status).toBe(500)
    expect(broken.body).toContain("<code>content/portraits/portraits.json</code> → <code>portraits[0].stills[1]</code>")
    expect(broken.body).toContain("is a HEIC photo")
    expect(broken.body).toContain("export it as JPEG")
    // Still up, and the pages that do not show portraits are served as usual.
    expect(child.exitCode).toBeNull()
    expect((await get("/people/")).status).toBe(200)
    expect(output).not.toMatch(/heif: Error while loading plugin|Support for this compression format/)

    // While it is up: develop serves an archive entry's files as the build writes them, joints.csv (streamed a
    // frame at a time) matching the checksum SHA256SUMS states for it.
    const archive = (
      JSON.parse(await fs.readFile(path.join(project, "content", "archive", "archive.json"), "utf8")) as {
        en: { entries: { slug: string; offerDownloads: boolean; consent: { download: boolean } }[] }
      }
    ).en
    const offered = archive.entries.find((e) => e.offerDownloads && e.consent.download)
    expect(offered).toBeDefined()
    const sums = await get(`/archive/${offered?.slug}/SHA256SUMS`)
    const csv = await fetch(`${origin}/archive/${offered?.slug}/joints.csv`)
    expect(csv.status).toBe(200)
    const csvBytes = Buffer.from(await csv.arrayBuffer())
    expect(csvBytes.length).toBeGreaterThan(0)
    expect(sums.body).toContain(`${createHash("sha256").update(csvBytes).digest("hex")}  joints.csv`)

    // The editor replaces the photo with a JPEG: the page comes back without a restart.
    await fs.writeFile(path.join(project, STILL), await halvesJpeg(640, 640))
    const fixedBy = Date.now() + 120_000
    let fixed = broken
    while (fixed.status === 500 && Date.now() < fixedBy) {
      await sleep(2000)
      fixed = await get("/portraits/")
    }
    expect(fixed.status).toBe(200)
    expect(child.exitCode).toBeNull()

    // The editor publishes a new archive entry with its take in the real admin (the CMS browser test, decap-server
    // writing into this copy while develop runs): decap-server writes archive.json first and the take after it, so
    // createPages may meet the entry before its motion file. The other archive pages stay meanwhile, and the new
    // page answers once the take is there (src/gatsby-node/archive.ts, derivationsOf).
    const { slug, title } = CMS_EDITS.archiveEntry
    const pageData = (entrySlug: string) => `${origin}/page-data${archiveEntryPath(entrySlug)}page-data.json`
    const base = archive.entries[0]!
    await runCmsTest(CMS_NEW_ENTRY_TEST, path.join(project, "content"), CMS_PORTS, CMS_TEST_TIMEOUT_MS)
    const savedAt = Date.now()
    let othersServed = true
    let answered = ""
    while (!answered.includes(title) && Date.now() < savedAt + NEW_PAGE_TIMEOUT_MS) {
      othersServed &&= (await fetch(pageData(base.slug))).ok
      const response = await fetch(pageData(slug))
      answered = response.ok ? await response.text() : ""
      if (!answered.includes(title)) await sleep(1000)
    }
    // A figure for the log, not a verdict: the bound above is the test's only limit.
    console.log(`The new entry's page answered ${((Date.now() - savedAt) / 1000).toFixed(1)} s after the save`)
    expect(answered).toContain(title)
    expect(othersServed).toBe(true)

    // The editor replaces the take with a longer one under the same name: the entry's page follows, its query run
    // again because the page's context carries the derivation's digest (src/gatsby-node/archive.ts).
    type EntryPageData = {
      result: { pageContext: { derivation: string }; data: { archiveEntry: { derived: { durationS: number } } } }
    }
    const before = JSON.parse(answered) as EntryPageData
    const motion = path.join(project, "content", "archive", "motion", CMS_EDITS.archiveEntry.take)
    await fs.writeFile(motion, twiceAsLong(await fs.readFile(motion, "utf8")))
    const followedBy = Date.now() + NEW_PAGE_TIMEOUT_MS
    let after = before
    const duration = (data: EntryPageData) => data.result.data.archiveEntry.derived.durationS
    while (duration(after) === duration(before) && Date.now() < followedBy) {
      await sleep(2000)
      const response = await fetch(pageData(slug))
      if (response.ok) after = JSON.parse(await response.text()) as EntryPageData
    }
    expect(duration(after)).toBeCloseTo(2 * duration(before), 0)
    expect(after.result.pageContext.derivation).not.toBe(before.result.pageContext.derivation)
    expect(child.exitCode).toBeNull()
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM")
    await Promise.race([exited, sleep(10_000)])
  }
}, 1_800_000)
