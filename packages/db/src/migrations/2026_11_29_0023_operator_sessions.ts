import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. A code is good once, not for its whole drift window.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("operators")
    .addColumn("totp_last_step", "bigint")
    .addColumn("session_generation", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("operators").dropColumn("totp_last_step").dropColumn("session_generation").execute();
}
