/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import * as fs from "node:fs"
import * as path from "node:path"
import ts from "typescript"

/**
 * The archive's code types entries as `ArchiveEntryValue`, which `ValueOf` derives from the model. These tests run
 * the TypeScript compiler over the real model, the archive's types and the English of content/archive/archive.json, once as the
 * model is and once with a field added to ArchiveEntry: the added field must change the type the archive reads.
 */
const ROOT = path.resolve(__dirname, "../..")
const MODEL = path.join(ROOT, "src/content-model/model.ts")
const PROBE = path.join(ROOT, "src/content-model/value-of-probe.ts")
const PROBE_TEXT = `
import type { ArchiveEntryValue } from "./model"
import type { EntryMotion } from "../archive/analyse"
import type { EntryText } from "../archive/entry-files"
import archive from "../../content/archive/archive.json"
export const entries: readonly ArchiveEntryValue[] = archive.en.entries
export const texts: readonly EntryText[] = entries
export const motions: readonly EntryMotion[] = entries
`

let previous: ts.Program | undefined

/** The compiler's complaints about the probe, with model.ts's ArchiveEntry given `extraField` as an extra line. */
const diagnostics = (extraField?: string): string[] => {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: ["node"],
  }
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  host.readFile = (file) => {
    if (path.resolve(file) === PROBE) return PROBE_TEXT
    const text = readFile(file)
    if (path.resolve(file) !== MODEL || extraField === undefined || text === undefined) return text
    const anchor = 'export const ArchiveEntry = objectType("ArchiveEntry", {'
    if (!text.includes(anchor)) throw new Error("model.ts no longer declares ArchiveEntry as this test expects")
    return text.replace(anchor, `${anchor}\n  ${extraField},`)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (file) => path.resolve(file) === PROBE || fileExists(file)
  // The previous program lends its unchanged files (the standard library, Node's types), which saves seconds.
  const program = ts.createProgram([PROBE], options, host, previous)
  previous = program
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
}

describe("ValueOf: the archive's entry type comes from the model", () => {
  it("types the archive's content file, its words and its motion fields as the model is", () => {
    expect(fs.existsSync(MODEL)).toBe(true)
    expect(diagnostics()).toEqual([])
  })

  it("requires a field added to the model, so content without it no longer type-checks", () => {
    const found = diagnostics("addedByTheTest: text()").join("\n")
    expect(found).toContain("addedByTheTest")
  })

  it("leaves an optional field added to the model optional", () => {
    expect(diagnostics("addedByTheTest: text({ optional: true })")).toEqual([])
  })
})
