/** Default fields of the partner-module admin routes (callers may ask for others with ?fields=). */

export const adminPartnerFields = [
  "id",
  "code",
  "name",
  "email",
  "phone",
  "status",
  "customer_id",
  "sponsor_id",
  "joined_at",
  "metadata",
  "created_at",
  "updated_at",
  "sponsor.id",
  "sponsor.code",
  "sponsor.name",
  "personal_stores.id",
  "personal_stores.name",
  "personal_stores.title",
  "personal_stores.active",
]

export const adminPersonalStoreFields = [
  "id",
  "name",
  "title",
  "active",
  "partner_id",
  "metadata",
  "created_at",
  "updated_at",
  "partner.id",
  "partner.code",
  "partner.name",
  "partner.status",
]

export const adminEnrollmentFields = [
  "id",
  "status",
  "customer_id",
  "order_id",
  "email",
  "sponsor_id",
  "partner_id",
  "personal_store_id",
  "completed_at",
  "metadata",
  "created_at",
  "updated_at",
  "sponsor.id",
  "sponsor.code",
  "sponsor.name",
  "partner.id",
  "partner.code",
  "partner.name",
  "personal_store.id",
  "personal_store.name",
]

export const adminSearchSynonymFields = ["id", "term", "synonyms", "created_at", "updated_at"]

export const adminSearchMissFields = ["id", "query", "searches", "last_searched_at", "created_at"]

export const listQueryConfig = (defaults: string[]) => ({ defaults, isList: true })
export const retrieveQueryConfig = (defaults: string[]) => ({ defaults, isList: false })
