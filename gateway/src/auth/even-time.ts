import { scrypt } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"

/**
 * Failed sign-ins that take the same time whether or not the e-mail has an account.
 *
 * The engine hashes the password (scrypt) only when it finds the e-mail: a wrong password
 * for a known e-mail takes one hash, an unknown e-mail almost nothing, and the difference
 * alone tells who has an account. The gateway cannot tell the two failures apart — the engine
 * answers both with the same 401 — so every failed sign-in is answered no sooner than a
 * failure with a hash takes: the longer of one hash of the engine's own cost (scrypt N=2^15,
 * r=8, p=1, Medusa's emailpass default), measured once in this process, and the slower recent
 * failures (the 90th percentile of the last 64), which follow the engine's real speed when it
 * runs elsewhere or is busy. The wait is a timer, not work, so it costs no CPU; it is capped.
 */
export class EvenFailures {
  private readonly recent: number[] = []
  private hashMs: Promise<number> | undefined

  constructor(
    private readonly window = 64,
    private readonly capMs = 2_000
  ) {}

  /** Waits, after a failed sign-in that began at `startedAt` (performance.now()), until failures are alike. */
  async pad(startedAt: number) {
    const took = performance.now() - startedAt
    this.recent.push(took)
    if (this.recent.length > this.window) this.recent.shift()
    const floor = Math.min(this.capMs, Math.max(await this.oneHash(), percentile(this.recent, 0.9)))
    const wait = floor - (performance.now() - startedAt)
    if (wait > 0) await sleep(wait)
  }

  private oneHash() {
    this.hashMs ??= new Promise<number>((resolve) => {
      const started = performance.now()
      scrypt("calibration", "vitalia-even-failures", 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, () =>
        resolve(performance.now() - started)
      )
    })
    return this.hashMs
  }
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
}

/** One for the whole process: the storefront's and the back-office's sign-ins share what they learn. */
export const signInFailures = new EvenFailures()
