import type { FastifyInstance } from "fastify"
import request from "supertest"
import { inject } from "vitest"
import type { GraphqlAnswer } from "./gateway.js"
import { Browser, signInAtProvider } from "./oidc.js"

/**
 * A shopper's browser talking to the gateway: it keeps the gateway's cookies
 * and sends Origin like browsers do (so the gateway treats it as one), plus
 * its own Browser for the identity provider's pages.
 */
export class ShopBrowser {
  readonly agent: ReturnType<typeof request.agent>
  readonly provider = new Browser()
  /** The Set-Cookie lines of the last gateway answer. */
  lastCookies: string[] = []

  /** `origin: null` makes a client that is not a browser (no Origin header): it is given tokens. */
  constructor(
    app: FastifyInstance,
    private readonly origin: string | null = inject("publicUrl"),
    /** Where the provider is expected to send this browser back, when not its own origin. */
    private readonly callbackOrigin: string | null = null
  ) {
    this.agent = request.agent(app.server)
  }

  async graphql<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {}
  ): Promise<GraphqlAnswer<T>> {
    const call = this.agent.post("/graphql").set("content-type", "application/json")
    if (this.origin) call.set("origin", this.origin)
    const response = await call.send({ query, variables })
    this.lastCookies = ([] as string[]).concat(response.headers["set-cookie"] ?? [])
    return { status: response.status, data: response.body.data ?? null, errors: response.body.errors }
  }

  /** Starts an external sign-in and signs in at the provider's page; returns the callback's parameters. */
  async signInAtProvider(credentials: { email: string; password: string }, redirectPath?: string) {
    const started = await this.graphql<{ startExternalLogin: { location: string } }>(
      `mutation ($redirectPath: String) { startExternalLogin(redirectPath: $redirectPath) { location } }`,
      { redirectPath }
    )
    if (!started.data) throw new Error(`startExternalLogin failed: ${JSON.stringify(started.errors)}`)
    const { location } = started.data.startExternalLogin
    // The provider comes back to the shop origin this browser is on (an allowed one), else to PUBLIC_URL.
    const callback = await signInAtProvider(
      this.provider,
      location,
      credentials,
      `${this.callbackOrigin ?? this.origin ?? inject("publicUrl")}/callback`
    )
    return { location, ...callback }
  }
}

export const SIGNED_IN = `customer { id email firstName lastName metadata auth0Id } cartTransferred redirectPath expiresAt token`

export const COMPLETE_EXTERNAL_LOGIN = `mutation ($code: String!, $state: String!, $iss: String, $cartId: ID) {
  completeExternalLogin(code: $code, state: $state, iss: $iss, cartId: $cartId) { ${SIGNED_IN} }
}`

/** The cookie named `name` among Set-Cookie lines. */
export function cookieLine(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}=`))
}
