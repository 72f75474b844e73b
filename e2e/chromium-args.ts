/**
 * How every browser the project starts runs Debian's Chromium: headless, and without the background work (updates,
 * sync, QUIC probes) that would add requests and CPU to what a test or a bench measures. Read by
 * playwright.config.ts and the benches (scripts/bench.ts, scripts/bench-interaction.ts); it lives beside the specs
 * because the integration tests run the specs in copies that hold e2e/ but not scripts/.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const
