import { Module } from "@medusajs/framework/utils"
import SubscriptionModuleService from "./service"

export const SUBSCRIPTION_MODULE = "subscription"

/** Autoship subscriptions, their items and the history of their runs. */
export default Module(SUBSCRIPTION_MODULE, { service: SubscriptionModuleService })
