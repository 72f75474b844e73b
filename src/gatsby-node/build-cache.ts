/**
 * What the build keeps between runs in Gatsby's cache folder (.cache/caches/movement-undercommons/), so a rebuild
 * after one change does the work of that change: the archive's derived files by their inputs' digest, and which
 * built pages the post-build passes have already seen. Deleting .cache (gatsby clean) only makes the next build
 * a cold one.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import * as fs from "node:fs/promises"
import * as path from "node:path"

export const buildCacheDir = (root = process.cwd()): string =>
  path.join(root, ".cache", "caches", "movement-undercommons")

export const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex")

/**
 * A digest of the code that derives the archive's files (src/archive/, tests aside, and src/constants.ts), so a
 * change to how files are derived is a change to every entry's cache key.
 */
export const archiveCodeVersion = (root = process.cwd()): string => {
  const folder = path.join(root, "src", "archive")
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => path.join(folder, name))
  const hash = createHash("sha256")
  for (const file of [...files, path.join(root, "src", "constants.ts")])
    hash.update(path.basename(file)).update("\0").update(readFileSync(file)).update("\0")
  return hash.digest("hex")
}

/** A file's size and modification time: what a pass compares to know the file is as it left it. */
export interface FileStamp {
  size: number
  mtimeMs: number
}

export const stampOf = async (file: string): Promise<FileStamp | undefined> => {
  const stat = await fs.stat(file).catch(() => undefined)
  return stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : undefined
}

/**
 * What one pass recorded per file the last time it ran with the same `version`: a file whose stamp is unchanged
 * since then is skipped (its recorded value reused); any other file is worked on and recorded again.
 */
export class PassRecord<T> {
  private entries: Record<string, { stamp: FileStamp; value: T }> = {}
  private constructor(
    private readonly file: string,
    private readonly version: string,
  ) {}

  static async open<T>(name: string, version: string, dir = buildCacheDir()): Promise<PassRecord<T>> {
    const record = new PassRecord<T>(path.join(dir, `${name}.json`), version)
    const saved = await fs
      .readFile(record.file, "utf8")
      .then((text) => JSON.parse(text) as { version: string; entries: PassRecord<T>["entries"] })
      .catch(() => undefined)
    if (saved?.version === version) record.entries = saved.entries
    return record
  }

  /** The value recorded for a file, if it still has the stamp it had then. */
  get(file: string, stamp: FileStamp | undefined): T | undefined {
    const known = this.entries[file]
    return known && stamp && known.stamp.size === stamp.size && known.stamp.mtimeMs === stamp.mtimeMs
      ? known.value
      : undefined
  }

  set(file: string, stamp: FileStamp, value: T): void {
    this.entries[file] = { stamp, value }
  }

  /** Keeps only the files listed (the others have left the site) and says which files it forgot. */
  keepOnly(files: readonly string[]): string[] {
    const keep = new Set(files)
    const dropped = Object.keys(this.entries).filter((file) => !keep.has(file))
    for (const file of dropped) delete this.entries[file]
    return dropped
  }

  async save(): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true })
    await fs.writeFile(this.file, JSON.stringify({ version: this.version, entries: this.entries }))
  }
}
