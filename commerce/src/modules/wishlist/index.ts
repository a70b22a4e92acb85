import { Module } from "@medusajs/framework/utils"
import WishlistModuleService from "./service"

export const WISHLIST_MODULE = "wishlist"

/** Customers' wishlists: one per customer, each variant at most once. */
export default Module(WISHLIST_MODULE, { service: WishlistModuleService })
