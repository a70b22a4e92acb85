import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedStore } from "./seed/store"
import { seedRegions } from "./seed/markets"
import { seedFulfillment } from "./seed/fulfillment"
import { seedCatalog } from "./seed/catalog"
import { seedTranslations } from "./seed/translations"
import { seedPromotions } from "./seed/promotion-records"
import { seedAccounts } from "./seed/account-records"
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

/**
 * Demo data for a local shop. Idempotent: every step looks for what it would
 * create by its natural key (name, handle, code, e-mail) and creates only what
 * is missing, so a second run changes nothing.
 *
 * Run with `npx medusa exec ./src/scripts/seed.ts` (the launcher does it on an
 * empty database).
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()

  const { salesChannel } = await seedStore(container)
  const regions = await seedRegions(container)
  const { stockLocation, shippingProfile } = await seedFulfillment(container, regions, salesChannel)
  // Before the catalog, so that the products are indexed with the synonym rules.
  await seedSearchTuning(container)
  const variantIdsBySku = await seedCatalog(container, salesChannel, stockLocation, shippingProfile.id)
  await seedProductTypesAndTags(container)
  await seedTranslations(container)
  await seedPromotions(container, variantIdsBySku)
  await seedAccounts(container)
  await seedPartners(container)
  await seedAddresses(container)
  await seedSetup(container, salesChannel.id)
  const [owner] = await container.resolve(Modules.USER).listUsers({ email: demoAdmin.email }, { select: ["id"] })
  const beforeHistory = Date.now()
  await seedHistory(container, owner.id)
  logger.info(`Seed: demo history in ${Date.now() - beforeHistory} ms`)
  // The history dates its orders back after placing them, without an event: the partners' referral
  // ledger (src/partners/figures.ts) is written again from the orders as they now stand.
  await recordReferrals(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), null)
  await seedMarketing(container)
  await seedAccountRecords(container)

  logger.info(`Seed complete in ${Date.now() - started} ms`)
}
