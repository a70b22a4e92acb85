import { defineConfig } from "@playwright/test"

/**
 * Browser suites in Debian's Chromium (/usr/bin/chromium; nothing is
 * downloaded). tests/e2e/setup.ts starts the whole shop — engine, gateway and
 * the built storefront — on a fresh database and free ports.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/setup.ts",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  reporter: [["list"], ["json", { outputFile: ".data/results-e2e.json" }]],
  outputDir: "test-results/playwright",
  use: {
    locale: "es-CO",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
})
