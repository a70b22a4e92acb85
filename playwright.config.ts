import { defineConfig } from "@playwright/test"
import { suiteChromium } from "./scripts/lib/browser.js"

/**
 * Browser suites in Debian's Chromium: its headless shell when installed, else the full browser,
 * or CHROMIUM_PATH (scripts/lib/browser.ts); nothing is downloaded. tests/e2e/setup.ts starts the
 * whole shop — engine, gateway, identity provider and the built storefront — on a fresh database
 * and free ports, unless E2E_BASE_URL names a running one. Screenshots at 390 and 1440 px go to
 * test-results/screenshots/.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/setup.ts",
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".data/results-e2e.json" }]],
  outputDir: "test-results/playwright",
  use: {
    locale: "es-CO",
    timezoneId: "America/Bogota",
    // A trace records every action's page and a screencast: 29 % of the browser side's CPU time
    // (bench/README.md, "Browser suite: traces"). Recorded on a retry only (CI retries once): a failure
    // shows up again with its trace. Locally, `npx playwright test --trace on <spec>` records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: suiteChromium(),
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
})
