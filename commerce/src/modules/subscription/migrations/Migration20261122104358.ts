import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122104358 extends Migration {
  override up(): void {
    this.addSql(
      `alter table if exists "subscription_run" drop constraint if exists "subscription_run_order_id_unique";`
    )
    this.addSql(
      `alter table if exists "subscription_run" drop constraint if exists "subscription_run_subscription_id_period_unique";`
    )
    this.addSql(
      `alter table if exists "subscription_item" drop constraint if exists "subscription_item_subscription_id_variant_id_unique";`
    )
    this.addSql(
      `create table if not exists "subscription" ("id" text not null, "customer_id" text not null, "region_id" text not null, "email" text not null, "status" text check ("status" in ('active', 'paused', 'cancelled')) not null default 'active', "interval_months" integer not null, "next_run_at" timestamptz not null, "shipping_address" jsonb not null, "shipping_option_id" text null, "payment_provider_id" text not null default 'pp_system_default', "failure_count" integer not null default 0, "last_error" text null, "last_failed_at" timestamptz null, "paused_at" timestamptz null, "cancelled_at" timestamptz null, "metadata" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_deleted_at" ON "subscription" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_customer_id" ON "subscription" ("customer_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_status_next_run_at" ON "subscription" ("status", "next_run_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "subscription_item" ("id" text not null, "variant_id" text not null, "quantity" integer not null, "subscription_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_item_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_item_subscription_id" ON "subscription_item" ("subscription_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_item_deleted_at" ON "subscription_item" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_item_subscription_id_variant_id_unique" ON "subscription_item" ("subscription_id", "variant_id") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "subscription_run" ("id" text not null, "period" text not null, "status" text check ("status" in ('processing', 'succeeded', 'failed')) not null default 'processing', "attempts" integer not null default 1, "cart_id" text null, "order_id" text null, "error" text null, "finished_at" timestamptz null, "subscription_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "subscription_run_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_run_subscription_id" ON "subscription_run" ("subscription_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_subscription_run_deleted_at" ON "subscription_run" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_run_subscription_id_period_unique" ON "subscription_run" ("subscription_id", "period") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_subscription_run_order_id_unique" ON "subscription_run" ("order_id") WHERE order_id IS NOT NULL AND deleted_at IS NULL;`
    )

    this.addSql(
      `alter table if exists "subscription_item" add constraint "subscription_item_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on update cascade on delete cascade;`
    )

    this.addSql(
      `alter table if exists "subscription_run" add constraint "subscription_run_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on update cascade on delete cascade;`
    )
  }

  override down(): void {
    this.addSql(
      `alter table if exists "subscription_item" drop constraint if exists "subscription_item_subscription_id_foreign";`
    )

    this.addSql(
      `alter table if exists "subscription_run" drop constraint if exists "subscription_run_subscription_id_foreign";`
    )

    this.addSql(`drop table if exists "subscription" cascade;`)

    this.addSql(`drop table if exists "subscription_item" cascade;`)

    this.addSql(`drop table if exists "subscription_run" cascade;`)
  }
}
