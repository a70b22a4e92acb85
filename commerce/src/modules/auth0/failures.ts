/**
 * Why an external sign-in was refused. The engine answers 401 with one of these
 * messages; the gateway (gateway/src/auth/errors.ts) turns each into a coded
 * error, so the wording is a contract between the two: change both together.
 */
export const SIGN_IN_FAILURES = {
  /** The state is unknown, was already used, or expired (tampered or replayed callback). */
  state: "Sign-in state unknown, used or expired",
  /** The callback carried no authorization code. */
  noCode: "No authorization code in the callback",
  /** The provider's token endpoint refused the code (already used, expired, PKCE mismatch). */
  code: "Authorization code rejected by the identity provider",
  /** The callback or the ID token did not validate (issuer, audience, nonce, signature, expiry). */
  invalidResponse: "The identity provider's answer did not validate",
  /** The person cancelled, or the provider refused to sign them in. */
  refused: "The identity provider refused the sign-in",
  /** Discovery, token or userinfo calls failed in transit. */
  unavailable: "The identity provider cannot be reached",
  /** The provider released no e-mail address, which the shop needs for the customer. */
  noEmail: "The identity provider sent no e-mail address",
} as const
