import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * GET /store/carts/:id/holder
 *
 * What the gateway decides on before it writes to a cart — whose it is (its customer and whether
 * that customer has an account), whether it is completed, its region, currency, metadata, e-mail,
 * applied promotion codes and payment collection — in the shape `GET /store/carts/:id` answers with the gateway's head fields
 * (`{ cart: { …, customer: { id, has_account } | null, payment_collection: { id } | null } }`).
 *
 * One query over the cart, its customer and the cart–payment-collection link's table, where the
 * query graph makes three reads and hydrates each: the gateway makes this read before every step of
 * a purchase (its holder rule, gateway/src/cart/store.ts), and at 10 shoppers the engine's CPU is
 * what a purchase waits for (bench/README.md, "Checkout loop"). Only reads; the gateway decides.
 */
/** The row the query below reads: the cart's columns, with its customer's and payment collection's. */
interface HolderRow {
  id: string
  region_id: string | null
  currency_code: string
  customer_id: string | null
  completed_at: Date | null
  metadata: Record<string, unknown> | null
  email: string | null
  promotions: { id: string; code: string }[]
  customer_ref: string | null
  has_account: boolean | null
  payment_collection_id: string | null
}

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const db = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const row = await db("cart as c")
    .leftJoin("customer as cu", function () {
      this.on("cu.id", "c.customer_id").andOnNull("cu.deleted_at")
    })
    .leftJoin("cart_payment_collection as cp", function () {
      this.on("cp.cart_id", "c.id").andOnNull("cp.deleted_at")
    })
    .where("c.id", req.params.id)
    .whereNull("c.deleted_at")
    .first<HolderRow | undefined>(
      "c.id",
      "c.region_id",
      "c.currency_code",
      "c.customer_id",
      "c.completed_at",
      "c.metadata",
      "c.email",
      // The codes applied to it: the gateway checks the shop's gated ones again at the checkout.
      db.raw(
        `coalesce((select json_agg(json_build_object('id', p.id, 'code', p.code) order by p.code)
           from cart_promotion cpr join promotion p on p.id = cpr.promotion_id and p.deleted_at is null
          where cpr.cart_id = c.id and cpr.deleted_at is null), '[]'::json) as promotions`
      ),
      "cu.id as customer_ref",
      "cu.has_account",
      "cp.payment_collection_id"
    )
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  res.json({
    cart: {
      id: row.id,
      region_id: row.region_id,
      currency_code: row.currency_code,
      customer_id: row.customer_id,
      customer: row.customer_ref ? { id: row.customer_ref, has_account: row.has_account } : null,
      completed_at: row.completed_at,
      metadata: row.metadata,
      email: row.email,
      promotions: row.promotions,
      payment_collection: row.payment_collection_id ? { id: row.payment_collection_id } : null,
    },
  })
}
