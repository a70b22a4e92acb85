import { TOTP_STEP_SECONDS, TOTP_STEPS_TOLERATED } from "@vitalia/schema/staff/second-factor"
import { generate } from "otplib"

/**
 * How close to a step's end a previous-step code is not given out: more than a request takes on a
 * busy 2-core machine.
 */
const MARGIN_SECONDS = 5

/** Seconds until the current time step ends. */
const secondsLeftInStep = () => TOTP_STEP_SECONDS - ((Date.now() / 1000) % TOTP_STEP_SECONDS)

/** The app's code of the time step `steps` away from now (−1 the one before, 1 the next one). */
export function stepCode(secret: string, steps: number): Promise<string> {
  return generate({
    secret,
    period: TOTP_STEP_SECONDS,
    epoch: Math.floor(Date.now() / 1000) + steps * TOTP_STEP_SECONDS,
  })
}

/**
 * A code that none of the steps the engine accepts now has (the tolerated steps on either side, and
 * one more each way for a clock that moves on meanwhile), so it is wrong whatever the clock says.
 */
export async function wrongCode(secret: string): Promise<string> {
  const near = new Set<string>()
  for (let steps = -TOTP_STEPS_TOLERATED - 1; steps <= TOTP_STEPS_TOLERATED + 1; steps++)
    near.add(await stepCode(secret, steps))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0")
    if (!near.has(candidate)) return candidate
  }
}

/** Resolves just after the next time step has begun: for a code of a step no earlier request used. */
export function untilNextStep(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, secondsLeftInStep() * 1000 + 100))
}

/**
 * The app's code of the time step before this one: what enrols a second factor while the current
 * step's code stays unspent for a sign-in after it (each code opens one thing per person and step:
 * commerce/src/staff/totp.ts). The engine accepts one step on either side of its own clock, so a
 * previous-step code read in a step's last moment is two steps old when the engine reads its clock
 * just after the step ends, and is refused, as it would be for a person. So near a step's end this
 * waits for the next step first, as a person waits for the app's next code.
 */
export async function previousStepCode(secret: string): Promise<string> {
  if (secondsLeftInStep() < MARGIN_SECONDS) await untilNextStep()
  return stepCode(secret, -1)
}
