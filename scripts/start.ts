/**
 * `npm start`: the whole shop on this machine — embedded PostgreSQL (unless
 * DATABASE_URL is set), migrations, demo data on first run, the engine and the
 * gateway — then the URLs and demo logins. Ctrl-C stops everything; so does
 * the end of this process however it comes (kill -9 too: lib/watch.ts), and
 * what a crashed earlier run left running is stopped first (lib/run.ts).
 */
import path from "node:path"
import { demoAdmin, demoShoppers, demoStaff } from "../commerce/src/scripts/seed/accounts.js"
import { DATA_DIR, shownPath } from "./lib/paths.js"
import { ensurePortFree, portOrFree } from "./lib/ports.js"
import { beginRun, recordPorts } from "./lib/run.js"
import { stopOnSignals } from "./lib/shutdown.js"
import { startShop } from "./lib/shop.js"
import { startOrExit } from "./lib/start-error.js"

const log = (line: string) => console.log(`» ${line}`)
stopOnSignals(log)
const gatewayPort = Number(process.env.PORT ?? 8080)
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`

const started = Date.now()
await startOrExit("The shop", async () => {
  await beginRun("shop", { log })
  await ensurePortFree(gatewayPort, "PORT")
  const enginePort = await portOrFree(Number(process.env.ENGINE_PORT ?? 9000))
  const shop = await startShop({
    databaseUrl: process.env.DATABASE_URL || undefined,
    enginePort,
    gatewayPort,
    publicUrl,
    output: process.env.SHOP_LOGS === "terminal" ? "terminal" : "file",
    log,
  })
  recordPorts({
    gateway: gatewayPort,
    engine: enginePort,
    idp: portOf(shop.idpUrl),
    postgres: portOf(shop.databaseUrl),
  })
})

console.log(`
Vitalia is ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  Storefront     ${publicUrl}/
  GraphQL API    ${publicUrl}/graphql
  Back-office    ${publicUrl}/admin
  Health         ${publicUrl}/health · ${publicUrl}/ready

${accounts()}

  Logs: ${shownPath(path.join(DATA_DIR, "logs"))}/ (SHOP_LOGS=terminal to see them here) · Ctrl-C stops the shop.
`)

/** Who can sign in: the demo accounts, or in production the first owner alone (no password shown). */
function accounts(): string {
  if (process.env.NODE_ENV === "production")
    return `  Owner          ${process.env.OWNER_EMAIL?.trim() ?? ""} (OWNER_PASSWORD; two-step verification at first sign-in)`
  return [
    `  Admin          ${demoAdmin.email} / ${demoAdmin.password} (owner)`,
    ...demoStaff.map((s) => `  Staff          ${s.email} / ${s.password} (${s.role})`),
    ...demoShoppers.map((s) => `  Shopper        ${s.email} / ${s.password}`),
  ].join("\n")
}

function portOf(url: string | undefined): number | undefined {
  return url ? Number(new URL(url).port) || undefined : undefined
}
