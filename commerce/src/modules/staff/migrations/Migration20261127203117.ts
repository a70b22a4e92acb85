import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Security keys (WebAuthn) as administrators' second factor, and the open ceremony's challenge. */
export class Migration20261127203117 extends Migration {
  override up(): void {
    this.addSql(`alter table if exists "staff_member" add column if not exists "webauthn_challenge" jsonb null;`)
    this.addSql(
      `create table if not exists "staff_security_key" ("id" text not null, "user_id" text not null, "name" text not null, "credential_id" text not null, "public_key" text not null, "counter" text not null, "transports" jsonb null, "last_used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "staff_security_key_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_staff_security_key_deleted_at" ON "staff_security_key" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_staff_security_key_user_id" ON "staff_security_key" ("user_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_staff_security_key_credential_id_unique" ON "staff_security_key" ("credential_id") WHERE deleted_at IS NULL;`
    )
  }

  override down(): void {
    this.addSql(`drop table if exists "staff_security_key" cascade;`)
    this.addSql(`alter table if exists "staff_member" drop column if exists "webauthn_challenge";`)
  }
}
