/**
 * The messages between the gateway's thread (render-pool.ts) and its drawing threads
 * (render-worker.ts). Types only: both sides import them, neither imports the other.
 */
import type { DrawnPage } from "../../../web/src/server/contract.js"

/** What a drawing thread is started with: the builds it draws with. */
export interface DrawerData {
  /** The web's server build (web/dist-server/entry-server.js). */
  serverEntry: string
  /** The browser build's index.html and .vite/manifest.json, which every page is drawn into. */
  templateFile: string
  manifestFile: string
}

/** From the gateway's thread to a drawing thread. */
export type ToDrawer =
  /** Draw the page at `url` with the shopper's mirrored saved values (the Cookie header). */
  | { type: "draw"; render: number; url: string; cookie?: string }
  /** Stop drawing it: the gateway has sent the plain shell instead (a time-out). */
  | { type: "abort"; render: number }
  /** The gateway's answer to one of the page's GraphQL requests. */
  | { type: "answer"; call: number; status: number; contentType: string; body: string; failed?: string }

/** From a drawing thread to the gateway's thread. */
export type FromDrawer =
  /** The server build is loaded: pages can be drawn. */
  | { type: "ready" }
  /** The server build could not be loaded: every page goes out as the plain shell. */
  | { type: "failed"; error: string }
  /**
   * One of the page's GraphQL requests, for the gateway's own /graphql: with the shopper's session,
   * unless the page asks without credentials (a frame, drawn as for a new visitor).
   */
  | { type: "graphql"; render: number; call: number; body: string; language: string | null; withCredentials: boolean }
  /** The page (null: the server does not draw it, or drawing failed — `error` says why). */
  | { type: "drawn"; render: number; page: DrawnPage | null; error?: string }
