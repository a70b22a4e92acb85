import { defaultServerConditions } from "vite"
import { defineConfig } from "vitest/config"
import ShardsByTime from "./tests/setup/shards.js"

/**
 * Projects: `unit` (plain functions, no server), `integration` (the gateway
 * app against a real engine — and tests/security, the attack suite, on a fresh PostgreSQL, started once per
 * vitest process by tests/setup/shop.ts) and `cluster` (the production topology — engine server
 * and worker on Redis, two gateways — started by tests/setup/cluster.ts; run after
 * the integration suite by scripts/test.ts so the two set-ups do not compete for the CPU) and
 * `launcher` (`npm start` itself, killed and restarted: tests/launcher; scripts/test.ts
 * runs it beside the cluster and browser suites, as the shops it starts spend much of their time waiting).
 */
export default defineConfig({
  // "source": @vitalia/schema's TypeScript itself (its package.json "exports"), as the gateway's tsx
  // loads it, so a test sees an edit of schema/ without a build. Every project extends this.
  resolve: { conditions: ["source", ...defaultServerConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  test: {
    // `--shard=i/n` (npm test's two integration shards) splits the files by their time, not their
    // number: vitest's own split left one shard 148 s of files longer than the other.
    sequence: { sequencer: ShardsByTime },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "gateway/src/**/*.test.ts",
            "commerce/src/**/*.test.{ts,tsx}",
            "schema/**/*.test.ts",
            "scripts/**/*.test.ts",
            "web/{src,build}/**/*.test.{ts,tsx}",
            "admin/src/**/*.test.{ts,tsx}",
            "tests/setup/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          environment: "node",
          // The files share one module graph, as the integration files do: with a fresh module environment
          // for each file the suite took 73 s (75 s of CPU), sharing them 32 s (25 s of CPU)
          // (bench/README.md, "Unit files in one module graph"). A file that needs a module set up from
          // its own environment loads it afresh with vi.resetModules() (scripts/lib/run.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/shop.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One engine per vitest process; its files run one after another so their data stays predictable.
          // npm test runs the suite as two shards side by side, each with its own engine and database
          // (scripts/test.ts), so no file shares an engine with a file running at the same time.
          fileParallelism: false,
          // The files share one module graph: the gateway's modules load once per shard, not once per file.
          // Each file still builds its own gateway app (tests/support/gateway.ts). Shard 1 alone: 295 s
          // against 383 s, its CPU time 309 s against 421 s (bench/README.md, "Integration files in one module graph").
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/cluster.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "launcher",
          include: ["tests/launcher/**/*.test.ts"],
          environment: "node",
          // A first start loads the demo data into a fresh database (about a minute on 2 idle cores);
          // the orphan test starts the shop twice. Beside the browser and cluster suites a first start
          // took 367 s on one 2-core machine and 443 s in CI (bench/README.md), so a hang is what
          // this limit is for, not a slow machine. The hook limit covers stopping a shop's processes.
          testTimeout: 900_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
