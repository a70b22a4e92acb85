import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { orderWithIdLast } from "../list-order"

/** One record of a partner-module entity by id, with `fields`, or a 404. */
export async function refetchEntity(
  scope: MedusaContainer,
  entity: "partner" | "personal_store" | "enrollment" | "search_synonym" | "search_miss",
  id: string,
  fields: string[]
): Promise<Record<string, unknown>> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields, filters: { id } })
  if (!data[0]) {
    const label = entity.replace("_", " ")
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `${label[0].toUpperCase()}${label.slice(1)} with id: ${id} was not found`
    )
  }
  return data[0] as Record<string, unknown>
}

/** A page of a partner-module entity, with the route's validated filters and pagination. */
export async function listEntities(
  scope: MedusaContainer,
  entity: "partner" | "personal_store" | "enrollment" | "search_synonym" | "search_miss",
  filters: Record<string, unknown>,
  queryConfig: { fields: string[]; pagination: { skip: number; take?: number; order?: Record<string, string> } }
) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity,
    fields: queryConfig.fields,
    filters,
    pagination: {
      ...queryConfig.pagination,
      order: orderWithIdLast(queryConfig.pagination.order, { created_at: "DESC" }),
    },
  })
  return {
    data,
    count: metadata?.count ?? data.length,
    offset: metadata?.skip ?? 0,
    limit: metadata?.take ?? data.length,
  }
}
