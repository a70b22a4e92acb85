/**
 * What Linux's /proc says about processes and ports: command lines, start
 * times, environments (the run id every process of a run carries), and who
 * listens on a TCP port. Elsewhere (no /proc) every answer is "unknown".
 */
import { readFileSync, readdirSync, readlinkSync } from "node:fs"

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}

/** Every pid in /proc. */
function pids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return []
  }
}

/** A process's argv, or undefined when it is gone (or a zombie, or not visible). */
export function commandLine(pid: number): string[] | undefined {
  const raw = read(`/proc/${pid}/cmdline`)
  if (!raw) return undefined
  return raw.split("\0").filter((part, index, all) => part !== "" || index < all.length - 1)
}

/** The command line as one readable string, shortened to `max` characters. */
export function describeCommand(command: string[] | undefined, max = 120): string {
  if (!command?.length) return "command not visible"
  const text = command.join(" ")
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state. */
function stat(pid: number): string[] | undefined {
  const raw = read(`/proc/${pid}/stat`)
  return raw?.slice(raw.lastIndexOf(")") + 2).split(" ")
}

/** When the process started (clock ticks since boot): a pid plus this names one process for good. */
export function startTime(pid: number): string | undefined {
  return stat(pid)?.[19]
}

export function parentPid(pid: number): number | undefined {
  const fields = stat(pid)
  return fields ? Number(fields[1]) : undefined
}

/** True while the process runs (a zombie, already ended, counts as gone). */
export function isRunning(pid: number): boolean {
  const state = stat(pid)?.[0]
  return state !== undefined && state !== "Z" && state !== "X"
}

/** True while the process seen at `started` (its startTime) runs: a later process given the same pid has another start time. */
export function isStillRunning(pid: number, started: string | undefined): boolean {
  return started !== undefined && isRunning(pid) && startTime(pid) === started
}

/** True when `entry` (NAME=value) is in the environment the process started with. */
export function hasEnvironment(pid: number, entry: string): boolean {
  return read(`/proc/${pid}/environ`)?.split("\0").includes(entry) ?? false
}

/** Every running process whose environment holds `entry`, except this process and its ancestors. */
export function processesWithEnvironment(entry: string): number[] {
  const ancestors = new Set<number>()
  for (let pid: number | undefined = process.pid; pid && !ancestors.has(pid); pid = parentPid(pid)) ancestors.add(pid)
  return pids().filter((pid) => !ancestors.has(pid) && isRunning(pid) && hasEnvironment(pid, entry))
}

/** Who listens on a TCP port (any address, IPv4 or IPv6). */
export interface Listener {
  pid?: number
  command?: string[]
}

/**
 * The processes listening on `port`: [] when /proc shows no listener; a
 * listener without pid when the socket's owner is not visible to this user.
 */
export function listenersOn(port: number): Listener[] {
  const inodes = new Set<string>()
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of read(table)?.split("\n").slice(1) ?? []) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields.length > 9 && fields[3] === "0A" && parseInt(fields[1].split(":")[1], 16) === port)
        inodes.add(fields[9])
    }
  }
  if (!inodes.size) return []
  const found: Listener[] = []
  for (const pid of pids()) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target: string
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        found.push({ pid, command: commandLine(pid) })
        inodes.delete(inode)
      }
    }
  }
  // Sockets whose owner this user cannot see.
  for (const _ of inodes) found.push({})
  return found
}
