import { defineConfig } from "@playwright/test"

/** Browser tests: Debian's Chromium (never a downloaded browser) against the built site on 127.0.0.1. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
const baseURL = `http://127.0.0.1:${E2E_PORT}`

export default defineConfig({
  testDir: "./e2e",
  workers: 1,
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
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
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
