import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Right after a sweep the index of unpaid cycles holds the
// whole week while the statistics say it is small; indexes over the unpaid cycles alone answer with one short scan, whatever the statistics say.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index billing_cycles_unpaid_by_advertiser on billing_cycles (advertiser_id) where state in ('due', 'charging', 'failed')`.execute(
    db,
  );
  // Payments are never deleted.
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
