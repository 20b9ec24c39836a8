import { sql } from "kysely";
import type { Selectable } from "kysely";
import type { Executor } from "../client.ts";
import type { Database } from "../schema.ts";

/** The tables an advertiser's account pages list, newest first. */
type AdvertiserHistory = "billing_cycles" | "payments" | "safety_checks";

/** An advertiser's newest `limit` rows of a table, by the column that orders them. */
export async function newestOfAdvertiser<Table extends AdvertiserHistory>(
  executor: Executor,
  table: Table,
  newestBy: keyof Database[Table] & string,
  advertiserId: number,
  limit: number,
): Promise<Array<Selectable<Database[Table]>>> {
  // Kysely types a query of one table named by a type parameter no further than "one of these"; the caller's table is the one read.
  const history: AdvertiserHistory = table;
  const rows = await executor
    .selectFrom(history)
    .selectAll()
    .where("advertiser_id", "=", advertiserId)
    .orderBy(sql.ref(newestBy), "desc")
    .limit(limit)
    .execute();
  return rows as Array<Selectable<Database[Table]>>;
}
