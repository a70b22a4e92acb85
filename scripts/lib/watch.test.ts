import { spawn, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { afterEach, describe, expect, it } from "vitest"
import { ROOT } from "./paths.js"
import { isRunning } from "./processes.js"
import { GRACE_SECONDS } from "./watch.js"

const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL")
})

/** A process carrying `env`, that ignores SIGTERM when `stubborn` (only SIGKILL ends it). */
function target(env: Record<string, string>, stubborn = false): ChildProcess {
  const child = spawn("sh", ["-c", `${stubborn ? "trap '' TERM; " : ""}sleep 60 & wait`], {
    env: { ...process.env, ...env },
    stdio: "ignore",
  })
  started.push(child)
  return child
}

/**
 * A stand-in launcher: `code` runs in a Node process with the launcher's
 * modules (scripts/lib) at hand; resolves once it printed "ready".
 */
async function launcher(code: string): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  })
  started.push(child)
  const lines: string[] = []
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      lines.push(...String(chunk).trim().split("\n"))
      if (lines.includes("ready")) resolve()
    })
    child.once("exit", (code) => reject(new Error(`the stand-in launcher ended (exit ${code})`)))
  })
  return { child, lines }
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  return condition()
}

describe("children end with their launcher", () => {
  it("stops a service's whole process group — SIGKILL for what ignores SIGTERM — when the launcher is killed", async () => {
    const { child, lines } = await launcher(`
      import { startService } from "./scripts/lib/services.ts"
      const service = startService("stubborn", "sh", ["-c", "trap '' TERM; sleep 60 & sleep 60; wait"], { cwd: ".", env: process.env, output: "terminal" })
      setTimeout(() => console.log(String(service.child.pid) + "\\nready"), 300)
      setInterval(() => {}, 1000)
    `)
    const service = Number(lines[lines.length - 2])
    expect(isRunning(service)).toBe(true)
    child.kill("SIGKILL")
    // Still running through the grace period (it ignores SIGTERM), gone right after it.
    expect(await until(() => !isRunning(service), 1000)).toBe(false)
    expect(await until(() => !isRunning(service), (GRACE_SECONDS + 2) * 1000)).toBe(true)
  }, 20_000)

  it("has the database's guard signal its process when the launcher is killed, and only while it carries the run id", async () => {
    const tag = `SHOP_RUN_ID=${randomUUID()}`
    const ours = target({ SHOP_RUN_ID: tag.split("=")[1] })
    const stranger = target({}, true)
    const { child } = await launcher(`
      import { guard } from "./scripts/lib/watch.ts"
      guard(${ours.pid}, "SIGTERM", ${JSON.stringify(tag)})
      guard(${stranger.pid}, "SIGTERM", ${JSON.stringify(tag)})
      setTimeout(() => console.log("ready"), 300)
      setInterval(() => {}, 1000)
    `)
    expect(isRunning(ours.pid!)).toBe(true)
    child.kill("SIGKILL")
    expect(await until(() => ours.exitCode !== null || ours.signalCode !== null, 3000)).toBe(true)
    expect(ours.signalCode).toBe("SIGTERM")
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(stranger.exitCode === null && stranger.signalCode === null).toBe(true)
  }, 20_000)
})
