/**
 * Everything the launcher has started registers how to stop it here, so that
 * Ctrl-C or SIGTERM at any moment — during start-up too — stops it all, last
 * started first, and leaves no process behind.
 */
const cleanups: (() => Promise<void>)[] = []

/** Registers a cleanup; the returned function unregisters it (after a normal stop). */
export function atShutdown(cleanup: () => Promise<void>): () => void {
  cleanups.push(cleanup)
  return () => {
    const index = cleanups.indexOf(cleanup)
    if (index >= 0) cleanups.splice(index, 1)
  }
}

/** How long one cleanup may take before the next one runs anyway. */
const CLEANUP_LIMIT_MS = 20_000

/** Runs every registered cleanup, newest first; none may hold the others up for long. */
export async function shutdown(): Promise<void> {
  while (cleanups.length) {
    const cleanup = cleanups.pop()!
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      cleanup().catch(() => {}),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, CLEANUP_LIMIT_MS))),
    ])
    clearTimeout(timer)
  }
}

let signalled = false

/** True once a signal has begun stopping everything. */
export const stopping = () => signalled

/**
 * Stops everything on SIGINT/SIGTERM and exits. The signal may arrive more than
 * once (the terminal's process group and tsx's relay): the first one counts.
 */
export function stopOnSignals(log: (line: string) => void) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (signalled) return
      signalled = true
      log("Stopping…")
      shutdown().then(
        () => process.exit(0),
        () => process.exit(1)
      )
    })
  }
}
