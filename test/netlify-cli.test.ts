/**
 * @jest-environment node
 *
 * The Netlify CLI is installed when first needed (scripts/netlify-cli.mjs), from its own pinned lock
 * (tools/netlify-cli/), not by `npm install`. These tests run the script's decision against a scratch tools folder,
 * and check that the pin is exact and the lock complete.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

const root = path.resolve(__dirname, "..")
const PINNED = path.join(root, "tools", "netlify-cli")
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T

interface Lock {
  packages: Record<string, { version?: string; integrity?: string; link?: boolean; inBundle?: boolean }>
}

const decision = (toolsDir: string) =>
  execFileSync(process.execPath, [path.join(root, "scripts", "netlify-cli.mjs"), "--decide"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, MU_TOOLS_DIR: toolsDir },
  }).trim()

describe("scripts/netlify-cli.mjs decides whether to install", () => {
  let tools: string
  const install = () => path.join(tools, "netlify-cli")
  const placeBin = () => {
    fs.mkdirSync(path.join(install(), "node_modules", ".bin"), { recursive: true })
    fs.writeFileSync(path.join(install(), "node_modules", ".bin", "netlify"), "#!/bin/sh\n")
  }
  const recordLock = (text: string) => fs.writeFileSync(path.join(install(), "installed-from.package-lock.json"), text)
  const pinnedLock = () => fs.readFileSync(path.join(PINNED, "package-lock.json"), "utf8")

  beforeEach(() => {
    tools = fs.mkdtempSync(path.join(os.tmpdir(), "mu-tools-"))
  })
  afterEach(() => fs.rmSync(tools, { recursive: true, force: true }))

  it("installs when nothing is there", () => {
    expect(decision(tools)).toBe("install")
  })

  it("installs when the command is there but the install never recorded its lock (it was cut off)", () => {
    placeBin()
    expect(decision(tools)).toBe("install")
  })

  it("installs again when the committed lock changed since the install (a new pinned version)", () => {
    placeBin()
    recordLock(pinnedLock().replace(/"version": "[^"]+"/, '"version": "0.0.0"'))
    expect(decision(tools)).toBe("install")
  })

  it("leaves an install made from the committed lock alone", () => {
    placeBin()
    recordLock(pinnedLock())
    expect(decision(tools)).toBe("installed")
  })

  it("installs when the recorded lock matches but the command is gone", () => {
    fs.mkdirSync(install(), { recursive: true })
    recordLock(pinnedLock())
    expect(decision(tools)).toBe("install")
  })
})

describe("the Netlify CLI's pin", () => {
  const pkg = readJson<{ dependencies: Record<string, string> }>(path.join(PINNED, "package.json"))
  const lock = readJson<Lock>(path.join(PINNED, "package-lock.json"))

  it("names one exact version, the one its lock installs", () => {
    expect(Object.keys(pkg.dependencies)).toEqual(["netlify-cli"])
    expect(pkg.dependencies["netlify-cli"]).toMatch(/^\d+\.\d+\.\d+$/)
    expect(lock.packages["node_modules/netlify-cli"]?.version).toBe(pkg.dependencies["netlify-cli"])
  })

  it("locks every package it downloads by its integrity", () => {
    // (Packages bundled inside another come with it; the site's lock, like this one, records no download addresses.)
    const unlocked = Object.entries(lock.packages)
      .filter(([where, entry]) => where !== "" && !entry.link && !entry.inBundle && !entry.integrity)
      .map(([where]) => where)
    expect(unlocked).toEqual([])
  })

  it("is not also a dependency of the site, which `npm install` would install", () => {
    const site = readJson<{ dependencies: object; devDependencies: object }>(path.join(root, "package.json"))
    expect(Object.keys({ ...site.dependencies, ...site.devDependencies })).not.toContain("netlify-cli")
  })
})
