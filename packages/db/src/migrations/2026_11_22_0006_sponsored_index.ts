import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("advertisers").dropColumn("search_document").execute();

  await db.schema
    .createTable("search_index_versions")
    .addColumn("table_name", "text", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto("search_index_versions").values({ table_name: "advertisers" }).execute();

  // Deferred, so the version row is locked only while the transaction commits (no deadlock). The new version becomes visible with the change
  // itself, so a process that reads the version before the rows never keeps older rows.
  await sql`
    create function bump_search_index_version() returns trigger language plpgsql as $$
    declare
      marker text := 'kidsafe.search_index_bumped_' || tg_table_name;
    begin
      if coalesce(current_setting(marker, true), '') <> 'yes' then
        perform set_config(marker, 'yes', true);
        update search_index_versions set version = version + 1 where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger advertisers_search_index_version after insert or update or delete on advertisers
    deferrable initially deferred for each row execute function bump_search_index_version()`.execute(db);
  // Constraint triggers cannot fire on truncate; truncate locks the whole table anyway.
  await sql`
    create trigger advertisers_truncated_search_index_version after truncate on advertisers
    for each statement execute function bump_search_index_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger advertisers_truncated_search_index_version on advertisers`.execute(db);
  await sql`drop trigger advertisers_search_index_version on advertisers`.execute(db);
  await sql`drop function bump_search_index_version()`.execute(db);
  await db.schema.dropTable("search_index_versions").execute();
  await db.schema
    .alterTable("advertisers")
    .addColumn("search_document", sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english'::regconfig, app_name), 'A') ||
        setweight(to_tsvector('english'::regconfig, app_description), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(ai_generated_description, '')), 'B')`,
        )
        .stored(),
    )
    .execute();
  await sql`create index advertisers_search_document on advertisers using gin (search_document) with (fastupdate = off)`.execute(db);
}
