import { spawn, type ChildProcess } from "node:child_process"
import { createWriteStream, mkdirSync } from "node:fs"
import path from "node:path"
import { DATA_DIR, shownPath } from "./paths.js"
import { forgetProcess, recordProcess } from "./run.js"
import { atShutdown } from "./shutdown.js"
import { watched } from "./watch.js"

export interface ServiceOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** Where the output goes: the terminal with a name prefix, or a log file in .data/logs. */
  output: "terminal" | "file"
}

export interface Service {
  name: string
  child: ChildProcess
  /** Resolves with the exit code once the process group has ended. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

/**
 * Starts a long-running child in its own process group, so stopping it also
 * stops whatever it spawned (Medusa's workers, watchers) and nothing is orphaned.
 * The group ends with the launcher too, however the launcher ends (lib/watch.ts),
 * and the child is listed in the run file while it runs (lib/run.ts).
 */
export function startService(name: string, command: string, args: string[], options: ServiceOptions): Service {
  const shell = watched(command, args)
  const child = spawn(shell.command, shell.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    // fd 3: the pipe whose end tells the group that the launcher is gone.
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  })
  pipeOutput(name, child, options.output)
  if (child.pid) recordProcess({ name, pid: child.pid, command: [command, ...args], stop: "group" })
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      // The watcher and anything else left in the group go with it.
      signalGroup(child, "SIGKILL")
      if (child.pid) forgetProcess(child.pid)
      resolve(code)
    })
  )
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      signalGroup(child, "SIGTERM")
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000)
      await exited
      clearTimeout(timer)
    })())
  const forget = atShutdown(stop)
  // `exited` only ever resolves (on the child's exit).
  void exited.then(forget)
  return { name, child, exited, stop }
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(name: string, command: string, args: string[], options: ServiceOptions): Promise<void> {
  const service = startService(name, command, args, options)
  const output: string[] = []
  service.child.stdout?.on("data", (chunk) => output.push(String(chunk)))
  service.child.stderr?.on("data", (chunk) => output.push(String(chunk)))
  return service.exited.then((code) => {
    if (code !== 0) {
      throw new Error(`${name} failed (exit ${code}):\n${output.join("").split("\n").slice(-40).join("\n")}`)
    }
  })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

function pipeOutput(name: string, child: ChildProcess, output: ServiceOptions["output"]) {
  if (output === "file") {
    const dir = path.join(DATA_DIR, "logs")
    mkdirSync(dir, { recursive: true })
    const file = createWriteStream(path.join(dir, `${name}.log`), { flags: "a" })
    child.stdout?.pipe(file)
    child.stderr?.pipe(file)
    return
  }
  const prefix = `[${name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ""
    stream?.on("data", (chunk) => {
      const lines = (rest + String(chunk)).split("\n")
      rest = lines.pop() ?? ""
      for (const line of lines) process.stdout.write(prefix + line + "\n")
    })
  }
}

/**
 * Polls `url` until it answers 2xx (with a body `accept` takes, when given),
 * the service dies, or the time runs out.
 */
export async function waitForHttp(
  url: string,
  service: Service | undefined,
  timeoutMs: number,
  accept?: (body: string) => boolean
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let died = false
  void service?.exited.then(() => (died = true))
  while (Date.now() < deadline) {
    if (died)
      throw new Error(
        `${service?.name} exited before ${url} answered (see its output above or ${shownPath(path.join(DATA_DIR, "logs"))}/)`
      )
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok && (!accept || accept(await response.text()))) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
