import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123190000 extends Migration {
  override up(): void {
    this.addSql(
      `create table if not exists "search_synonym" ("id" text not null, "term" text not null, "synonyms" text[] not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "search_synonym_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_search_synonym_deleted_at" ON "search_synonym" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_search_synonym_term_unique" ON "search_synonym" ("term") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "search_miss" ("id" text not null, "query" text not null, "searches" integer not null default 1, "last_searched_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "search_miss_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_search_miss_deleted_at" ON "search_miss" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_search_miss_query_unique" ON "search_miss" ("query") WHERE deleted_at IS NULL;`
    )
  }

  override down(): void {
    this.addSql(`drop table if exists "search_synonym" cascade;`)
    this.addSql(`drop table if exists "search_miss" cascade;`)
  }
}
