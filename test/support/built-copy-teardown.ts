/** Jest's globalTeardown: removes the run folder test/support/built-copy-setup.ts made, the built copy with it. */
import * as fs from "node:fs/promises"
import { RUN_FOLDER_VARIABLE } from "./built-copy"
import { OWN_RUN_FOLDER_VARIABLE } from "./built-copy-setup"

export default async function teardown(): Promise<void> {
  const folder = process.env[RUN_FOLDER_VARIABLE]
  if (folder && process.env[OWN_RUN_FOLDER_VARIABLE] === "1")
    await fs.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
}
