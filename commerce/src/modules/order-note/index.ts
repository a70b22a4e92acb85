import { Module } from "@medusajs/framework/utils"
import OrderNoteModuleService from "./service"

export const ORDER_NOTE_MODULE = "order_note"

/**
 * Staff notes on orders (the back-office's order history). Our own model rather than an order
 * change with an `internal_note`: docs/admin.md, "Order notes".
 */
export default Module(ORDER_NOTE_MODULE, { service: OrderNoteModuleService })
