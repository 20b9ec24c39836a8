import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("parental_settings").addColumn("parent_password_reset_requested_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("parental_settings").dropColumn("parent_password_reset_requested_at").execute();
}
