import { model } from "@medusajs/framework/utils"

/**
 * A note staff leave on an order ("llamó el cliente, pide entrega por la tarde"). Notes are only
 * added, never edited: the order's history shows them with their author and date. `order_id` is a
 * plain id (the route checks the order exists); the author is the administrator who wrote it, kept
 * by id and by the e-mail they had then, so the history still names them if their account goes.
 */
export const OrderNote = model
  .define("order_note", {
    id: model.id({ prefix: "onote" }).primaryKey(),
    order_id: model.text(),
    author_id: model.text(),
    author_email: model.text().nullable(),
    text: model.text(),
  })
  .indexes([{ name: "IDX_order_note_order_id", on: ["order_id"], where: "deleted_at IS NULL" }])
