import type { Context } from "@medusajs/framework/types"
import { generateEntityId, InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Enrollment } from "./models/enrollment"
import { Partner } from "./models/partner"
import { PersonalStore } from "./models/personal-store"
import { StoreVisit } from "./models/store-visit"
import { fold, PARTNER_CODE_PREFIX, partnerCode, STORE_NAME_MAX, storeNameFrom } from "./names"

/** What store callers may see of a partner found by search: never e-mail or phone. */
export interface PublicPartner {
  id: string
  code: string
  name: string
  personal_store: { name: string; title: string } | null
}

// Accented letters and their plain forms, for accent-insensitive matching in SQL (no extension needed).
const ACCENTED = "áàäâãåéèëêíìïîóòöôõúùüûñçý"
const PLAIN = "aaaaaaeeeeiiiiooooouuuuncy"

/**
 * Partners, their personal stores and enrollments. The generated CRUD comes
 * from MedusaService; this adds only what is special: accent-insensitive
 * search, the next partner code, a free personal-store name and the visit counter.
 */
class PartnerModuleService extends MedusaService({ Partner, PersonalStore, Enrollment, StoreVisit }) {
  /** Active partners whose name or code contains `term` (case- and accent-insensitive). */
  @InjectManager()
  async searchActivePartners(
    term: string,
    limit: number,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<PublicPartner[]> {
    const manager = sharedContext.manager as SqlEntityManager
    const folded = fold(term.trim())
    const like = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const rows: { id: string; code: string; name: string; store_name: string | null; store_title: string | null }[] =
      await manager.execute(
        `select p.id, p.code, p.name, s.name as store_name, s.title as store_title
           from partner p
           left join lateral (
             select name, title from personal_store
              where partner_id = p.id and active and deleted_at is null
              order by created_at limit 1
           ) s on true
          where p.deleted_at is null and p.status = 'active'
            and (translate(lower(p.name), ?, ?) like ? escape '\\' or lower(p.code) like ? escape '\\')
          order by (lower(p.code) = ?) desc, (translate(lower(p.name), ?, ?) like ? escape '\\') desc, p.name, p.code
          limit ?`,
        [ACCENTED, PLAIN, like, like, folded, ACCENTED, PLAIN, `${like.slice(1)}`, limit]
      )
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      personal_store: r.store_name ? { name: r.store_name, title: r.store_title ?? r.store_name } : null,
    }))
  }

  /** The next free VIT-nnnn code (counting deleted partners too, so codes are never reused). */
  @InjectManager()
  async nextPartnerCode(@MedusaContext() sharedContext: Context = {}): Promise<string> {
    const manager = sharedContext.manager as SqlEntityManager
    const [row] = await manager.execute(
      `select coalesce(max(substring(code from ?)::int), 0) as last from partner where code ~ ?`,
      [PARTNER_CODE_PREFIX.length + 1, `^${PARTNER_CODE_PREFIX}[0-9]{1,9}$`]
    )
    return partnerCode(Number(row?.last ?? 0) + 1)
  }

  /**
   * One more visit through the partner's store link in `month` (`YYYY-MM`, UTC): one statement that
   * adds to the month's row or starts it, so two visits at the same moment both count. Answers the
   * month's count.
   */
  @InjectManager()
  async recordStoreVisit(partnerId: string, month: string, @MedusaContext() sharedContext: Context = {}) {
    const manager = sharedContext.manager as SqlEntityManager
    const [row]: { visits: number }[] = await manager.execute(
      `insert into partner_store_visit (id, partner_id, month, visits) values (?, ?, ?, 1)
       on conflict (partner_id, month) where deleted_at is null
       do update set visits = partner_store_visit.visits + 1, updated_at = now()
       returning visits`,
      [generateEntityId(undefined, "pvis"), partnerId, month]
    )
    return Number(row?.visits ?? 0)
  }

  /** A personal-store name derived from `text` that no live store uses: "carolina", "carolina-2", … */
  @InjectManager()
  async freeStoreName(text: string, @MedusaContext() sharedContext: Context = {}): Promise<string> {
    const manager = sharedContext.manager as SqlEntityManager
    const base = storeNameFrom(text)
    const rows: { name: string }[] = await manager.execute(
      `select name from personal_store where deleted_at is null and (name = ? or name like ?)`,
      [base, `${base}-%`]
    )
    const taken = new Set(rows.map((r) => r.name))
    if (!taken.has(base)) return base
    for (let n = 2; ; n++) {
      const candidate = `${base.slice(0, STORE_NAME_MAX - String(n).length - 1)}-${n}`
      if (!taken.has(candidate)) return candidate
    }
  }
}

export default PartnerModuleService
