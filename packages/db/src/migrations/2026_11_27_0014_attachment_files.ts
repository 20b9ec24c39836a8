import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Stored out of line without compression, so a slice of one
// is read without reading the rest.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("attachments")
    .addColumn("width", "integer", (col) => col.check(sql`width > 0`))
    .addColumn("height", "integer", (col) => col.check(sql`height > 0`))
    .addColumn("thumbnail_type", "text")
    .addColumn("thumbnail_data", "bytea")
    .execute();
  await sql`alter table attachments alter column file_data set storage external, alter column thumbnail_data set storage external`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table attachments alter column file_data set storage extended`.execute(db);
  await db.schema
    .alterTable("attachments")
    .dropColumn("thumbnail_data")
    .dropColumn("thumbnail_type")
    .dropColumn("height")
    .dropColumn("width")
    .execute();
}
