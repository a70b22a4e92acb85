import accounts from "../../../data/demo-accounts.json"

/**
 * Demo accounts printed by `npm start` (data/demo-accounts.json, which browser
 * tests read too). Local development only: production creates its administrators
 * through invites, and shoppers register themselves.
 */
export const demoAdmin = accounts.admin
export const demoShoppers = accounts.shoppers
