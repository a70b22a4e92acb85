import type { MedusaContainer } from "@medusajs/framework/types"
import { PARTNER_MODULE } from "../../modules/partner"
import type PartnerModuleService from "../../modules/partner/service"

/**
 * Demo partners and their personal stores: a sponsor chain under Carolina
 * Méndez (VIT-0001, store "carolina"), and one inactive partner. None is
 * linked to the demo shoppers, who can still enroll.
 */
interface PartnerSeed {
  code: string
  name: string
  email: string
  phone: string
  status: "active" | "inactive"
  sponsor?: string
  joined_at: string
  store: { name: string; title: string; active: boolean }
}

export const demoPartners: PartnerSeed[] = [
  {
    code: "VIT-0001",
    name: "Carolina Méndez",
    email: "carolina.mendez@vitalia.test",
    phone: "+57 300 555 0201",
    status: "active",
    joined_at: "2023-02-14T15:00:00Z",
    store: { name: "carolina", title: "La tienda de Carolina", active: true },
  },
  {
    code: "VIT-0002",
    name: "Diego Hernández",
    email: "diego.hernandez@vitalia.test",
    phone: "+52 55 5555 0202",
    status: "active",
    sponsor: "VIT-0001",
    joined_at: "2023-06-01T15:00:00Z",
    store: { name: "diego", title: "La tienda de Diego", active: true },
  },
  {
    code: "VIT-0003",
    name: "Valentina Rojas",
    email: "valentina.rojas@vitalia.test",
    phone: "+57 310 555 0203",
    status: "active",
    sponsor: "VIT-0002",
    joined_at: "2024-01-20T15:00:00Z",
    store: { name: "valentina", title: "La tienda de Valentina", active: true },
  },
  {
    code: "VIT-0004",
    name: "Andrés Castillo",
    email: "andres.castillo@vitalia.test",
    phone: "+1 786 555 0204",
    status: "active",
    sponsor: "VIT-0001",
    joined_at: "2024-05-03T15:00:00Z",
    store: { name: "andres", title: "La tienda de Andrés", active: true },
  },
  {
    code: "VIT-0005",
    name: "Sofía Morales",
    email: "sofia.morales@vitalia.test",
    phone: "+51 999 555 0205",
    status: "active",
    sponsor: "VIT-0003",
    joined_at: "2025-03-11T15:00:00Z",
    store: { name: "sofia", title: "La tienda de Sofía", active: true },
  },
  {
    code: "VIT-0006",
    name: "Ricardo Paredes",
    email: "ricardo.paredes@vitalia.test",
    phone: "+56 9 5555 0206",
    status: "inactive",
    sponsor: "VIT-0001",
    joined_at: "2023-09-09T15:00:00Z",
    store: { name: "ricardo", title: "La tienda de Ricardo", active: false },
  },
]

/** Creates the demo partners and stores that are missing, by code and store name. */
export async function seedPartners(container: MedusaContainer) {
  const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
  const existing = await service.listPartners({ code: demoPartners.map((p) => p.code) }, { select: ["id", "code"] })
  const idByCode = new Map(existing.map((p) => [p.code, p.id]))

  // In list order, so every sponsor exists before its recruits.
  for (const seed of demoPartners) {
    if (idByCode.has(seed.code)) continue
    const partner = await service.createPartners({
      code: seed.code,
      name: seed.name,
      email: seed.email,
      phone: seed.phone,
      status: seed.status,
      sponsor_id: seed.sponsor ? (idByCode.get(seed.sponsor) ?? null) : null,
      joined_at: new Date(seed.joined_at),
    })
    idByCode.set(seed.code, partner.id)
  }

  const stores = await service.listPersonalStores({ name: demoPartners.map((p) => p.store.name) }, { select: ["name"] })
  const missing = demoPartners.filter((p) => !stores.some((s) => s.name === p.store.name))
  if (missing.length) {
    await service.createPersonalStores(missing.map((p) => ({ ...p.store, partner_id: idByCode.get(p.code)! })))
  }
}
