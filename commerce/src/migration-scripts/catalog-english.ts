import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { seedTranslations } from "../scripts/seed/translations"

/**
 * A shop seeded before the catalog had English versions gets them once (the seed adds them to new
 * shops: scripts/seed/translations.ts). Only the demo catalog's records are touched, and only those
 * without an English translation yet.
 */
export default async function catalogEnglish({ container }: { container: MedusaContainer }) {
  const created = await seedTranslations(container)
  if (created)
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).info(`English versions for ${created} catalog records`)
}
