/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * How `writeFileBody` writes a streamed file, watched through Node's file handle: which batches of pieces it
 * writes (1 MiB of characters each, the last one shorter and never empty), and that it closes the file whether or
 * not the pieces run to their end. Each case builds its pieces inside its test (docs/mutation-testing.md).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { open, type FileHandle } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import type { StreamedFile } from "./entry-files"
import { writeFileBody } from "./write-files"

/** Half a batch: WRITE_BATCH_CHARS in write-files.ts is 1 MiB of characters. */
const HALF_BATCH = 1 << 19

/** A streamed file of the given pieces (its size and checksum are not what these tests look at). */
const streamed = (pieces: () => Iterable<string>): StreamedFile => ({ bytes: 0, sha256: "", pieces })

describe("a streamed file written in batches", () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "write-files-mutation-"))
  })
  afterEach(() => {
    jest.restoreAllMocks()
    rmSync(folder, { recursive: true, force: true })
  })

  /**
   * Spies on every file handle's writes (the handle `writeFileBody` opens is one of Node's own). A handle's `close`
   * is its own property, not its class's, so whether it was closed is read from the handles written to: a closed
   * one's descriptor is -1.
   */
  const spyOnWrites = async () => {
    const probe = await open(path.join(folder, "probe"), "w")
    const handles = Object.getPrototypeOf(probe) as FileHandle
    await probe.close()
    const write = jest.spyOn(handles, "write")
    /** What each write call was given, as [first character, length]. */
    const writes = () => write.mock.calls.map(([text]) => [String(text)[0], String(text).length])
    /** The descriptors of the handles written to, each once. */
    const descriptors = () => [...new Set(write.mock.contexts as FileHandle[])].map((handle) => handle.fd)
    return { writes, descriptors }
  }

  it("writes a batch once it holds 1 MiB of characters, and the rest at the end", async () => {
    const { writes, descriptors } = await spyOnWrites()
    const file = path.join(folder, "joints.csv")
    await writeFileBody(
      file,
      streamed(function* () {
        yield "a".repeat(HALF_BATCH)
        yield "b".repeat(HALF_BATCH)
        yield "c".repeat(HALF_BATCH)
      }),
    )
    expect(writes()).toEqual([
      ["a", 2 * HALF_BATCH],
      ["c", HALF_BATCH],
    ])
    expect(descriptors()).toEqual([-1])
    const text = readFileSync(file, "utf8")
    expect(text).toHaveLength(3 * HALF_BATCH)
    expect([text[0], text[HALF_BATCH], text[2 * HALF_BATCH]]).toEqual(["a", "b", "c"])
  })

  it("writes no empty batch when the pieces end on a batch's edge, or when there are none", async () => {
    const { writes, descriptors } = await spyOnWrites()
    const full = path.join(folder, "full.csv")
    await writeFileBody(
      full,
      streamed(function* () {
        yield "a".repeat(HALF_BATCH)
        yield "b".repeat(HALF_BATCH)
      }),
    )
    expect(writes()).toEqual([["a", 2 * HALF_BATCH]])
    expect(descriptors()).toEqual([-1])
    expect(readFileSync(full, "utf8")).toHaveLength(2 * HALF_BATCH)
    const empty = path.join(folder, "empty.csv")
    await writeFileBody(
      empty,
      streamed(function* () {}),
    )
    expect(writes()).toEqual([["a", 2 * HALF_BATCH]])
    expect(readFileSync(empty, "utf8")).toBe("")
  })

  it("closes the file when the pieces fail part of the way", async () => {
    const { writes, descriptors } = await spyOnWrites()
    const file = path.join(folder, "joints.csv")
    const failing = streamed(function* () {
      yield "a".repeat(2 * HALF_BATCH)
      yield "b,1\n"
      throw new Error("no more pieces")
    })
    await expect(writeFileBody(file, failing)).rejects.toThrow("no more pieces")
    // The first batch was written; the piece after it never was, and the file is closed.
    expect(writes()).toEqual([["a", 2 * HALF_BATCH]])
    expect(descriptors()).toEqual([-1])
    expect(readFileSync(file, "utf8")).toHaveLength(2 * HALF_BATCH)
  })
})
