import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS } from "./e2e/chromium-args"

/** Browser tests: Debian's Chromium (never a downloaded browser) against the built site on 127.0.0.1. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
const baseURL = `http://127.0.0.1:${E2E_PORT}`

/**
 * The specs that time behaviours against the spec's numbers (flipbook steps, the slideshow's interval, fades, the
 * scroll to top, the menu's transitions). They always run with one worker, so no other test's browser competes for
 * the CPU while they measure. A new spec that times something belongs in this list.
 */
const TIMED_SPECS = /\/(landing|portraits|technology|shell|spec)\.spec\.ts$/

export default defineConfig({
  testDir: "./e2e",
  // One worker unless asked: `npm test` runs the steady project with `--workers 2`, then the timed one alone.
  workers: 1,
  projects: [
    { name: "steady", testIgnore: TIMED_SPECS },
    { name: "timed", testMatch: TIMED_SPECS },
  ],
  // Playwright's default puts the project's name into each snapshot's file name; the projects only split the run,
  // so the visual snapshots keep one name (e.g. e2e/visual.spec.ts-snapshots/archive-1280-linux.png).
  snapshotPathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}{-platform}{ext}",
  timeout: 60_000,
  // On CI one retry: several tests time behaviours against the spec's numbers on a busy 2-core machine. A test
  // that passes only on its retry is still reported, by name, as flaky (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${E2E_PORT}`,
    url: baseURL,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
