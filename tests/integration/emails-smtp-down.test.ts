import { rmSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { startMailCatcher, type MailCatcher } from "../../scripts/lib/mail-catcher.js"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { freePort } from "../../scripts/lib/ports.js"
import { withClient } from "../../scripts/lib/postgres.js"
import { graphql } from "../support/gateway.js"
import { waitForMail } from "../support/mail.js"
import { startSecondEngine, type SecondEngine } from "../support/second-engine.js"
import { cartWithSkus, ok, readyForCompletion } from "../support/shopper.js"

/**
 * An SMTP server that is down never fails a checkout: a second engine on the
 * suite's database whose SMTP_URL names a closed port takes the order, records
 * its e-mail as failed, and sends it once a server answers on that port
 * (retries every NOTIFICATION_RETRY_MS = 1 s here, doubling).
 */
const databaseUrl = inject("databaseUrl")
const mailDir = path.join(DATA_DIR, `test-mail-down-${process.pid}`)
let shop: SecondEngine | undefined
let app: FastifyInstance
let smtpPort: number
let catcher: MailCatcher | undefined

beforeAll(async () => {
  smtpPort = await freePort()
  shop = await startSecondEngine("engine-smtp-down", {
    signIn: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    settings: { NOTIFICATION_RETRY_MS: "1000" },
  })
  app = shop.app
}, 180_000)

afterAll(async () => {
  await shop?.stop()
  await catcher?.stop()
  rmSync(mailDir, { recursive: true, force: true })
})

const statuses = (orderId: string) =>
  withClient(databaseUrl, async (db) =>
    (
      await db.query(
        "select status from notification where resource_id = $1 and template = 'order-placed' order by created_at",
        [orderId]
      )
    ).rows.map((r) => r.status as string)
  )

async function until<T>(probe: () => Promise<T | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe("an SMTP server that is down", () => {
  it("the purchase succeeds, the notification is 'failure', and the e-mail leaves once the server is back", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const order = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId email } }`, { c: cartId })
    ).completeCart
    expect(order.displayId).toBeGreaterThan(0)
    expect(await until(async () => ((await statuses(order.id))[0] === "failure" ? true : false), 20_000)).toBe(true)

    catcher = await startMailCatcher(mailDir, smtpPort)
    const mail = await waitForMail(mailDir, order.email, { subject: `#${order.displayId}`, timeoutMs: 30_000 })
    expect(mail.subject).toBe(`Recibimos tu pedido #${order.displayId}`)
    // The first attempt stays on record as failed; one retry was sent (earlier retries may have failed too).
    const after = await until(async () => {
      const all = await statuses(order.id)
      return all.includes("success") ? all : false
    }, 10_000)
    expect(after[0]).toBe("failure")
    expect(after.filter((s) => s === "success")).toHaveLength(1)
  })
})
