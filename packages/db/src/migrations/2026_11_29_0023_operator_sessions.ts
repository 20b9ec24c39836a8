import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// Operator sessions that end when they should: the last authenticator time step accepted (a code is good once,
// not for its whole drift window), and a generation every session carries from its sign-in, bumped by a new
// password or second factor so the sessions started before it end at their next request.
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
