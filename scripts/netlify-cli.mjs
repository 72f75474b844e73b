#!/usr/bin/env node
/**
 * The Netlify CLI, installed when first needed instead of by `npm install`. Only the tests use it (npm test's build,
 * test/support/netlify-build.ts, e2e/netlify-deploy.spec.ts, `npm run build:netlify` and `serve:netlify`), and it is
 * about 350 MB and 1,000 packages: as a devDependency it was most of a newcomer's `npm install`.
 *
 * The pinned CLI is a small project of its own, tools/netlify-cli/ (package.json naming the exact version, and its
 * lock with every package's version and integrity, as the site's lock had them when the CLI was a devDependency).
 * It is installed from that lock into node_modules/.tools/netlify-cli, so `rm -rf node_modules` removes it with the
 * rest, and its command is linked as node_modules/.bin/netlify, where the tests and the scripts look for it. The lock
 * installed is kept beside it: when the committed lock changes (a new pinned version), the next use reinstalls.
 *
 *   node scripts/netlify-cli.mjs <netlify arguments…>   installs the CLI if needed, then runs it
 *   node scripts/netlify-cli.mjs --ensure               installs the CLI if needed, and nothing else
 *   node scripts/netlify-cli.mjs --decide               prints "install" or "installed" (what --ensure would do)
 * MU_TOOLS_DIR moves the tools folder (the tests use a scratch one).
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from "node:fs"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
/** The committed project that pins the CLI and every package under it. */
export const PINNED_DIR = path.join(root, "tools", "netlify-cli")
const toolsDir = () => process.env.MU_TOOLS_DIR ?? path.join(root, "node_modules", ".tools")
/** Where the CLI is installed. */
export const installDir = () => path.join(toolsDir(), "netlify-cli")
/** The CLI's command inside its install. */
export const installedBin = () => path.join(installDir(), "node_modules", ".bin", "netlify")
/** The lock the install was made from, written once it succeeded. */
const installedLockFile = () => path.join(installDir(), "installed-from.package-lock.json")
/** Where everything else finds the command (the tests name node_modules/.bin/netlify). */
const linkedBin = () => path.join(path.dirname(toolsDir()), ".bin", "netlify")

const readText = (file) => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}

/**
 * What to do: "install" when the CLI's command is missing or it was installed from another lock than the committed
 * one (or the install never finished, which leaves no record of its lock); otherwise "installed".
 */
export const decide = ({ binExists, installedLock, pinnedLock }) =>
  binExists && installedLock !== undefined && installedLock === pinnedLock ? "installed" : "install"

export const currentDecision = () =>
  decide({
    binExists: existsSync(installedBin()),
    installedLock: readText(installedLockFile()),
    pinnedLock: readText(path.join(PINNED_DIR, "package-lock.json")),
  })

/** The pinned version, as the committed package.json names it. */
export const pinnedVersion = () =>
  JSON.parse(readFileSync(path.join(PINNED_DIR, "package.json"), "utf8")).dependencies["netlify-cli"]

const exitCode = (command, args, options) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.on("error", (error) => {
      console.error(error.message)
      resolve(1)
    })
    child.on("close", (status, signal) => resolve(status ?? (signal ? 1 : 0)))
  })

/** Links node_modules/.bin/netlify to the installed command (again each time: `npm install` may remove the link). */
const link = () => {
  const target = linkedBin()
  mkdirSync(path.dirname(target), { recursive: true })
  rmSync(target, { force: true })
  symlinkSync(path.relative(path.dirname(target), installedBin()), target)
}

/** Installs the CLI when needed, from the committed lock; resolves true when it is there to run. */
export const ensure = async () => {
  if (currentDecision() === "installed") {
    link()
    return true
  }
  const dir = installDir()
  console.error(
    `Installing the Netlify CLI ${pinnedVersion()} (only the tests use it) into ${path.relative(root, dir)}`,
  )
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const file of ["package.json", "package-lock.json"])
    copyFileSync(path.join(PINNED_DIR, file), path.join(dir, file))
  const status = await exitCode("npm", ["install", "--no-audit", "--no-fund", "--no-save"], { cwd: dir })
  if (status !== 0 || !existsSync(installedBin())) {
    console.error(`Installing the Netlify CLI failed (npm install exited ${status}); the next use tries again.`)
    return false
  }
  writeFileSync(installedLockFile(), readFileSync(path.join(PINNED_DIR, "package-lock.json")))
  link()
  return true
}

const main = async () => {
  const args = process.argv.slice(2)
  if (args[0] === "--decide") {
    console.log(currentDecision())
    return 0
  }
  if (!(await ensure())) return 1
  if (args[0] === "--ensure") return 0
  return exitCode(installedBin(), args, { cwd: process.cwd() })
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exitCode = await main()
