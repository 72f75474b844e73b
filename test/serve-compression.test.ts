/** @jest-environment node */
import { execFileSync } from "node:child_process"
import * as path from "node:path"

// scripts/serve.mjs is an ES module run by Node; its helpers are checked in a child Node process.
const run = (expression: string): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import * as s from ${JSON.stringify(path.resolve(__dirname, "..", "scripts", "serve.mjs"))}
         console.log(JSON.stringify(${expression}))`,
      ],
      { encoding: "utf8" },
    ),
  )

describe("scripts/serve.mjs compression", () => {
  it("prefers brotli, then gzip, honours q=0 and *, and sends plain bytes otherwise", () => {
    expect(
      run(
        `["gzip, deflate, br", "gzip", "br;q=0, gzip", "identity", "", "*", "gzip;q=0, br;q=0"].map((a) => s.chooseEncoding(a) ?? null)`,
      ),
    ).toEqual(["br", "gzip", "gzip", null, null, "br", null])
  })

  it("compresses text, scripts, JSON and SVG, not pictures, fonts, video or PDF", () => {
    expect(
      run(
        `["text/html; charset=utf-8", "text/javascript; charset=utf-8", "application/json; charset=utf-8", "image/svg+xml", "text/vtt; charset=utf-8", "image/jpeg", "font/woff2", "video/mp4", "application/pdf"].map(s.isCompressible)`,
      ),
    ).toEqual([true, true, true, true, true, false, false, false, false])
  })

  it("answers a file's first brotli request at once and later ones with the best quality, both decoding to the file", () => {
    // A 2 MB text file whose best brotli takes seconds: the first call must return without waiting for it.
    const result = run(`await (async () => {
      const fs = await import("node:fs")
      const os = await import("node:os")
      const path = await import("node:path")
      const zlib = await import("node:zlib")
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mu-serve-"))
      const file = path.join(dir, "big.js")
      let text = ""
      for (let i = 0; text.length < 2_000_000; i++) text += "const v" + i + " = " + ((i * 7919) % 104729) + "\\n"
      fs.writeFileSync(file, text)
      let bestCalled = false
      const best = new Promise((resolve) => s.compressedBody(file, "br", (body) => { bestCalled = true; resolve(body) }))
      const first = s.compressedBody(file, "br")
      const calledBeforeReturn = bestCalled
      const later = await best
      const again = s.compressedBody(file, "br")
      const decode = (body) => zlib.brotliDecompressSync(body).toString() === text
      fs.rmSync(dir, { recursive: true })
      return { calledBeforeReturn, firstDecodes: decode(first), laterDecodes: decode(later), smaller: later.length < first.length, cached: again === later }
    })()`)
    expect(result).toEqual({
      calledBeforeReturn: false,
      firstDecodes: true,
      laterDecodes: true,
      smaller: true,
      cached: true,
    })
  })
})
