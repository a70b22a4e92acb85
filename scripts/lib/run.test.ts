import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, afterEach, describe, expect, it, vi } from "vitest"

// The run files go to a folder of this test's own. SHOP_DATA_DIR is read when scripts/lib/paths.ts loads,
// and the unit files share their modules (vitest.config.ts), so this file loads its modules afresh: with
// the paths.ts of an earlier file it would use the repository's .data, and a developer's running shop
// would count as a crashed run and be stopped.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitalia-run-test-"))
vi.stubEnv("SHOP_DATA_DIR", dataDir)
vi.resetModules()
const { beginRun, readRecord, runsDir } = await import("./run.js")
const { shutdown } = await import("./shutdown.js")
const { startTime } = await import("./processes.js")

const children: ChildProcess[] = []
const lines: string[] = []
const log = (line: string) => lines.push(line)

/** A run file of `kind` as a crashed (or live) launcher left it. */
function previousRun(
  kind: string,
  launcherPid: number,
  id = `previous-${Math.random().toString(36).slice(2)}`,
  processes: { name: string; pid: number }[] = []
) {
  const record = {
    id,
    kind,
    startedAt: new Date().toISOString(),
    launcher: { pid: launcherPid, startTime: startTime(launcherPid) ?? "0", command: ["node", "scripts/start.ts"] },
    ports: {},
    processes: processes.map((entry) => ({ ...entry, command: ["sleep", "60"], stop: "group" })),
  }
  mkdirSync(runsDir(), { recursive: true })
  writeFileSync(path.join(runsDir(), `${kind}.json`), JSON.stringify(record))
}

function sleeper(env: Record<string, string>): ChildProcess {
  const child = spawn("sleep", ["60"], { env: { ...process.env, ...env }, stdio: "ignore" })
  children.push(child)
  return child
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

afterEach(async () => {
  await shutdown()
  for (const child of children.splice(0)) child.kill("SIGKILL")
  lines.length = 0
  delete process.env.SHOP_RUN_ID
})
afterAll(() => {
  vi.unstubAllEnvs()
  // The files after this one load paths.ts again, with the repository's .data.
  vi.resetModules()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("a launcher's run", () => {
  it("writes a run file naming its launcher, and removes it when it stops", async () => {
    const record = await beginRun("shop", { log })
    const file = path.join(runsDir(), "shop.json")
    expect(readRecord(file)).toMatchObject({
      id: record.id,
      kind: "shop",
      launcher: { pid: process.pid, startTime: startTime(process.pid) },
    })
    expect(process.env.SHOP_RUN_ID).toBe(record.id)
    await shutdown()
    expect(readRecord(file)).toBeUndefined()
  })

  it("stops what a crashed run left — only the processes carrying its id — and says so in one line", async () => {
    const id = "crashed-run"
    const orphan = sleeper({ SHOP_RUN_ID: id })
    // Listed in the run file, but its pid now belongs to another program: not that run's, so left alone.
    const reused = sleeper({})
    const stranger = sleeper({ SHOP_RUN_ID: "another-run" })
    // The launcher is gone: a pid no process has (the kernel's limit is far below it).
    previousRun("shop", 2 ** 30, id, [
      { name: "gateway", pid: orphan.pid! },
      { name: "engine", pid: reused.pid! },
    ])
    await new Promise((resolve) => setTimeout(resolve, 100))
    await beginRun("shop", { log })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ended(orphan)).toBe(true)
    expect(ended(reused)).toBe(false)
    expect(ended(stranger)).toBe(false)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^Stopped what the previous run \\(started .+\\) left running: gateway \\(pid ${orphan.pid}\\)\\.$`)
    )
  })

  it("refuses to start beside a live run of the same kind", async () => {
    previousRun("shop", process.pid)
    await expect(beginRun("shop", { log })).rejects.toThrow(
      `it is already running (launcher pid ${process.pid}, started `
    )
    const saved = JSON.parse(readFileSync(path.join(runsDir(), "shop.json"), "utf8")) as { launcher: { pid: number } }
    expect(saved.launcher.pid).toBe(process.pid)
    rmSync(path.join(runsDir(), "shop.json"))
  })

  it("lets test runs live side by side, one file each", async () => {
    previousRun("test-shop", process.pid)
    const record = await beginRun("test-shop", { log, alongside: true })
    expect(readRecord(path.join(runsDir(), "test-shop.json"))).toBeDefined()
    expect(readRecord(path.join(runsDir(), `test-shop-${process.pid}.json`))?.id).toBe(record.id)
    rmSync(path.join(runsDir(), "test-shop.json"))
  })
})
