/**
 * `npm run cms`: local editing. Starts decap-server (the CMS's local backend, which writes straight into this
 * working tree) and `gatsby develop` together, both on 127.0.0.1 only: decap-server has no authentication.
 * Open http://127.0.0.1:8000/admin/, press "Login", edit and publish; the page at http://127.0.0.1:8000/
 * follows. Ctrl-C stops both; if either stops on its own, the other is stopped too.
 *
 * The backend's port is CMS_SETTINGS.localBackendPort in src/cms/settings.ts (the admin's config and its
 * Content-Security-Policy name the same port).
 */
import { spawn } from "node:child_process"
import * as path from "node:path"
import { CMS_SETTINGS } from "../src/cms/settings"
import { beforeGatsby } from "./stale-cache"

const root = path.resolve(__dirname, "..")
const backendPort = CMS_SETTINGS.localBackendPort
const developPort = process.env.PORT ?? "8000"
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)

const run = async () => {
  // A moved or copied project's caches name its old folder, and gatsby develop would serve broken pages from them;
  // and the admin is assembled before Gatsby starts copying static/ (scripts/stale-cache.ts).
  await beforeGatsby(root)
  const children = [
    spawn(bin("decap-server"), [], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
    }),
    spawn(bin("gatsby"), ["develop", "-H", "127.0.0.1", "-p", developPort], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    }),
  ]
  let stopping = false
  const stop = (code: number) => {
    if (stopping) return
    stopping = true
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
    process.exitCode = code
  }
  for (const child of children) child.on("exit", (code) => stop(code ?? 0))
  process.on("SIGINT", () => stop(0))
  process.on("SIGTERM", () => stop(0))
  console.log(
    `Editing locally: open http://127.0.0.1:${developPort}/admin/ once the site is built, then press "Login".`,
  )
}

void run()
