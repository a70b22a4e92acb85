import accounts from "../../../data/demo-accounts.json"

/**
 * Demo accounts printed by `npm start` (data/demo-accounts.json, which browser
 * tests read too). Local development only: production creates its administrators
 * through invites, and shoppers register themselves.
 */
export const demoAdmin = accounts.admin
/** One demo administrator per staff role but owner (@vitalia/schema/staff/policies). */
export const demoStaff = accounts.staff
export const demoShoppers = accounts.shoppers
