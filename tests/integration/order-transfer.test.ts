import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { mailFiles, waitForMail } from "../support/mail.js"
import { ORDER, cartWithSkus, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

/** Moving a guest order to the account of the customer with its e-mail (docs/product.md §7 "Storefront order transfer"). */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const mailDir = inject("mailDir")
const REQUEST = `mutation ($id: ID!) { requestOrderTransfer(orderId: $id) { ${ORDER} } }`
const CANCEL = `mutation ($id: ID!) { cancelOrderTransfer(orderId: $id) { ${ORDER} } }`
const DECLINE = `mutation ($id: ID!, $token: String!) { declineOrderTransfer(orderId: $id, token: $token) { ${ORDER} } }`
const ACCEPT = `mutation ($id: ID!, $token: String!) { acceptOrderTransfer(orderId: $id, token: $token) { ${ORDER} } }`
const MY_ORDERS = `{ me { orders { nodes { id } } } }`

/** A guest order placed with `email`. */
async function guestOrder(email: string) {
  const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
  await readyForCompletion(app, cartId)
  ok(
    await graphql(
      app,
      `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`,
      { cartId, input: { email } }
    )
  )
  return ok(await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { ${ORDER} } }`, { cartId }))
    .completeCart
}

/** Requests the transfer and reads its code from the e-mail the order's address gets. */
async function requestTransfer(orderId: string, email: string, headers: Record<string, string>) {
  const before = new Set(mailFiles(mailDir))
  const requested = ok(await graphql(app, REQUEST, { id: orderId }, headers)).requestOrderTransfer
  expect(requested.id).toBe(orderId)
  // The order's confirmation may land meanwhile: the transfer e-mail is the one with the transfer link.
  const isTransfer = (url: URL) => url.searchParams.has("transfer")
  const link = (await waitForMail(mailDir, email, { since: before, link: isTransfer })).links.find(isTransfer)!
  expect(link.pathname).toBe(`/account/orders/${orderId}`)
  return link.searchParams.get("transfer")!
}

describe("order transfer", () => {
  it("the customer withdraws a request: the order stays the guest's, and the withdrawn code no longer moves it", async () => {
    const { headers, email } = await newCustomer("Retira")
    const order = await guestOrder(email)
    const code = await requestTransfer(order.id, email, headers)

    const cancelled = ok(await graphql(app, CANCEL, { id: order.id }, headers)).cancelOrderTransfer
    expect(cancelled).toMatchObject({ id: order.id, email })

    const accepted = await graphql(app, ACCEPT, { id: order.id, token: code }, headers)
    expect(accepted.errors?.[0]).toMatchObject({
      message: "No encontramos ese pedido.",
      extensions: { code: "NOT_FOUND" },
    })
    expect(
      ok(await graphql(app, MY_ORDERS, {}, headers)).me.orders.nodes.map((o: { id: string }) => o.id)
    ).not.toContain(order.id)
  })

  it("the code from the e-mail declines a request: the order stays the guest's and a new request works again", async () => {
    const { headers, email } = await newCustomer("Rechaza")
    const order = await guestOrder(email)
    const code = await requestTransfer(order.id, email, headers)

    const declined = ok(await graphql(app, DECLINE, { id: order.id, token: code }, headers)).declineOrderTransfer
    expect(declined).toMatchObject({ id: order.id, email })

    const accepted = await graphql(app, ACCEPT, { id: order.id, token: code }, headers)
    expect(accepted.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    expect(
      ok(await graphql(app, MY_ORDERS, {}, headers)).me.orders.nodes.map((o: { id: string }) => o.id)
    ).not.toContain(order.id)

    // Declining ends that request only: the customer may ask again, and the new code moves the order.
    const again = await requestTransfer(order.id, email, headers)
    ok(await graphql(app, ACCEPT, { id: order.id, token: again }, headers))
    expect(ok(await graphql(app, MY_ORDERS, {}, headers)).me.orders.nodes.map((o: { id: string }) => o.id)).toContain(
      order.id
    )
  })
})
