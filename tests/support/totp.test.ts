import { generate, generateSecret } from "otplib"
import { afterEach, describe, expect, it, vi } from "vitest"
import { TOTP_STEP_SECONDS, TOTP_STEPS_TOLERATED } from "@vitalia/schema/staff/second-factor"
import { totpStep } from "../../commerce/src/staff/totp.js"
import { previousStepCode, stepCode, wrongCode } from "./totp.js"

const secret = generateSecret()
/** A time step's start, in seconds (a multiple of the step). */
const STEP = 1_800_000_000

describe("previousStepCode", () => {
  afterEach(() => vi.useRealTimers())

  it("mid-step: the previous step's code, at once", async () => {
    vi.useFakeTimers({ now: (STEP + 10) * 1000 })
    expect(await previousStepCode(secret)).toBe(
      await generate({ secret, period: TOTP_STEP_SECONDS, epoch: STEP - TOTP_STEP_SECONDS })
    )
  })

  it("in a step's last seconds: the engine, reading its clock after the step ends, still accepts the code", async () => {
    vi.useFakeTimers({ now: (STEP + TOTP_STEP_SECONDS - 0.2) * 1000 })
    // What the tests did before: the code of one step before now, sent, and checked 0.4 s later in the next step.
    const old = await generate({
      secret,
      period: TOTP_STEP_SECONDS,
      epoch: Math.floor(Date.now() / 1000) - TOTP_STEP_SECONDS,
    })
    const coming = previousStepCode(secret)
    await vi.advanceTimersByTimeAsync(400)
    expect(await totpStep(secret, old), "a code two steps old by then").toBeNull()
    await vi.advanceTimersByTimeAsync(2_000)
    const code = await coming
    expect(code).toBe(await generate({ secret, period: TOTP_STEP_SECONDS, epoch: STEP }))
    expect(await totpStep(secret, code)).toBe(STEP / TOTP_STEP_SECONDS)
  })

  it("wrongCode: a code the engine accepts for no step near now", async () => {
    vi.useFakeTimers({ now: (STEP + 10) * 1000 })
    const wrong = await wrongCode(secret)
    expect(wrong).toMatch(/^\d{6}$/)
    expect(await totpStep(secret, wrong)).toBeNull()
  })

  it("the tests' codes are the engine's: each tolerated step accepted, the next one out refused", async () => {
    vi.useFakeTimers({ now: (STEP + 10) * 1000 })
    const now = STEP / TOTP_STEP_SECONDS
    for (let steps = -TOTP_STEPS_TOLERATED; steps <= TOTP_STEPS_TOLERATED; steps++)
      expect(await totpStep(secret, await stepCode(secret, steps)), `${steps} step(s) away`).toBe(now + steps)
    expect(await totpStep(secret, await stepCode(secret, TOTP_STEPS_TOLERATED + 1))).toBeNull()
    expect(await totpStep(secret, await stepCode(secret, -TOTP_STEPS_TOLERATED - 1))).toBeNull()
  })
})
