import { beforeAll, describe, expect, it } from "vitest"
import { adminToken, checkout, createCart, engine, eventually, registerShopper, variantId } from "../support/engine.js"

let carolina: { id: string }
let fit: string
beforeAll(async () => {
  carolina = (await engine("GET", "/store/personal-stores/carolina")).body.personal_store.partner
  fit = await variantId("HC-FIT-VAINILLA")
})

/** A signed-in shopper places an order whose cart carries metadata.enrollment. */
async function enrollThroughOrder(enrollment: Record<string, unknown>) {
  const shopper = await registerShopper({ first_name: "María José", last_name: "Peña Ruiz" })
  const cart = await createCart({ region: "Estados Unidos", token: shopper.token, metadata: { enrollment } })
  await engine("POST", `/store/carts/${cart.id}/line-items`, {
    token: shopper.token,
    body: { variant_id: fit, quantity: 1 },
  })
  const completed = await checkout(cart.id, { token: shopper.token })
  expect(completed.status, JSON.stringify(completed.body)).toBe(200)
  expect(completed.body.type).toBe("order")
  return { shopper, order: completed.body.order }
}

const membership = async (token: string) => (await engine("GET", "/store/partners/me", { token })).body.partner

/** The order's enrollment once it is completed (the subscriber runs after the order is answered). */
async function completedEnrollment(orderId: string, token: string) {
  const { body } = await engine("GET", `/admin/enrollments?order_id=${orderId}&status=completed`, { token })
  return body.enrollments[0] ?? null
}

describe("enrollment on order (order.placed → record-enrollment)", () => {
  it("keeps the cart's metadata.enrollment on the order", async () => {
    const { order } = await enrollThroughOrder({ sponsor_partner_id: carolina.id, personal_store_name: "carolina" })
    const token = await adminToken()
    const { body } = await engine("GET", `/admin/orders/${order.id}?fields=id,metadata`, { token })
    expect(body.order.metadata.enrollment).toEqual({ sponsor_partner_id: carolina.id, personal_store_name: "carolina" })
  })

  it("makes the signed-in shopper a partner, sponsored, with a personal store of their own", async () => {
    const { shopper, order } = await enrollThroughOrder({
      sponsor_partner_id: carolina.id,
      personal_store_name: "carolina",
    })
    await eventually(async () => completedEnrollment(order.id, await adminToken()))
    const partner = await membership(shopper.token)
    expect(partner).toMatchObject({
      name: "María José Peña Ruiz",
      status: "active",
      sponsor: { id: carolina.id, code: "VIT-0001", name: "Carolina Méndez" },
      personal_store: { title: "La tienda de María José", active: true },
    })
    expect(partner.code).toMatch(/^VIT-\d{4,}$/)
    expect(partner.personal_store.name).toMatch(/^maria-jose-pena-ruiz(-\d+)?$/)
    expect(
      (await engine("GET", `/store/personal-stores/${partner.personal_store.name}`)).body.personal_store.partner.code
    ).toBe(partner.code)

    const token = await adminToken()
    const { body } = await engine(
      "GET",
      `/admin/enrollments?order_id=${order.id}&fields=id,status,customer_id,order.id,partner.id,sponsor.id,personal_store.name`,
      { token }
    )
    expect(body.count).toBe(1)
    expect(body.enrollments[0]).toMatchObject({
      status: "completed",
      customer_id: shopper.customerId,
      order: { id: order.id },
      partner: { id: partner.id },
      sponsor: { id: carolina.id },
      personal_store: { name: "carolina" },
    })
    const linked = await engine("GET", `/admin/partners?customer_id=${shopper.customerId}&fields=id,customer.email`, {
      token,
    })
    expect(linked.body.partners).toEqual([
      expect.objectContaining({ id: partner.id, customer: expect.objectContaining({ email: shopper.email }) }),
    ])
  })

  it("enrolls once: recording the same order again creates nothing new", async () => {
    const { shopper, order } = await enrollThroughOrder({ sponsor_partner_id: carolina.id })
    const token = await adminToken()
    await eventually(() => completedEnrollment(order.id, token))
    const first = await membership(shopper.token)

    const again = await engine("POST", `/admin/enrollments/orders/${order.id}`, { token })
    const third = await engine("POST", `/admin/enrollments/orders/${order.id}`, { token })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: false, enrollment: { order_id: order.id, partner: { id: first.id } } })
    expect(third.body.enrollment.id).toBe(again.body.enrollment.id)

    const partners = await engine("GET", `/admin/partners?customer_id=${shopper.customerId}`, { token })
    expect(partners.body.count).toBe(1)
    const enrollments = await engine("GET", `/admin/enrollments?order_id=${order.id}`, { token })
    expect(enrollments.body.count).toBe(1)
    const stores = await engine("GET", `/admin/personal-stores?partner_id=${first.id}`, { token })
    expect(stores.body.count).toBe(1)
  })

  it("enrolls once even when deliveries of the same order race each other", async () => {
    const { shopper, order } = await enrollThroughOrder({ sponsor_partner_id: carolina.id })
    const token = await adminToken()
    // The subscriber is running now too: every run but one must find the order claimed.
    const runs = await Promise.all(
      [1, 2, 3].map(() => engine("POST", `/admin/enrollments/orders/${order.id}`, { token }))
    )
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(runs.map((r) => r.body.enrollment.id)).size).toBe(1)
    expect(runs.filter((r) => r.body.created).length).toBeLessThanOrEqual(1)

    const enrollment = await eventually(() => completedEnrollment(order.id, token))
    expect(enrollment.partner.id).toBe((await membership(shopper.token)).id)
    expect((await engine("GET", `/admin/partners?customer_id=${shopper.customerId}`, { token })).body.count).toBe(1)
    expect((await engine("GET", `/admin/enrollments?order_id=${order.id}`, { token })).body.count).toBe(1)
  })

  it("a sponsor named only by its personal store counts", async () => {
    const { shopper, order } = await enrollThroughOrder({ personal_store_name: "diego" })
    await eventually(async () => completedEnrollment(order.id, await adminToken()))
    const partner = await membership(shopper.token)
    expect(partner.sponsor.code).toBe("VIT-0002")
  })

  it("an order without enrollment metadata enrolls no one", async () => {
    const shopper = await registerShopper({ first_name: "Sin", last_name: "Inscripción" })
    const cart = await createCart({ region: "Estados Unidos", token: shopper.token })
    await engine("POST", `/store/carts/${cart.id}/line-items`, {
      token: shopper.token,
      body: { variant_id: fit, quantity: 1 },
    })
    const { body } = await checkout(cart.id, { token: shopper.token })
    const token = await adminToken()
    const recorded = await engine("POST", `/admin/enrollments/orders/${body.order.id}`, { token })
    expect(recorded.status).toBe(400)
    expect(recorded.body.message).toMatch(/carries no enrollment request/)
    expect(await membership(shopper.token)).toBeNull()
    expect((await engine("POST", "/admin/enrollments/orders/order_missing", { token })).status).toBe(404)
  })

  it("GET /store/partners/me needs a signed-in customer", async () => {
    expect((await engine("GET", "/store/partners/me")).status).toBe(401)
  })
})
