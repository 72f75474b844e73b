/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 *
 * Decap's prebuilt bundle is fetched when first needed (./decap-bundle), checked against the committed pin, and
 * fetched again only when the pin changes or an earlier unpacking did not finish. The fetch is a stand-in here that
 * makes a tarball as npm's are (one folder, `package`) and counts its calls; the build fetches the real one.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { ensureDecapBundle, integrityOf, readPin, type DecapPin, type Pack } from "./decap-bundle"

const PROJECT = path.resolve(__dirname, "..", "..")
let scratch: string
let root: string
const savedToolsDir = process.env.MU_TOOLS_DIR

/** A tarball holding package/package.json and package/dist/decap-cms.js, whose script says `body`. */
const makeTarball = async (body: string): Promise<string> => {
  const source = await fs.mkdtemp(path.join(scratch, "source-"))
  await fs.mkdir(path.join(source, "package", "dist"), { recursive: true })
  await fs.writeFile(path.join(source, "package", "package.json"), '{"name":"decap-cms"}\n')
  await fs.writeFile(path.join(source, "package", "dist", "decap-cms.js"), body)
  const tarball = path.join(scratch, `${path.basename(source)}.tgz`)
  execFileSync("tar", ["-czf", tarball, "-C", source, "package"])
  return tarball
}

const writePin = (pin: DecapPin) => fs.writeFile(path.join(root, "tools", "decap-cms.json"), JSON.stringify(pin))

/** A fetch that copies the given tarball into the folder asked for, counting its calls. */
const packing = (tarball: string) => {
  const calls: DecapPin[] = []
  const pack: Pack = async (pin, into) => {
    calls.push(pin)
    const to = path.join(into, "decap-cms-test.tgz")
    await fs.copyFile(tarball, to)
    return to
  }
  return { pack, calls }
}
const quiet = { say: () => undefined }

beforeEach(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "mu-decap-"))
  root = path.join(scratch, "project")
  await fs.mkdir(path.join(root, "tools"), { recursive: true })
  process.env.MU_TOOLS_DIR = path.join(scratch, "tools")
})
afterEach(async () => {
  if (savedToolsDir === undefined) delete process.env.MU_TOOLS_DIR
  else process.env.MU_TOOLS_DIR = savedToolsDir
  await fs.rm(scratch, { recursive: true, force: true })
})

it("fetches the pinned tarball once, unpacks its dist, and serves it from then on without fetching", async () => {
  const tarball = await makeTarball("bundle 1")
  await writePin({ package: "decap-cms", version: "1.0.0", integrity: await integrityOf(tarball) })
  const { pack, calls } = packing(tarball)
  const dist = await ensureDecapBundle(root, { ...quiet, pack })
  expect(await fs.readFile(path.join(dist, "decap-cms.js"), "utf8")).toBe("bundle 1")
  expect(await ensureDecapBundle(root, { ...quiet, pack })).toBe(dist)
  expect(calls.map((pin) => pin.version)).toEqual(["1.0.0"])
  // Nothing is left of the fetch beside the bundle.
  expect(await fs.readdir(path.join(scratch, "tools"))).toEqual(["decap-cms"])
})

it("fetches again when the pin names another version", async () => {
  const first = await makeTarball("bundle 1")
  await writePin({ package: "decap-cms", version: "1.0.0", integrity: await integrityOf(first) })
  await ensureDecapBundle(root, { ...quiet, pack: packing(first).pack })
  const second = await makeTarball("bundle 2")
  await writePin({ package: "decap-cms", version: "2.0.0", integrity: await integrityOf(second) })
  const { pack, calls } = packing(second)
  const dist = await ensureDecapBundle(root, { ...quiet, pack })
  expect(calls.map((pin) => pin.version)).toEqual(["2.0.0"])
  expect(await fs.readFile(path.join(dist, "decap-cms.js"), "utf8")).toBe("bundle 2")
})

it("refuses a tarball that is not the pinned one, naming both integrities, and keeps nothing of it", async () => {
  const pinned = await makeTarball("the pinned bundle")
  const other = await makeTarball("another bundle")
  const integrity = await integrityOf(pinned)
  await writePin({ package: "decap-cms", version: "1.0.0", integrity })
  const refused = ensureDecapBundle(root, { ...quiet, pack: packing(other).pack })
  await expect(refused).rejects.toThrow(integrity)
  await expect(refused).rejects.toThrow(await integrityOf(other))
  expect(await fs.readdir(path.join(scratch, "tools"))).toEqual([])
})

it("fetches again when an earlier unpacking left the bundle without its record", async () => {
  const tarball = await makeTarball("whole bundle")
  await writePin({ package: "decap-cms", version: "1.0.0", integrity: await integrityOf(tarball) })
  const half = path.join(scratch, "tools", "decap-cms", "package", "dist")
  await fs.mkdir(half, { recursive: true })
  await fs.writeFile(path.join(half, "decap-cms.js"), "half a bundle")
  const { pack, calls } = packing(tarball)
  const dist = await ensureDecapBundle(root, { ...quiet, pack })
  expect(calls).toHaveLength(1)
  expect(await fs.readFile(path.join(dist, "decap-cms.js"), "utf8")).toBe("whole bundle")
})

it("the committed pin names one exact version and a sha512 integrity", async () => {
  const pin = await readPin(PROJECT)
  expect(pin.package).toBe("decap-cms")
  expect(pin.version).toMatch(/^\d+\.\d+\.\d+$/)
  expect(pin.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/)
})
