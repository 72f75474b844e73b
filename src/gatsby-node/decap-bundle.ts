/**
 * Decap CMS's prebuilt bundle, fetched when first needed instead of installed by `npm install`. The admin uses the
 * bundle alone (decap-cms/dist: one script and its chunks, which carry their own React), but the package names every
 * part of Decap as a dependency: as a devDependency it added 445 packages (a sixth of them; no measurable install time),
 * that nothing here imports.
 *
 * The pin (tools/decap-cms.json) names the version and the tarball's integrity, as npm's lock would. The tarball is
 * fetched with `npm pack` (npm's own cache and registry settings), checked against the pin, and unpacked into
 * node_modules/.tools/decap-cms, so `rm -rf node_modules` removes it with the rest. A record of the pin it came from is
 * written last, so an unpacking cut short, or a new pin, is fetched again on the next build.
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import * as fs from "node:fs/promises"
import * as path from "node:path"

export interface DecapPin {
  package: string
  version: string
  /** The tarball's Subresource Integrity string (sha512), as `npm view <package>@<version> dist.integrity` prints it. */
  integrity: string
}

/** The committed pin, read from the project's root. */
export const readPin = async (root: string): Promise<DecapPin> =>
  JSON.parse(await fs.readFile(path.join(root, "tools", "decap-cms.json"), "utf8")) as DecapPin

/** Where the bundle is unpacked (MU_TOOLS_DIR moves the tools folder, as for the Netlify CLI). */
export const bundleHome = (root: string): string =>
  path.join(process.env.MU_TOOLS_DIR ?? path.join(root, "node_modules", ".tools"), "decap-cms")

/** The folder of the bundle's files inside an unpacked tarball (npm's tarballs hold one folder, `package`). */
const distOf = (home: string) => path.join(home, "package", "dist")
const recordOf = (home: string) => path.join(home, "installed-from.json")

/** A tarball's integrity in npm's form: `sha512-` and the digest in base64. */
export const integrityOf = async (file: string): Promise<string> =>
  `sha512-${createHash("sha512")
    .update(await fs.readFile(file))
    .digest("base64")}`

/** Fetches `<package>@<version>`'s tarball into a folder and returns its path. */
export type Pack = (pin: DecapPin, into: string) => Promise<string>

const exec = (command: string, args: string[], cwd: string) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("error", reject)
    child.on("close", (status) =>
      status === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited ${status}: ${err.trim()}`)),
    )
  })

/** `npm pack` from the registry npm is set to (and its cache), as `npm install` would fetch the package. */
export const npmPack: Pack = async (pin, into) => {
  const out = await exec("npm", ["pack", `${pin.package}@${pin.version}`, "--json", "--pack-destination", into], into)
  const [packed] = JSON.parse(out) as { filename: string }[]
  if (!packed) throw new Error(`npm pack ${pin.package}@${pin.version} named no tarball`)
  return path.join(into, packed.filename)
}

/**
 * The folder of Decap's prebuilt bundle, fetching and unpacking it first when it is missing or came from another pin.
 * A tarball whose integrity is not the pin's is refused, and nothing of it is kept.
 */
export const ensureDecapBundle = async (
  root: string,
  { pack = npmPack, say = (line: string) => console.log(line) }: { pack?: Pack; say?: (line: string) => void } = {},
): Promise<string> => {
  const pin = await readPin(root)
  const home = bundleHome(root)
  const record = await fs.readFile(recordOf(home), "utf8").catch(() => undefined)
  if (record !== undefined && JSON.stringify(JSON.parse(record)) === JSON.stringify(pin)) return distOf(home)

  say(`Fetching Decap CMS's prebuilt bundle (${pin.package}@${pin.version}, pinned in tools/decap-cms.json)`)
  await fs.mkdir(path.dirname(home), { recursive: true })
  // Unpacked beside its place and moved in whole, so two builds starting at once never see half a bundle.
  const work = await fs.mkdtemp(path.join(path.dirname(home), "decap-cms-fetching-"))
  try {
    const tarball = await pack(pin, work)
    const found = await integrityOf(tarball)
    if (found !== pin.integrity)
      throw new Error(
        `${pin.package}@${pin.version}: the fetched tarball's integrity is ${found}, not the pinned ${pin.integrity} ` +
          "(tools/decap-cms.json); nothing was unpacked",
      )
    const unpacked = path.join(work, "unpacked")
    await fs.mkdir(unpacked)
    await exec("tar", ["-xzf", tarball, "-C", unpacked], work)
    await fs.writeFile(recordOf(unpacked), `${JSON.stringify(pin, null, 2)}\n`)
    await fs.rm(home, { recursive: true, force: true })
    await fs.rename(unpacked, home).catch(async (error: unknown) => {
      // Another build moved its own copy in first: the same pin, so it serves.
      if (!(await fs.stat(recordOf(home)).catch(() => undefined))) throw error
    })
    return distOf(home)
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}
