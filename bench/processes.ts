import { readdirSync, readFileSync } from "node:fs"
import { round } from "./lib.js"

/** What a process of the shop is, by what it runs: engine, gateway, database, sign-in provider, … */
export type ProcessKind = string

/** Every process under this one (the shop's services and what they started), with its kind. */
export function shopProcesses(): { pid: number; kind: ProcessKind }[] {
  const children = new Map<number, { pid: number; name: string }[]>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const close = stat.lastIndexOf(")")
      const name = stat.slice(stat.indexOf("(") + 1, close)
      const ppid = Number(stat.slice(close + 2).split(" ")[1])
      children.set(ppid, [...(children.get(ppid) ?? []), { pid: Number(entry), name }])
    } catch {
      // The process ended while we looked.
    }
  }
  const found: { pid: number; kind: ProcessKind }[] = []
  const queue = [process.pid]
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push({ pid: child.pid, kind: kindOf(child.pid, child.name) })
      queue.push(child.pid)
    }
  }
  return found
}

function kindOf(pid: number, name: string): ProcessKind {
  if (name === "postgres") return "database"
  if (!name.startsWith("node") && name !== "MainThread") return name
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")
    return /medusa/.test(command)
      ? "engine"
      : /gateway/.test(command)
        ? "gateway"
        : /idp/.test(command)
          ? "sign-in provider"
          : "other node"
  } catch {
    return "other node"
  }
}

/** A /proc figure in kB (`Pss:` of smaps_rollup, `VmRSS:` of status); 0 when the process is gone. */
function kilobytes(file: string, field: string): number {
  try {
    const line = readFileSync(file, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`))
    return line ? Number(line.split(/\s+/)[1]) : 0
  } catch {
    return 0
  }
}

/** The shop's memory in MB, in total and per kind of process. */
export function shopMemory() {
  const byKind = new Map<ProcessKind, { pss: number; rss: number; processes: number }>()
  for (const { pid, kind } of shopProcesses()) {
    const row = byKind.get(kind) ?? { pss: 0, rss: 0, processes: 0 }
    row.pss += kilobytes(`/proc/${pid}/smaps_rollup`, "Pss")
    row.rss += kilobytes(`/proc/${pid}/status`, "VmRSS")
    row.processes++
    byKind.set(kind, row)
  }
  const mb = (kb: number) => round(kb / 1024, 0)
  const kinds = Object.fromEntries(
    [...byKind].map(([kind, row]) => [kind, { "PSS MB": mb(row.pss), "RSS MB": mb(row.rss), processes: row.processes }])
  )
  const total = [...byKind.values()].reduce((sum, row) => ({ pss: sum.pss + row.pss, rss: sum.rss + row.rss }), {
    pss: 0,
    rss: 0,
  })
  return { pssMb: mb(total.pss), rssMb: mb(total.rss), kinds }
}

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100

/**
 * CPU time each kind of process has used so far, in ms (user + system, from /proc), this benchmark's
 * own process as "benchmark". Take it before and after a load and subtract (`cpuSpent`): a process
 * that ended in between takes its time with it, so it counts only what lives to the second reading.
 */
export function shopCpu(): Map<ProcessKind, Map<number, number>> {
  const byKind = new Map<ProcessKind, Map<number, number>>()
  for (const { pid, kind } of [{ pid: process.pid, kind: "benchmark" }, ...shopProcesses()]) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      // After the comm: state is field 3, utime 14 and stime 15 (1-based over the whole line).
      const ticks = Number(fields[11]) + Number(fields[12])
      const pids = byKind.get(kind) ?? new Map<number, number>()
      pids.set(pid, (ticks * 1000) / TICKS_PER_SECOND)
      byKind.set(kind, pids)
    } catch {
      // The process ended while we looked.
    }
  }
  return byKind
}

/** CPU ms each kind used between two `shopCpu` readings; a process born in between counts whole. */
export function cpuSpent(
  before: ReturnType<typeof shopCpu>,
  after: ReturnType<typeof shopCpu>
): Record<ProcessKind, number> {
  const spent: Record<ProcessKind, number> = {}
  for (const [kind, pids] of after) {
    let ms = 0
    for (const [pid, total] of pids) ms += total - (before.get(kind)?.get(pid) ?? 0)
    spent[kind] = ms
  }
  return spent
}
