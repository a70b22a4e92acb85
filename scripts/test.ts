/**
 * `npm test`: every suite in one command — type checks, the unit and
 * integration suites (vitest; integration starts the real engine on a fresh
 * PostgreSQL: DATABASE_URL's server, else embedded), then the cluster suite
 * (engine server + worker on Redis, two gateways), then the browser suite
 * (Playwright in Debian's Chromium). Suites run one after
 * another so their engines do not compete for the machine. Ends with one line
 * "tests: N passed, N failed".
 */
import { existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { buildAppIfStale, codegenIfStale } from "./lib/build.js"
import { BIN, DATA_DIR, ROOT } from "./lib/paths.js"
import { startService } from "./lib/services.js"
import { shutdown, stopOnSignals } from "./lib/shutdown.js"

const log = (line: string) => console.log(`» ${line}`)
stopOnSignals(log)

async function run(name: string, command: string, args: string[]): Promise<number> {
  log(`${name}: ${[path.basename(command), ...args].join(" ")}`)
  const service = startService(name, command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "1" }, output: "terminal" })
  return (await service.exited) ?? 1
}

/** A test suite: how to run it, and where its passed/failed counts are written. */
interface Suite {
  name: string
  command: string
  args: (resultsFile: string) => string[]
  counts: (resultsFile: string) => { passed: number; failed: number }
}

const vitestCounts = (file: string) => {
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

const vitest = (name: string, projects: string[]): Suite => ({
  name,
  command: BIN("vitest"),
  args: (file) => ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile=${file}`],
  counts: vitestCounts,
})

/** Playwright in Debian's Chromium against the whole shop (playwright.config.ts). */
const e2e: Suite = {
  name: "e2e",
  command: BIN("playwright"),
  args: () => ["test"],
  counts: () => {
    const report = JSON.parse(readFileSync(path.join(DATA_DIR, "results-e2e.json"), "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } }
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  },
}

const suites: Suite[] = [vitest("vitest", ["unit", "integration"]), vitest("cluster", ["cluster"]), vitest("launcher", ["launcher"]), e2e]

await codegenIfStale(log)
await buildAppIfStale("web", log)
await buildAppIfStale("admin", log)

let passed = 0
let failed = 0
for (const project of ["commerce", "gateway", "web", "admin", "scripts"]) {
  if ((await run(`typecheck-${project}`, BIN("tsc"), ["-p", project])) === 0) passed++
  else failed++
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
for (const suite of suites) {
  if (suite === e2e && !existsSync(chromium)) {
    log(`e2e: skipped — no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH); .ci/run installs it`)
    continue
  }
  const file = path.join(DATA_DIR, `results-${suite.name}.json`)
  rmSync(file, { force: true })
  if (suite === e2e) rmSync(path.join(DATA_DIR, "results-e2e.json"), { force: true })
  const code = await run(suite.name, suite.command, suite.args(file))
  try {
    const counts = suite.counts(file)
    passed += counts.passed
    failed += counts.failed
    // A runner that failed without failing a test (a crashed set-up) still fails the run.
    if (code !== 0 && counts.failed === 0) failed++
  } catch {
    failed++
  }
}

await shutdown()
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
