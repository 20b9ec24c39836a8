import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// A charge's outcome settles its cycles by payment (`settleCharge`). Without an index every charge read the whole
// table, which gains one row per advertiser each week: at 100 000 advertisers the charges ran at a third of the
// provider's rate limit. Partial: most cycles are waived (nothing to charge) and carry no payment.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index billing_cycles_payment on billing_cycles (payment_id) where payment_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index billing_cycles_payment`.execute(db);
}
