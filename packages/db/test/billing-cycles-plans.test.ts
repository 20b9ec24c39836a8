// A charge's statements read one advertiser's (or one payment's) unpaid cycles. Right after a weekly sweep every
// cycle of the week is unpaid, while the table's statistics were gathered before the sweep wrote them: PostgreSQL
// may then take the index of every unpaid cycle for a small one and read it whole beside the key's index, 3.5-4 ms
// a statement at 100 000 advertisers (docs/performance.md). This runs a charge as the worker does, on such a table
// with such statistics, and asks PostgreSQL how it would run each statement it sent.
import { Kysely, PostgresDialect, sql } from "kysely";
import type { CompiledQuery } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createAdvertisersRepository, createCycleChargesRepository } from "../src/index.ts";
import type { Database } from "../src/index.ts";

const ADVERTISERS = 20_000;

let database: TestDatabase;
let pool: pg.Pool;
const sent: CompiledQuery[] = [];

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // Statistics from before the sweep: the cycles table empty.
  await sql`analyze billing_cycles`.execute(database.db);
  await sql`
    insert into advertisers (app_name, app_url, app_description, email, password_hash, status, safety_status, upfront_paid_at)
    select 'Plan App ' || i, 'https://plan-app-' || i || '.example/', 'Games', 'plan-app-' || i, '!test', 'active', 'safe', now() - interval '8 days'
    from generate_series(1, ${ADVERTISERS}) i`.execute(database.db);
  // The sweep: a week's cycle per advertiser, every one due.
  await sql`
    insert into billing_cycles (advertiser_id, cycle_start, cycle_end, views, clicks, recommendations, amount_cents, state)
    select id, now() - interval '8 days', now() - interval '1 day', 100, 0, 1, 1100, 'due' from advertisers`.execute(database.db);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, flattened. */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

it("reads an advertiser's and a payment's unpaid cycles through their own index, with statistics older than the sweep", async () => {
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === "query") sent.push(event.query);
    },
  });
  const { rows } = await sql<{ id: number }>`select min(id) as id from advertisers`.execute(database.db);
  const advertiserId = rows[0]!.id;

  // A charge as the worker makes it: take the owed cycles, settle them paid, clear the overdue mark.
  const charges = createCycleChargesRepository(logged);
  const began = await charges.beginCharge(advertiserId, {
    now: new Date(),
    retryFailed: () => true,
    minimumCents: 50,
    carryUntil: new Date(),
    newKey: () => `plan-test-${advertiserId}`,
  });
  expect(began.kind).toBe("charge");
  if (began.kind !== "charge") return;
  await charges.settleCharge(began.payment.id, { paid: true, at: new Date() });
  await createAdvertisersRepository(logged).markOverdue(advertiserId, new Date());
  await createAdvertisersRepository(logged).clearOverdue(advertiserId);

  const readingCycles = sent.filter((query) => query.sql.includes('"billing_cycles"') && !query.sql.startsWith("insert"));
  expect(readingCycles.length).toBeGreaterThanOrEqual(4);
  for (const query of readingCycles) {
    const explained = await pool.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (format json) ${query.sql}`, [...query.parameters]);
    const nodes = nodesOf(explained.rows[0]!["QUERY PLAN"][0]!.Plan);
    const onCycles = nodes.filter(
      (node) => node["Relation Name"] === "billing_cycles" || (node["Index Name"] ?? "").startsWith("billing_cycles"),
    );
    const described = `${query.sql}\n${JSON.stringify(onCycles.map((node) => [node["Node Type"], node["Index Name"]]))}`;
    expect(
      onCycles.some((node) => node["Node Type"] === "Seq Scan"),
      described,
    ).toBe(false);
    expect(
      onCycles.some((node) => node["Index Name"] === "billing_cycles_to_charge"),
      described,
    ).toBe(false);
  }
});
