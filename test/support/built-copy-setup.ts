/** Jest's globalSetup: a fresh run folder for test/support/built-copy.ts, named to the workers by a variable. */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { RUN_FOLDER_VARIABLE } from "./built-copy"

export default async function setup(): Promise<void> {
  process.env[RUN_FOLDER_VARIABLE] = await fs.mkdtemp(path.join(os.tmpdir(), "mu-built-copy-"))
}
