/**
 * `npm start`: the whole shop on this machine — embedded PostgreSQL (unless
 * DATABASE_URL is set), migrations, demo data on first run, the engine and the
 * gateway — then the URLs and demo logins. Ctrl-C stops everything.
 */
import { demoAdmin, demoShoppers } from "../commerce/src/scripts/seed/accounts.js"
import { portOrFree } from "./lib/ports.js"
import { shutdown, stopOnSignals } from "./lib/shutdown.js"
import { startShop } from "./lib/shop.js"

const log = (line: string) => console.log(`» ${line}`)
stopOnSignals(log)
const gatewayPort = Number(process.env.PORT ?? 8080)
const enginePort = await portOrFree(Number(process.env.ENGINE_PORT ?? 9000))
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`

const started = Date.now()
const shop = await startShop({
  databaseUrl: process.env.DATABASE_URL || undefined,
  enginePort,
  gatewayPort,
  publicUrl,
  output: process.env.SHOP_LOGS === "terminal" ? "terminal" : "file",
  log,
}).catch(async (error: Error) => {
  console.error(`\nThe shop could not start: ${error.message}`)
  await shutdown()
  process.exit(1)
})

console.log(`
Vitalia is ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  Storefront     ${publicUrl}/
  GraphQL API    ${publicUrl}/graphql
  Back-office    ${publicUrl}/admin
  Health         ${publicUrl}/health · ${publicUrl}/ready

  Admin          ${demoAdmin.email} / ${demoAdmin.password}
${demoShoppers.map((s) => `  Shopper        ${s.email} / ${s.password}`).join("\n")}

  Logs: .data/logs/ (SHOP_LOGS=terminal to see them here) · Ctrl-C stops the shop.
`)
