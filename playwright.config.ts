import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS } from "./e2e/chromium-args"

/** Browser tests: Debian's Chromium (never a downloaded browser) against the built site on 127.0.0.1. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
const baseURL = `http://127.0.0.1:${E2E_PORT}`

/**
 * The specs that check behaviours against the spec's numbers (flipbook steps, the slideshow's interval, fades, the
 * scroll to top, the menu's transitions). They hold no verdict on the wall clock: intervals are stepped on
 * Playwright's virtual clock and CSS timing is seeked on its animation (e2e/clock.ts), so they need neither one
 * worker nor a quiet machine and run beside the others (`--project steady --project timed --workers 2`). The
 * project keeps its name so that the list says which specs those are; a new spec that times something belongs here
 * and uses e2e/clock.ts.
 */
const TIMED_SPECS = /\/(landing|portraits|technology|shell|spec)\.spec\.ts$/

export default defineConfig({
  testDir: "./e2e",
  // One worker unless asked: `npm test` sets the count (two for both projects together).
  workers: 1,
  projects: [
    { name: "steady", testIgnore: TIMED_SPECS },
    { name: "timed", testMatch: TIMED_SPECS },
  ],
  // Playwright's default puts the project's name into each snapshot's file name; the projects only split the run,
  // so the visual snapshots keep one name (e.g. e2e/visual.spec.ts-snapshots/archive-1280-linux.png).
  snapshotPathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}{-platform}{ext}",
  timeout: 60_000,
  // How long an assertion waits for what it expects (Playwright's default is 5 s): a deadline, never a verdict, since
  // an assertion passes the moment its condition holds. On a 2-core machine under a load of 18 (CI beside two busy
  // loops and other test runs) the CMS preview took over 5 s to show a caption just typed into the form.
  expect: { timeout: 15_000 },
  // On CI one retry, as a safety net only: a test that passes only on its retry is reported, by name, as flaky
  // (scripts/test.mjs), and no test's verdict depends on how busy the machine is.
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
