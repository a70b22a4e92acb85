import { MedusaService } from "@medusajs/framework/utils"
import { OrderNote } from "./models/order-note"

/** Order notes: the generated CRUD (the routes only list and create). */
class OrderNoteModuleService extends MedusaService({ OrderNote }) {}

export default OrderNoteModuleService
