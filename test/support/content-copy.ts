import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"

export const PROJECT_DIR = path.resolve(__dirname, "../..")
export const CONTENT_DIR = path.join(PROJECT_DIR, "content")

/** A throwaway copy of content/ (media included) that a test may break. */
export const copyContent = async (): Promise<{
  dir: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into any content file to break it on purpose
  editJson: (file: string, edit: (data: any) => void) => Promise<void>
  write: (file: string, text: string) => Promise<void>
  remove: () => Promise<void>
}> => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "mu-content-"))
  const dir = path.join(root, "content")
  await fs.cp(CONTENT_DIR, dir, { recursive: true })
  return {
    dir,
    async editJson(file, edit) {
      const target = path.join(dir, file)
      const data: unknown = JSON.parse(await fs.readFile(target, "utf8"))
      edit(data)
      await fs.writeFile(target, JSON.stringify(data, null, 2))
    },
    async write(file, text) {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await fs.writeFile(path.join(dir, file), text)
    },
    remove: () => fs.rm(root, { recursive: true, force: true }),
  }
}
