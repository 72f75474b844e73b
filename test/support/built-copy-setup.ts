/**
 * Jest's globalSetup: a fresh run folder for test/support/built-copy.ts, named to the workers by a variable. When
 * `npm test` passes one in (already holding the site's cold build), that one is used and left for it to remove.
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { RUN_FOLDER_VARIABLE } from "./built-copy"

/** Set when this setup made the run folder, so the teardown removes only a folder of its own. */
export const OWN_RUN_FOLDER_VARIABLE = "MU_BUILT_COPY_OWN_RUN_FOLDER"

export default async function setup(): Promise<void> {
  const given = process.env[RUN_FOLDER_VARIABLE]
  if (
    given &&
    (await fs.stat(given).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  )
    return
  process.env[RUN_FOLDER_VARIABLE] = await fs.mkdtemp(path.join(os.tmpdir(), "mu-built-copy-"))
  process.env[OWN_RUN_FOLDER_VARIABLE] = "1"
}
