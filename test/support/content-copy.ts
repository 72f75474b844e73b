import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { BROWSER_TEST_FILES, PROJECT_FILES } from "../../scripts/project-files"
import { COLLECTIONS } from "../../src/content-model/model"
import { englishOf } from "../../src/content-model/translations"

export const PROJECT_DIR = path.resolve(__dirname, "../..")
export const CONTENT_DIR = path.join(PROJECT_DIR, "content")

/** A throwaway copy of content/ (media included) that a test may break. */
export const copyContent = async (): Promise<{
  dir: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into any content file to break it on purpose
  editJson: (file: string, edit: (data: any) => void) => Promise<void>
  /** As `editJson`, on the values the content model describes: a file stored with its languages, its English. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as editJson
  editEnglish: (file: string, edit: (data: any) => void) => Promise<void>
  write: (file: string, text: string) => Promise<void>
  remove: () => Promise<void>
}> => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-content-"))
  const dir = path.join(root, "content")
  await fs.cp(CONTENT_DIR, dir, { recursive: true })
  const editJson = async (file: string, edit: (data: unknown) => void) => {
    const target = path.join(dir, file)
    const data: unknown = JSON.parse(await fs.readFile(target, "utf8"))
    edit(data)
    await fs.writeFile(target, JSON.stringify(data, null, 2))
  }
  return {
    dir,
    editJson,
    async editEnglish(file, edit) {
      const type = COLLECTIONS.find((collection) => collection.file === file)?.type
      await editJson(file, (data) => edit(type ? englishOf(type, data) : data))
    },
    async write(file, text) {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await fs.writeFile(path.join(dir, file), text)
    },
    remove: () => fs.rm(root, { recursive: true, force: true }),
  }
}

/**
 * A throwaway copy of the whole project in the system's temp folder, sharing this checkout's node_modules (a
 * symlink), so a test can change its content and run real Gatsby builds on it.
 */
export const copyProject = async (prefix: string, { withBrowserTests = false } = {}): Promise<string> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  await copyProjectTo(dir, { withBrowserTests })
  return dir
}

/** The project's files (scripts/project-files.ts) copied into `dir`, with node_modules linked. */
export const copyProjectTo = async (dir: string, { withBrowserTests = false } = {}): Promise<void> => {
  for (const entry of [...PROJECT_FILES, ...(withBrowserTests ? BROWSER_TEST_FILES : [])]) {
    const from = path.join(PROJECT_DIR, entry)
    if (await fs.stat(from).catch(() => undefined)) await fs.cp(from, path.join(dir, entry), { recursive: true })
  }
  await fs.symlink(path.join(PROJECT_DIR, "node_modules"), path.join(dir, "node_modules"))
}
