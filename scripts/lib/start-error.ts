import { inspect } from "node:util"
import path from "node:path"
import { DATA_DIR, shownPath } from "./paths.js"
import { shutdown, stopping } from "./shutdown.js"

/**
 * A reason the shop cannot start, already worded for the person who started
 * it — what is wrong and what to do — and printed as it is, without a stack.
 */
export class StartError extends Error {
  override name = "StartError"
}

/**
 * One sentence for any failure to start: a StartError's own words; anything
 * else by the first line of its message (never a stack), and where the logs are.
 */
export function startFailure(error: unknown): string {
  if (error instanceof StartError) return error.message
  const message =
    error instanceof Error
      ? error.message
      : error === undefined
        ? ""
        : // Anything else thrown (a string, an object): as Node itself would print it, never "[object Object]".
          typeof error === "string"
          ? error
          : inspect(error)
  const first =
    message
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .replace(/[.:]$/, "") || "an unexpected error without a message"
  return `${first} — the services' logs in ${shownPath(path.join(DATA_DIR, "logs"))}/ say more; fix that and start again.`
}

/**
 * Runs a launcher's start-up; when it fails, prints "<what> could not start:
 * <one sentence>", stops whatever had started and exits with status 1. A
 * failure caused by Ctrl-C during start-up is left to the signal's own stop.
 */
export async function startOrExit<T>(what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start()
  } catch (error) {
    if (stopping()) return new Promise<T>(() => {})
    console.error(`\n${what} could not start: ${startFailure(error)}`)
    await shutdown()
    process.exit(1)
  }
}

/** For a test harness's set-up: the same one sentence, as an error the runner shows without a stack. */
export function startFailureError(what: string, error: unknown): StartError {
  const failure = new StartError(`${what} could not start: ${startFailure(error)}`)
  failure.stack = failure.message
  return failure
}
