import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122091130 extends Migration {
  override up(): void {
    this.addSql(`alter table if exists "enrollment" drop constraint if exists "enrollment_order_id_unique";`)
    this.addSql(`alter table if exists "personal_store" drop constraint if exists "personal_store_name_unique";`)
    this.addSql(`alter table if exists "partner" drop constraint if exists "partner_customer_id_unique";`)
    this.addSql(`alter table if exists "partner" drop constraint if exists "partner_code_unique";`)
    this.addSql(
      `create table if not exists "partner" ("id" text not null, "code" text not null, "name" text not null, "email" text null, "phone" text null, "status" text check ("status" in ('active', 'inactive')) not null default 'active', "customer_id" text null, "joined_at" timestamptz not null, "metadata" jsonb null, "sponsor_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "partner_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_partner_sponsor_id" ON "partner" ("sponsor_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_partner_deleted_at" ON "partner" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_partner_code_unique" ON "partner" ("code") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_partner_customer_id_unique" ON "partner" ("customer_id") WHERE customer_id IS NOT NULL AND deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_partner_status" ON "partner" ("status") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "personal_store" ("id" text not null, "name" text not null, "title" text not null, "active" boolean not null default true, "metadata" jsonb null, "partner_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "personal_store_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_personal_store_partner_id" ON "personal_store" ("partner_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_personal_store_deleted_at" ON "personal_store" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_personal_store_name_unique" ON "personal_store" ("name") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "enrollment" ("id" text not null, "status" text check ("status" in ('pending', 'completed', 'cancelled')) not null default 'pending', "customer_id" text null, "order_id" text null, "email" text null, "completed_at" timestamptz null, "metadata" jsonb null, "sponsor_id" text null, "partner_id" text null, "personal_store_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "enrollment_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_enrollment_sponsor_id" ON "enrollment" ("sponsor_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_enrollment_partner_id" ON "enrollment" ("partner_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_enrollment_personal_store_id" ON "enrollment" ("personal_store_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_enrollment_deleted_at" ON "enrollment" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_enrollment_order_id_unique" ON "enrollment" ("order_id") WHERE order_id IS NOT NULL AND deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_enrollment_customer_id" ON "enrollment" ("customer_id") WHERE customer_id IS NOT NULL AND deleted_at IS NULL;`
    )

    this.addSql(
      `alter table if exists "partner" add constraint "partner_sponsor_id_foreign" foreign key ("sponsor_id") references "partner" ("id") on update cascade on delete set null;`
    )

    this.addSql(
      `alter table if exists "personal_store" add constraint "personal_store_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`
    )

    this.addSql(
      `alter table if exists "enrollment" add constraint "enrollment_sponsor_id_foreign" foreign key ("sponsor_id") references "partner" ("id") on update cascade on delete set null;`
    )
    this.addSql(
      `alter table if exists "enrollment" add constraint "enrollment_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete set null;`
    )
    this.addSql(
      `alter table if exists "enrollment" add constraint "enrollment_personal_store_id_foreign" foreign key ("personal_store_id") references "personal_store" ("id") on update cascade on delete set null;`
    )
  }

  override down(): void {
    this.addSql(`alter table if exists "partner" drop constraint if exists "partner_sponsor_id_foreign";`)

    this.addSql(`alter table if exists "personal_store" drop constraint if exists "personal_store_partner_id_foreign";`)

    this.addSql(`alter table if exists "enrollment" drop constraint if exists "enrollment_sponsor_id_foreign";`)

    this.addSql(`alter table if exists "enrollment" drop constraint if exists "enrollment_partner_id_foreign";`)

    this.addSql(`alter table if exists "enrollment" drop constraint if exists "enrollment_personal_store_id_foreign";`)

    this.addSql(`drop table if exists "partner" cascade;`)

    this.addSql(`drop table if exists "personal_store" cascade;`)

    this.addSql(`drop table if exists "enrollment" cascade;`)
  }
}
