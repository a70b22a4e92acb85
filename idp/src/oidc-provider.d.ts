/**
 * The parts of oidc-provider (which ships no type declarations) that the local
 * provider uses. See https://github.com/panva/node-oidc-provider/tree/main/docs.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown> & { client_id?: string; scope?: string; ui_locales?: string }
    session?: { accountId?: string }
    grantId?: string
  }

  export interface Grant {
    readonly jti: string
    addOIDCScope(scope: string): void
    getOIDCScope(): string
    save(): Promise<string>
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string; clientName?: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      params?: Record<string, unknown> & { scope?: string }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
    type: string
    body: unknown
    status: number
    get(header: string): string
    query: Record<string, string | undefined>
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export type Configuration = Record<string, unknown>

  export class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly issuer: string
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean }
    ): Promise<void>
    on(event: string, listener: (...args: never[]) => void): this
    Grant: {
      new (properties: { accountId?: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    Client: { find(id: string): Promise<{ clientId: string; clientName?: string } | undefined> }
  }

  export default Provider
}
