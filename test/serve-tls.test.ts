/**
 * @jest-environment node
 *
 * scripts/serve.mjs with --tls-cert and --tls-key serves the site over HTTPS with HTTP/2, as Netlify does; the
 * bench (`npm run bench`) measures it that way. A throwaway certificate is made with openssl for the test.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import * as http2 from "node:http2"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { makeLocalCertificate } from "../scripts/local-certificate"

const PORT = 9471
const root = path.resolve(__dirname, "..")
let server: ChildProcess | undefined
let folder: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One request over HTTP/2; the protocol the TLS handshake agreed on, the status and the headers. */
const get = (route: string, acceptEncoding: string) =>
  new Promise<{
    alpn: string | false | undefined
    headers: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader
  }>((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${PORT}`, { rejectUnauthorized: false })
    session.on("error", reject)
    const request = session.request({ ":path": route, "accept-encoding": acceptEncoding })
    request.on("response", (headers) => {
      request.resume()
      request.on("end", () => {
        const alpn = session.alpnProtocol
        session.close()
        resolve({ alpn, headers })
      })
    })
    request.on("error", reject)
    request.end()
  })

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "mu-serve-tls-"))
  // A site of two files is enough: the server only needs an index.html and a 404.html in its root.
  writeFileSync(path.join(folder, "index.html"), "<p>home</p>")
  writeFileSync(path.join(folder, "404.html"), "<p>none</p>")
  const { cert, key } = makeLocalCertificate(folder)
  server = spawn(
    process.execPath,
    [
      path.join(root, "scripts", "serve.mjs"),
      "--port",
      String(PORT),
      "--root",
      folder,
      "--tls-cert",
      cert,
      "--tls-key",
      key,
    ],
    { stdio: "ignore" },
  )
  for (let attempt = 0; attempt < 40; attempt++) {
    const up = await get("/", "br").then(
      () => true,
      () => false,
    )
    if (up) return
    await sleep(250)
  }
  throw new Error("serve.mjs did not answer over HTTPS")
}, 30_000)

afterAll(() => {
  server?.kill()
  rmSync(folder, { recursive: true, force: true })
})

describe("scripts/serve.mjs over TLS", () => {
  it("answers over HTTP/2 with the page, brotli-compressed", async () => {
    const { alpn, headers } = await get("/", "br, gzip")
    expect(alpn).toBe("h2")
    expect(headers[":status"]).toBe(200)
    expect(headers["content-encoding"]).toBe("br")
    expect(headers["content-type"]).toMatch(/^text\/html/)
  })

  it("answers an unknown path with the not-found page and status 404", async () => {
    const { headers } = await get("/no-such-page/", "identity")
    expect(headers[":status"]).toBe(404)
  })
})
