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
})
