/**
 * `npm test`: every suite in one command — type checks, then the unit and
 * integration suites (vitest; the integration suite starts the real engine on a
 * fresh PostgreSQL: DATABASE_URL's server, else embedded). Ends with one line
 * "tests: N passed, N failed".
 */
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { codegenIfStale, buildAppIfStale } from "./lib/build.js"
import { BIN, DATA_DIR, ROOT } from "./lib/paths.js"
import { startService } from "./lib/services.js"

const log = (line: string) => console.log(`» ${line}`)

async function run(name: string, command: string, args: string[]): Promise<number> {
  log(`${name}: ${[path.basename(command), ...args].join(" ")}`)
  const service = startService(name, command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "1" }, output: "terminal" })
  return (await service.exited) ?? 1
}

await codegenIfStale(log)
await buildAppIfStale("web", log)

const typecheckProjects = ["commerce", "gateway", "web", "scripts"]
let failedChecks = 0
for (const project of typecheckProjects) {
  if ((await run(`typecheck-${project}`, BIN("tsc"), ["-p", project])) !== 0) failedChecks++
}

const results = path.join(DATA_DIR, "vitest-results.json")
rmSync(results, { force: true })
const vitestCode = await run("vitest", BIN("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${results}`])

let passed = 0
let failed = failedChecks
try {
  const report = JSON.parse(readFileSync(results, "utf8")) as { numPassedTests: number; numFailedTests: number }
  passed += report.numPassedTests
  failed += report.numFailedTests
} catch {
  failed += 1
}
if (vitestCode !== 0 && failed === 0) failed = 1
passed += typecheckProjects.length - failedChecks

console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && vitestCode === 0 ? 0 : 1)
