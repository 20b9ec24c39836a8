import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Partial: most cycles are waived and carry no payment.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index billing_cycles_payment on billing_cycles (payment_id) where payment_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index billing_cycles_payment`.execute(db);
}
