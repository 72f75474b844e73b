/**
 * `npm run serve:built` answers the editor's first load at once (issue 50): a fresh scripts/serve.mjs, no file asked
 * for before, and /admin/ with the two scripts it loads (Decap's 5 MB bundle among them) each answered, brotli-
 * compressed, within FIRST_ANSWER_MS. Quality 11 for the bundle took 7.6 s on this machine and the admin's first
 * load 15–60 s under load; the first answer is quality 5 now, quality 11 made off the request path (serve.mjs).
 */
import { spawn, type ChildProcess } from "node:child_process"
import * as path from "node:path"
import { expect, test } from "@playwright/test"
import { ADMIN_PATH } from "../src/security-headers"

const ROOT = path.resolve(__dirname, "..")
const PORT = Number(process.env.E2E_PORT ?? 9123) + 30
/** The bound for the admin's first answer, per request. */
const FIRST_ANSWER_MS = 2_000

let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(PORT)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  })
  const child = server
  // Listening is printed once the server answers; nothing has been asked for yet, so nothing is compressed.
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving ")) resolve()
    })
    child.on("exit", (code) => reject(new Error(`serve.mjs exited ${code}`)))
  })
})

test.afterAll(() => {
  server?.kill()
})

test("a fresh `npm run serve:built` answers /admin/ and each of its scripts within 2 s, compressed", async ({
  request,
}) => {
  const base = `http://127.0.0.1:${PORT}`
  const html = await (await request.get(`${base}${ADMIN_PATH}`)).text()
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? "")
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of [ADMIN_PATH, ...scripts]) {
    // A new client each time, so no connection or cache is shared; the server's first request for this file.
    const started = performance.now()
    const response = await fetch(`${base}${url}`, { headers: { "Accept-Encoding": "br" } })
    await response.arrayBuffer()
    const took = performance.now() - started
    expect(response.status, url).toBe(200)
    expect(response.headers.get("content-encoding"), url).toBe("br")
    expect(took, `${url} took ${Math.round(took)} ms`).toBeLessThan(FIRST_ANSWER_MS)
  }
})
