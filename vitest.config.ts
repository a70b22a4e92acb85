import { defineConfig } from "vitest/config"

/**
 * Two projects: `unit` (plain functions, no server) and `integration` (the
 * gateway app against a real engine on a fresh PostgreSQL, started once by
 * tests/setup/shop.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["gateway/src/**/*.test.ts", "schema/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/shop.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One engine for the whole suite; files run one after another so their data stays predictable.
          fileParallelism: false,
        },
      },
    ],
  },
})
