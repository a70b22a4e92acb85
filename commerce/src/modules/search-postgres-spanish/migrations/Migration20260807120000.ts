// The provider's own migration (its catalogue table, pg_trgm, unaccent), found by Medusa next to the
// provider it loads: this module stands where @medusajs/medusa/search-postgres stood, so it carries
// the migration along, under the same name (a database that ran it once does not run it again).
export { Migration20260807120000 } from "@medusajs/search-postgres/dist/migrations/Migration20260807120000"
