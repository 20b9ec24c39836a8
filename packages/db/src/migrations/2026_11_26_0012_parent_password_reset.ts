import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// A parent who forgot the parent password asks for a reset with the child's account password; it takes effect
// only after a cooling-off period (docs/decisions.md), so the time it was asked for is kept with the settings.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("parental_settings").addColumn("parent_password_reset_requested_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("parental_settings").dropColumn("parent_password_reset_requested_at").execute();
}
