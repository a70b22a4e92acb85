import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"

/**
 * GET /admin/service-zones/:id — one service zone by its id alone, with its geographic zones and
 * the fulfilment set it belongs to. The engine's own route reads a zone only inside its set
 * (/admin/fulfillment-sets/:id/service-zones/:zone_id); an integration holding a shipping option's
 * `service_zone_id` knows the zone, not the set.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const fulfillment = req.scope.resolve(Modules.FULFILLMENT)
  const [zone] = await fulfillment.listServiceZones({ id: req.params.id }, { relations: ["geo_zones"], take: 1 })
  if (!zone) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Service zone with id: ${req.params.id} was not found`)
  res.json({ service_zone: zone })
}
