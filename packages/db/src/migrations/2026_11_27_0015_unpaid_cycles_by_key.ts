import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// A charge reads an advertiser's unpaid cycles, settles them by payment, and asks whether any is still failed.
// With only an index of the key and the index of every unpaid cycle (`billing_cycles_to_charge`), PostgreSQL may
// combine the two: right after a sweep that index holds the whole week (100 000 cycles at 100 000 advertisers)
// while the statistics, gathered before it, say it is small, and each statement reads it whole, 3.5-4 ms, three
// times a charge. Indexes of the key over the unpaid cycles alone answer each with one short scan, whatever the
// statistics say.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index billing_cycles_unpaid_by_advertiser on billing_cycles (advertiser_id) where state in ('due', 'charging', 'failed')`.execute(
    db,
  );
  // Cycles are looked up by payment only while unpaid (settling a charge); payments are never deleted.
  await sql`create index billing_cycles_unpaid_by_payment on billing_cycles (payment_id) where state in ('due', 'charging', 'failed')`.execute(
    db,
  );
  await sql`drop index billing_cycles_payment`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index billing_cycles_payment on billing_cycles (payment_id) where payment_id is not null`.execute(db);
  await sql`drop index billing_cycles_unpaid_by_payment`.execute(db);
  await sql`drop index billing_cycles_unpaid_by_advertiser`.execute(db);
}
