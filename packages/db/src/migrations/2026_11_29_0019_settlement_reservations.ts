import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Any card charge of held cycles first expires the checkout
// at the provider.
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
  // Whatever state the cycles are in by then.
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
