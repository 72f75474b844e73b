/**
 * @jest-environment node
 *
 * scripts/serve.mjs (the quick start's server, and the bench's and the browser tests') answers odd request paths
 * without falling over and without leaving its folder. A request for "//" used to end the process: the path was read
 * as a reference relative to a base, where "//" names a host, and `new URL` threw.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import * as http from "node:http"
import { tmpdir } from "node:os"
import * as path from "node:path"

const PORT = 9472
const root = path.resolve(__dirname, "..")
let server: ChildProcess | undefined
let parent: string
let site: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One GET with the path sent exactly as given (no client-side normalising). */
const get = (rawPath: string) =>
  new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: PORT, path: rawPath, method: "GET" }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }))
    })
    request.on("error", reject)
    request.end()
  })

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), "mu-serve-paths-"))
  site = path.join(parent, "site")
  mkdirSync(path.join(site, "people"), { recursive: true })
  writeFileSync(path.join(site, "index.html"), "<p>home</p>")
  writeFileSync(path.join(site, "404.html"), "<p>none</p>")
  writeFileSync(path.join(site, "people", "index.html"), "<p>people</p>")
  // A language's own not-found page, named in _redirects as the adapter writes it (src/gatsby-node/languages.ts).
  mkdirSync(path.join(site, "es", "people"), { recursive: true })
  writeFileSync(path.join(site, "es", "404.html"), "<p>nada</p>")
  writeFileSync(path.join(site, "es", "people", "index.html"), "<p>personas</p>")
  writeFileSync(path.join(site, "_redirects"), "# adapter start\r\n/es/*  /es/404.html  404\r\n/old/  /  301\n")
  // A sibling whose name starts with the site folder's: outside it, though its path starts the same way.
  mkdirSync(path.join(parent, "site-private"))
  writeFileSync(path.join(parent, "site-private", "secret.txt"), "not to be served")
  server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(PORT), "--root", site], {
    stdio: "ignore",
  })
  for (let attempt = 0; attempt < 40; attempt++) {
    const up = await get("/").then(
      () => true,
      () => false,
    )
    if (up) return
    await sleep(250)
  }
  throw new Error("serve.mjs did not answer")
}, 30_000)

afterAll(() => {
  server?.kill()
  rmSync(parent, { recursive: true, force: true })
})

describe("scripts/serve.mjs with odd paths", () => {
  it('answers "//" with the home page and keeps answering', async () => {
    expect(await get("//")).toMatchObject({ status: 200, body: "<p>home</p>" })
    expect(await get("/people/")).toMatchObject({ status: 200, body: "<p>people</p>" })
  })

  it("redirects a folder without its slash to a path on this host, never to another host", async () => {
    expect(await get("/people")).toMatchObject({ status: 301, location: "/people/" })
    expect(await get("//people")).toMatchObject({ status: 301, location: "/people/" })
  })

  it("answers a broken percent-encoding with the not-found page, not a crash", async () => {
    expect(await get("/%E0")).toMatchObject({ status: 404, body: "<p>none</p>" })
    expect(await get("/%E0/")).toMatchObject({ status: 404, body: "<p>none</p>" })
    expect((await get("/")).status).toBe(200)
  })

  it("answers an unknown path under a language's prefix with that language's not-found page, status 404", async () => {
    expect(await get("/es/nada/")).toMatchObject({ status: 404, body: "<p>nada</p>" })
    expect(await get("/es/people/")).toMatchObject({ status: 200, body: "<p>personas</p>" })
    // Only under the prefix: "/esx/" and "/nope/" get the site's own not-found page.
    expect(await get("/esx/")).toMatchObject({ status: 404, body: "<p>none</p>" })
    expect(await get("/nope/")).toMatchObject({ status: 404, body: "<p>none</p>" })
  })

  it("serves nothing from a sibling folder whose name starts like the site's", async () => {
    // "%2F" is not a separator to the URL parser, so ".." survives it and is decoded into a step up.
    const answer = await get("/..%2Fsite-private%2Fsecret.txt")
    expect(answer.status).toBe(404)
    expect(answer.body).not.toContain("not to be served")
  })

  it("answers a request target that is not a path with 400", async () => {
    expect((await get("*")).status).toBe(400)
  })
})
