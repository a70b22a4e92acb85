import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedStore } from "./seed/store"
import { seedRegions } from "./seed/markets"
import { seedFulfillment } from "./seed/fulfillment"
import { seedCatalog } from "./seed/catalog"
import { seedTranslations } from "./seed/translations"
import { seedPromotions } from "./seed/promotion-records"
import { seedAccounts, seedAdministrator } from "./seed/account-records"
import { seedPartners } from "./seed/partner-records"
import {
  seedAccountRecords,
  seedAddresses,
  seedMarketing,
  seedProductTypesAndTags,
  seedSearchTuning,
  seedSetup,
} from "./seed/back-office-records"
import { seedHistory } from "./seed/history-records"
import { demoAdmin } from "./seed/accounts"
import { recordReferrals } from "../partners/figures"
import { engineSettings } from "../settings"

/**
 * Demo data for a local shop. Idempotent: every step looks for what it would
 * create by its natural key (name, handle, code, e-mail) and creates only what
 * is missing, so a second run changes nothing.
 *
 * Run with `npx medusa exec ./src/scripts/seed.ts` (the launcher does it on an
 * empty database).
 *
 * With NODE_ENV=production no demo account is made (ASVS 2.5.4, docs/security.md): no demo
 * administrators, shoppers, their addresses, orders or subscriptions — their passwords are public
 * (data/demo-accounts.json). The one account made is the first owner, from OWNER_EMAIL and
 * OWNER_PASSWORD, which the launcher checks before the seed runs (docs/operations.md, "The first
 * owner"). The catalogue, markets, promotions and partners' stores are loaded as in development.
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const settings = engineSettings(process.env)
  const production = process.env.NODE_ENV === "production"

  const { salesChannel } = await seedStore(container)
  const regions = await seedRegions(container)
  const { stockLocation, shippingProfile } = await seedFulfillment(container, regions, salesChannel)
  // Before the catalog, so that the products are indexed with the synonym rules.
  await seedSearchTuning(container)
  const variantIdsBySku = await seedCatalog(container, salesChannel, stockLocation, shippingProfile.id)
  await seedProductTypesAndTags(container)
  await seedTranslations(container)
  await seedPromotions(container, variantIdsBySku)
  if (production) {
    const owner = settings.firstOwner
    if (!owner) throw new Error("A production shop needs OWNER_EMAIL and OWNER_PASSWORD for its first owner")
    await seedAdministrator(container, { ...owner, role: "owner" })
    logger.info(`Seed: the first owner is ${owner.email}; no demo accounts in production`)
  } else {
    await seedAccounts(container)
  }
  await seedPartners(container)
  if (!production) await seedAddresses(container)
  await seedSetup(container, salesChannel.id)
  if (!production) {
    const [owner] = await container.resolve(Modules.USER).listUsers({ email: demoAdmin.email }, { select: ["id"] })
    const beforeHistory = Date.now()
    await seedHistory(container, owner.id)
    logger.info(`Seed: demo history in ${Date.now() - beforeHistory} ms`)
    // The history dates its orders back after placing them, without an event: the partners' referral
    // ledger (src/partners/figures.ts) is written again from the orders as they now stand.
    await recordReferrals(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), null)
  }
  await seedMarketing(container)
  if (!production) await seedAccountRecords(container)

  logger.info(`Seed complete in ${Date.now() - started} ms`)
}
