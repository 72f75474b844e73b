/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { outsideReferences, citationProblems, linkProblems } from "./support/self-contained"

// The repository must explain itself: nothing it tracks may send a reader to a document it does not contain (the
// design notes the project started from, a shared folder beside it), and every "docs/<file>.md, "<section>"" a
// comment cites must name a section that exists there.

const root = path.resolve(__dirname, "..")
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file !== "" && existsSync(path.join(root, file)))
const isText = (bytes: Buffer): boolean => !bytes.subarray(0, 8000).includes(0)
const texts = tracked.flatMap((file) => {
  const bytes = readFileSync(path.join(root, file))
  return isText(bytes) ? [{ file, text: bytes.toString("utf8") }] : []
})
const readDoc = (file: string): string | undefined =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : undefined

describe("the repository refers to nothing outside it", () => {
  it("reads the tracked text files (so an empty list cannot pass)", () => {
    expect(texts.map((t) => t.file)).toEqual(expect.arrayContaining(["README.md", "src/constants.ts"]))
  })

  it("cites no section of an outside document and links to no folder beside the repository", () => {
    // This file and its helper spell the patterns out, so they are the two files left out.
    const own = new Set(["test/self-contained.test.ts", "test/support/self-contained.ts"])
    const found = texts.filter((t) => !own.has(t.file)).flatMap((t) => outsideReferences(t.file, t.text))
    expect(found).toEqual([])
  })

  it("cites only sections that exist in the docs it names", () => {
    const found = texts.flatMap((t) => citationProblems(t.file, t.text, readDoc))
    expect(found).toEqual([])
  })

  it("links, in its Markdown, only to files it holds", () => {
    const found = texts
      .filter((t) => t.file.endsWith(".md"))
      .flatMap((t) => linkProblems(t.file, t.text, (target) => existsSync(path.join(root, target))))
    expect(found).toEqual([])
  })
})
