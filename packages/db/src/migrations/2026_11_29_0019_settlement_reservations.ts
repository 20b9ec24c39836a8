import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// A settlement checkout holds the cycles it covers while it is open: `reserved_by` names its payment and
// `reserved_until` when the hold lapses by itself (the checkout's lifetime, on billing's clock). The retry schedule
// leaves held cycles alone; any card charge of them first expires the checkout at the provider.
//
// A payment the provider took that settled nothing (its cycles were paid otherwise meanwhile) is flagged for the
// operators (`flagged_at`, `flag_reason`) and refunded (`refunded_at`).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("billing_cycles")
    .addColumn("reserved_by", "bigint", (col) => col.references("payments.id"))
    .addColumn("reserved_until", "timestamptz")
    .execute();
  await db.schema
    .alterTable("billing_cycles")
    .addCheckConstraint("billing_cycles_reservation_whole", sql`(reserved_by is null) = (reserved_until is null)`)
    .execute();
  // A checkout's end frees its cycles by payment id, whatever state they are in by then.
  await sql`create index billing_cycles_reserved_by on billing_cycles (reserved_by) where reserved_by is not null`.execute(db);
  await db.schema
    .alterTable("payments")
    .addColumn("flagged_at", "timestamptz")
    .addColumn("flag_reason", "text")
    .addColumn("refunded_at", "timestamptz")
    .execute();
  await sql`create index payments_flagged on payments (flagged_at) where flagged_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_flagged`.execute(db);
  await db.schema.alterTable("payments").dropColumn("flagged_at").dropColumn("flag_reason").dropColumn("refunded_at").execute();
  await sql`drop index billing_cycles_reserved_by`.execute(db);
  await db.schema.alterTable("billing_cycles").dropConstraint("billing_cycles_reservation_whole").execute();
  await db.schema.alterTable("billing_cycles").dropColumn("reserved_by").dropColumn("reserved_until").execute();
}
