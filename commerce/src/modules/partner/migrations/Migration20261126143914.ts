import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126143914 extends Migration {
  override up(): void {
    this.addSql(
      `alter table if exists "partner_store_visit" drop constraint if exists "partner_store_visit_partner_month_unique";`
    )
    this.addSql(
      `create table if not exists "partner_store_visit" ("id" text not null, "partner_id" text not null, "month" text not null, "visits" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "partner_store_visit_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_partner_store_visit_deleted_at" ON "partner_store_visit" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_partner_store_visit_partner_month_unique" ON "partner_store_visit" ("partner_id", "month") WHERE deleted_at IS NULL;`
    )
  }

  override down(): void {
    this.addSql(`drop table if exists "partner_store_visit" cascade;`)
  }
}
