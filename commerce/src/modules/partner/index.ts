import { Module } from "@medusajs/framework/utils"
import PartnerModuleService from "./service"

export const PARTNER_MODULE = "partner"

/** Partners (distributors), their personal stores and enrollments. */
export default Module(PARTNER_MODULE, { service: PartnerModuleService })

export type { PublicPartner } from "./service"
