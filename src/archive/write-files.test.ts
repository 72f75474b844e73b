import { createHash } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { fileText, streamedFile } from "./entry-files"
import { writeFileBody } from "./write-files"

describe("derived files written piece by piece", () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "write-files-"))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  // 3,000 pieces of about 1 kB, with a two-byte character in each: more than one write batch, and a byte count that
  // differs from the character count.
  const pieces = function* () {
    for (let i = 0; i < 3000; i++) yield `${i},é,${"x".repeat(1000)}\n`
  }

  it("measures a streamed file's bytes and sha256 as the written file has them", async () => {
    const body = streamedFile(pieces)
    const file = path.join(folder, "joints.csv")
    await writeFileBody(file, body)
    const written = readFileSync(file)
    expect(written.length).toBeGreaterThan(2 << 20)
    expect(body.bytes).toBe(written.length)
    expect(body.sha256).toBe(createHash("sha256").update(written).digest("hex"))
    expect(written.toString("utf8")).toBe(fileText(body))
  })

  it("writes a string as it is", async () => {
    const file = path.join(folder, "motion.json")
    await writeFileBody(file, '{ "é": 1 }\n')
    expect(readFileSync(file, "utf8")).toBe('{ "é": 1 }\n')
  })

  it("writes an empty streamed file", async () => {
    const file = path.join(folder, "empty.csv")
    const body = streamedFile(function* () {})
    await writeFileBody(file, body)
    expect(readFileSync(file).length).toBe(0)
    expect(body.bytes).toBe(0)
  })
})
