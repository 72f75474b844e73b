/**
 * @jest-environment node
 *
 * Real Gatsby runs on a broken copy of the project: `gatsby build` must stop with the file and
 * field named, and `gatsby develop` must report the same problem and carry on (an editor's typo must not stop the preview).
 */
import { spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { copyProject, PROJECT_DIR } from "../support/content-copy"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: undefined }
const gatsby = path.join(PROJECT_DIR, "node_modules", ".bin", "gatsby")
/** Not 8000, nor the other develop test's port; BROKEN_CONTENT_DEVELOP_PORT moves it. */
const PORT = process.env.BROKEN_CONTENT_DEVELOP_PORT ?? "8123"

/** The break: the last sponsor's address loses its https, as an editor pasting an old link might. */
let expected = ""
const brokenProject = async (): Promise<string> => {
  const dir = await copyProject("mu-broken-")
  const sponsorsFile = path.join(dir, "content", "sponsors", "sponsors.json")
  // Stored with its languages: the address is the English's (every language's).
  const stored = JSON.parse(await fs.readFile(sponsorsFile, "utf8")) as {
    en: { sponsors: { name: string; url: string }[] }
  }
  const sponsors = stored.en
  const index = sponsors.sponsors.length - 1
  const sponsor = sponsors.sponsors[index]
  if (!sponsor?.url.startsWith("https://"))
    throw new Error("sponsors.json: expected the last sponsor to have an https url")
  sponsor.url = sponsor.url.replace(/^https:/, "http:")
  await fs.writeFile(sponsorsFile, JSON.stringify(stored, null, 2))
  expected = `content/sponsors/sponsors.json → sponsors[${index}].url (sponsor "${sponsor.name}"): must be an absolute https:// URL (got "${sponsor.url}")`
  return dir
}

let project: string
beforeAll(async () => {
  project = await brokenProject()
})
afterAll(async () => {
  // Retries: a just-stopped gatsby develop may still be flushing files into the copy.
  await fs.rm(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
})

it("gatsby build fails and names the file and the field", () => {
  const result = spawnSync(gatsby, ["build"], { cwd: project, env, encoding: "utf8", timeout: 240_000 })
  const output = `${result.stdout}\n${result.stderr}`
  expect(result.status).not.toBe(0)
  expect(output).toContain(expected)
}, 300_000)

it("gatsby develop reports the problem and carries on past it", async () => {
  const child = spawn(gatsby, ["develop", "-H", "127.0.0.1", "-p", PORT], { cwd: project, env, detached: true })
  let output = ""
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  try {
    // Past bootstrap (where the content is checked) it starts on the site's queries; that it gets there still
    // running is what matters. Serving comes later, after about 2 min of image jobs and bundling on a cold copy,
    // which this test need not wait for.
    const deadline = Date.now() + 240_000
    while (!/extract queries from components/.test(output) && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(output).toContain(expected)
    expect(output).toMatch(/extract queries from components/)
    expect(child.exitCode).toBeNull()
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM")
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
}, 300_000)
