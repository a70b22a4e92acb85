/**
 * `npm run test:engine`: starts the integration suite's shop (a fresh database, the real engine,
 * the local identity provider and the mail catcher; scripts/lib/test-shop.ts) and keeps it up until
 * Ctrl-C. While it runs, `npm run test:integration -- <file>` uses it instead of starting its own,
 * so one file runs in seconds rather than minutes. The data the runs make stays between them.
 */
import { rmSync } from "node:fs"
import { KEPT_TEST_SHOP, keepTestShop, keptTestShop, startTestShop } from "./lib/test-shop.js"

const log = (line: string) => console.log(`» ${line}`)
if (await keptTestShop()) {
  log(`a test engine is already up (${KEPT_TEST_SHOP}); stop it with Ctrl-C where it runs`)
  process.exit(1)
}
const { shop, stop } = await startTestShop(log)
keepTestShop(shop)
let stopping = false
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log("Stopping…")
    rmSync(KEPT_TEST_SHOP, { force: true })
    stop().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  })
log(`test engine up at ${shop.engineUrl}; in another terminal: npm run test:integration -- tests/integration/<file>`)
log("Ctrl-C stops it and drops its database")
