/**
 * The authenticator-app codes of the back-office's second factor (RFC 6238 TOTP: 6 digits, SHA-1,
 * what every authenticator app reads by default). The engine checks codes with them
 * (commerce/src/staff/totp.ts) and the tests make codes with them (tests/support/totp.ts): one
 * owner, so a change of step cannot leave the tests making codes the engine no longer reads.
 */

/** How long one code lasts, in seconds: a new code each step. */
export const TOTP_STEP_SECONDS = 30

/** Steps on either side of the engine's own step whose codes it also accepts, for clocks a little apart. */
export const TOTP_STEPS_TOLERATED = 1
