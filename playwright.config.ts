import { defineConfig } from "@playwright/test"
import { suiteChromium } from "./scripts/lib/browser.js"

/**
 * The specs that sign up as the demo partner Carolina (VIT-0001) or count what reaches her store:
 * signing up relinks her partner record to the newest account (tests/e2e/support.ts
 * signUpAsDemoPartner), and partner-page.spec.ts expects her month to grow by exactly its own
 * order and visit — a page opened through her link (`?store=carolina`) is a visit. They run one at a
 * time, beside the other specs; a new spec that does either joins them. Keep the list short: its
 * specs are one chain, and no number of workers makes the suite shorter than it.
 */
const CAROLINA = ["layout-guard-partner.spec.ts", "partner-page.spec.ts", "store-link.spec.ts", "storefront.spec.ts"]

/**
 * The longest spec (about 190 s), queued ahead of the rest (Playwright takes the projects in this
 * order): begun late, it ran alone for its last minute and a half with the other workers idle
 * (bench/README.md, "Browser suite: longest first, three workers").
 */
const LONGEST = ["layout-guard.spec.ts"]

/**
 * The back-office crawl opens the first row of every list, and backoffice-product.spec.ts deletes
 * the variants of the product it makes — the newest, so the first rows. Side by side, the crawl
 * clicked a variant that was gone and found no editor (a clean-clone run of 939b74d). They run one
 * at a time, queued early: the crawl is the longest spec (11 min in a clean-clone run of abdec02).
 */
const CATALOGUE = ["backoffice-crawl.spec.ts", "backoffice-product.spec.ts"]

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
  // Three specs at a time: with two, a fifth to a third of the cores stayed idle while pages waited on
  // the shop; with three, 2–6 % (bench/README.md, "Browser suite: longest first, three workers").
  // A spec's own tests run in order in one worker.
  workers: 3,
  fullyParallel: false,
  projects: [
    { name: "carolina", testMatch: CAROLINA, workers: 1 },
    { name: "longest", testMatch: LONGEST },
    { name: "catalogue", testMatch: CATALOGUE, workers: 1 },
    { name: "shop", testIgnore: [...CAROLINA, ...LONGEST, ...CATALOGUE] },
  ],
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
