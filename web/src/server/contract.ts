/**
 * What the storefront's server build (web/dist-server/entry-server.js) offers whoever mounts it —
 * the gateway (gateway/src/web/storefront-renderer.ts), which imports these types. Self-contained
 * (no imports), so the gateway's compiler can read it without the storefront's settings.
 */

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

/** The browser build a server build draws into: its index.html and manifest. */
export interface StorefrontBuild {
  template: string
  manifest: Manifest
}

export interface RenderRequest {
  /** Path and query, e.g. "/products?category=batidos". */
  url: string
  /** The request's Cookie header: the mirrored saved values (state/storage.ts). */
  cookie?: string
  /** Answers the storefront's GraphQL requests (the gateway's own endpoint, with the shopper's session). */
  fetch: typeof fetch
  signal?: AbortSignal
}

/** A page drawn on the server, ready to send. */
export interface DrawnPage {
  /** The finished HTML document. */
  document: string
  language: "es" | "en"
  /** CSP source expressions ('sha256-…') of the inline scripts the document runs. */
  scriptHashes: string[]
}

export interface StorefrontServer {
  /** The page at `request.url`, or null when the server does not draw it (the caller sends the plain shell). */
  render(request: RenderRequest): Promise<DrawnPage | null>
}

/** The server build's module. */
export interface StorefrontServerEntry {
  /** Reads the build once (throws when its index.html lacks a part the documents need). */
  createStorefrontServer(build: StorefrontBuild): StorefrontServer
}
