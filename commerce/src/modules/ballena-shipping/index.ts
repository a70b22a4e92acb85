import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import BallenaFulfillmentService from "./service"

/** The "ballena" calculated-shipping provider of the Fulfillment Module (id `ballena_ballena`). */
export const BALLENA_PROVIDER_ID = "ballena_ballena"

export default ModuleProvider(Modules.FULFILLMENT, { services: [BallenaFulfillmentService] })
