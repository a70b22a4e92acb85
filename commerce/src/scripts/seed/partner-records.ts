import type { MedusaContainer } from "@medusajs/framework/types"
import { PARTNER_MODULE } from "../../modules/partner"
import type PartnerModuleService from "../../modules/partner/service"
import { FIGURE_MONTHS, monthKey } from "../../partners/figures"

/**
 * Demo partners and their personal stores: a sponsor chain under Carolina
 * Méndez (VIT-0001, store "carolina"), and one inactive partner. None is
 * linked to the demo shoppers, who can still enroll.
 */
interface PartnerSeed {
  code: string
  /** About how many visits a month their store link brings (the demo's months vary around it). */
  monthlyVisits: number
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
    monthlyVisits: 140,
    name: "Carolina Méndez",
    email: "carolina.mendez@vitalia.test",
    phone: "+57 300 555 0201",
    status: "active",
    joined_at: "2023-02-14T15:00:00Z",
    store: { name: "carolina", title: "La tienda de Carolina", active: true },
  },
  {
    code: "VIT-0002",
    monthlyVisits: 60,
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
    monthlyVisits: 45,
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
    monthlyVisits: 25,
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
    monthlyVisits: 15,
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
    monthlyVisits: 0,
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

  await seedStoreVisits(service, idByCode, new Date())
}

/**
 * Visits through each active store's link over the last FIGURE_MONTHS months before this one, so
 * a demo partner's page (/account/partner) shows a series, with more visits than the orders the
 * seed's history places through the same stores. The current month starts empty and counts real
 * visits. Months a partner already has are left as they are.
 */
async function seedStoreVisits(service: PartnerModuleService, idByCode: Map<string, string>, now: Date) {
  const wanted: { partner_id: string; month: string; visits: number }[] = []
  demoPartners.forEach((seed, p) => {
    const partnerId = idByCode.get(seed.code)
    if (!partnerId || !seed.store.active || seed.monthlyVisits === 0) return
    for (let back = 1; back < FIGURE_MONTHS; back++) {
      const month = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)))
      // A steady wobble of ±30 % around the partner's usual month, different for each partner.
      const wobble = (((back * 7 + p * 3) % 5) - 2) * 0.15
      wanted.push({ partner_id: partnerId, month, visits: Math.round(seed.monthlyVisits * (1 + wobble)) })
    }
  })
  const have = await service.listStoreVisits(
    { partner_id: [...new Set(wanted.map((w) => w.partner_id))] },
    { select: ["partner_id", "month"] }
  )
  const had = new Set(have.map((v) => `${v.partner_id} ${v.month}`))
  const missing = wanted.filter((w) => !had.has(`${w.partner_id} ${w.month}`))
  if (missing.length) await service.createStoreVisits(missing)
}
